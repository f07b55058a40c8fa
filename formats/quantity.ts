/**
 * Reads a quantity as a person writes it in a form of the given language:
 * that language's decimal separator (`.` in English, `,` in Indonesian), and
 * its thousands separator only between groups of three digits (`1,250.5` in
 * English, `1.250,5` in Indonesian). Unlike an amount (formats/amount.ts
 * `parseWrittenAmount`), a quantity may have three decimals (`1.250` kg), so
 * the language decides which separator is which.
 * Answers the plain decimal string the API takes (`"1250.5"`, `"3"`), or null
 * when the text is not a number of 0 or more with at most `decimals` decimals
 * and 18 integer digits. String work only.
 *
 * @example parseWrittenQuantity('1.250,5', ',') // '1250.5'
 */
export function parseWrittenQuantity(
  text: string,
  decimalSeparator: '.' | ',',
  decimals = 4,
): string | null {
  const group = decimalSeparator === '.' ? ',' : '.';
  const value = text.trim().replace(/\s+/g, '');
  const [whole = '', fraction, extra] = value.split(decimalSeparator);
  if (extra !== undefined) return null;
  if (fraction !== undefined && !new RegExp(`^\\d{1,${decimals}}$`).test(fraction)) return null;
  const grouped = new RegExp(`^\\d{1,3}(\\${group}\\d{3})+$`);
  if (!/^\d+$/.test(whole) && !grouped.test(whole)) return null;
  const digits = whole
    .split(group)
    .join('')
    .replace(/^0+(?=\d)/, '');
  if (digits.length > 18) return null;
  const kept = (fraction ?? '').replace(/0+$/, '');
  return kept === '' ? digits : `${digits}.${kept}`;
}

/**
 * A quantity as the services store it (`2.5000`, four decimals) without the
 * zeros its scale adds: `2.5`, and `3` for `3.0000`. A number without a
 * decimal point is left as it is.
 */
export function plainQuantity(quantity: string): string {
  return quantity.includes('.') ? quantity.replace(/\.?0+$/, '') : quantity;
}

/** Compares two plain decimal quantities (`"2.5"`, `"10"`): negative, zero or positive. */
export function compareQuantities(a: string, b: string): number {
  const scaled = (value: string) => {
    const [whole = '0', fraction = ''] = value.split('.');
    return BigInt(whole + fraction.padEnd(18, '0'));
  };
  const difference = scaled(a) - scaled(b);
  return difference === 0n ? 0 : difference < 0n ? -1 : 1;
}
