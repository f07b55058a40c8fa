import type { Language } from './language';

/** The BCP 47 locale used for formatting in each interface language. */
export function localeOf(language: Language): string {
  return language === 'id' ? 'id-ID' : 'en-US';
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * The sign shown before an amount, the same in both languages: Indonesian
 * businesses write rupiah as "Rp" and dollars as "US$" (Bank Indonesia's JISDOR
 * and the banks' own rate boards use "US$"; a bare "$" is ambiguous next to
 * S$ and A$). Other currencies show their ISO 4217 code, which nobody misreads.
 */
const CURRENCY_SIGNS: Record<string, string> = { IDR: 'Rp', USD: 'US$' };

/** The sign shown before amounts of `currency` ("Rp", "US$", or the ISO code). */
export function currencySign(currency: string): string {
  return CURRENCY_SIGNS[currency] ?? currency;
}

/**
 * Formats a decimal string amount of money without ever turning it into a
 * JavaScript number: the integer part goes through `Intl.NumberFormat` as a
 * BigInt (exact at any size) and the fraction digits are put back as written,
 * rounded half up to `fractionDigits` (2 by default, for every currency, so
 * IDR shows its decimals on every platform). The language decides the
 * separators; the sign before the amount is the currency's (`currencySign`),
 * joined by a no-break space so it never wraps away from the digits. A
 * negative amount's minus is followed by a word joiner (U+2060): a browser may
 * otherwise break a line after a hyphen-minus, leaving "-" at the end of one
 * line and the amount on the next.
 *
 * @example formatMoney('1234567890123.45', 'IDR', 'en') // "Rp 1,234,567,890,123.45"
 * @example formatMoney('1234567890123.45', 'IDR', 'id') // "Rp 1.234.567.890.123,45"
 * @example formatMoney('1234.5', 'USD', 'en') // "US$ 1,234.50"
 */
export function formatMoney(
  amount: string,
  currency: string,
  language: Language,
  fractionDigits = 2,
): string {
  const { negative, digits } = decimalParts(amount, language, fractionDigits);
  return `${negative ? '-\u2060' : ''}${currencySign(currency)}\u00a0${digits}`;
}

/**
 * Formats a decimal string (a balance or amount without its currency, as in
 * import messages) with the language's separators, its fraction digits kept
 * as written; exact at any size, like `formatMoney`.
 *
 * @example formatDecimal('27686969.86', 'id') // "27.686.969,86"
 */
export function formatDecimal(amount: string, language: Language): string {
  const fraction = DECIMAL_PATTERN.exec(amount.trim())?.[3] ?? '';
  const { negative, digits } = decimalParts(amount, language, fraction.length);
  return `${negative ? '-' : ''}${digits}`;
}

/** A count or a row number with the language's digit grouping ("1,234" / "1.234"). */
export function formatCount(value: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), { maximumFractionDigits: 0 }).format(value);
}

/** A share (0.85) as a whole percentage ("85%"), for `intl.formatNumber`: a confidence or a candidate's score. */
export const WHOLE_PERCENT = { style: 'percent', maximumFractionDigits: 0 } as const;

/** Whether `text` is a plain decimal number as the services write one ("-1500000.50"). */
export function isDecimal(text: string): boolean {
  return /^-?\d+(\.\d+)?$/.test(text.trim());
}

function decimalParts(
  amount: string,
  language: Language,
  fractionDigits: number,
): { negative: boolean; digits: string } {
  const match = DECIMAL_PATTERN.exec(amount.trim());
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) {
    throw new RangeError(`Not a decimal amount: ${amount}`);
  }
  const negative = match[1] === '-';
  const integerDigits = match[2] || '0';
  const fraction = match[3] ?? '';

  const kept = fraction.padEnd(fractionDigits, '0').slice(0, fractionDigits);
  const roundUp = (fraction[fractionDigits] ?? '0') >= '5';
  const scale = 10n ** BigInt(fractionDigits);
  const scaled = BigInt(integerDigits + kept) + (roundUp ? 1n : 0n);
  const integerPart = scaled / scale;
  const fractionPart = (scaled % scale).toString().padStart(fractionDigits, '0');

  const formatter = new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  const digits = formatter
    .formatToParts(integerPart)
    .map((part) => (part.type === 'fraction' ? fractionPart : part.value))
    .join('');
  return { negative: negative && scaled !== 0n, digits };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats a `Date` (YYYY-MM-DD, shown as written) or a `DateTime` (shown in
 * `timeZone`, Asia/Jakarta by default) as a calendar date such as "22 Nov 2026".
 */
export function formatDate(value: string, language: Language, timeZone = 'Asia/Jakarta'): string {
  const dateOnly = DATE_ONLY.test(value);
  const instant = new Date(dateOnly ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: dateOnly ? 'UTC' : timeZone,
  }).format(instant);
}

/**
 * A month (`YYYY-MM`) with its name written out in the language: "October
 * 2026", "Oktober 2026"; the text as given when it is not a month.
 */
export function formatMonth(month: string, language: Language): string {
  if (!/^\d{4}-\d{2}$/.test(month)) return month;
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-01T00:00:00Z`));
}

/**
 * A calendar date (`YYYY-MM-DD`) as a date field shows it in the interface
 * language, whatever the browser's own: day first in Indonesian (dd/mm/yyyy),
 * month first in English (mm/dd/yyyy); '' for no date.
 *
 * @example formatDateField('2026-12-01', 'id') // "01/12/2026"
 * @example formatDateField('2026-12-01', 'en') // "12/01/2026"
 */
export function formatDateField(value: string, language: Language): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return '';
  const [, year, month, day] = match;
  return language === 'id' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * What a person typed into a date field, read in the interface language's
 * order (`formatDateField`), as `YYYY-MM-DD`; the separators may be `/`, `.`,
 * `-` or spaces and day and month one digit, and an ISO date is read as well.
 * Null for anything that is not a day of the calendar ("31/02/2026").
 *
 * @example parseDateField('1/12/2026', 'id') // "2026-12-01"
 * @example parseDateField('12/1/2026', 'en') // "2026-12-01"
 */
export function parseDateField(text: string, language: Language): string | null {
  const trimmed = text.trim();
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const written = /^(\d{1,2})[/.\-\s]+(\d{1,2})[/.\-\s]+(\d{4})$/.exec(trimmed);
  let parts: [string, string, string] | null = null;
  if (iso) parts = [iso[1]!, iso[2]!, iso[3]!];
  else if (written)
    parts =
      language === 'id'
        ? [written[3]!, written[2]!, written[1]!]
        : [written[3]!, written[1]!, written[2]!];
  if (!parts) return null;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (
    year < 1000 ||
    date.getUTCFullYear() !== year ||
    date.getUTCMonth() !== month - 1 ||
    date.getUTCDate() !== day
  )
    return null;
  return `${parts[0]}-${parts[1].padStart(2, '0')}-${parts[2].padStart(2, '0')}`;
}

/** Formats a `DateTime` with date and time of day in `timeZone` (Asia/Jakarta by default). */
export function formatDateTime(
  value: string,
  language: Language,
  timeZone = 'Asia/Jakarta',
): string {
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(localeOf(language), {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(instant);
}
