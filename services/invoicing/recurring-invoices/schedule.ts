import type { BillingCycle } from '../../../contracts/invoicing/customers.js';
import { addDays, daysInMonth } from '../../../formats/calendar.js';

/** The billing cycles a template runs on: every cycle but PER_ORDER, which invoices each delivery. */
export type RecurringCycle = Exclude<BillingCycle, 'PER_ORDER'>;

/** Whether a buyer's billing cycle is one a template runs on. */
export const isRecurringCycle = (cycle: string | null): cycle is RecurringCycle =>
  cycle === 'WEEKLY' || cycle === 'BIWEEKLY' || cycle === 'MONTHLY';

/**
 * The period after `period` on the buyer's billing cycle: a week or two
 * weeks later, or the next month on the template's anchor day (the day of
 * the month its first period fell on), on that month's last day when it is
 * shorter: 31 January, 28 February, 31 March, 30 April.
 *
 * Months are counted from the anchor, not from the previous date, as
 * Frappe's Auto Repeat does for ERPNext's recurring invoices
 * (frappe/automation/doctype/auto_repeat/auto_repeat.py,
 * `get_next_schedule_date`: `get_next_date(self.start_date, month_count,
 * repeat_on_day)`, the months counted from the start date). Odoo's
 * subscriptions add `relativedelta(months=1)` to the last invoice date
 * (sale_subscription `next_invoice_date`), which clamps 31 January to
 * 28 February and then stays on the 28th for good; a buyer billed at month
 * end would drift to the 28th.
 *
 * @example nextPeriod('2027-01-31', 31, 'MONTHLY') // '2027-02-28'
 * @example nextPeriod('2027-02-28', 31, 'MONTHLY') // '2027-03-31'
 */
export function nextPeriod(period: string, anchorDay: number, cycle: RecurringCycle): string {
  if (cycle === 'WEEKLY') return addDays(period, 7);
  if (cycle === 'BIWEEKLY') return addDays(period, 14);
  const [year, month] = period.split('-').map(Number) as [number, number];
  const nextYear = month === 12 ? year + 1 : year;
  const nextMonth = month === 12 ? 1 : month + 1;
  const day = Math.min(anchorDay, daysInMonth(nextYear, nextMonth));
  return `${nextYear}-${String(nextMonth).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The day of the month a first period falls on: the anchor its monthly periods come back to. */
export const anchorDayOf = (date: string): number => Number(date.slice(8, 10));
