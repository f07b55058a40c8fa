/** The largest amount NUMERIC(20,2) holds: 18 integer digits. */
const MAX_INTEGER_DIGITS = 18;

/**
 * Reads an amount as a person writes it, in a form field or a spreadsheet
 * cell, in either separator convention: `1500000`, `1.500.000`,
 * `1.500.000,50`, `1,500,000.50`, `Rp 1.500.000`. A separator followed by
 * exactly three digits groups thousands (an amount never has three
 * decimals), so `1.500` and `1,500` are both one thousand five hundred.
 * Returns the canonical decimal string with two fraction digits
 * (`"1500000.50"`), or null when the text is not a non-negative amount with
 * at most two decimals that NUMERIC(20,2) holds (18 integer digits). String
 * work only: money never becomes a float.
 *
 * @example parseWrittenAmount('1.500.000,5') // '1500000.50'
 */
export function parseWrittenAmount(text: string): string | null {
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
  const group = /[.,]/.exec(integerPart)?.[0];
  if (group) {
    // Thousands groups: one separator kind, groups of three after the first.
    if (!new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`).test(integerPart)) return null;
    integerPart = integerPart.split(group).join('');
  }
  if (!/^\d+$/.test(integerPart)) return null;
  const digits = integerPart.replace(/^0+(?=\d)/, '');
  if (digits.length > MAX_INTEGER_DIGITS) return null;
  return `${digits}.${fraction.padEnd(2, '0')}`;
}

/**
 * An amount as the services write it (and `parseWrittenAmount` answers it):
 * a decimal string with two fraction digits, `"-1500000.50"`.
 */
export const CANONICAL_AMOUNT = /^-?\d{1,18}\.\d{2}$/;

/** Compares two canonical decimal strings (as `parseWrittenAmount` answers them): negative, zero or positive. */
export function compareAmounts(a: string, b: string): number {
  const scaled = (value: string) => BigInt(value.replace('.', ''));
  const difference = scaled(a) - scaled(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}

/** Whether a canonical decimal string is above zero. */
export function isPositiveAmount(value: string): boolean {
  return compareAmounts(value, '0.00') > 0;
}

/**
 * A decimal string with its thousands grouped by commas, as the services'
 * English messages write amounts: `"-1234567.89"` is `"-1,234,567.89"`.
 * String work only: the digits are those given.
 */
export function groupThousands(amount: string): string {
  const [whole = '', fraction] = amount.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A decimal string written with a language's separators, its digits as
 * given: English groups by commas and marks the fraction with a point,
 * Indonesian the other way round. String work only, exact at any size.
 *
 * @example writtenDecimal('1250000.00', 'id') // '1.250.000,00'
 */
export function writtenDecimal(value: string, language: 'en' | 'id'): string {
  const english = groupThousands(value);
  return language === 'en'
    ? english
    : english.replace(/[.,]/g, (separator) => (separator === '.' ? ',' : '.'));
}
