import type { Language } from './language';

/** The BCP 47 locale used for formatting in each interface language. */
export function localeOf(language: Language): string {
  return language === 'id' ? 'id-ID' : 'en-US';
}

const DECIMAL_PATTERN = /^([+-]?)(\d*)(?:\.(\d*))?$/;

/**
 * Formats a decimal string amount of money without ever turning it into a
 * JavaScript number: the integer part goes through `Intl.NumberFormat` as a
 * BigInt (exact at any size) and the fraction digits are put back as written,
 * rounded half up to `fractionDigits` (2 by default, for every currency, so
 * IDR shows its decimals on every platform).
 *
 * @example formatMoney('1234567890123.45', 'IDR', 'en') // "IDR 1,234,567,890,123.45"
 * @example formatMoney('1234567890123.45', 'IDR', 'id') // "Rp 1.234.567.890.123,45"
 */
export function formatMoney(
  amount: string,
  currency: string,
  language: Language,
  fractionDigits = 2,
): string {
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
  const isNegative = negative && scaled !== 0n;

  const formatter = new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency,
    minimumFractionDigits: fractionDigits,
    maximumFractionDigits: fractionDigits,
  });
  const parts = isNegative && integerPart === 0n
    ? formatter.formatToParts(-0)
    : formatter.formatToParts(isNegative ? -integerPart : integerPart);
  return parts.map((part) => (part.type === 'fraction' ? fractionPart : part.value)).join('');
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

/** Formats a `DateTime` with date and time of day in `timeZone` (Asia/Jakarta by default). */
export function formatDateTime(value: string, language: Language, timeZone = 'Asia/Jakarta'): string {
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
