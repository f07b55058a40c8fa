import type {
  PaymentAllocationResponse,
  PaymentExchangeResponse,
} from '../../../contracts/invoicing/invoice-payments.js';
import { TAX_RATE_MANUAL } from '../../../contracts/invoicing/tax-exchange-rates.js';
import { rupiahSettled, sumRupiahSettled } from '../../../formats/exchange-difference.js';
import type { Db } from '../db.js';
import { rateForTaxDate } from '../tax-exchange-rates/repository.js';
import { parseTaxRateCurrency } from '../tax-exchange-rates/values.js';
import type { Transaction } from 'kysely';
import type { InvoicingDatabase } from '../db-types.js';

/** A payment's rate as it is written: the columns of invoice_payments (migrations/0054-payment-rates.sql). */
export type PaymentRateColumns = {
  exchange_rate: string | null;
  exchange_rate_source: 'ENTERED' | 'KURS_PAJAK' | null;
  tax_exchange_rate_id: string | null;
};

const NO_RATE: PaymentRateColumns = {
  exchange_rate: null,
  exchange_rate_source: null,
  tax_exchange_rate_id: null,
};

/**
 * The rate a new payment keeps: the one the member entered (what the bank
 * converted at), else the kurs pajak of the payment date's week, share locked
 * until the payment's transaction ends so that the table's row cannot be
 * corrected or deleted under it, else none. A rupiah payment has none.
 *
 * A payment is never refused for want of a rate: the money arrived and the
 * invoice is settled in its own currency whatever a rate table says; only its
 * rupiah valuation waits, shown as unknown (PSAK 10 par. 21 asks for the spot
 * rate of the day, which the member may not have to hand when recording it).
 */
export async function paymentRateColumns(
  trx: Transaction<InvoicingDatabase>,
  organizationId: string,
  payment: { currency: string; paymentDate: string; exchangeRate?: string | null | undefined },
): Promise<PaymentRateColumns> {
  if (payment.currency === 'IDR') return NO_RATE;
  if (payment.exchangeRate)
    return { ...NO_RATE, exchange_rate: payment.exchangeRate, exchange_rate_source: 'ENTERED' };
  const currency = parseTaxRateCurrency(payment.currency);
  const week =
    currency && (await rateForTaxDate(trx, organizationId, currency, payment.paymentDate));
  if (!week) return NO_RATE;
  return {
    exchange_rate: week.rate,
    exchange_rate_source: 'KURS_PAJAK',
    tax_exchange_rate_id: week.id,
  };
}

/** The kurs pajak rows these payments used, by id: their week and source. */
export async function taxRatesUsed(
  db: Db,
  ids: readonly string[],
): Promise<Map<string, NonNullable<PaymentExchangeResponse['taxRate']>>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom('tax_exchange_rates')
    .select(['id', 'valid_from', 'kmk_number'])
    .where('id', 'in', [...ids])
    .execute();
  return new Map(
    rows.map((row) => [
      row.id,
      { id: row.id, validFrom: row.valid_from, source: row.kmk_number ?? TAX_RATE_MANUAL },
    ]),
  );
}

/** What an allocation of a payment at `paymentRate` is worth in rupiah, at its invoice's rate; null without one. */
export function allocationExchange(
  amount: string,
  invoiceRate: string | null,
  paymentRate: string | null,
): PaymentAllocationResponse['exchange'] {
  if (invoiceRate === null) return null;
  return { invoiceRate, ...rupiahSettled(amount, invoiceRate, paymentRate) };
}

/** A foreign payment's rate, its source and its allocations' totals in rupiah; null for a rupiah payment. */
export function paymentExchange(
  row: PaymentRateColumns & { currency: string },
  allocations: readonly PaymentAllocationResponse[],
  taxRates: ReadonlyMap<string, NonNullable<PaymentExchangeResponse['taxRate']>>,
): PaymentExchangeResponse | null {
  if (row.currency === 'IDR') return null;
  const total = sumRupiahSettled(allocations.flatMap((allocation) => allocation.exchange ?? []));
  return {
    rate: row.exchange_rate,
    source: row.exchange_rate_source ?? 'NONE',
    taxRate: row.tax_exchange_rate_id ? (taxRates.get(row.tax_exchange_rate_id) ?? null) : null,
    // Nothing allocated yet is worth nothing at either rate; an unknown rate stays unknown.
    total: row.exchange_rate ? total : { ...total, atPaymentRate: null, difference: null },
  };
}
