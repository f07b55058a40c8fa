import { sql, type Kysely } from 'kysely';
import type {
  BalanceSource,
  BankAccountStatus,
  Currency,
} from '../../../contracts/treasury/bank-accounts.js';
import { FX_RATE_CURRENCIES, type FxRateCurrency } from '../../../contracts/treasury/fx-rates.js';
import type { TreasuryDatabase } from '../db-types.js';

/** The organisation's calendar: a business day ends at midnight here. */
export const POSITION_TIME_ZONE = 'Asia/Jakarta';

/** The first moment after the business day `date` ends (its next midnight in Jakarta), as SQL. */
const endOf = (date: string) =>
  sql<Date>`((${date}::date + 1)::timestamp at time zone ${POSITION_TIME_ZONE})`;

export type PositionRow = {
  id: string;
  alias: string;
  bank_code: string;
  account_number: string;
  entity_id: string;
  entity_name: string;
  currency: Currency;
  status: BankAccountStatus;
  available: string | null;
  as_of: Date | null;
  source: BalanceSource | null;
  cutoff: Date;
};

/**
 * Every account of the organisation in its position as of the end of
 * business day `date`, with its latest balance recorded for a moment before
 * then (null: none yet). Left out: accounts closed before the day ended, and
 * accounts opened after it that have no balance of a moment within it.
 * By currency (IDR, USD, SGD), then alias.
 */
export async function positionOn(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  date: string,
): Promise<PositionRow[]> {
  const { rows } = await sql<PositionRow>`
    with day as (select ${endOf(date)} as cutoff)
    select a.id, a.alias, a.bank_code, a.account_number, a.entity_id, e.name as entity_name, a.currency, a.status,
      b.available, b.as_of, b.source, day.cutoff
    from day
    cross join bank_accounts a
    join entities e on e.id = a.entity_id
    left join lateral (
      select available, as_of, source from balances
      where bank_account_id = a.id and as_of < day.cutoff
      order by as_of desc, id desc
      limit 1
    ) b on true
    where a.organization_id = ${organizationId}
      and (a.closed_at is null or a.closed_at >= day.cutoff)
      and (a.created_at < day.cutoff or b.as_of is not null)
    order by array_position(array['IDR', 'USD', 'SGD'], a.currency), lower(a.alias), a.id`.execute(
    db,
  );
  return rows;
}

/** One point of a trend: the sum of the balances held in one currency at the end of a day, and over how many accounts. */
export type TrendSumRow = { day: string; currency: Currency; amount: string; accounts: number };
/** A rate of a day a trend converts with. */
export type TrendRateRow = { day: string; currency: FxRateCurrency; rate: string };

/**
 * For each day of the trend (every `step` days ending on `to`) and each
 * currency, the sum of the accounts' balances at that day's end (as
 * `positionOn` takes them, day by day), in one statement over
 * `balance_closings` (migrations/0055-baseline, balances: each account's last balance of each
 * day with one). Each closing holds from its day until the day before the
 * account's next one, or until the account closed; generate_series spreads it
 * over the trend's days in that span, and the days are summed. The work grows
 * with accounts × days, never with how many balances a day has, and reads
 * each account's closings in index order (no sort but the last one's).
 * Days and currencies with no balance have no row.
 */
export async function trendSums(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  range: { from: string; to: string; step: number },
): Promise<TrendSumRow[]> {
  const { from, to, step } = range;
  const { rows } = await sql<TrendSumRow>`
    with accounts as (
      select a.id, a.currency, (a.closed_at at time zone ${POSITION_TIME_ZONE})::date as closed_on,
        coalesce((select max(p.day) from balance_closings p where p.bank_account_id = a.id and p.day <= ${from}::date), ${from}::date) as start_day
      from bank_accounts a
      where a.organization_id = ${organizationId}
    ),
    spans as (
      select a.currency, c.available, greatest(c.day, ${from}::date) as first_day, least(c.until, a.closed_on - 1) as last_day
      from accounts a
      cross join lateral (
        select day, available, coalesce(lead(day) over (order by day) - 1, ${to}::date) as until
        from balance_closings
        where bank_account_id = a.id and day >= a.start_day and day <= ${to}::date
      ) c
    )
    select to_char(d, 'YYYY-MM-DD') as day, s.currency, sum(s.available)::text as amount, count(*)::int as accounts
    from spans s
    cross join lateral generate_series(${to}::date - ((${to}::date - s.first_day) / ${step}) * ${step}, s.last_day, make_interval(days => ${step})) as d
    where s.first_day <= s.last_day
    group by d, s.currency
    order by d, s.currency`.execute(db);
  return rows;
}

/**
 * The organisation's rates a trend from `from` to `to` converts with: for
 * each currency, its latest rate on or before `from` and every later one up
 * to `to`, oldest first (the days between take the latest before them).
 */
export async function trendRates(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  range: { from: string; to: string },
): Promise<TrendRateRow[]> {
  const { rows } = await sql<TrendRateRow>`
    select to_char(r.rate_date, 'YYYY-MM-DD') as day, r.currency, r.rate::text as rate
    from unnest(${[...FX_RATE_CURRENCIES]}::text[]) as c (currency)
    join fx_rates r on r.organization_id = ${organizationId} and r.currency = c.currency and r.rate_date <= ${range.to}::date
      and r.rate_date >= coalesce(
        (select max(p.rate_date) from fx_rates p where p.organization_id = ${organizationId} and p.currency = c.currency and p.rate_date <= ${range.from}::date),
        ${range.from}::date)
    order by r.rate_date, r.currency`.execute(db);
  return rows;
}
