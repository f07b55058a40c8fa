import { needs, type ModuleRules } from '../module.js';

/**
 * Who may call each payments mutation: the permission of the kind and the
 * action (contracts/account/permissions.ts). The treasury checks it again
 * for each order, with what only it knows: the maker, the approval rule, the
 * company controls and the approver's second factor.
 */
export const paymentsRules = {
  paymentCreate: needs('payments:create'),
  paymentUpdate: needs('payments:create'),
  transferCreate: needs('transfers:create'),
  transferUpdate: needs('transfers:create'),
  paymentsApprove: needs('payments:approve'),
  paymentsReject: needs('payments:approve'),
  paymentsResend: needs('payments:approve'),
  paymentsCancel: needs('payments:cancel'),
  paymentsArchive: needs('payments:archive'),
  transfersApprove: needs('transfers:approve'),
  transfersReject: needs('transfers:approve'),
  transfersResend: needs('transfers:approve'),
  transfersCancel: needs('transfers:cancel'),
  transfersArchive: needs('transfers:archive'),
  paymentsExport: needs('payments:approve'),
  transfersExport: needs('transfers:approve'),
  approvalRuleCreate: needs('settings:manage'),
  approvalRuleUpdate: needs('settings:manage'),
  approvalRuleDelete: needs('settings:manage'),
  approvalRulesReorder: needs('settings:manage'),
} satisfies ModuleRules;
