import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import {
  TREND_DAILY_UP_TO_DAYS,
  TREND_DEFAULT_DAYS,
  TREND_MAX_DAYS,
  type CashPositionAccount,
  type CashPositionQuery,
  type CashPositionResponse,
  type CashPositionTrendQuery,
  type CashPositionTrendResponse,
  type PositionGroup,
  type TrendInterval,
} from '../../../contracts/treasury/cash-position.js';
import { FX_RATE_CURRENCIES } from '../../../contracts/treasury/fx-rates.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import { parseBusinessDate } from '../expected-transactions/values.js';
import { fxRateErrors as errors } from '../fx-rates/errors.js';
import { latestRatesOn } from '../fx-rates/repository.js';
import { rateText } from '../fx-rates/values.js';
import { businessToday } from '../statements/parsing/dates.js';
import { convertTotals, sumByCurrency, type RupiahRates } from './convert.js';
import {
  POSITION_TIME_ZONE,
  positionOn,
  trendRates,
  trendSums,
  type PositionRow,
  type TrendSumRow,
} from './repository.js';

/** Who may see the cash position and its trend. */
export const CASH_POSITION_READ = 'cash-analysis:read';

const DAY_MS = 86_400_000;
/** Days from `from` to `to`, both business dates. */
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

function toAccount(row: PositionRow): CashPositionAccount {
  return {
    bankAccountId: row.id,
    alias: row.alias,
    bankCode: row.bank_code,
    bankName: findBank(row.bank_code)?.name ?? row.bank_code,
    accountNumber: row.account_number,
    entity: { id: row.entity_id, name: row.entity_name },
    currency: row.currency,
    status: row.status,
    balance:
      row.available !== null && row.as_of && row.source
        ? {
            amount: new Decimal(row.available).toFixed(2),
            asOf: row.as_of.toISOString(),
            source: row.source,
          }
        : null,
  };
}

/** The accounts grouped by `keyOf`, groups in the order of their first account (or by `order`), each with its sums and converted totals. */
function groupAccounts(
  accounts: readonly CashPositionAccount[],
  rates: RupiahRates,
  keyOf: (account: CashPositionAccount) => { key: string; name: string },
  order?: (a: PositionGroup, b: PositionGroup) => number,
): PositionGroup[] {
  const groups = new Map<string, { name: string; accounts: CashPositionAccount[] }>();
  for (const account of accounts) {
    const { key, name } = keyOf(account);
    const group = groups.get(key) ?? { name, accounts: [] };
    group.accounts.push(account);
    groups.set(key, group);
  }
  const list = [...groups].map(([key, group]) => {
    const currencies = sumByCurrency(
      group.accounts.flatMap((account) =>
        account.balance ? [{ currency: account.currency, amount: account.balance.amount }] : [],
      ),
    );
    return {
      key,
      name: group.name,
      accountIds: group.accounts.map((account) => account.bankAccountId),
      currencies,
      totals: convertTotals(currencies, rates),
    };
  });
  return order ? list.sort(order) : list;
}

const byName = (a: PositionGroup, b: PositionGroup) =>
  a.name.localeCompare(b.name, 'id') || a.key.localeCompare(b.key);

/**
 * The cash position: the organisation's balances as of
 * the end of a business day, by bank, entity and currency, with totals in
 * IDR and USD at the latest rates recorded on or before that day, and the
 * trend of those totals over a range of days.
 */
export class CashPositionService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private today(): string {
    return businessToday(POSITION_TIME_ZONE, this.now());
  }

  async position(auth: AccessClaims, query: CashPositionQuery): Promise<CashPositionResponse> {
    requirePermission(auth, CASH_POSITION_READ);
    const today = this.today();
    const date = query.date === undefined ? today : parseBusinessDate(query.date);
    if (!date) throw errors.invalidDate();
    if (date > today) throw errors.positionInFuture();
    const [rows, latest] = await Promise.all([
      positionOn(this.db, auth.org, date),
      latestRatesOn(this.db, auth.org, date),
    ]);
    const rates: RupiahRates = Object.fromEntries(
      FX_RATE_CURRENCIES.flatMap((currency) =>
        latest[currency] ? [[currency, latest[currency].rate]] : [],
      ),
    );
    const accounts = rows.map(toAccount);
    const currencies = sumByCurrency(
      accounts.flatMap((account) =>
        account.balance ? [{ currency: account.currency, amount: account.balance.amount }] : [],
      ),
    );
    const cutoff = rows[0]?.cutoff ?? new Date(Date.parse(`${addDays(date, 1)}T00:00:00+07:00`));
    return {
      date,
      today,
      cutoff: new Date(cutoff).toISOString(),
      accounts,
      accountsWithoutBalance: accounts.filter((account) => account.balance === null).length,
      currencies,
      totals: convertTotals(currencies, rates),
      rates: FX_RATE_CURRENCIES.map((currency) => ({ currency, rate: latest[currency] })),
      groups: {
        BANK: groupAccounts(
          accounts,
          rates,
          (account) => ({ key: account.bankCode, name: account.bankName }),
          byName,
        ),
        ENTITY: groupAccounts(
          accounts,
          rates,
          (account) => ({ key: account.entity.id, name: account.entity.name }),
          byName,
        ),
        CURRENCY: groupAccounts(accounts, rates, (account) => ({
          key: account.currency,
          name: account.currency,
        })),
      },
    };
  }

  /**
   * The totals at the end of each day from `from` to `to` (default the last
   * 90 days up to today), or of every 7th day ending on `to` for a range
   * longer than 180 days unless a day is asked for; each converted at the
   * rates of its own day.
   */
  async trend(
    auth: AccessClaims,
    query: CashPositionTrendQuery,
  ): Promise<CashPositionTrendResponse> {
    requirePermission(auth, CASH_POSITION_READ);
    const today = this.today();
    const to = query.to === undefined ? today : parseBusinessDate(query.to);
    if (!to) throw errors.invalidDate('to');
    if (to > today) throw errors.positionInFuture('to');
    const from =
      query.from === undefined
        ? addDays(to, -(TREND_DEFAULT_DAYS - 1))
        : parseBusinessDate(query.from);
    if (!from) throw errors.invalidDate('from');
    if (from > to) throw errors.invalidRange();
    const span = daysBetween(from, to) + 1;
    if (span > TREND_MAX_DAYS) throw errors.rangeTooLong();
    const interval: TrendInterval =
      query.interval ?? (span > TREND_DAILY_UP_TO_DAYS ? 'WEEK' : 'DAY');
    const step = interval === 'WEEK' ? 7 : 1;
    const [sums, changes] = await Promise.all([
      trendSums(this.db, auth.org, { from, to, step }),
      trendRates(this.db, auth.org, { from, to }),
    ]);
    const sumsOf = new Map<string, TrendSumRow[]>();
    for (const row of sums) sumsOf.set(row.day, [...(sumsOf.get(row.day) ?? []), row]);
    // The points' days, oldest first: every `step` days ending on `to`.
    const days: string[] = [];
    for (let day = to; day >= from; day = addDays(day, -step)) days.unshift(day);
    // Walking forward, each day converts at the latest rate on or before it.
    const rates: RupiahRates = {};
    let next = 0;
    const points = days.map((day) => {
      for (; next < changes.length && changes[next]!.day <= day; next += 1)
        rates[changes[next]!.currency] = rateText(changes[next]!.rate);
      return { date: day, totals: convertTotals(sumsOf.get(day) ?? [], rates) };
    });
    return { from: points[0]?.date ?? from, to, interval, points };
  }
}
