import { compareAmounts } from './amount.js';

/**
 * Stamp duty (bea meterai) of Rp10,000 is due on a document that states an
 * amount of money of more than Rp5,000,000 received (Law 10/2020 on Stamp
 * Duty, Article 3 (2) g; the rate by Article 5): a receipt above it is
 * flagged for an e-Meterai.
 */
export const STAMP_DUTY_THRESHOLD = '5000000.00';
export const STAMP_DUTY = '10000.00';

/** Whether a receipt of this amount (a canonical decimal string) needs an e-Meterai: more than Rp5,000,000, in rupiah. */
export const needsStampDuty = (amount: string, currency: string): boolean =>
  currency === 'IDR' && compareAmounts(amount, STAMP_DUTY_THRESHOLD) > 0;
