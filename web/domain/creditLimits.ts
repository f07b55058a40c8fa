/**
 * Whether a buyer's credit limit is none: unset, or 0. Its orders are then
 * not checked against a limit (services/invoicing/sales-orders/service.ts,
 * checkCredit, after Odoo's partner credit limit), so the web says "no
 * limit" rather than Rp 0.00.
 *
 * @example hasNoCreditLimit('0.00') // true
 * @example hasNoCreditLimit('50000000.00') // false
 */
export function hasNoCreditLimit(amount: string | null | undefined): boolean {
  return !amount || /^0+(\.0+)?$/.test(amount);
}
