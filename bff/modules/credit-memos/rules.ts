import { needs, type ModuleRules } from '../module.js';

/** Who may call each credit memo mutation (services/invoicing/credit-memos/ checks the same). */
export const creditMemosRules = {
  creditMemoCreate: needs('credit-memos:manage'),
  creditMemoApply: needs('credit-memos:manage'),
  creditMemoCancel: needs('credit-memos:manage'),
  creditMemoApprove: needs('credit-memos:approve'),
  creditMemoReject: needs('credit-memos:approve'),
} satisfies ModuleRules;
