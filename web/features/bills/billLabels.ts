import { BILL_STATUSES } from '../../../contracts/treasury/bill-values.js';
import { OUTFLOW_CASH_CATEGORIES } from '../../domain/records/cashCategoryLabels';
import type { StatusTone } from '../../ui/StatusBadge';

/** A bill's statuses, in the order it moves through them (the status filter lists them so): the contract's own list. */
export { BILL_STATUSES };
export type BillStatusValue = (typeof BILL_STATUSES)[number];

/** The spending categories a bill is filed under, in the order the form lists them (the schema's `BillCategory`): the outflow cash categories and OTHER. */
export const BILL_CATEGORIES = [...OUTFLOW_CASH_CATEGORIES, 'OTHER'] as const;
export type BillCategoryValue = (typeof BILL_CATEGORIES)[number];

/** A bill's status as a badge: Created, Submitted, Approved, Cancelled. */
export const BILL_STATUS_TONES: Readonly<Record<BillStatusValue, StatusTone>> = {
  CREATED: { label: { id: 'bills.status.CREATED' }, colorPalette: 'gray' },
  SUBMITTED: { label: { id: 'bills.status.SUBMITTED' }, colorPalette: 'orange' },
  APPROVED: { label: { id: 'bills.status.APPROVED' }, colorPalette: 'blue' },
  CANCELLED: { label: { id: 'bills.status.CANCELLED' }, colorPalette: 'red' },
};

/** Each category's name in the reader's language. */
export const BILL_CATEGORY_LABEL: Readonly<Record<BillCategoryValue, { id: string }>> = {
  RENT: { id: 'bills.category.RENT' },
  PAYROLL: { id: 'bills.category.PAYROLL' },
  UTILITIES: { id: 'bills.category.UTILITIES' },
  INVENTORY: { id: 'bills.category.INVENTORY' },
  LOGISTICS: { id: 'bills.category.LOGISTICS' },
  PROFESSIONAL_SERVICES: { id: 'bills.category.PROFESSIONAL_SERVICES' },
  MARKETING: { id: 'bills.category.MARKETING' },
  SOFTWARE: { id: 'bills.category.SOFTWARE' },
  TAXES: { id: 'bills.category.TAXES' },
  INSURANCE: { id: 'bills.category.INSURANCE' },
  LOAN_REPAYMENT: { id: 'bills.category.LOAN_REPAYMENT' },
  OTHER: { id: 'bills.category.OTHER' },
};

/** Whether a category the server sent is one this client names (a newer one shows as sent). */
export function isBillCategory(value: string): value is BillCategoryValue {
  return (BILL_CATEGORIES as readonly string[]).includes(value);
}
