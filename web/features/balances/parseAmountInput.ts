import type { Language } from '../../i18n/language';

/**
 * Reads an amount as a member types it in their language, as a decimal
 * string with two fraction digits (never a JavaScript number), or null when
 * it is not an amount with at most two decimals. Indonesian writes
 * `2.750.000,50`, English `2,750,000.50`; plain digits work in both. The
 * last separator is the decimal point when it is the language's own or when
 * one or two digits follow it (`2750000.5` in Indonesian); otherwise every
 * separator groups thousands (`1.500` in Indonesian is fifteen hundred).
 *
 * @example parseAmountInput('2.750.000,50', 'id') // '2750000.50'
 * @example parseAmountInput('2,750,000', 'en') // '2750000.00'
 * @example parseAmountInput('1.5.0', 'en') // null
 */
export function parseAmountInput(text: string, language: Language): string | null {
  let value = text.replace(/[\s\u00a0]/g, '');
  const negative = value.startsWith('-');
  if (negative) value = value.slice(1);
  if (!/^[\d.,]+$/.test(value)) return null;

  const last = Math.max(value.lastIndexOf('.'), value.lastIndexOf(','));
  const tail = last === -1 ? '' : value.slice(last + 1);
  const isDecimal =
    last !== -1 && (value[last] === (language === 'en' ? '.' : ',') || /^\d{1,2}$/.test(tail));
  const integer = isDecimal ? value.slice(0, last) : value;
  const fraction = isDecimal ? tail : '';
  if (fraction.length > 2) return null;

  const groups = integer.split(/[.,]/);
  if (groups.length > 1) {
    const separators = new Set(integer.match(/[.,]/g));
    if (separators.size > 1 || (isDecimal && separators.has(value[last]!))) return null;
    if (!groups.every((group, index) => (index === 0 ? /^\d{1,3}$/ : /^\d{3}$/).test(group)))
      return null;
  }
  const digits = groups.join('');
  if (digits === '' && fraction === '') return null;
  const whole = digits.replace(/^0+(?=\d)/, '') || '0';
  if (whole.length > 18) return null;
  const amount = `${whole}.${fraction.padEnd(2, '0')}`;
  return negative && /[1-9]/.test(amount) ? `-${amount}` : amount;
}
