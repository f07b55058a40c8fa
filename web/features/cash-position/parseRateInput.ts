import type { Language } from '../../i18n/language';

/** The most decimals a rate keeps (contracts/treasury/fx-rates.ts FX_RATE_DECIMALS). */
const MAX_DECIMALS = 8;

/**
 * Reads an exchange rate as a member types it in their language, as the
 * decimal string the API takes (`"16240.75"`, never a JavaScript number), or
 * null when it is not a rate above zero with at most eight decimals.
 * Indonesian writes `16.240,75`, English `16,240.75`; plain digits work in
 * both. The language's decimal separator is the decimal point; the other one
 * groups thousands when three digits follow each of its uses (`16.240` in
 * Indonesian is sixteen thousand two hundred and forty) and is the decimal
 * point otherwise (`12104.3275` in Indonesian).
 *
 * @example parseRateInput('16.240,75', 'id') // '16240.75'
 * @example parseRateInput('12,104.3275', 'en') // '12104.3275'
 * @example parseRateInput('0', 'en') // null
 */
export function parseRateInput(text: string, language: Language): string | null {
  const value = text.replace(/[\s\u00a0]/g, '');
  if (!/^[\d.,]+$/.test(value)) return null;
  const decimal = language === 'en' ? '.' : ',';
  const group = language === 'en' ? ',' : '.';
  let integer = value;
  let fraction = '';
  if (value.includes(decimal)) {
    if (value.indexOf(decimal) !== value.lastIndexOf(decimal)) return null;
    [integer, fraction] = value.split(decimal) as [string, string];
  } else if (value.includes(group)) {
    const parts = value.split(group);
    const grouped =
      parts.slice(1).every((part) => part.length === 3) && /^\d{1,3}$/.test(parts[0]!);
    if (!grouped) {
      // One separator with other than three digits after it: the member's decimal point.
      if (parts.length !== 2) return null;
      [integer, fraction] = parts as [string, string];
    }
  }
  if (integer.includes(group)) {
    const parts = integer.split(group);
    if (!/^\d{1,3}$/.test(parts[0]!) || !parts.slice(1).every((part) => /^\d{3}$/.test(part)))
      return null;
    integer = parts.join('');
  }
  if (!/^\d*$/.test(integer) || !/^\d*$/.test(fraction) || (integer === '' && fraction === ''))
    return null;
  if (fraction.length > MAX_DECIMALS) return null;
  const whole = integer.replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > 12) return null;
  const rate = `${whole}.${fraction.padEnd(2, '0')}`;
  return /[1-9]/.test(rate) ? rate : null;
}
