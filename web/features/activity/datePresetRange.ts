import { DATE_FILTER_PRESETS, type DateFilterPreset } from '../../ui/filters/datePresetDates';
import { todayIn } from '../../ui/filters/todayIn';

/** A preset of the spec's list (section 9), which the activity log reads with Today and Yesterday first. */
export type DatePreset = 'TODAY' | 'YESTERDAY' | Exclude<DateFilterPreset, 'ANY'>;

/** The spec's date presets (section 9: the filter lists' presets, with Today and Yesterday first). */
export const DATE_PRESETS: readonly DatePreset[] = [
  'TODAY',
  'YESTERDAY',
  ...DATE_FILTER_PRESETS.filter(
    (preset): preset is Exclude<DateFilterPreset, 'ANY'> => preset !== 'ANY',
  ),
];

type LocalDate = { year: number; month: number; day: number };

/** A `YYYY-MM-DD` calendar date as numbers, or null when the text is not one. */
function parseDate(text: string | undefined): LocalDate | null {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number);
  return { year: year!, month: month!, day: day! };
}

/** Minutes the zone is ahead of UTC at an instant (Asia/Jakarta: 420). */
function offsetMinutes(instant: Date, timeZone: string): number {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')!.value;
  const match = /GMT([+-])(\d{2}):?(\d{2})?/.exec(name);
  if (!match) return 0;
  return (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3] ?? 0));
}

/** The instant a calendar day starts in a time zone (days, months and years may overflow, as with Date.UTC). */
export function startOfDay({ year, month, day }: LocalDate, timeZone: string): Date {
  const guess = new Date(Date.UTC(year, month - 1, day));
  const first = new Date(guess.getTime() - offsetMinutes(guess, timeZone) * 60_000);
  // Across a change of offset, the second guess is right.
  return new Date(guess.getTime() - offsetMinutes(first, timeZone) * 60_000);
}

/**
 * The instants `[from, to)` a preset covers in the organisation's time zone,
 * as of `now`: "Last 7 days" is today and the six days before; "This month"
 * runs to the end of today. `CUSTOM` uses the given calendar dates (YYYY-MM-DD,
 * both included).
 */
export function datePresetRange(
  preset: DatePreset,
  now: Date,
  timeZone: string,
  custom?: { from?: string; to?: string },
): { from: string | null; to: string | null } {
  const today = parseDate(todayIn(timeZone, now))!;
  const day = (offset: number) => startOfDay({ ...today, day: today.day + offset }, timeZone);
  const month = (offset: number) =>
    startOfDay({ year: today.year, month: today.month + offset, day: 1 }, timeZone);
  const year = (offset: number) =>
    startOfDay({ year: today.year + offset, month: 1, day: 1 }, timeZone);
  const range = (from: Date, to: Date) => ({ from: from.toISOString(), to: to.toISOString() });
  switch (preset) {
    case 'TODAY':
      return range(day(0), day(1));
    case 'YESTERDAY':
      return range(day(-1), day(0));
    case 'LAST_7_DAYS':
      return range(day(-6), day(1));
    case 'LAST_14_DAYS':
      return range(day(-13), day(1));
    case 'LAST_30_DAYS':
      return range(day(-29), day(1));
    case 'THIS_MONTH':
      return range(month(0), day(1));
    case 'LAST_MONTH':
      return range(month(-1), month(0));
    case 'TWO_MONTHS_AGO':
      return range(month(-2), month(-1));
    case 'THIS_YEAR':
      return range(year(0), day(1));
    case 'LAST_YEAR':
      return range(year(-1), year(0));
    case 'CUSTOM': {
      const from = parseDate(custom?.from);
      const to = parseDate(custom?.to);
      return {
        from: from ? startOfDay(from, timeZone).toISOString() : null,
        to: to ? startOfDay({ ...to, day: to.day + 1 }, timeZone).toISOString() : null,
      };
    }
  }
}
