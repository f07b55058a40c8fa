import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import { countRows, whereSearched } from '../../kit/database.js';
import {
  type ListOrder,
  listTotals,
  type OrderKey,
  readListedNode,
  readSortedPage,
  sortedKeyset,
  type SortedPageRequest,
  type SortKeys,
} from '../../kit/list-order.js';
import type { ListTotal } from '../../../contracts/common/schemas.js';
import { payingOrderOf } from '../payments/repository.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { deleteOrganizationRecord } from '../organization-records.js';
import {
  findExternalIdOwner as externalIdOwner,
  findUsedExternalIds as usedExternalIds,
} from '../external-ids.js';
import type {
  ExpectedTransactionDirection,
  ExpectedTransactionResponse,
  ExpectedTransactionSort,
} from '../../../contracts/treasury/expected-transactions.js';
import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import { namedCounterparty } from '../counterparties/named.js';

export type ListFilter = {
  dateFrom?: string;
  dateTo?: string;
  direction?: 'DEBIT' | 'CREDIT';
  reconciliationStatus?: ExpectedTransactionResponse['reconciliationStatus'];
  counterpartyId?: string;
  /** A statement transaction: only the items it could be matched with (see `matchable`). */
  matchableWith?: string;
  amountMin?: string;
  amountMax?: string;
  search?: string;
};

/**
 * The items a statement transaction of the organisation could be matched
 * with, by the reconciliation's rules: still open, the line's direction and
 * currency, and expected on the line's account, on another account of the
 * same entity, or on none. A line that is not the organisation's has none;
 * one a payment or transfer pays is matched through that order instead.
 */
const matchable = (
  organizationId: string,
  lineId: string,
) => sql<boolean>`t.reconciliation_status in ('UNRECONCILED', 'PARTIAL') and t.archived_at is null and exists (
  select 1 from statement_transactions s join bank_accounts a on a.id = s.bank_account_id
  where s.id = ${lineId} and s.organization_id = ${organizationId} and s.direction = t.direction and a.currency = t.currency
    and (t.bank_account_id is null or t.bank_account_id = s.bank_account_id
      or t.bank_account_id in (select b.id from bank_accounts b where b.organization_id = ${organizationId} and b.entity_id = a.entity_id)))
  and not exists (select 1 from payment_orders o where o.expected_transaction_id = t.id and payment_order_pays_expected(o.status, o.archived_at))`;

/** The payment or transfer that pays an expected transaction (migrations/0055-baseline, payments and transfers), as {id, kind, status}, or null. */
const payingOrder = payingOrderOf('expected_transaction_id', 't.id').as('paying_order');

type PayingOrder = NonNullable<ExpectedTransactionResponse['payingOrder']>;

/** Expected transactions of one organisation with their counterparty's names, filtered. */
function filtered(db: Db, organizationId: string, filter: ListFilter) {
  let query = db
    .selectFrom('expected_transactions as t')
    .leftJoin('counterparties as c', (join) =>
      join.onRef('c.id', '=', 't.counterparty_id').on('c.organization_id', '=', organizationId),
    )
    .where('t.organization_id', '=', organizationId);
  if (filter.dateFrom) query = query.where('t.expected_date', '>=', filter.dateFrom);
  if (filter.dateTo) query = query.where('t.expected_date', '<=', filter.dateTo);
  if (filter.direction) query = query.where('t.direction', '=', filter.direction);
  if (filter.reconciliationStatus)
    query = query.where('t.reconciliation_status', '=', filter.reconciliationStatus);
  if (filter.counterpartyId) query = query.where('t.counterparty_id', '=', filter.counterpartyId);
  if (filter.matchableWith) query = query.where(matchable(organizationId, filter.matchableWith));
  if (filter.amountMin) query = query.where(sql<boolean>`t.amount >= ${filter.amountMin}::numeric`);
  if (filter.amountMax) query = query.where(sql<boolean>`t.amount <= ${filter.amountMax}::numeric`);
  return whereSearched(query, filter.search, [
    't.description',
    't.internal_description',
    't.external_id',
    'c.alias',
  ]);
}

const COLUMNS = [
  't.id',
  't.expected_date',
  't.counterparty_id',
  'c.alias as counterparty_alias',
  'c.legal_name as counterparty_legal_name',
  't.description',
  't.amount',
  't.currency',
  't.direction',
  't.internal_description',
  't.external_id',
  't.reconciliation_data',
  't.bank_account_id',
  't.reconciliation_status',
  't.reconciled_amount',
  't.created_at',
  't.updated_at',
  't.created_by',
  payingOrder,
] as const;

type Row = {
  id: string;
  expected_date: string;
  counterparty_id: string | null;
  counterparty_alias: string | null;
  counterparty_legal_name: string | null;
  description: string;
  amount: string;
  currency: 'IDR' | 'USD' | 'SGD';
  direction: 'DEBIT' | 'CREDIT';
  internal_description: string | null;
  external_id: string | null;
  reconciliation_data: { key: string; value: string }[];
  bank_account_id: string | null;
  reconciliation_status: ExpectedTransactionResponse['reconciliationStatus'];
  reconciled_amount: string;
  created_at: Date;
  updated_at: Date;
  created_by: string | null;
  paying_order: PayingOrder | null;
};

/** The API's view of a row. */
export function toResponse(row: Row): ExpectedTransactionResponse {
  return {
    id: row.id,
    date: row.expected_date,
    counterpartyId: row.counterparty_id,
    counterparty: namedCounterparty(row),
    description: row.description,
    amount: new Decimal(row.amount).toFixed(2),
    currency: row.currency,
    direction: row.direction,
    internalDescription: row.internal_description,
    externalId: row.external_id,
    reconciliationData: row.reconciliation_data.map(({ key, value }) => ({ key, value })),
    bankAccountId: row.bank_account_id,
    reconciliationStatus: row.reconciliation_status,
    reconciledAmount: new Decimal(row.reconciled_amount).toFixed(2),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    createdBy: row.created_by,
    payingOrder: row.paying_order,
  };
}

/**
 * The list's date order: expected date, then when entered (to the
 * microsecond: rows written by one import share a millisecond), then id, so
 * rows of one date come in the same order on every read and each once across pages.
 */
const DATE_ORDER: readonly OrderKey[] = [
  { expression: sql`t.expected_date`, type: 'date' },
  { expression: sql`t.created_at`, type: 'timestamptz' },
  { expression: sql`t.id`, type: 'uuid' },
];

/** The keys of each sort of the list (contracts ExpectedTransactionSort); the date order breaks a tie. */
export const EXPECTED_TRANSACTION_SORT_KEYS: SortKeys<ExpectedTransactionSort> = {
  DATE: DATE_ORDER,
  AMOUNT: [{ expression: sql`t.amount`, type: 'numeric' }, ...DATE_ORDER],
  DESCRIPTION: [{ expression: sql`t.description`, type: 'text' }, ...DATE_ORDER],
};

/** The list's default: the latest expected first. */
export const EXPECTED_TRANSACTION_DEFAULT_ORDER: ListOrder<ExpectedTransactionSort> = {
  sort: 'DATE',
  direction: 'DESC',
};

/** A row with its cursor in the list. */
export type ListedRow = { node: ExpectedTransactionResponse; cursor: string };

/**
 * A page of the organisation's expected transactions in `order` after
 * `cursor` (a cursor of that same order, else `invalidCursor`), each with its
 * own cursor; one more row is read to know whether another page follows.
 */
export async function listExpectedTransactions(
  db: Db,
  organizationId: string,
  filter: ListFilter,
  page: SortedPageRequest<ExpectedTransactionSort> & { invalidCursor: () => Error },
): Promise<{ rows: ListedRow[]; hasMore: boolean }> {
  const keyset = sortedKeyset(EXPECTED_TRANSACTION_SORT_KEYS, page.order, page.invalidCursor);
  const query = filtered(db, organizationId, filter).select(COLUMNS).$castTo<Row>();
  return readSortedPage(query, keyset, page, toResponse);
}

/** One expected transaction of the organisation with its cursor in the list's default order, or undefined. */
export async function findListedRow(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ListedRow | undefined> {
  const keyset = sortedKeyset(EXPECTED_TRANSACTION_SORT_KEYS, EXPECTED_TRANSACTION_DEFAULT_ORDER);
  const query = filtered(db, organizationId, {}).select(COLUMNS).where('t.id', '=', id);
  return readListedNode(query.$castTo<Row>(), keyset, toResponse);
}

/** What the amounts the filters keep add up to, per currency and direction (every page; this organisation's only). */
export function expectedTransactionTotals(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<ListTotal[]> {
  return listTotals(filtered(db, organizationId, filter), {
    currency: sql`t.currency`,
    amount: sql`t.amount`,
    direction: sql`t.direction`,
  });
}

export async function countExpectedTransactions(
  db: Db,
  organizationId: string,
  filter: ListFilter,
): Promise<number> {
  return countRows(filtered(db, organizationId, filter));
}

/** Expected transactions by id, in no particular order; ids of other organisations are left out. */
export async function findExpectedTransactionsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<ExpectedTransactionResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await filtered(db, organizationId, {})
    .select(COLUMNS)
    .where('t.id', 'in', ids)
    .execute()) as Row[];
  return rows.map(toResponse);
}

/** The row, locked for the rest of the transaction, so a concurrent reconciliation waits for an edit or a delete. */
export async function lockExpectedTransaction(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('expected_transactions')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The counterparty of this organisation with this id, or undefined. */
export async function findCounterparty(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('counterparties')
    .select(['id', 'alias', 'legal_name'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export const findExternalIdOwner = (db: Db, organizationId: string, externalId: string) =>
  externalIdOwner(db, 'expected_transactions', organizationId, externalId);

/** An expected transaction's values after the rules, ready to store. */
export type ExpectedTransactionValues = {
  date: string;
  counterpartyId: string | null;
  description: string;
  amount: string;
  currency: Currency;
  direction: ExpectedTransactionDirection;
  internalDescription: string | null;
  externalId: string | null;
  reconciliationData: { key: string; value: string }[];
  bankAccountId: string | null;
};

/** The columns of the values: the one place that maps the API's names to the table's. */
function columns(values: ExpectedTransactionValues) {
  return {
    expected_date: values.date,
    counterparty_id: values.counterpartyId,
    description: values.description,
    amount: values.amount,
    currency: values.currency,
    direction: values.direction,
    internal_description: values.internalDescription,
    external_id: values.externalId,
    reconciliation_data: JSON.stringify(values.reconciliationData),
    bank_account_id: values.bankAccountId,
  };
}

export async function insertExpectedTransaction(
  db: Db,
  organizationId: string,
  createdBy: string,
  values: ExpectedTransactionValues,
): Promise<string> {
  const row = await db
    .insertInto('expected_transactions')
    .values({ organization_id: organizationId, created_by: createdBy, ...columns(values) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateExpectedTransaction(
  db: Db,
  organizationId: string,
  id: string,
  values: ExpectedTransactionValues,
): Promise<void> {
  await db
    .updateTable('expected_transactions')
    .set({ ...columns(values), updated_at: new Date() })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function deleteExpectedTransaction(
  db: Db,
  organizationId: string,
  id: string,
): Promise<void> {
  await deleteOrganizationRecord(db, 'expected_transactions', organizationId, id);
}

// The CSV import (import.ts).

/**
 * The organisation's counterparty and bank account aliases by their skeleton
 * (`nameSkeleton`), the key they are unique by. A key with a control
 * character marks a look-alike written before keys were kept (name-keys.ts).
 */
export async function findAliasKeys(db: Db, organizationId: string) {
  const counterparties = await db
    .selectFrom('counterparties')
    .select(['id', 'alias_key'])
    .where('organization_id', '=', organizationId)
    .execute();
  const bankAccounts = await db
    .selectFrom('bank_accounts')
    .select(['id', 'alias_key', 'currency'])
    .where('organization_id', '=', organizationId)
    .execute();
  return { counterparties, bankAccounts };
}

/** The external ids among these that expected transactions of the organisation hold. */
export const findUsedExternalIds = (
  db: Db,
  organizationId: string,
  externalIds: readonly string[],
) => usedExternalIds(db, 'expected_transactions', organizationId, externalIds);

/** The `date|amount|counterpartyId` keys among these that an expected transaction of the organisation already has (one query for a batch). */
export async function findExistingSameKeys(
  db: Db,
  organizationId: string,
  keys: readonly { date: string; amount: string; counterpartyId: string | null }[],
): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const values = sql.join(
    keys.map(
      (row) => sql`(${row.date}::date, ${row.amount}::numeric, ${row.counterpartyId}::uuid)`,
    ),
  );
  const { rows: found } = await sql<{
    expected_date: string;
    amount: string;
    counterparty_id: string | null;
  }>`
    select distinct t.expected_date, t.amount::text as amount, t.counterparty_id
    from expected_transactions t
    join (values ${values}) as v(expected_date, amount, counterparty_id)
      on t.expected_date = v.expected_date and t.amount = v.amount and t.counterparty_id is not distinct from v.counterparty_id
    where t.organization_id = ${organizationId}`.execute(db);
  return new Set(
    found.map(
      (row) =>
        `${row.expected_date}|${new Decimal(row.amount).toFixed(2)}|${row.counterparty_id ?? ''}`,
    ),
  );
}

/** Inserts a batch of imported expected transactions, in order, and returns their ids in the same order. */
export async function insertImportedExpectedTransactions(
  db: Db,
  source: { organizationId: string; importId: string; createdBy: string | null },
  rows: readonly ExpectedTransactionValues[],
): Promise<{ id: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('expected_transactions')
    .values(
      rows.map((row) => ({
        ...columns(row),
        organization_id: source.organizationId,
        import_id: source.importId,
        created_by: source.createdBy,
      })),
    )
    .returning(['id'])
    .execute();
}
