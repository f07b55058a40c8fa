import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  TaxExchangeRateResponse,
  TaxRateCurrency,
} from '../../../contracts/invoicing/tax-exchange-rates.js';
import { TAX_RATE_MANUAL } from '../../../contracts/invoicing/tax-exchange-rates.js';
import type { InvoicingDatabase, TaxExchangeRates } from '../db-types.js';
import { kmkWeekOf, weekEnd } from './values.js';

/** A rate to write: its currency, week (its Wednesday), rupiah rate, KMK number (null: MANUAL). */
export type TaxRateValues = {
  currency: TaxRateCurrency;
  validFrom: string;
  rate: string;
  kmkNumber: string | null;
};

/** Where a list page continues from: the last row's week, currency and id. */
export type TaxRateKeyset = { validFrom: string; currency: string; id: string };

type Row = Selectable<TaxExchangeRates>;

export const toRateResponse = (row: Row): TaxExchangeRateResponse => ({
  id: row.id,
  currency: row.currency as TaxRateCurrency,
  rate: row.rate,
  validFrom: row.valid_from,
  validTo: row.valid_to,
  source: row.kmk_number ?? TAX_RATE_MANUAL,
  fileName: row.file_name,
  enteredBy: row.entered_by,
  enteredAt: new Date(row.entered_at).toISOString(),
});

/** A page of the organisation's rates, the latest week first, then by currency. */
export async function listTaxRates(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  filter: { currency?: TaxRateCurrency | undefined; validOn?: string | undefined },
  page: { limit: number; cursor: TaxRateKeyset | undefined },
): Promise<{ rows: Row[]; hasMore: boolean; total: number }> {
  let query = db.selectFrom('tax_exchange_rates').where('organization_id', '=', organizationId);
  if (filter.currency) query = query.where('currency', '=', filter.currency);
  // A week is one row keyed by its Wednesday: a day's rate is its week's.
  if (filter.validOn) query = query.where('valid_from', '=', kmkWeekOf(filter.validOn).from);
  const total = query
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  let rows = query.selectAll();
  const after = page.cursor;
  if (after)
    rows = rows.where(
      sql<boolean>`(valid_from < ${after.validFrom}::date or (valid_from = ${after.validFrom}::date and (currency, id) > (${after.currency}, ${after.id}::uuid)))`,
    );
  const found = await rows
    .orderBy('valid_from', 'desc')
    .orderBy('currency')
    .orderBy('id')
    .limit(page.limit + 1)
    .execute();
  return {
    rows: found.slice(0, page.limit),
    hasMore: found.length > page.limit,
    total: Number((await total).count),
  };
}

/**
 * Writes rates, none over a week of its currency the table has: answers the
 * rows written, and the values whose week was taken (then the caller rolls
 * back). A week taken meanwhile by another request is refused the same way,
 * by the table's unique key, never overwritten.
 */
export async function insertTaxRates(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  values: readonly TaxRateValues[],
  origin: { enteredBy: string; fileName: string | null },
): Promise<{ written: Row[]; taken: TaxRateValues[] }> {
  const written = await db
    .insertInto('tax_exchange_rates')
    .values(
      values.map((value) => ({
        organization_id: organizationId,
        currency: value.currency,
        rate: value.rate,
        valid_from: value.validFrom,
        valid_to: weekEnd(value.validFrom),
        kmk_number: value.kmkNumber,
        file_name: origin.fileName,
        entered_by: origin.enteredBy,
      })),
    )
    .onConflict((conflict) => conflict.constraint('tax_exchange_rates_one_per_week').doNothing())
    .returningAll()
    .execute();
  const key = (currency: string, from: string) => `${currency}/${from}`;
  const done = new Set(written.map((row) => key(row.currency, row.valid_from)));
  return {
    written,
    taken: values.filter((value) => !done.has(key(value.currency, value.validFrom))),
  };
}

/**
 * The rate of a currency for a tax date: the row of the KMK week that holds
 * it (a week is one row, keyed by its Wednesday), share locked so that it
 * stays as read until the caller's transaction ends (an invoice issued at it
 * keeps it); undefined when the table has none.
 */
export function rateForTaxDate(
  db: Kysely<InvoicingDatabase>,
  organizationId: string,
  currency: TaxRateCurrency,
  date: string,
): Promise<Row | undefined> {
  const key = { organization_id: organizationId, currency, valid_from: kmkWeekOf(date).from };
  return db
    .selectFrom('tax_exchange_rates')
    .selectAll()
    .where((eb) => eb.and(key))
    .forShare()
    .executeTakeFirst();
}
