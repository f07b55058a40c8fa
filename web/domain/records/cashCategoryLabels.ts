/** The cash categories in the list's order (the schema's `CashCategory`, contracts/treasury/categories.ts): inflows, outflows, internal moves, other. */
export const CASH_CATEGORIES = [
  'SALES',
  'OTHER_INCOME',
  'INTEREST_INCOME',
  'FINANCING',
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

/** A category's name in the reader's language; null is "Uncategorised", and one this client does not know yet reads as sent. */
export function cashCategoryLabel(category: string | null | undefined): {
  id: string;
  defaultMessage?: string;
} {
  if (category === null || category === undefined) return { id: 'cashFlow.uncategorised' };
  return isCashCategory(category)
    ? { id: `cashFlow.category.${category}` }
    : { id: `cashFlow.category.${category}`, defaultMessage: category };
}
