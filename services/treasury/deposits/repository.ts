import Decimal from 'decimal.js';
import { sql, type Insertable, type Selectable, type Transaction } from 'kysely';
import type {
  DepositPeriod,
  DepositResponse,
  DepositStatus,
  DepositTenorType,
  DepositTerm,
  MaturingDeposit,
} from '../../../contracts/treasury/deposits.js';
import { instantKey } from '../../kit/cursor.js';
import { countRows, likePattern } from '../../kit/database.js';
import { BANKS, findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { accruedInterest, interestBetween } from './interest.js';

type Currency = 'IDR' | 'USD' | 'SGD';

/** A `deposits` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type DepositsTable = TreasuryDatabase['deposits'];

/** A `deposit_periods` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type DepositPeriodsTable = TreasuryDatabase['deposit_periods'];

export type DepositRow = Selectable<DepositsTable>;
type PeriodRow = Selectable<DepositPeriodsTable>;

/** A new deposit's values after the rules, ready to store. */
export type DepositValues = {
  bankCode: string;
  alias: string;
  aliasKey: string;
  currency: Currency;
  amount: string;
  issuedDate: string;
  tenor: number;
  tenorType: DepositTenorType;
  term: DepositTerm;
  maturityDate: string;
  interestRate: string;
};

/** Where a deposit sits in the list: soonest maturity first, then the one entered first. */
export type Keyset = { maturityDate: string; createdAt: string; id: string };

export type ListFilter = { status?: DepositStatus | undefined; search?: string | undefined };

/** A percent rate as NUMERIC(7,4) text answers it ("4.2500"), written without trailing zeros ("4.25"). */
export const rateText = (value: string) => new Decimal(value).toString();

const iso = (value: Date | string) => new Date(value).toISOString();

function filtered(db: Db, organizationId: string, filter: ListFilter) {
  let query = db.selectFrom('deposits as d').where('d.organization_id', '=', organizationId);
  if (filter.status) query = query.where('d.status', '=', filter.status);
  const search = filter.search?.trim();
  if (search) {
    // Bank names live in the catalogue, not in the table: the banks whose name matches, by code.
    const lowered = search.toLowerCase();
    const banks = BANKS.filter((bank) => bank.name.toLowerCase().includes(lowered)).map(
      (bank) => bank.code,
    );
    query = query.where((eb) =>
      eb.or([
        eb('d.alias', 'ilike', likePattern(search)),
        ...(banks.length > 0 ? [eb('d.bank_code', 'in', banks)] : []),
      ]),
    );
  }
  return query;
}

const columns = (db: Db, organizationId: string, filter: ListFilter) =>
  filtered(db, organizationId, filter)
    .selectAll('d')
    .select(instantKey('d.created_at').as('created_key'));

function periodOf(row: PeriodRow): DepositPeriod {
  return {
    number: row.number,
    principal: row.principal,
    interestRate: rateText(row.interest_rate),
    interest: {
      from: row.start_date,
      to: row.end_date,
      days: row.days,
      gross: row.gross_interest,
      tax: row.tax,
      net: row.net_interest,
    },
    outcome: row.outcome,
    rolledOver: row.rolled_over,
    paidOut: row.paid_out,
    endedAt: iso(row.ended_at),
  };
}

/** A deposit as the API answers it, with its interest counted to `today` and its ended periods. */
function toResponse(
  row: DepositRow,
  periods: readonly PeriodRow[],
  today: string,
): DepositResponse {
  const current = {
    principal: row.principal,
    rate: row.interest_rate,
    start: row.period_start,
    maturity: row.maturity_date,
  };
  return {
    id: row.id,
    alias: row.alias,
    bank: { code: row.bank_code, name: findBank(row.bank_code)?.name ?? row.bank_code },
    currency: row.currency,
    amount: row.amount,
    principal: row.principal,
    issuedDate: row.issued_date,
    periodStart: row.period_start,
    tenor: row.tenor,
    tenorType: row.tenor_type,
    term: row.term,
    autoRenewal: row.auto_renewal,
    maturityDate: row.maturity_date,
    interestRate: rateText(row.interest_rate),
    status: row.status,
    renewals: row.renewals,
    accruedInterest: accruedInterest({ ...current, closedOn: row.closed_on }, today),
    interestAtMaturity: interestBetween(current, row.maturity_date),
    periods: periods.map(periodOf),
    closure:
      row.status === 'CLOSED' &&
      row.closure_reason &&
      row.closed_on &&
      row.closed_by &&
      row.closed_at
        ? {
            reason: row.closure_reason,
            closedOn: row.closed_on,
            by: row.closed_by,
            at: iso(row.closed_at),
          }
        : null,
    maturedAt: row.matured_at ? iso(row.matured_at) : null,
    createdBy: row.created_by,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The ended periods of some deposits, oldest first, by deposit: one query for a whole page. */
async function periodsOf(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<Map<string, PeriodRow[]>> {
  const byDeposit = new Map<string, PeriodRow[]>();
  if (ids.length === 0) return byDeposit;
  const rows = await db
    .selectFrom('deposit_periods')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('deposit_id', 'in', [...ids])
    .orderBy('deposit_id')
    .orderBy('number')
    .execute();
  for (const row of rows)
    byDeposit.set(row.deposit_id, [...(byDeposit.get(row.deposit_id) ?? []), row]);
  return byDeposit;
}

async function responses<R extends DepositRow>(
  db: Db,
  organizationId: string,
  rows: readonly R[],
  today: string,
): Promise<DepositResponse[]> {
  const periods = await periodsOf(
    db,
    organizationId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toResponse(row, periods.get(row.id) ?? [], today));
}

/** A page of the organisation's deposits after `cursor`, soonest maturity first; one more row is read to know whether another page follows. */
export async function listDeposits(
  db: Db,
  organizationId: string,
  filter: ListFilter,
  page: { limit: number; cursor?: Keyset | undefined },
  today: string,
) {
  let query = columns(db, organizationId, filter);
  if (page.cursor) {
    const { maturityDate, createdAt, id } = page.cursor;
    query = query.where(
      sql<boolean>`(d.maturity_date, d.created_at, d.id) > (${maturityDate}::date, ${createdAt}::timestamptz, ${id}::uuid)`,
    );
  }
  const rows = await query
    .orderBy('d.maturity_date')
    .orderBy('d.created_at')
    .orderBy('d.id')
    .limit(page.limit + 1)
    .execute();
  const shown = rows.slice(0, page.limit);
  const nodes = await responses(db, organizationId, shown, today);
  return {
    rows: shown.map((row, index) => ({
      node: nodes[index]!,
      key: { maturityDate: row.maturity_date, createdAt: row.created_key, id: row.id },
    })),
    hasMore: rows.length > page.limit,
  };
}

export function countDeposits(db: Db, organizationId: string, filter: ListFilter): Promise<number> {
  return countRows(filtered(db, organizationId, filter));
}

/** The organisation's deposits by id, in no particular order; another organisation's are left out. */
export async function findDeposits(
  db: Db,
  organizationId: string,
  ids: readonly string[],
  today: string,
): Promise<DepositResponse[]> {
  if (ids.length === 0) return [];
  const rows = await columns(db, organizationId, {})
    .where('d.id', 'in', [...ids])
    .execute();
  return responses(db, organizationId, rows, today);
}

/** One deposit with its place in the list. */
export async function findListedDeposit(db: Db, organizationId: string, id: string, today: string) {
  const row = await columns(db, organizationId, {}).where('d.id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const [node] = await responses(db, organizationId, [row], today);
  return {
    node: node!,
    key: { maturityDate: row.maturity_date, createdAt: row.created_key, id: row.id },
  };
}

/** The deposit under a row lock until the transaction ends: what every change reads first, and what the maturity job waits for. */
export function lockDeposit(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('deposits')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function insertDeposit(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  createdBy: string,
  values: DepositValues,
): Promise<string> {
  const { id } = await trx
    .insertInto('deposits')
    .values({
      organization_id: organizationId,
      bank_code: values.bankCode,
      alias: values.alias,
      alias_key: values.aliasKey,
      currency: values.currency,
      amount: values.amount,
      principal: values.amount,
      issued_date: values.issuedDate,
      period_start: values.issuedDate,
      tenor: values.tenor,
      tenor_type: values.tenorType,
      term: values.term,
      maturity_date: values.maturityDate,
      interest_rate: values.interestRate,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

/** Changes what an active deposit may change: alias, term and the current period's rate. */
export async function updateDeposit(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  change: { alias: string; aliasKey: string; term: DepositTerm; interestRate: string },
): Promise<void> {
  await trx
    .updateTable('deposits')
    .set({
      alias: change.alias,
      alias_key: change.aliasKey,
      term: change.term,
      interest_rate: change.interestRate,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .execute();
}

/** A period that ended, as deposit_periods keeps it. */
export type EndedPeriod = Omit<Insertable<DepositPeriodsTable>, 'id' | 'ended_at'>;

/** Keeps an ended period; the (deposit, number) key refuses a second settlement of the same period. */
export async function insertPeriod(
  trx: Transaction<TreasuryDatabase>,
  period: EndedPeriod,
): Promise<void> {
  await trx.insertInto('deposit_periods').values(period).execute();
}

/** Moves a deposit to its next period: the renewal's new principal, start and maturity. */
export async function renewDeposit(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  next: { principal: string; periodStart: string; maturityDate: string; renewals: number },
): Promise<void> {
  await trx
    .updateTable('deposits')
    .set({
      principal: next.principal,
      period_start: next.periodStart,
      maturity_date: next.maturityDate,
      renewals: next.renewals,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .execute();
}

export async function matureDeposit(trx: Transaction<TreasuryDatabase>, id: string): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('deposits')
    .set({ status: 'MATURED', matured_at: now, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .execute();
}

export async function closeDeposit(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  closure: { closedOn: string; reason: string; by: string },
): Promise<void> {
  const now = new Date();
  await trx
    .updateTable('deposits')
    .set({
      status: 'CLOSED',
      closed_on: closure.closedOn,
      closure_reason: closure.reason,
      closed_by: closure.by,
      closed_at: now,
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', 'ACTIVE')
    .execute();
}

/**
 * Active deposits of every organisation whose current period has ended by
 * `today`, soonest first: what the maturity job settles. Read without locks;
 * each is then locked and checked again (service.ts), so two jobs at once
 * settle each period once.
 */
export async function dueDeposits(
  db: Db,
  today: string,
  limit: number,
): Promise<{ id: string; organization_id: string }[]> {
  return db
    .selectFrom('deposits')
    .select(['id', 'organization_id'])
    .where('status', '=', 'ACTIVE')
    .where('maturity_date', '<=', today)
    .orderBy('maturity_date')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * The organisation's ACTIVE deposits whose current period matures between
 * `from` and `to` (both included, `YYYY-MM-DD`), soonest first, for the cash
 * forecast: what comes back on each maturity date (principal, and the net
 * interest of the period, after the 20% final tax), and whether it renews
 * instead (`autoRenewal`: a RENEW_PRINCIPAL deposit still pays its net
 * interest out; a RENEW_PRINCIPAL_AND_INTEREST one pays nothing out). Only the
 * current period is known: a renewing deposit's later maturities are not
 * projected. Amounts are decimal strings with two decimals.
 */
export async function depositsMaturingBetween(
  db: Db,
  organizationId: string,
  from: string,
  to: string,
): Promise<MaturingDeposit[]> {
  const rows = await db
    .selectFrom('deposits')
    .select([
      'id',
      'alias',
      'currency',
      'maturity_date',
      'principal',
      'interest_rate',
      'period_start',
      'auto_renewal',
    ])
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'ACTIVE')
    .where('maturity_date', '>=', from)
    .where('maturity_date', '<=', to)
    .orderBy('maturity_date')
    .orderBy('alias')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    alias: row.alias,
    currency: row.currency,
    maturityDate: row.maturity_date,
    principal: row.principal,
    netInterest: interestBetween(
      {
        principal: row.principal,
        rate: row.interest_rate,
        start: row.period_start,
        maturity: row.maturity_date,
      },
      row.maturity_date,
    ).net,
    autoRenewal: row.auto_renewal,
  }));
}
