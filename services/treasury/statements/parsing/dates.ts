import { dateIn } from '../../../../formats/calendar.js';

/** English and Indonesian month names and the abbreviations exports use (`Nop`, `Agt`, `Des`…). */
const MONTHS: Record<string, number> = {};
for (const [month, names] of [
  [1, ['jan', 'januari', 'january']],
  [2, ['feb', 'peb', 'februari', 'pebruari', 'february']],
  [3, ['mar', 'maret', 'march']],
  [4, ['apr', 'april']],
  [5, ['mei', 'may']],
  [6, ['jun', 'juni', 'june']],
  [7, ['jul', 'juli', 'july']],
  [8, ['agu', 'agt', 'ags', 'aug', 'agustus', 'august']],
  [9, ['sep', 'sept', 'september']],
  [10, ['okt', 'oct', 'oktober', 'october']],
  [11, ['nov', 'nop', 'november', 'nopember']],
  [12, ['des', 'dec', 'desember', 'december']],
] as const) {
  for (const name of names) MONTHS[name] = month;
}

export type ParsedDate = { date: string; time: string | null };

/** Chooses the year of a date written without one (BCA's `'DD/MM`); null when it cannot. */
export type YearResolver = (month: number, day: number) => number | null;

const pad = (value: number) => String(value).padStart(2, '0');

function isCalendarDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
  return day <= days;
}

function timeOf(hours?: string, minutes?: string, seconds?: string): string | null | undefined {
  if (hours === undefined || minutes === undefined) return null;
  const h = Number(hours);
  const m = Number(minutes);
  const s = seconds === undefined ? 0 : Number(seconds);
  if (h > 23 || m > 59 || s > 59) return undefined;
  return `${pad(h)}:${pad(m)}:${pad(s)}`;
}

const TIME = String.raw`(?:[ T]+(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?)?`;
const ISO = new RegExp(String.raw`^(\d{4})-(\d{1,2})-(\d{1,2})${TIME}$`);
const NUMERIC = new RegExp(String.raw`^(\d{1,2})([/.-])(\d{1,2})(?:\2(\d{4}|\d{2}))?${TIME}$`);
const NAMED = new RegExp(
  String.raw`^(\d{1,2})[ /.-]+([A-Za-z]{3,9})\.?(?:[ /.-]+(\d{4}|\d{2}))?${TIME}$`,
);

/**
 * Reads a statement date: `'DD/MM/YYYY` (BCA's apostrophe), `DD/MM/YY`,
 * `DD-MM-YYYY`, `DD.MM.YYYY`, `YYYY-MM-DD`, `01 Nov 2026`, `01-Nop-26`, each
 * with an optional time; `DD/MM` and `01 Nov` take their year from
 * `resolveYear`. Two-digit years are 20YY. Null for anything else, and for days
 * that are not in the calendar (`31/09/2026`).
 */
export function parseStatementDate(text: string, resolveYear?: YearResolver): ParsedDate | null {
  const value = text.trim().replace(/^'/, '').trim();
  let year: number | null;
  let month: number;
  let day: number;
  let time: string | null | undefined;
  let match = ISO.exec(value);
  if (match) {
    year = Number(match[1]);
    month = Number(match[2]);
    day = Number(match[3]);
    time = timeOf(match[4], match[5], match[6]);
  } else if ((match = NUMERIC.exec(value))) {
    day = Number(match[1]);
    month = Number(match[3]);
    year =
      match[4] === undefined
        ? null
        : match[4].length === 2
          ? 2000 + Number(match[4])
          : Number(match[4]);
    time = timeOf(match[5], match[6], match[7]);
  } else if ((match = NAMED.exec(value))) {
    const named = MONTHS[match[2]!.toLowerCase()];
    if (named === undefined) return null;
    day = Number(match[1]);
    month = named;
    year =
      match[3] === undefined
        ? null
        : match[3].length === 2
          ? 2000 + Number(match[3])
          : Number(match[3]);
    time = timeOf(match[4], match[5], match[6]);
  } else return null;
  if (time === undefined) return null;
  if (year === null) {
    if (month < 1 || month > 12) return null;
    year = resolveYear?.(month, day) ?? null;
    if (year === null) return null;
  }
  if (!isCalendarDate(year, month, day)) return null;
  return { date: `${year}-${pad(month)}-${pad(day)}`, time };
}

/**
 * Reads a time of day: `HH:MM:SS`, `HH:MM`, `HH.MM.SS`, or BRI's `HHMMSS`,
 * which loses its leading zeros when the export went through a number
 * (`91530` is 09:15:30).
 */
export function parseStatementTime(text: string): string | null {
  const value = text.trim().replace(/^'/, '');
  const digits = /^\d{1,6}$/.exec(value);
  if (digits) {
    const padded = value.padStart(6, '0');
    return timeOf(padded.slice(0, 2), padded.slice(2, 4), padded.slice(4, 6)) ?? null;
  }
  const match = /^(\d{1,2})[:.](\d{2})(?:[:.](\d{2}))?$/.exec(value);
  return match ? (timeOf(match[1], match[2], match[3]) ?? null) : null;
}

/** Today's date in a time zone, `YYYY-MM-DD`. */
export function businessToday(timeZone = 'Asia/Jakarta', now = new Date()): string {
  return dateIn(timeZone, now);
}

/**
 * The year for a date written without one. Within a stated period, the year
 * that puts the date inside it (a period from 15/12/2026 to 14/01/2027 reads
 * `'20/12` as 2026 and `'05/01` as 2027); without a period, the latest year
 * that does not put the date after `referenceDate` (statements cover the past).
 */
export function yearResolver(
  periodFrom: string | null,
  periodTo: string | null,
  referenceDate: string,
): YearResolver {
  return (month, day) => {
    const monthDay = `${pad(month)}-${pad(day)}`;
    if (periodFrom && periodTo) {
      const years = [...new Set([Number(periodFrom.slice(0, 4)), Number(periodTo.slice(0, 4))])];
      for (const year of years) {
        const date = `${year}-${monthDay}`;
        if (date >= periodFrom && date <= periodTo) return year;
      }
      return Number(periodTo.slice(0, 4));
    }
    const referenceYear = Number(referenceDate.slice(0, 4));
    return `${referenceYear}-${monthDay}` > referenceDate ? referenceYear - 1 : referenceYear;
  };
}
