import {
  CASH_CATEGORIES,
  isCashCategory,
  OUTFLOW_CATEGORIES,
  type CashCategory,
} from '../../../contracts/treasury/categories.js';

/**
 * The cash categories come from the contract itself (contracts/treasury/categories.ts
 * imports nothing, so the bundle gains no schema library): the screens can never
 * offer a list the server no longer accepts.
 */
export { CASH_CATEGORIES, isCashCategory };
/** The outflow cash categories: what a bill is filed under and a fee can be booked to as an expense. */
export const OUTFLOW_CASH_CATEGORIES = OUTFLOW_CATEGORIES;
export type CashCategoryValue = CashCategory;

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
