/**
 * The rupiah value of what a payment in a foreign currency settles of an
 * invoice, and the realised exchange difference. PSAK 10 (revisi 2010)
 * "Pengaruh Perubahan Kurs Valuta Asing", which adopts IAS 21: a receivable
 * in a foreign currency is recognised in rupiah at the rate of its
 * transaction (par. 21; here the rate the invoice was issued at, its kurs
 * pajak), and the difference that arises when it is settled at another rate
 * is recognised in profit or loss when it arises (par. 28): for the amount
 * settled, amount x payment rate - amount x invoice rate. Positive is a gain
 * (more rupiah came in than the receivable was worth), negative a loss.
 *
 * Each value is rounded to the sen, half up, and the difference is the
 * difference of the rounded values, so that a row always adds up as printed;
 * a payment's and an invoice's totals are the sums of their rows.
 */
import Decimal from 'decimal.js';
import { fromCents, toCents } from './cents.js';

/** What an amount settled is worth in rupiah; the payment's side and the difference null when its rate is unknown. */
export type RupiahSettled = {
  atInvoiceRate: string;
  atPaymentRate: string | null;
  difference: string | null;
};

const inRupiah = (amount: string, rate: string) =>
  new Decimal(amount).times(rate).toFixed(2, Decimal.ROUND_HALF_UP);

/**
 * `amount` (in the invoice's currency) at the invoice's rate and the payment's.
 *
 * @example rupiahSettled('1370.30', '15875.00', '16050.00') // { atInvoiceRate: '21753512.50', atPaymentRate: '21993315.00', difference: '239802.50' }
 * @example rupiahSettled('100.00', '15875.00', null) // { atInvoiceRate: '1587500.00', atPaymentRate: null, difference: null }
 */
export function rupiahSettled(
  amount: string,
  invoiceRate: string,
  paymentRate: string | null,
): RupiahSettled {
  const atInvoiceRate = inRupiah(amount, invoiceRate);
  if (paymentRate === null) return { atInvoiceRate, atPaymentRate: null, difference: null };
  const atPaymentRate = inRupiah(amount, paymentRate);
  return {
    atInvoiceRate,
    atPaymentRate,
    difference: fromCents(toCents(atPaymentRate) - toCents(atInvoiceRate)),
  };
}

/** The sums of rows; the payment's side and the difference stay unknown (null) when any row's is. */
export function sumRupiahSettled(rows: readonly RupiahSettled[]): RupiahSettled {
  const sum = (values: readonly (string | null)[]) =>
    values.includes(null)
      ? null
      : fromCents(values.reduce((total, value) => total + toCents(value!), 0n));
  return {
    atInvoiceRate: sum(rows.map((row) => row.atInvoiceRate))!,
    atPaymentRate: sum(rows.map((row) => row.atPaymentRate)),
    difference: sum(rows.map((row) => row.difference)),
  };
}
