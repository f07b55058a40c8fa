import { BILLING_CYCLES, type BillingCycle } from '../../contracts/account/billing-cycle-values.js';

/** How often a buyer's deliveries are invoiced, in the order a select offers them: the contract's own list. */
export { BILLING_CYCLES };
export type BillingCycleValue = BillingCycle;

/** What each billing cycle is called (en: "Per order", "Weekly", "Every two weeks", "Monthly"). */
export const BILLING_CYCLE_LABELS: Readonly<Record<BillingCycleValue, { id: string }>> = {
  PER_ORDER: { id: 'billingCycle.PER_ORDER' },
  WEEKLY: { id: 'billingCycle.WEEKLY' },
  BIWEEKLY: { id: 'billingCycle.BIWEEKLY' },
  MONTHLY: { id: 'billingCycle.MONTHLY' },
};

/** Whether a value (the server's, a form's) is one of the billing cycles. */
export function isBillingCycle(value: string): value is BillingCycleValue {
  return (BILLING_CYCLES as readonly string[]).includes(value);
}
