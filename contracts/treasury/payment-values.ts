/**
 * The payment orders' value lists (payments.ts builds its schemas from them).
 * Plain data without a schema library, so the web's selectors and forms read
 * these lists rather than copies.
 */

/** Spec section 9's transfer methods, in the order the selector offers them. */
export const PAYMENT_METHODS = ['BI_FAST', 'SKN', 'RTGS', 'ONLINE', 'SAME_BANK'] as const;

/** The spec's duration units: how a recurring order repeats. */
export const RECURRENCE_UNITS = ['DAYS', 'WEEKS', 'MONTHS', 'YEARS'] as const;
