import { needs, SIGNED_IN, type ModuleRules } from '../module.js';

/** Who may call each bills mutation. */
export const billsRules = {
  billCreate: needs('bills:create'),
  billUpdate: needs('bills:create'),
  billSubmit: needs('bills:create'),
  billApprove: needs('bills:approve'),
  // Either bills:create or bills:approve: the service refuses a member with neither (FORBIDDEN).
  billCancel: SIGNED_IN,
  // bills:read here; the service answers a member without reconciliation:auto-reconcile with the spec's own error (U-TRSY-BL-14).
  billMarkPaid: needs('bills:read'),
} satisfies ModuleRules;
