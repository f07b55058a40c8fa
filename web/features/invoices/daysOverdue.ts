import { dateIn, daysFrom } from '../../../formats/calendar';

/**
 * How many days an invoice due on `dueDate` (`YYYY-MM-DD`) is overdue on the
 * day `now` falls on in the organisation's `timeZone`: 0 while it is not
 * (due today included). Counted on calendar days in that zone, not on 24-hour
 * spans, so that at 01:00 in Jakarta an invoice due yesterday is a day
 * overdue although UTC still says yesterday.
 *
 * @example daysOverdue('2026-11-29', 'Asia/Jakarta', new Date('2026-11-29T18:00:00Z')) // 1
 */
export function daysOverdue(dueDate: string, timeZone: string, now: Date = new Date()): number {
  return Math.max(0, daysFrom(dueDate, dateIn(timeZone, now)));
}
