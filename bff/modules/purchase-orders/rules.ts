import { needs, needsEither, type ModuleRules } from '../module.js';

/** Who may call each purchase orders mutation (contracts/invoicing/lifecycles.ts declares the same). */
export const purchaseOrdersRules = {
  purchaseOrderCreate: needs('purchase-orders:manage'),
  purchaseOrderApprove: needs('purchase-orders:approve'),
  purchaseOrderReject: needs('purchase-orders:approve'),
  purchaseOrderCancel: needsEither('purchase-orders:manage', 'purchase-orders:approve'),
  purchaseOrderClose: needs('purchase-orders:manage'),
} satisfies ModuleRules;
