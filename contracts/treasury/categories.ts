/**
 * The cash categories: one list that files bills, categorises statement
 * transactions for the cash flow, and groups the cash forecast. Inflow
 * categories first, then outflow ones (a bill's category is always one of the
 * outflow ones, `BILL_CATEGORIES` in bills.ts), then the two that move cash
 * between the organisation's own accounts and placements, and OTHER.
 * A statement transaction no rule or person has categorised is uncategorised
 * (null), never silently OTHER.
 */
export const INFLOW_CATEGORIES = ['SALES', 'OTHER_INCOME', 'INTEREST_INCOME', 'FINANCING'] as const;
export const OUTFLOW_CATEGORIES = [
  'RENT',
  'PAYROLL',
  'UTILITIES',
  'INVENTORY',
  'LOGISTICS',
  'PROFESSIONAL_SERVICES',
  'MARKETING',
  'SOFTWARE',
  'TAXES',
  'INSURANCE',
  'LOAN_REPAYMENT',
] as const;
/** Cash moving between the organisation's own bank accounts, and into or out of deposits. */
export const INTERNAL_CATEGORIES = ['INTERNAL_TRANSFER', 'DEPOSITS'] as const;

export const CASH_CATEGORIES = [
  ...INFLOW_CATEGORIES,
  ...OUTFLOW_CATEGORIES,
  ...INTERNAL_CATEGORIES,
  'OTHER',
] as const;
export type CashCategory = (typeof CASH_CATEGORIES)[number];

/** Where a category sorts in reports: the catalogue's order, uncategorised last. */
export const cashCategoryOrder = (category: CashCategory | null): number =>
  category === null ? CASH_CATEGORIES.length : CASH_CATEGORIES.indexOf(category);

export function isCashCategory(value: string): value is CashCategory {
  return (CASH_CATEGORIES as readonly string[]).includes(value);
}
