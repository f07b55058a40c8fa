/**
 * Money as integer cents (`bigint`): exact, never a JavaScript number, and
 * fast to compare and add. The web's running totals of a match and the
 * treasury's matching engine and rules count in it. `"1500000.5"` is
 * 150000050n; digits past the second decimal are dropped.
 */
export function toCents(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = (negative ? amount.slice(1) : amount).split('.');
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
