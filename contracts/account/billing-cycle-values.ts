/**
 * How often a buyer's deliveries are invoiced: PER_ORDER (each delivery on
 * its own invoice), WEEKLY, BIWEEKLY (every two weeks) or MONTHLY. The one
 * list; the Orders settings' default and the customers module use it, and
 * the web's selects offer it in this order. Plain data without a schema
 * library, so the web reads it rather than keeping a copy.
 */
export const BILLING_CYCLES = ['PER_ORDER', 'WEEKLY', 'BIWEEKLY', 'MONTHLY'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];
