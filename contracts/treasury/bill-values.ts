/**
 * A bill's statuses and payment statuses, in the order a bill moves through
 * them (bills.ts says what each means and builds its schemas from them).
 * Plain data without a schema library, so the web's filters and badges read
 * these lists rather than copies.
 */
export const BILL_STATUSES = ['CREATED', 'SUBMITTED', 'APPROVED', 'CANCELLED'] as const;
export const BILL_PAYMENT_STATUSES = [
  'UNPAID',
  'PAYMENT_IN_PROGRESS',
  'PARTIALLY_PAID',
  'PAID',
] as const;
