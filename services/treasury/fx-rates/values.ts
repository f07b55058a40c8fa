import Decimal from 'decimal.js';
import {
  FX_RATE_CURRENCIES,
  FX_RATE_DECIMALS,
  type FxRateCurrency,
} from '../../../contracts/treasury/fx-rates.js';

const RATE = new RegExp(`^\\d{1,12}(\\.\\d{1,${FX_RATE_DECIMALS}})?$`);

/**
 * A rate as the API and the CSV template take it: digits, a dot for
 * decimals (at most 8), no thousands separators, greater than zero. Answers
 * the canonical string (`rateText`), or null. `16,250` is refused rather than
 * guessed: read as a decimal comma it is sixteen rupiah, read as a thousands
 * comma it is sixteen thousand.
 *
 * @example parseRate(' 16250.5 ') // '16250.50'
 * @example parseRate('16.250,50') // null
 */
export function parseRate(text: string): string | null {
  const value = text.trim();
  if (!RATE.test(value)) return null;
  const rate = new Decimal(value);
  return rate.greaterThan(0) ? rateText(rate) : null;
}

/**
 * A stored rate as the API answers it: at least two decimals, trailing zeros
 * beyond them dropped (`16250.50000000` → `16250.50`, `12104.32750000` → `12104.3275`).
 */
export function rateText(value: Decimal.Value): string {
  const rate = new Decimal(value);
  return rate.toFixed(Math.max(2, Math.min(rate.decimalPlaces(), FX_RATE_DECIMALS)));
}

/** The currency a rate may be for, from what a member or a file wrote (any case); null for IDR or anything else. */
export function parseRateCurrency(text: string): FxRateCurrency | null {
  const value = text.trim().toUpperCase();
  return (FX_RATE_CURRENCIES as readonly string[]).includes(value)
    ? (value as FxRateCurrency)
    : null;
}
