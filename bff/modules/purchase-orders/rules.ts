import { needs, type ModuleRules } from '../module.js';

/** Who may call each purchase orders mutation (services/invoicing/purchase-orders/lifecycle.ts declares the same). */
export const purchaseOrdersRules = {
  purchaseOrderCreate: needs('purchase-orders:manage'),
  purchaseOrderCancel: needs('purchase-orders:manage'),
  purchaseOrderClose: needs('purchase-orders:manage'),
} satisfies ModuleRules;
