/** `YYYY-MM-DD` shifted by whole months, the day clamped to the target month (31 May − 3 months = 28 or 29 Feb). */
export function addMonths(date: string, months: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(day, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The calendar date of an instant in a time zone, `YYYY-MM-DD`: the business
 * date of something that happened then.
 *
 * @example dateIn('Asia/Jakarta', new Date('2026-11-28T18:00:00Z')) // '2026-11-29'
 */
export function dateIn(timeZone: string, at: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

const DAY_MS = 86_400_000;
const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);

/** `YYYY-MM-DD` moved by whole days (negative goes back). */
export function addDays(date: string, days: number): string {
  return new Date(toTime(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one `YYYY-MM-DD` to another (negative when `to` is earlier). */
export function daysFrom(from: string, to: string): number {
  return Math.round((toTime(to) - toTime(from)) / DAY_MS);
}

/**
 * Whether a text is a calendar date as `YYYY-MM-DD`, naming a day that
 * exists: `2028-02-29` is one, `2026-02-29`, `2026-13-01` and `1/12/2026` are not.
 */
export function isCalendarDate(text: string): boolean {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!parts) return false;
  const [year, month, day] = parts.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** 1 (Monday) to 7 (Sunday), as ISO 8601 counts. */
export function isoWeekday(date: string): number {
  const day = new Date(toTime(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

/** The number of days of a month, `2026-02` → 28. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** A calendar period: an ISO week (Monday to Sunday) or a month. */
export type CalendarPeriod = 'WEEK' | 'MONTH';

/** The first day of the period holding `date`: its Monday, or its month's 1st (as SQL's `date_trunc`). */
export function periodStartOf(date: string, granularity: CalendarPeriod): string {
  return granularity === 'WEEK' ? addDays(date, 1 - isoWeekday(date)) : `${date.slice(0, 7)}-01`;
}

/** The last day of the period holding `date`: its Sunday, or its month's last day. */
export function periodEndOf(date: string, granularity: CalendarPeriod): string {
  if (granularity === 'WEEK') return addDays(date, 7 - isoWeekday(date));
  const [year, month] = date.split('-').map(Number) as [number, number];
  return `${date.slice(0, 7)}-${String(daysInMonth(year, month)).padStart(2, '0')}`;
}
