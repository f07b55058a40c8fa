import { daysFrom } from '../../../formats/calendar.js';
import type { AgedPayableBucket } from '../../../contracts/treasury/payables.js';

/** Whole days from a due date to the as-of date (both `YYYY-MM-DD`): negative while not due yet, 0 on the day it is due. */
export const daysOverdue = (dueDate: string, asOf: string): number => daysFrom(dueDate, asOf);

/**
 * The spec's aged payable bucket of a bill due on `dueDate`, as of `asOf`:
 * not due yet (before its due date), due today, then overdue 1-30, 31-90,
 * 91-180, 181-365 and more than 365 days. Each bound belongs to the bucket
 * that names it: 30 days overdue is 1-30, 31 is 31-90, 365 is 181-365.
 *
 * @example agedPayableBucket('2026-11-01', '2026-12-01') // 'OVERDUE_1_30' (30 days)
 */
export function agedPayableBucket(dueDate: string, asOf: string): AgedPayableBucket {
  const days = daysOverdue(dueDate, asOf);
  if (days < 0) return 'NOT_DUE_YET';
  if (days === 0) return 'DUE_TODAY';
  if (days <= 30) return 'OVERDUE_1_30';
  if (days <= 90) return 'OVERDUE_31_90';
  if (days <= 180) return 'OVERDUE_91_180';
  if (days <= 365) return 'OVERDUE_181_365';
  return 'OVERDUE_OVER_365';
}
