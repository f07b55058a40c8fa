import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type {
  ForecastGranularity,
  ScenarioAdjustment,
} from '../../../contracts/treasury/cash-forecast.js';
import { isCashCategory, type CashCategory } from '../../../contracts/treasury/categories.js';
import { toCents } from '../../../formats/cents.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { deleteOrganizationRecord } from '../organization-records.js';
import {
  amountsAlike,
  descriptionKey,
  MIN_OCCURRENCES,
  NOT_LEARNED,
  maxOccurrences,
  type CandidateLine,
  type DailyTotal,
  type Direction,
  type HistoryInputs,
} from './baseline.js';
import { accountsWithLatestBalance } from '../bank-accounts/repository.js';
import { daysFrom } from './periods.js';

type Currency = 'IDR' | 'USD' | 'SGD';

/** A `cash_forecast_scenarios` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CashForecastScenariosTable = TreasuryDatabase['cash_forecast_scenarios'];

/** A `cash_forecast_snapshots` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type CashForecastSnapshotsTable = TreasuryDatabase['cash_forecast_snapshots'];

// ---------------------------------------------------------------- what the forecast starts from

/**
 * The organisation's open accounts (closed ones left out) with their latest
 * available balance (null: none recorded yet), as the balances screen shows
 * it: the one query the forecast's opening and an order's available balance
 * (payments/available-balance.ts) read.
 */
function openAccountsWithLatestBalance(db: Db, organizationId: string) {
  return accountsWithLatestBalance(db, organizationId)
    .where('a.status', '<>', 'CLOSED')
    .select(['a.id', 'a.alias', 'a.currency', 'latest.available', 'latest.as_of']);
}

/** The currency's accounts (closed ones left out) with their latest available balance, as the balances screen shows it. */
export async function openingBalances(db: Db, organizationId: string, currency: Currency) {
  return openAccountsWithLatestBalance(db, organizationId)
    .where('a.currency', '=', currency)
    .orderBy(sql`lower(a.alias)`)
    .execute();
}

/** One open account of the organisation with its latest available balance; undefined when it has none of that id (or it is closed). */
export async function latestBalanceOf(db: Db, organizationId: string, accountId: string) {
  return openAccountsWithLatestBalance(db, organizationId)
    .where('a.id', '=', accountId)
    .executeTakeFirst();
}

/** The lines the baseline learns from: a currency's, in a date range, not archived, internal movements left out. */
function learnedLines(organizationId: string, currency: Currency, from: string, to: string) {
  return sql`from statement_transactions s join bank_accounts a on a.id = s.bank_account_id
    where s.organization_id = ${organizationId} and a.organization_id = ${organizationId} and a.currency = ${currency}
      and s.transaction_date between ${from}::date and ${to}::date and s.archived_at is null
      and (s.category is null or s.category not in (${sql.join(NOT_LEARNED)}))`;
}

const categoryOf = (value: string | null): CashCategory | null =>
  value && isCashCategory(value) ? value : null;

/** A currency's bank accounts, closed ones too: whose history the baseline learns from. */
export async function currencyAccounts(
  db: Db,
  organizationId: string,
  currency: Currency,
): Promise<string[]> {
  const rows = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('currency', '=', currency)
    .execute();
  return rows.map((row) => row.id);
}

const EPOCH = Date.UTC(2000, 0, 1);
const dayText = (day: number) => new Date(EPOCH + day * 86_400_000).toISOString().slice(0, 10);

/**
 * The history's totals per day, category and direction (baseline.ts
 * `DailyTotal`) on the given accounts: one scan, grouped by plain values, no
 * text work (it is what every forecast reads; see the speed benchmark,
 * bench/cash-forecast.ts). Every change the baseline could learn from (a line
 * added, categorised again or archived) changes these totals, so their
 * digest tells whether a baseline learned before still holds.
 */
export async function historyDaily(
  db: Db,
  organizationId: string,
  accountIds: readonly string[],
  from: string,
  to: string,
): Promise<{ daily: DailyTotal[]; digest: string }> {
  if (accountIds.length === 0) return { daily: [], digest: '' };
  const { rows } = await sql<{
    day: number;
    category: string | null;
    direction: Direction;
    amount: string;
  }>`
    select (s.transaction_date - date '2000-01-01')::int as day, s.category, s.direction, sum(s.amount) as amount
    from statement_transactions s
    where s.organization_id = ${organizationId} and s.bank_account_id = any(${accountIds}::uuid[])
      and s.transaction_date between ${from}::date and ${to}::date and s.archived_at is null
    group by 1, 2, 3`.execute(db);
  const kept = rows.filter(
    (row) => !row.category || !NOT_LEARNED.includes(row.category as CashCategory),
  );
  const hash = createHash('sha256');
  for (const line of kept
    .map((row) => `${row.day}|${row.category ?? ''}|${row.direction}|${row.amount}`)
    .sort())
    hash.update(`${line}\n`);
  return {
    daily: kept.map((row) => ({
      date: dayText(row.day),
      category: categoryOf(row.category),
      direction: row.direction,
      cents: toCents(row.amount),
    })),
    digest: hash.digest('hex'),
  };
}

/**
 * What a reconciliation allocation `r` matched, joined: its expected
 * transaction `e`, payment order `o` or bill `b`; `allocatedCounterparty` is
 * the counterparty the matched one names. How the forecast learns whom a
 * statement line was with.
 */
const allocatedRecords = sql`left join expected_transactions e on e.id = r.expected_transaction_id
  left join payment_orders o on o.id = r.payment_order_id
  left join bills b on b.id = r.bill_id`;
const allocatedCounterparty = sql`coalesce(e.counterparty_id, o.counterparty_id, b.counterparty_id)`;

/** A sum of squared amounts as PostgreSQL answers it (four decimals), in squared cents. */
const squaredCents = (text: string) => {
  const [whole = '0', fraction = ''] = text.split('.');
  return BigInt(whole) * 10_000n + BigInt((fraction + '0000').slice(0, 4));
};

/**
 * The lines of the candidate groups for recurring items (baseline.ts): the
 * groups are counted in SQL by account, direction and a coarse key (the
 * description in lower case, digits as spaces: a cheap `translate`, no
 * regular expression), merged here by `descriptionKey` of that coarse key
 * (which equals the description's own key: digits are separators in both),
 * and the lines of those passing the rule are read by id, each with the
 * counterparty reconciliation matched it with. `historyInputsOf` is the same
 * rule over plain lines; the repository's test holds the two equal.
 */
export async function historyCandidates(
  db: Db,
  organizationId: string,
  currency: Currency,
  from: string,
  to: string,
): Promise<CandidateLine[]> {
  const most = maxOccurrences(daysFrom(from, to) + 1);
  const { rows } = await sql<{
    bank_account_id: string;
    direction: Direction;
    coarse: string;
    lines: number;
    amount: string;
    squares: string;
    ids: string[] | null;
  }>`
    select s.bank_account_id, s.direction, translate(lower(s.description), '0123456789', '          ') as coarse, count(*)::int as lines,
      sum(s.amount)::text as amount, sum(s.amount * s.amount)::text as squares,
      case when count(*) <= ${most} then array_agg(s.id) end as ids
    ${learnedLines(organizationId, currency, from, to)}
    group by 1, 2, 3`.execute(db);
  const groups = new Map<
    string,
    { lines: number; sum: bigint; squares: bigint; ids: string[]; complete: boolean }
  >();
  for (const row of rows) {
    const key = `${row.bank_account_id}|${row.direction}|${descriptionKey(row.coarse)}`;
    const group = groups.get(key) ?? { lines: 0, sum: 0n, squares: 0n, ids: [], complete: true };
    group.lines += row.lines;
    group.sum += toCents(row.amount);
    group.squares += squaredCents(row.squares);
    if (row.ids) group.ids.push(...row.ids);
    else group.complete = false;
    groups.set(key, group);
  }
  const ids = [...groups.values()]
    .filter(
      (group) =>
        group.complete &&
        group.lines >= MIN_OCCURRENCES &&
        group.lines <= most &&
        amountsAlike(BigInt(group.lines), group.sum, group.squares),
    )
    .flatMap((group) => group.ids);
  if (ids.length === 0) return [];
  const candidates = await sql<{
    transaction_date: string;
    bank_account_id: string;
    category: string | null;
    direction: Direction;
    amount: string;
    description: string;
    counterparty_id: string | null;
  }>`
    select s.transaction_date::text, s.bank_account_id, s.category, s.direction, s.amount::text, s.description,
      (select ${allocatedCounterparty} from reconciliation_allocations r ${allocatedRecords}
        where r.statement_transaction_id = s.id and ${allocatedCounterparty} is not null limit 1) as counterparty_id
    from statement_transactions s where s.organization_id = ${organizationId} and s.id = any(${ids}::uuid[])`.execute(
    db,
  );
  return candidates.rows.map((row): CandidateLine => ({
    date: row.transaction_date,
    accountId: row.bank_account_id,
    category: categoryOf(row.category),
    direction: row.direction,
    cents: toCents(row.amount),
    description: row.description,
    key: descriptionKey(row.description),
    counterpartyId: row.counterparty_id,
  }));
}

/** The baseline's inputs (baseline.ts `HistoryInputs`) for a currency, from `from` to `to` (both included). */
export async function historyInputs(
  db: Db,
  organizationId: string,
  currency: Currency,
  from: string,
  to: string,
): Promise<HistoryInputs> {
  const accounts = await currencyAccounts(db, organizationId, currency);
  const [{ daily }, candidates] = await Promise.all([
    historyDaily(db, organizationId, accounts, from, to),
    historyCandidates(db, organizationId, currency, from, to),
  ]);
  return { from, to, daily, candidates };
}

/** Order statuses whose money has not left yet: what the forecast counts, and what stands for the bill or expected transaction it pays. */
export const PENDING_ORDER_STATUSES = ['NEEDS_APPROVAL', 'SCHEDULED', 'IN_PROGRESS'] as const;
/** Order statuses whose money is committed (approved) but has not left yet: what an account's available balance keeps back. */
export const COMMITTED_ORDER_STATUSES = ['SCHEDULED', 'IN_PROGRESS'] as const;
/** An order in one of these statuses stands for what it pays: pending, or sent (the money has left). A failed one does not: the bill is still owed. */
const PAYING_STATUSES = [...PENDING_ORDER_STATUSES, 'SENT'] as const;

/**
 * No order pays the record yet: none in a paying status (not archived) names
 * it by `key` (its column on payment_orders); `id` is the record's own id.
 * What an open bill or expected transaction must be to be forecast itself.
 */
const noPayingOrder = (key: 'expected_transaction_id' | 'bill_id', id: 't.id' | 'b.id') =>
  sql<boolean>`not exists (select o.id from payment_orders o where o.${sql.ref(key)} = ${sql.ref(id)}
    and o.status in (${sql.join([...PAYING_STATUSES])}) and o.archived_at is null)`;

/** Expected transactions still open in a currency, due on or before `until`, that no pending or sent order pays. */
export async function openExpectedTransactions(
  db: Db,
  organizationId: string,
  currency: Currency,
  until: string,
) {
  return db
    .selectFrom('expected_transactions as t')
    .leftJoin('counterparties as c', (join) =>
      join.onRef('c.id', '=', 't.counterparty_id').on('c.organization_id', '=', organizationId),
    )
    .where('t.organization_id', '=', organizationId)
    .where('t.currency', '=', currency)
    .where('t.archived_at', 'is', null)
    .where(sql<boolean>`t.reconciled_amount < t.amount`)
    .where('t.expected_date', '<=', until)
    .where(noPayingOrder('expected_transaction_id', 't.id'))
    .select([
      't.id',
      't.expected_date',
      't.direction',
      't.amount',
      't.reconciled_amount',
      't.description',
      't.counterparty_id',
      'c.alias as counterparty_alias',
    ])
    .orderBy('t.expected_date')
    .orderBy('t.id')
    .execute();
}

/** Approved bills still open in a currency, due on or before `until`, that no pending or sent order pays. */
export async function openBills(db: Db, organizationId: string, currency: Currency, until: string) {
  return db
    .selectFrom('bills as b')
    .leftJoin('counterparties as c', (join) =>
      join.onRef('c.id', '=', 'b.counterparty_id').on('c.organization_id', '=', organizationId),
    )
    .where('b.organization_id', '=', organizationId)
    .where('b.currency', '=', currency)
    .where('b.status', '=', 'APPROVED')
    .where(sql<boolean>`b.reconciled_amount < b.amount`)
    .where('b.due_date', '<=', until)
    .where(noPayingOrder('bill_id', 'b.id'))
    .select([
      'b.id',
      'b.number',
      'b.due_date',
      'b.category',
      'b.amount',
      'b.reconciled_amount',
      'b.description',
      'b.counterparty_id',
      'c.alias as counterparty_alias',
    ])
    .orderBy('b.due_date')
    .orderBy('b.id')
    .execute();
}

/**
 * Payments and transfers not yet sent that move money of a currency: from
 * one of its accounts, or (a transfer) into one. With what each pays (its
 * bill's category, its expected transaction's counterparty) and its
 * recurrence, so that a recurring order's later occurrences are forecast
 * too. `until` bounds only one-time orders: a recurring one is read whatever
 * its date.
 */
export async function pendingOrders(
  db: Db,
  organizationId: string,
  currency: Currency,
  until: string,
) {
  return db
    .selectFrom('payment_orders as o')
    .innerJoin('bank_accounts as source', 'source.id', 'o.source_account_id')
    .leftJoin('bank_accounts as destination', 'destination.id', 'o.destination_account_id')
    .leftJoin('counterparties as c', (join) =>
      join.onRef('c.id', '=', 'o.counterparty_id').on('c.organization_id', '=', organizationId),
    )
    .leftJoin('bills as b', 'b.id', 'o.bill_id')
    .where('o.organization_id', '=', organizationId)
    .where('o.status', 'in', [...PENDING_ORDER_STATUSES])
    .where('o.archived_at', 'is', null)
    .where((eb) =>
      eb.or([eb('source.currency', '=', currency), eb('destination.currency', '=', currency)]),
    )
    .where((eb) =>
      eb.or([eb('o.payment_date', '<=', until), eb('o.recurrence_unit', 'is not', null)]),
    )
    .select([
      'o.id',
      'o.kind',
      'o.status',
      'o.payment_date',
      'o.amount',
      'o.fee',
      'o.reconciled_amount',
      'o.memo',
      'o.beneficiary_account_name',
      'o.counterparty_id',
      'c.alias as counterparty_alias',
      'o.expected_transaction_id',
      'o.bill_id',
      'b.category as bill_category',
      'b.number as bill_number',
      'source.currency as source_currency',
      'source.alias as source_alias',
      'destination.currency as destination_currency',
      'destination.alias as destination_alias',
      'o.recurrence_unit',
      'o.recurrence_every',
      'o.recurrence_until',
      'o.series_id',
      'o.series_start',
      'o.occurrence',
    ])
    .orderBy('o.payment_date')
    .orderBy('o.id')
    .execute();
}

/** The approved orders (Scheduled, In Progress, not archived) taking money out of one account: what its available balance keeps back (known-items.ts `pendingOutflow`). */
export async function committedOrdersFrom(db: Db, organizationId: string, accountId: string) {
  return db
    .selectFrom('payment_orders')
    .where('organization_id', '=', organizationId)
    .where('source_account_id', '=', accountId)
    .where('status', 'in', [...COMMITTED_ORDER_STATUSES])
    .where('archived_at', 'is', null)
    .select(['id', 'amount', 'fee', 'reconciled_amount'])
    .execute();
}

/**
 * The category statement lines matched with a counterparty's items most
 * often carry, per counterparty and direction (`<id>|DEBIT`), with the
 * categories of its approved bills for DEBIT: what an expected transaction or
 * a payment of it is forecast under.
 */
export async function counterpartyCategories(
  db: Db,
  organizationId: string,
  counterpartyIds: readonly string[],
): Promise<Map<string, CashCategory>> {
  if (counterpartyIds.length === 0) return new Map();
  const ids = [...new Set(counterpartyIds)];
  const { rows } = await sql<{ counterparty_id: string; direction: Direction; category: string }>`
    select counterparty_id, direction, category from (
      select counterparty_id, direction, category, row_number() over (partition by counterparty_id, direction order by count(*) desc, category) as rank
      from (
        select ${allocatedCounterparty} as counterparty_id, s.direction, s.category
        from reconciliation_allocations r
        join statement_transactions s on s.id = r.statement_transaction_id
        ${allocatedRecords}
        where r.organization_id = ${organizationId} and s.category is not null
          and ${allocatedCounterparty} in (${sql.join(ids)})
        union all
        select counterparty_id, 'DEBIT', category from bills
        where organization_id = ${organizationId} and status = 'APPROVED' and counterparty_id in (${sql.join(ids)})
      ) seen
      group by counterparty_id, direction, category
    ) ranked where rank = 1`.execute(db);
  return new Map(
    rows
      .filter((row) => isCashCategory(row.category))
      .map((row) => [`${row.counterparty_id}|${row.direction}`, row.category as CashCategory]),
  );
}

/** The aliases by id of the organisation's rows of `table` among `ids`. */
async function aliasesOf(
  db: Db,
  table: 'counterparties' | 'bank_accounts',
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .selectFrom(table)
    .select(['id', 'alias'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...new Set(ids)])
    .execute();
  return new Map(rows.map((row) => [row.id, row.alias]));
}

/** The organisation's counterparties' aliases by id. */
export const counterpartyAliases = (db: Db, organizationId: string, ids: readonly string[]) =>
  aliasesOf(db, 'counterparties', organizationId, ids);

/** The organisation's bank accounts' aliases by id. */
export const accountAliases = (db: Db, organizationId: string, ids: readonly string[]) =>
  aliasesOf(db, 'bank_accounts', organizationId, ids);

// ---------------------------------------------------------------- scenarios

export async function listScenarios(db: Db, organizationId: string) {
  return db
    .selectFrom('cash_forecast_scenarios')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .execute();
}

export async function findScenarios(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cash_forecast_scenarios')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function insertScenario(
  db: Db,
  organizationId: string,
  by: string,
  values: { name: string; adjustments: ScenarioAdjustment[] },
): Promise<string> {
  const { id } = await db
    .insertInto('cash_forecast_scenarios')
    .values({
      organization_id: organizationId,
      name: values.name,
      adjustments: JSON.stringify(values.adjustments),
      created_by: by,
      updated_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes a scenario; false when the organisation has none of that id. */
export async function updateScenario(
  db: Db,
  organizationId: string,
  id: string,
  by: string,
  values: { name: string; adjustments: ScenarioAdjustment[] },
): Promise<boolean> {
  const result = await db
    .updateTable('cash_forecast_scenarios')
    .set({
      name: values.name,
      adjustments: JSON.stringify(values.adjustments),
      updated_by: by,
      updated_at: new Date(),
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export function deleteScenario(db: Db, organizationId: string, id: string): Promise<boolean> {
  return deleteOrganizationRecord(db, 'cash_forecast_scenarios', organizationId, id);
}

// ---------------------------------------------------------------- snapshots

const snapshotColumns = [
  'id',
  'name',
  'currency',
  'granularity',
  'as_of',
  'scenario_id',
  'scenario_name',
  'opening_balance',
  'created_by',
  'created_at',
] as const;

export async function listSnapshots(db: Db, organizationId: string, currency?: Currency) {
  let query = db
    .selectFrom('cash_forecast_snapshots')
    .select([...snapshotColumns, sql<string>`as_of::text`.as('as_of_text')])
    .where('organization_id', '=', organizationId);
  if (currency) query = query.where('currency', '=', currency);
  return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
}

export async function findSnapshots(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('cash_forecast_snapshots')
    .select([...snapshotColumns, sql<string>`as_of::text`.as('as_of_text')])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .execute();
}

export async function findSnapshotWithForecast(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('cash_forecast_snapshots')
    .select([...snapshotColumns, 'forecast', sql<string>`as_of::text`.as('as_of_text')])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertSnapshot(
  db: Db,
  organizationId: string,
  by: string,
  values: {
    name: string;
    currency: Currency;
    granularity: ForecastGranularity;
    asOf: string;
    scenario: { id: string; name: string } | null;
    openingBalance: string;
    forecast: unknown;
  },
): Promise<string> {
  const { id } = await db
    .insertInto('cash_forecast_snapshots')
    .values({
      organization_id: organizationId,
      name: values.name,
      currency: values.currency,
      granularity: values.granularity,
      as_of: values.asOf,
      scenario_id: values.scenario?.id ?? null,
      scenario_name: values.scenario?.name ?? null,
      opening_balance: values.openingBalance,
      forecast: JSON.stringify(values.forecast),
      created_by: by,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

export function deleteSnapshot(db: Db, organizationId: string, id: string): Promise<boolean> {
  return deleteOrganizationRecord(db, 'cash_forecast_snapshots', organizationId, id);
}

// ---------------------------------------------------------------- actuals

/**
 * What happened on a currency's accounts from `from` to `to`: the lines'
 * totals per day, category and direction (internal movements included: a
 * frozen transfer is compared with them), and for each uncategorised line
 * the records reconciliation matched it with.
 */
export async function actualLines(
  db: Db,
  organizationId: string,
  currency: Currency,
  from: string,
  to: string,
) {
  const { rows } = await sql<{
    transaction_date: string;
    category: string | null;
    direction: Direction;
    amount: string;
    matched: string[] | null;
  }>`
    with lines as (
      select s.id, s.transaction_date, s.category, s.direction, s.amount
      from statement_transactions s join bank_accounts a on a.id = s.bank_account_id
      where s.organization_id = ${organizationId} and a.organization_id = ${organizationId} and a.currency = ${currency}
        and s.transaction_date between ${from}::date and ${to}::date and s.archived_at is null
    )
    select transaction_date::text, category, direction, sum(amount)::text as amount, null::text[] as matched from lines where category is not null group by 1, 2, 3
    union all
    select l.transaction_date::text, null, l.direction, l.amount::text,
      (select array_agg(coalesce(r.bill_id, r.expected_transaction_id, r.payment_order_id)::text) from reconciliation_allocations r where r.statement_transaction_id = l.id)
    from lines l where l.category is null`.execute(db);
  return rows.map((row) => ({
    date: row.transaction_date,
    category: row.category && isCashCategory(row.category) ? row.category : null,
    direction: row.direction,
    cents: toCents(row.amount),
    matched: row.matched ?? [],
  }));
}

export type MatchState = { reconciled: string; matchedOn: string | null };

/**
 * What reconciliation has matched so far of each record (expected
 * transactions, bills, payment orders by id), and the latest date of the
 * lines it matched; records the organisation no longer has are left out.
 */
export async function matchStates(
  db: Db,
  organizationId: string,
  ids: { expected: string[]; bills: string[]; orders: string[] },
): Promise<Map<string, MatchState>> {
  const states = new Map<string, MatchState>();
  const read = async (
    table: 'expected_transactions' | 'bills' | 'payment_orders',
    column: 'expected_transaction_id' | 'bill_id' | 'payment_order_id',
    list: string[],
  ) => {
    if (list.length === 0) return;
    const { rows } = await sql<{
      id: string;
      reconciled_amount: string;
      matched_on: string | null;
    }>`
      select t.id, t.reconciled_amount::text, (select max(s.transaction_date)::text from reconciliation_allocations r join statement_transactions s on s.id = r.statement_transaction_id where ${sql.ref(`r.${column}`)} = t.id) as matched_on
      from ${sql.table(table)} t where t.organization_id = ${organizationId} and t.id in (${sql.join(list)})`.execute(
      db,
    );
    for (const row of rows)
      states.set(row.id, { reconciled: row.reconciled_amount, matchedOn: row.matched_on });
  };
  await Promise.all([
    read('expected_transactions', 'expected_transaction_id', ids.expected),
    read('bills', 'bill_id', ids.bills),
    read('payment_orders', 'payment_order_id', ids.orders),
  ]);
  return states;
}
