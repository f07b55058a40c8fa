import { sql, type Transaction } from 'kysely';
import {
  FX_RATE_CURRENCIES,
  type FxRateCurrency,
  type FxRateResponse,
  type FxRateSource,
} from '../../../contracts/treasury/fx-rates.js';
import { countRows } from '../../kit/database.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { rateText } from './values.js';

/** A `fx_rates` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type FxRatesTable = TreasuryDatabase['fx_rates'];

/** A rate to write, after the rules. */
export type FxRateValues = { date: string; currency: FxRateCurrency; rate: string };
/** Where a rate comes from: a member's entry, or a file a member imported. */
export type FxRateOrigin =
  | { source: 'MANUAL'; recordedBy: string }
  | { source: 'IMPORT'; recordedBy: string; fileName: string };

/** Where a rate sits in the list: newest day first, then USD before SGD by name, then id. */
export type Keyset = { date: string; currency: string; id: string };

type Row = {
  id: string;
  rate_date: string;
  currency: FxRateCurrency;
  rate: string;
  source: FxRateSource;
  source_name: string | null;
  recorded_by: string | null;
  recorded_at: Date;
};

export function toFxRateResponse(row: Row): FxRateResponse {
  return {
    id: row.id,
    date: row.rate_date,
    currency: row.currency,
    rate: rateText(row.rate),
    source: row.source,
    sourceName: row.source_name,
    recordedBy: row.recorded_by,
    recordedAt: new Date(row.recorded_at).toISOString(),
  };
}

const COLUMNS = [
  'id',
  'rate_date',
  'currency',
  'rate',
  'source',
  'source_name',
  'recorded_by',
  'recorded_at',
] as const;

function filtered(db: Db, organizationId: string, currency: FxRateCurrency | undefined) {
  let query = db.selectFrom('fx_rates').where('organization_id', '=', organizationId);
  if (currency) query = query.where('currency', '=', currency);
  return query;
}

/** A page of the organisation's rates after `cursor`, newest day first; one more row is read to know whether another page follows. */
export async function listFxRates(
  db: Db,
  organizationId: string,
  currency: FxRateCurrency | undefined,
  page: { limit: number; cursor?: Keyset | undefined },
) {
  let query = filtered(db, organizationId, currency).select(COLUMNS);
  if (page.cursor) {
    const { date, currency: after, id } = page.cursor;
    // Descending day, ascending currency and id: a row after the cursor.
    query = query.where(
      sql<boolean>`(rate_date < ${date}::date or (rate_date = ${date}::date and (currency, id) > (${after}, ${id}::uuid)))`,
    );
  }
  const rows = (await query
    .orderBy('rate_date', 'desc')
    .orderBy('currency')
    .orderBy('id')
    .limit(page.limit + 1)
    .execute()) as Row[];
  return {
    rows: rows.slice(0, page.limit).map((row) => ({
      node: toFxRateResponse(row),
      key: { date: row.rate_date, currency: row.currency, id: row.id },
    })),
    hasMore: rows.length > page.limit,
  };
}

export function countFxRates(
  db: Db,
  organizationId: string,
  currency: FxRateCurrency | undefined,
): Promise<number> {
  return countRows(filtered(db, organizationId, currency));
}

/**
 * For each currency, the organisation's latest rate on or before `date`
 * (null when it has none): what a position as of `date` converts with.
 */
export async function latestRatesOn(
  db: Db,
  organizationId: string,
  date: string,
): Promise<Record<FxRateCurrency, FxRateResponse | null>> {
  const { rows } = await sql<Row & { wanted: FxRateCurrency }>`
    select c.wanted, r.id, r.rate_date, r.currency, r.rate, r.source, r.source_name, r.recorded_by, r.recorded_at
    from unnest(${[...FX_RATE_CURRENCIES]}::text[]) as c (wanted)
    left join lateral (
      select * from fx_rates
      where organization_id = ${organizationId} and currency = c.wanted and rate_date <= ${date}::date
      order by rate_date desc limit 1
    ) r on true`.execute(db);
  const found = Object.fromEntries(
    FX_RATE_CURRENCIES.map((currency) => [currency, null]),
  ) as Record<FxRateCurrency, FxRateResponse | null>;
  for (const row of rows) if (row.id) found[row.wanted] = toFxRateResponse(row);
  return found;
}

/**
 * Serialises the organisation's rate writes until the transaction ends: a
 * write reads the rates it replaces, for the activity log, and no other
 * write of the same organisation slips in between.
 */
export async function lockOrganizationRates(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${`fx_rates:${organizationId}`}, 0))`.execute(
    trx,
  );
}

/** The organisation's rates of these days and currencies, as they are. */
export async function findRatesOf(
  db: Db,
  organizationId: string,
  keys: readonly { date: string; currency: FxRateCurrency }[],
): Promise<FxRateResponse[]> {
  if (keys.length === 0) return [];
  const { rows } = await sql<Row>`
    select r.id, r.rate_date, r.currency, r.rate, r.source, r.source_name, r.recorded_by, r.recorded_at
    from fx_rates r
    join unnest(${keys.map((key) => key.date)}::date[], ${keys.map((key) => key.currency)}::text[]) as k (day, currency)
      on r.rate_date = k.day and r.currency = k.currency
    where r.organization_id = ${organizationId}`.execute(db);
  return rows.map(toFxRateResponse);
}

/**
 * Writes rates, each replacing the rate of its day and currency if there is
 * one (its id stays); answers the rows as written, in the order given.
 */
export async function upsertRates(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  values: readonly FxRateValues[],
  origin: FxRateOrigin,
): Promise<FxRateResponse[]> {
  if (values.length === 0) return [];
  const sourceName = origin.source === 'IMPORT' ? origin.fileName : null;
  const { rows } = await sql<Row & { position: number }>`
    with given as (
      select * from unnest(${values.map((value) => value.date)}::date[], ${values.map((value) => value.currency)}::text[], ${values.map((value) => value.rate)}::numeric[])
        with ordinality as g (day, currency, rate, position)
    ), written as (
      insert into fx_rates (organization_id, rate_date, currency, rate, source, source_name, recorded_by)
      select ${organizationId}, day, currency, rate, ${origin.source}, ${sourceName}, ${origin.recordedBy}::uuid from given
      on conflict (organization_id, currency, rate_date) do update
        set rate = excluded.rate, source = excluded.source, source_name = excluded.source_name, recorded_by = excluded.recorded_by, recorded_at = now()
      returning id, rate_date, currency, rate, source, source_name, recorded_by, recorded_at
    )
    select w.*, g.position from written w join given g on g.day = w.rate_date and g.currency = w.currency
    order by g.position`.execute(trx);
  return rows.map(toFxRateResponse);
}
