import Decimal from 'decimal.js';
import { compareAmounts } from './amount.js';

/**
 * Stamp duty (bea meterai) of Rp10,000 is due on a document that states an
 * amount of money of more than Rp5,000,000 received (Law 10/2020 on Stamp
 * Duty, Article 3 (2) g; the rate by Article 5): a receipt above it is
 * flagged for an e-Meterai.
 */
export const STAMP_DUTY_THRESHOLD = '5000000.00';
export const STAMP_DUTY = '10000.00';

/**
 * Whether a receipt of this amount (a canonical decimal string) needs an
 * e-Meterai: more than Rp5,000,000. An amount in a foreign currency counts at
 * `rate`, the Minister of Finance's kurs (DJP S-381/PJ.31/1986: the nominal
 * of a document in a foreign currency is valued at the Minister's periodic
 * kurs for stamp duty), here the kurs pajak its invoice was issued at;
 * without a rate it is not judged.
 */
export function needsStampDuty(amount: string, currency: string, rate?: string | null): boolean {
  if (currency === 'IDR') return compareAmounts(amount, STAMP_DUTY_THRESHOLD) > 0;
  if (!rate) return false;
  const rupiah = new Decimal(amount).times(rate).toFixed(2, Decimal.ROUND_HALF_UP);
  return compareAmounts(rupiah, STAMP_DUTY_THRESHOLD) > 0;
}
