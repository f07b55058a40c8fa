/** The date presets of the spec (section 9, the list without Today and Yesterday), and "any date". */
export const DATE_FILTER_PRESETS = [
  'ANY',
  'LAST_7_DAYS',
  'LAST_14_DAYS',
  'LAST_30_DAYS',
  'THIS_MONTH',
  'LAST_MONTH',
  'TWO_MONTHS_AGO',
  'THIS_YEAR',
  'LAST_YEAR',
  'CUSTOM',
] as const;
export type DateFilterPreset = (typeof DATE_FILTER_PRESETS)[number];

type LocalDate = { year: number; month: number; day: number };

/** The calendar date an instant falls on in a time zone. */
function localDateOf(instant: Date, timeZone: string): LocalDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)!.value);
  return { year: get('year'), month: get('month'), day: get('day') };
}

/** `YYYY-MM-DD` of a calendar date; days and months may overflow, as with Date.UTC. */
function iso({ year, month, day }: LocalDate): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The business dates `[dateFrom, dateTo]` (both included, `YYYY-MM-DD`) a
 * preset covers, as of `now` in the organisation's time zone. "This month"
 * and "This year" cover the whole month and year (expected transactions lie
 * in the future as often as in the past; a statement has nothing after
 * today anyway); "Last 7 days" is today and the six days before. "Any date" and an empty custom bound leave that side
 * open (null).
 */
export function datePresetDates(
  preset: DateFilterPreset,
  now: Date,
  timeZone: string,
  custom: { from?: string; to?: string } = {},
): { dateFrom: string | null; dateTo: string | null } {
  const today = localDateOf(now, timeZone);
  const days = (back: number) => ({
    dateFrom: iso({ ...today, day: today.day - back }),
    dateTo: iso(today),
  });
  const month = (offset: number) => ({
    dateFrom: iso({ year: today.year, month: today.month + offset, day: 1 }),
    dateTo: iso({ year: today.year, month: today.month + offset + 1, day: 0 }),
  });
  const year = (offset: number) => ({
    dateFrom: iso({ year: today.year + offset, month: 1, day: 1 }),
    dateTo: iso({ year: today.year + offset, month: 12, day: 31 }),
  });
  switch (preset) {
    case 'ANY':
      return { dateFrom: null, dateTo: null };
    case 'LAST_7_DAYS':
      return days(6);
    case 'LAST_14_DAYS':
      return days(13);
    case 'LAST_30_DAYS':
      return days(29);
    case 'THIS_MONTH':
      return month(0);
    case 'LAST_MONTH':
      return month(-1);
    case 'TWO_MONTHS_AGO':
      return month(-2);
    case 'THIS_YEAR':
      return year(0);
    case 'LAST_YEAR':
      return year(-1);
    case 'CUSTOM':
      return {
        dateFrom: custom.from && DATE.test(custom.from) ? custom.from : null,
        dateTo: custom.to && DATE.test(custom.to) ? custom.to : null,
      };
  }
}
