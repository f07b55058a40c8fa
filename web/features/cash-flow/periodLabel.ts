import { localeOf } from '../../i18n/format';
import type { Language } from '../../i18n/language';

/**
 * A period of the cash flow as a column heading: its month ("Nov 2026",
 * "Nov 2026" in Indonesian too) or its week by its first day within the
 * range ("2 Nov"). A period cut by the range keeps its month's or week's name.
 *
 * @example periodLabel({ start: '2026-11-02', end: '2026-11-08' }, 'WEEK', 'en') // "Nov 2"
 */
export function periodLabel(
  period: { start: string },
  granularity: string,
  language: Language,
): string {
  const day = new Date(`${period.start}T00:00:00Z`);
  const options: Intl.DateTimeFormatOptions =
    granularity === 'WEEK'
      ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
      : { month: 'short', year: 'numeric', timeZone: 'UTC' };
  return new Intl.DateTimeFormat(localeOf(language), options).format(day);
}
