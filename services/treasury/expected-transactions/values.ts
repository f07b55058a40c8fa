import Decimal from 'decimal.js';
import { isPositiveAmount, parseWrittenAmount } from '../../../formats/amount.js';
import { dateIn, daysFrom } from '../../../formats/calendar.js';

export const CURRENCIES = ['IDR', 'USD', 'SGD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export type Direction = 'DEBIT' | 'CREDIT';

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
 * A positive amount as people write it in a spreadsheet, in either separator
 * convention (`1.500.000,00`, `1,500,000.00`, `Rp 1.500.000`): the reader the
 * web's amount fields apply too. Null when it is not a number greater than
 * zero with at most two decimals.
 */
export function parseSpreadsheetAmount(text: string): string | null {
  const amount = parseWrittenAmount(text);
  return amount !== null && isPositiveAmount(amount) ? amount : null;
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
  return dateIn(timeZone, now);
}

/** Whole days from one `YYYY-MM-DD` to another. */
export function daysBetween(from: string, to: string): number {
  return daysFrom(from, to);
}
