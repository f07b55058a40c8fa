/**
 * Decimal strings of money as integer cents (`bigint`), for the running totals
 * of a match: exact, never a JavaScript number. `"1500000.5"` is 150000050n.
 */
export function toCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace(/^-/, '').split('.');
  const cents = BigInt(whole || '0') * 100n + BigInt((fraction + '00').slice(0, 2));
  return negative ? -cents : cents;
}

/** Cents back to the wire's decimal string with two fraction digits: 150000050n is `"1500000.50"`. */
export function fromCents(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  return `${negative ? '-' : ''}${absolute / 100n}.${(absolute % 100n).toString().padStart(2, '0')}`;
}

/** What is still open of an amount once `reconciled` of it is matched. */
export function openCents(amount: string, reconciled: string): bigint {
  return toCents(amount) - toCents(reconciled);
}
