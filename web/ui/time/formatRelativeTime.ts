import { localeOf } from '../../i18n/format';
import type { Language } from '../../i18n/language';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 60 * 60],
  ['month', 30 * 24 * 60 * 60],
  ['week', 7 * 24 * 60 * 60],
  ['day', 24 * 60 * 60],
  ['hour', 60 * 60],
  ['minute', 60],
];

/**
 * How long ago (or, for a clock ahead, in how long) an instant was, in the
 * user's language: "5 minutes ago", "5 menit yang lalu", "yesterday",
 * "kemarin"; under a minute is "now". The largest whole unit is used.
 *
 * @example formatRelativeTime('2026-11-22T09:00:00Z', new Date('2026-11-22T11:30:00Z'), 'en') // '2 hours ago'
 */
export function formatRelativeTime(value: string, now: Date, language: Language): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  const seconds = Math.round((instant.getTime() - now.getTime()) / 1000);
  const format = new Intl.RelativeTimeFormat(localeOf(language), { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}
