import { needs, type ModuleRules } from '../module.js';

/** Who may call each reconciliation mutation. */
export const reconciliationRules = {
  reconciliationCreate: needs('reconciliation:reconcile'),
  reconciliationRemove: needs('reconciliation:unreconcile'),
  reconciliationRun: needs('reconciliation:reconcile'),
  reconciliationProposalsAccept: needs('reconciliation:reconcile'),
  reconciliationProposalsReject: needs('reconciliation:reconcile'),
  reconciliationSettingsUpdate: needs('settings:manage'),
} satisfies ModuleRules;
