import { BILL_PAYMENT_STATUSES } from '../../../contracts/treasury/bill-values.js';
import type { StatusTone } from '../../ui/StatusBadge';

/** How far a bill is paid, in the order it gets there: the contract's own list. */
export { BILL_PAYMENT_STATUSES };
export type BillPaymentStatusValue = (typeof BILL_PAYMENT_STATUSES)[number];

/** A bill's payment status as a badge, on the bills and the payables: Unpaid, Payment in progress, Partially paid, Paid. */
export const BILL_PAYMENT_STATUS_TONES: Readonly<Record<BillPaymentStatusValue, StatusTone>> = {
  UNPAID: { label: { id: 'bills.paymentStatus.UNPAID' }, colorPalette: 'gray' },
  PAYMENT_IN_PROGRESS: {
    label: { id: 'bills.paymentStatus.PAYMENT_IN_PROGRESS' },
    colorPalette: 'purple',
  },
  PARTIALLY_PAID: { label: { id: 'bills.paymentStatus.PARTIALLY_PAID' }, colorPalette: 'orange' },
  PAID: { label: { id: 'bills.paymentStatus.PAID' }, colorPalette: 'green' },
};
