import { needs, needsEither, type ModuleRules } from '../module.js';

/** Who may call each bills mutation. */
export const billsRules = {
  billCreate: needs('bills:create'),
  billCreateFromPurchaseOrder: needs('bills:create'),
  billUpdate: needs('bills:create'),
  billSubmit: needs('bills:create'),
  billApprove: needs('bills:approve'),
  billCancel: needsEither('bills:create', 'bills:approve'),
  // Marking paid confirms a reconciliation match by itself, as the auto rule does.
  billMarkPaid: needs('bills:read', 'reconciliation:auto-reconcile'),
} satisfies ModuleRules;
