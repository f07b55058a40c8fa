import { needsEither, type ModuleRules } from '../module.js';

/** Who may call each goods receipts mutation (contracts/invoicing/lifecycles.ts declares the same). */
export const goodsReceiptsRules = {
  goodsReceiptCreate: needsEither('sales-orders:manage', 'purchase-orders:manage'),
  goodsReceiptCancel: needsEither('sales-orders:manage', 'purchase-orders:manage'),
} satisfies ModuleRules;
