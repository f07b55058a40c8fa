/**
 * The cash forecast's periods: plain calendar arithmetic on business dates
 * (`YYYY-MM-DD` in Asia/Jakarta), no clock and no database. A week is an ISO
 * week (Monday to Sunday), a month a calendar month; period 1 is the current
 * period from today (today to its Sunday, or to the month's last day), the
 * eleven after it are whole.
 */

import {
  addDays,
  daysFrom,
  isoWeekday,
  periodEndOf,
  type CalendarPeriod,
} from '../../../formats/calendar.js';

export {
  addDays,
  daysFrom,
  daysInMonth,
  isoWeekday,
  periodEndOf,
  periodStartOf,
} from '../../../formats/calendar.js';

export type Granularity = CalendarPeriod;

/** The spec's horizon: "cash forecast 12 periods". */
export const FORECAST_PERIODS = 12;

/** Whose calendar decides "today" and where a week starts. */
export const FORECAST_TIME_ZONE = 'Asia/Jakarta';

export type ForecastPeriod = {
  /** 1 to 12; 1 is the current period. */
  index: number;
  /** `2026-W48` for a week (its ISO year and week), `2026-11` for a month. */
  key: string;
  /** The first day the period covers: today for period 1, a Monday or a 1st after it. */
  start: string;
  /** Its last day: a Sunday, or a month's last day. */
  end: string;
};

/** The date's day of its month, 1 to 31. */
export const dayOfMonth = (date: string): number => Number(date.slice(8, 10));

/** The ISO week key of a date, `2026-W48`: the week belongs to the year of its Thursday. */
export function isoWeekKey(date: string): string {
  const thursday = addDays(date, 4 - isoWeekday(date));
  const year = thursday.slice(0, 4);
  const week = Math.floor(daysFrom(`${year}-01-01`, thursday) / 7) + 1;
  return `${year}-W${String(week).padStart(2, '0')}`;
}

/** The key of the period holding `date`. */
export function periodKeyOf(date: string, granularity: Granularity): string {
  return granularity === 'WEEK' ? isoWeekKey(date) : date.slice(0, 7);
}

/**
 * The forecast's periods from `today`: period 1 runs from today to the end of
 * the current week or month, then `count − 1` whole ones.
 *
 * @example forecastPeriods('2026-11-22', 'WEEK', 2) // [{ index 1, 2026-W47, 22–22 Nov }, { index 2, 2026-W48, 23–29 Nov }]
 */
export function forecastPeriods(
  today: string,
  granularity: Granularity,
  count = FORECAST_PERIODS,
): ForecastPeriod[] {
  const periods: ForecastPeriod[] = [];
  let start = today;
  for (let index = 1; index <= count; index += 1) {
    const end = periodEndOf(start, granularity);
    periods.push({ index, key: periodKeyOf(start, granularity), start, end });
    start = addDays(end, 1);
  }
  return periods;
}

/**
 * Which period (0-based) a dated item falls in: anything before the first
 * period (overdue) falls in the first; null after the last.
 */
export function periodPositionOf(periods: readonly ForecastPeriod[], date: string): number | null {
  if (periods.length === 0) return null;
  if (date <= periods[0]!.end) return 0;
  if (date > periods.at(-1)!.end) return null;
  let low = 0;
  let high = periods.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (periods[middle]!.end < date) low = middle + 1;
    else high = middle;
  }
  return low;
}
