import { Decimal } from 'decimal.js';

/** Decimal arithmetic for statement money: 40 significant digits, far beyond NUMERIC(20,2). */
export const Money = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP });
export type Money = InstanceType<typeof Money>;

/**
 * Which separator a layout uses for decimals when a value alone cannot say:
 * `en` is `1,234,567.89`, `id` is `1.234.567,89`.
 */
export type NumberStyle = 'en' | 'id';

export type ParsedAmount = {
  /** Absolute value, two fraction digits, no separators: `"1234567.89"`. */
  value: string;
  negative: boolean;
  /** A debit/credit marker written with the number (`1,000.00 DB`, `500 K`). */
  marker: 'DEBIT' | 'CREDIT' | null;
};

const MARKERS: Record<string, 'DEBIT' | 'CREDIT'> = {
  DB: 'DEBIT',
  DR: 'DEBIT',
  D: 'DEBIT',
  DEBIT: 'DEBIT',
  DEBET: 'DEBIT',
  CR: 'CREDIT',
  C: 'CREDIT',
  K: 'CREDIT',
  KR: 'CREDIT',
  CREDIT: 'CREDIT',
  KREDIT: 'CREDIT',
};

/** Reads a debit/credit marker on its own (`DB`, `CR`, `D`, `K`, `Db`, `Cr`…); null when it is none. */
export function parseMarker(text: string): 'DEBIT' | 'CREDIT' | null {
  return MARKERS[text.trim().replace(/^'/, '').toUpperCase()] ?? null;
}

const MARKER_SUFFIX = /^(.*?[\d)\s])\s*(DB|DR|CR|KR|DEBIT|DEBET|CREDIT|KREDIT|D|C|K)$/i;
const PLAIN = /^\d{1,18}\.\d\d$/;
const EN_GROUPED = /^\d{1,3}(,\d{3})+$/;
const ID_GROUPED = /^\d{1,3}(\.\d{3})+$/;

/**
 * Reads an amount as banks write it: `1,234,567.89`, `1.234.567,89`, `12345.00`,
 * `.00`, with `Rp`, a sign, parentheses, a trailing minus or a `DB`/`CR`/`D`/`K`
 * marker. String work only, never a float. Null when it is not a number, or
 * has more than two fraction digits.
 *
 * A lone separator followed by exactly three digits (`1,234`, `1.234`) is read
 * by the layout's `style`; every other form says which separator is which.
 */
export function parseAmount(text: string, style: NumberStyle = 'en'): ParsedAmount | null {
  // The common case first: `1234567.89` as BCA and BRI write it.
  if (PLAIN.test(text))
    return { value: text.replace(/^0+(?=\d)/, ''), negative: false, marker: null };
  let rest = text.trim().replace(/^'/, '').trim();
  if (rest === '') return null;
  let marker: ParsedAmount['marker'] = null;
  const suffix = MARKER_SUFFIX.exec(rest);
  if (suffix) {
    marker = MARKERS[suffix[2]!.toUpperCase()]!;
    rest = suffix[1]!.trim();
  }
  let negative = false;
  if (rest.startsWith('(') && rest.endsWith(')')) {
    negative = true;
    rest = rest.slice(1, -1).trim();
  }
  rest = rest.replace(/^(rp\.?|idr)\s*/i, '');
  if (rest.startsWith('-') || rest.startsWith('+')) {
    negative = negative || rest.startsWith('-');
    rest = rest.slice(1).trim();
  } else if (rest.endsWith('-')) {
    negative = true;
    rest = rest.slice(0, -1).trim();
  }
  rest = rest.replace(/^(rp\.?|idr)\s*/i, '');
  if (!/^[\d.,]*\d[\d.,]*$/.test(rest) && !/^[.,]\d{1,2}$/.test(rest)) return null;

  const lastDot = rest.lastIndexOf('.');
  const lastComma = rest.lastIndexOf(',');
  let decimalSeparator: '.' | ',' | null;
  if (lastDot >= 0 && lastComma >= 0) decimalSeparator = lastDot > lastComma ? '.' : ',';
  else if (lastDot < 0 && lastComma < 0) decimalSeparator = null;
  else {
    const separator = lastDot >= 0 ? '.' : ',';
    const occurrences = rest.split(separator).length - 1;
    const digitsAfter = rest.length - rest.lastIndexOf(separator) - 1;
    if (occurrences > 1) decimalSeparator = null;
    else if (digitsAfter === 3)
      decimalSeparator = (style === 'en' ? '.' : ',') === separator ? separator : null;
    else decimalSeparator = separator;
  }

  const cut = decimalSeparator ? rest.lastIndexOf(decimalSeparator) : -1;
  const integerPart = cut >= 0 ? rest.slice(0, cut) : rest;
  const fraction = cut >= 0 ? rest.slice(cut + 1) : '';
  if (!/^\d{0,2}$/.test(fraction)) return null;
  let digits: string;
  if (/^\d*$/.test(integerPart)) digits = integerPart;
  else if (decimalSeparator !== ',' && EN_GROUPED.test(integerPart))
    digits = integerPart.replaceAll(',', '');
  else if (decimalSeparator !== '.' && ID_GROUPED.test(integerPart))
    digits = integerPart.replaceAll('.', '');
  else return null;
  digits = digits.replace(/^0+(?=\d)/, '') || '0';
  if (digits.length > 18) return null;
  return { value: `${digits}.${fraction.padEnd(2, '0')}`, negative, marker };
}

/** `Money` from a parsed amount, signed. */
export function toMoney(amount: ParsedAmount): Money {
  const value = new Money(amount.value);
  return amount.negative ? value.negated() : value;
}

/** Two fraction digits, `-` for negatives: the wire form of money. */
export function formatMoney(value: Money): string {
  return value.toFixed(2);
}
