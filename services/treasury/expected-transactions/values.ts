import Decimal from 'decimal.js';

export const CURRENCIES = ['IDR', 'USD', 'SGD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Direction = 'DEBIT' | 'CREDIT';

/** The largest amount NUMERIC(20,2) holds: 18 integer digits. */
const MAX_INTEGER_DIGITS = 18;

/** Whether year, month and day make a real calendar date (no 31 February). */
function isCalendarDate(year: number, month: number, day: number): boolean {
  if (year < 1900 || year > 2999 || month < 1 || month > 12 || day < 1) return false;
  return day <= new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * A business date as `YYYY-MM-DD`, from `YYYY-MM-DD` or, when `dayFirst`
 * is allowed (CSV files from Indonesian spreadsheets), `DD/MM/YYYY` or
 * `DD-MM-YYYY`. Null when it is not a real calendar date.
 *
 * @example parseBusinessDate('05/11/2026', { dayFirst: true }) // '2026-11-05'
 */
export function parseBusinessDate(text: string, { dayFirst = false } = {}): string | null {
  const value = text.trim();
  let match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (match) {
    const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
    return isCalendarDate(year, month, day) ? value : null;
  }
  if (!dayFirst) return null;
  match = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(value);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return isCalendarDate(year, month, day) ? `${year}-${pad(month)}-${pad(day)}` : null;
}

/** A positive amount with at most two decimals, as the API takes it (`"1500000.00"`); null otherwise. */
export function parseApiAmount(text: string): string | null {
  const value = text.trim();
  if (!/^\d{1,18}(\.\d{1,2})?$/.test(value)) return null;
  const amount = new Decimal(value);
  return amount.greaterThan(0) ? amount.toFixed(2) : null;
}

/** A decimal bound of a filter (zero allowed); null when it is not one. */
export function parseAmountBound(text: string): string | null {
  const value = text.trim();
  return /^\d{1,18}(\.\d{1,2})?$/.test(value) ? new Decimal(value).toFixed(2) : null;
}

/**
 * A positive amount as people write it in a spreadsheet, with either
 * separator convention: `1.500.000,00`, `1,500,000.00`, `1500000`,
 * `Rp 1.500.000`. A separator followed by exactly three digits groups
 * thousands (an amount never has three decimals), so `1.500` and `1,500` are
 * both one thousand five hundred. String work only, never a float. Null when
 * it is not a number greater than zero with at most two decimals.
 */
export function parseSpreadsheetAmount(text: string): string | null {
  const value = text
    .trim()
    .replace(/^(rp\.?|idr|usd|sgd)\s*/i, '')
    .replace(/\s+/g, '');
  if (!/^\d[\d.,]*$/.test(value)) return null;
  const lastDot = value.lastIndexOf('.');
  const lastComma = value.lastIndexOf(',');
  const last = Math.max(lastDot, lastComma);
  let integerPart = value;
  let fraction = '';
  if (last >= 0) {
    const separator = value[last]!;
    const after = value.length - last - 1;
    const sameCount = value.split(separator).length - 1;
    const otherPresent = (separator === '.' ? lastComma : lastDot) >= 0;
    // The last separator is the decimal one when both kinds appear, or when it appears once without three digits after it.
    if (otherPresent || (sameCount === 1 && after !== 3)) {
      integerPart = value.slice(0, last);
      fraction = value.slice(last + 1);
    }
  }
  if (!/^\d{0,2}$/.test(fraction)) return null;
  const groups = /[.,]/.exec(integerPart)?.[0];
  if (groups) {
    // Thousands groups: one separator kind, groups of three after the first.
    if (!new RegExp(`^\\d{1,3}(\\${groups}\\d{3})+$`).test(integerPart)) return null;
    integerPart = integerPart.replaceAll(groups, '');
  }
  if (!/^\d+$/.test(integerPart)) return null;
  const digits = integerPart.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INTEGER_DIGITS) return null;
  const amount = new Decimal(`${digits}.${fraction.padEnd(2, '0')}`);
  return amount.greaterThan(0) ? amount.toFixed(2) : null;
}

const DIRECTIONS: Record<string, Direction> = {
  DEBIT: 'DEBIT',
  DEBET: 'DEBIT',
  OUTGOING: 'DEBIT',
  KELUAR: 'DEBIT',
  CREDIT: 'CREDIT',
  KREDIT: 'CREDIT',
  INCOMING: 'CREDIT',
  MASUK: 'CREDIT',
};

/** DEBIT (Outgoing, Keluar) or CREDIT (Incoming, Masuk), in any case; null otherwise. */
export function parseDirection(text: string): Direction | null {
  return DIRECTIONS[text.trim().toUpperCase()] ?? null;
}

/** IDR, USD or SGD, in any case; null otherwise. */
export function parseCurrency(text: string): Currency | null {
  const value = text.trim().toUpperCase();
  return (CURRENCIES as readonly string[]).includes(value) ? (value as Currency) : null;
}

/** Today's calendar date in a time zone, `YYYY-MM-DD`. */
export function todayIn(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}
