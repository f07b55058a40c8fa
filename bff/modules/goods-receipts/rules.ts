import { needs, type ModuleRules } from '../module.js';

/** Who may call each goods receipts mutation (services/invoicing/goods-receipts/lifecycle.ts declares the same). */
export const goodsReceiptsRules = {
  goodsReceiptCreate: needs('sales-orders:manage'),
  goodsReceiptCancel: needs('sales-orders:manage'),
} satisfies ModuleRules;
