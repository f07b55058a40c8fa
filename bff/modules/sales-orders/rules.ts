import { needs, needsEither, type ModuleRules } from '../module.js';

/** Who may call each sales orders mutation (contracts/invoicing/lifecycles.ts declares the same). */
export const salesOrdersRules = {
  salesOrderCreate: needs('sales-orders:manage'),
  salesOrderApprove: needs('sales-orders:approve'),
  salesOrderReject: needs('sales-orders:approve'),
  salesOrderCancel: needsEither('sales-orders:manage', 'sales-orders:approve'),
  salesOrderClose: needs('sales-orders:manage'),
} satisfies ModuleRules;
