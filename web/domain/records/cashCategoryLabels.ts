/** The inflow cash categories (the schema's `CashCategory`, contracts/treasury/categories.ts INFLOW_CATEGORIES). */
export const INFLOW_CASH_CATEGORIES = [
  'SALES',
  'OTHER_INCOME',
  'INTEREST_INCOME',
  'FINANCING',
] as const;

/** The outflow cash categories: what a bill is filed under and a fee can be booked to as an expense (OUTFLOW_CATEGORIES). */
export const OUTFLOW_CASH_CATEGORIES = [
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

/** The cash categories in the list's order (contracts/treasury/categories.ts CASH_CATEGORIES): inflows, outflows, internal moves, other. */
export const CASH_CATEGORIES = [
  ...INFLOW_CASH_CATEGORIES,
  ...OUTFLOW_CASH_CATEGORIES,
  'INTERNAL_TRANSFER',
  'DEPOSITS',
  'OTHER',
] as const;
export type CashCategoryValue = (typeof CASH_CATEGORIES)[number];

const KNOWN: ReadonlySet<string> = new Set(CASH_CATEGORIES);

/** Whether a category the server sent is one this client names. */
export function isCashCategory(value: string): value is CashCategoryValue {
  return KNOWN.has(value);
}

/**
 * A category's name in the reader's language, under a catalogue prefix (the
 * cash flow's `cashFlow` by default, the forecast's `cashForecast`): null is
 * "Uncategorised" (`<prefix>.uncategorised`), and one this client does not
 * know yet reads as sent.
 */
export function cashCategoryLabel(
  category: string | null | undefined,
  messages: 'cashFlow' | 'cashForecast' = 'cashFlow',
): {
  id: string;
  defaultMessage?: string;
} {
  if (category === null || category === undefined) return { id: `${messages}.uncategorised` };
  return isCashCategory(category)
    ? { id: `${messages}.category.${category}` }
    : { id: `${messages}.category.${category}`, defaultMessage: category };
}
