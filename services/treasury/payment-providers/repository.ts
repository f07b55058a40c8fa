import Decimal from 'decimal.js';
import { sql, type Insertable, type Kysely, type Transaction } from 'kysely';
import type { Currency } from '../../../contracts/treasury/bank-accounts.js';
import {
  PAYMENT_PROVIDER_CATALOGUE,
  type PaymentMethod,
  type PaymentProviderCode,
  type PaymentProviderResponse,
  type PaymentReconciliationStatus,
  type PaymentRecordResponse,
  type PaymentSettlementResponse,
  type PaymentSettlementStatus,
  type PaymentTransactionResponse,
  type PaymentTransactionStatus,
} from '../../../contracts/treasury/payment-providers.js';
import { toCents } from '../../../formats/cents.js';
import { instantKey } from '../../kit/cursor.js';
import { countRows, likePattern } from '../../kit/database.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { EngineItem } from '../reconciliation/engine/types.js';

type Db = Kysely<TreasuryDatabase> | Transaction<TreasuryDatabase>;

/** A `payment_providers` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentProvidersTable = TreasuryDatabase['payment_providers'];

/** A `payment_settlements` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentSettlementsTable = TreasuryDatabase['payment_settlements'];

/** A `payment_records` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentRecordsTable = TreasuryDatabase['payment_records'];

/** A `payment_transactions` row as Kysely sees it (db-types.ts, generated from the migrations). */
export type PaymentTransactionsTable = TreasuryDatabase['payment_transactions'];

const two = (value: string) => new Decimal(value).toFixed(2);
/** The organisation's calendar for date filters and settlement days (the treasury does not know its zone; most are here). */
export const BUSINESS_TIME_ZONE = 'Asia/Jakarta';
// Providers.

type ProviderRow = {
  id: string;
  provider: PaymentProviderCode;
  name: string;
  bank_account_id: string;
  credentials_sealed: string | null;
  created_by: string | null;
  created_at: Date;
  updated_at: Date;
};

const toProvider = (row: ProviderRow): PaymentProviderResponse => ({
  id: row.id,
  provider: row.provider,
  name: row.name,
  bankAccountId: row.bank_account_id,
  hasCredentials: row.credentials_sealed !== null,
  importable: PAYMENT_PROVIDER_CATALOGUE[row.provider].report.layout !== null,
  createdAt: row.created_at.toISOString(),
  updatedAt: row.updated_at.toISOString(),
  createdBy: row.created_by,
});

/** A page of the organisation's providers by name (case-insensitive), then id. */
export async function listPaymentProviders(
  db: Db,
  organizationId: string,
  page: { limit: number; after?: { name: string; id: string } },
) {
  let query = db
    .selectFrom('payment_providers')
    .selectAll()
    .select(sql<string>`lower(name)`.as('name_key'))
    .where('organization_id', '=', organizationId);
  if (page.after)
    query = query.where(
      sql<boolean>`(lower(name), id) > (${page.after.name}, ${page.after.id}::uuid)`,
    );
  const rows = await query
    .orderBy(sql`lower(name)`)
    .orderBy('id')
    .limit(page.limit + 1)
    .execute();
  return {
    rows: rows
      .slice(0, page.limit)
      .map((row) => ({ node: toProvider(row), key: { name: row.name_key, id: row.id } })),
    hasMore: rows.length > page.limit,
  };
}

export async function countPaymentProviders(db: Db, organizationId: string): Promise<number> {
  return countRows(
    db.selectFrom('payment_providers').where('organization_id', '=', organizationId),
  );
}

export async function findPaymentProvidersByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentProviderResponse[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('payment_providers')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', 'in', ids)
    .execute();
  return rows.map(toProvider);
}

/** Which provider a configuration of the organisation is, or undefined (the import asks before it queues). */
export async function findPaymentProviderKind(
  db: Db,
  organizationId: string,
  id: string,
): Promise<PaymentProviderCode | undefined> {
  const row = await db
    .selectFrom('payment_providers')
    .select('provider')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.provider;
}

/** The provider configuration an import runs for, with the currency of the account it settles to. */
export async function findProviderForImport(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('payment_providers as p')
    .innerJoin('bank_accounts as a', 'a.id', 'p.bank_account_id')
    .select(['p.id', 'p.provider', 'p.name', 'p.bank_account_id', 'a.currency'])
    .where('p.organization_id', '=', organizationId)
    .where('p.id', '=', id)
    .executeTakeFirst();
}

export async function findSealedProviderCredentials(
  db: Db,
  organizationId: string,
  id: string,
): Promise<string | null> {
  const row = await db
    .selectFrom('payment_providers')
    .select('credentials_sealed')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.credentials_sealed ?? null;
}

export async function bankAccountOf(db: Db, organizationId: string, id: string) {
  return db
    .selectFrom('bank_accounts')
    .select(['id', 'alias', 'currency'])
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function insertPaymentProvider(
  db: Db,
  organizationId: string,
  createdBy: string,
  values: {
    provider: PaymentProviderCode;
    name: string;
    bankAccountId: string;
    credentialsSealed: string;
  },
): Promise<string> {
  const row = await db
    .insertInto('payment_providers')
    .values({
      organization_id: organizationId,
      provider: values.provider,
      name: values.name,
      bank_account_id: values.bankAccountId,
      credentials_sealed: values.credentialsSealed,
      created_by: createdBy,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updatePaymentProvider(
  db: Db,
  organizationId: string,
  id: string,
  values: { name: string; bankAccountId: string; credentialsSealed: string | null },
): Promise<void> {
  await db
    .updateTable('payment_providers')
    .set({
      name: values.name,
      bank_account_id: values.bankAccountId,
      credentials_sealed: values.credentialsSealed,
      updated_at: new Date(),
    })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/**
 * Locks the provider and its settlements and says whether reconciliation has
 * matched any of them: such a provider stays (its records explain bank lines).
 */
export async function lockProviderForDelete(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
): Promise<{ reconciled: boolean; records: number } | undefined> {
  const provider = await trx
    .selectFrom('payment_providers')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!provider) return undefined;
  const settlements = await trx
    .selectFrom('payment_settlements')
    .select('reconciled_amount')
    .where('payment_provider_id', '=', id)
    .forUpdate()
    .execute();
  const records = await countRows(
    trx.selectFrom('payment_records').where('payment_provider_id', '=', id),
  );
  return {
    reconciled: settlements.some((row) => new Decimal(row.reconciled_amount).greaterThan(0)),
    records,
  };
}

/** Deletes a provider; its settlements, records and transactions go with it (foreign keys), its imports too. */
export async function deletePaymentProvider(
  db: Db,
  organizationId: string,
  id: string,
): Promise<void> {
  await db
    .deleteFrom('payment_providers')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/** Every sealed provider credential (the keyring's rotation reseals them). */
export async function findAllSealedProviderCredentials(db: Db) {
  return db
    .selectFrom('payment_providers')
    .select(['id', 'credentials_sealed'])
    .where('credentials_sealed', 'is not', null)
    .execute();
}

// Records, transactions and settlements.

export type DateFilter = { dateFrom?: string; dateTo?: string };
const localDate = (column: string) =>
  sql<string>`(${sql.ref(column)} at time zone ${BUSINESS_TIME_ZONE})::date`;

export type RecordFilter = DateFilter & {
  paymentProviderId?: string;
  status?: PaymentTransactionStatus;
  settlementStatus?: PaymentSettlementStatus;
  reconciliationStatus?: PaymentReconciliationStatus;
  settlementId?: string;
  search?: string;
};

function recordsQuery(db: Db, organizationId: string, filter: RecordFilter) {
  let query = db
    .selectFrom('payment_records as r')
    .leftJoin('payment_settlements as s', 's.id', 'r.settlement_id')
    .where('r.organization_id', '=', organizationId);
  if (filter.paymentProviderId)
    query = query.where('r.payment_provider_id', '=', filter.paymentProviderId);
  if (filter.status) query = query.where('r.status', '=', filter.status);
  if (filter.settlementStatus)
    query = query.where('r.settlement_status', '=', filter.settlementStatus);
  if (filter.settlementId) query = query.where('r.settlement_id', '=', filter.settlementId);
  if (filter.reconciliationStatus)
    query = query.where(
      sql<boolean>`coalesce(s.reconciliation_status, 'UNRECONCILED') = ${filter.reconciliationStatus}`,
    );
  if (filter.dateFrom)
    query = query.where(sql<boolean>`${localDate('r.paid_at')} >= ${filter.dateFrom}::date`);
  if (filter.dateTo)
    query = query.where(sql<boolean>`${localDate('r.paid_at')} <= ${filter.dateTo}::date`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([
        eb('r.order_id', 'ilike', pattern),
        eb('r.provider_reference', 'ilike', pattern),
        eb('r.customer', 'ilike', pattern),
      ]),
    );
  }
  return query;
}

type RecordRow = {
  id: string;
  payment_provider_id: string;
  order_id: string;
  provider_reference: string;
  customer: string | null;
  method: PaymentMethod;
  channel: string | null;
  status: PaymentTransactionStatus;
  currency: Currency;
  gross_amount: string;
  fees: string;
  net_amount: string;
  settled_amount: string;
  settlement_status: PaymentSettlementStatus;
  settlement_id: string | null;
  paid_at: Date;
  settled_at: Date | null;
  created_at: Date;
  reconciliation_status: PaymentReconciliationStatus | null;
};

const RECORD_COLUMNS = [
  'r.id',
  'r.payment_provider_id',
  'r.order_id',
  'r.provider_reference',
  'r.customer',
  'r.method',
  'r.channel',
  'r.status',
  'r.currency',
  'r.gross_amount',
  'r.fees',
  'r.net_amount',
  'r.settled_amount',
  'r.settlement_status',
  'r.settlement_id',
  'r.paid_at',
  'r.settled_at',
  'r.created_at',
  's.reconciliation_status',
] as const;

const toRecord = (row: RecordRow): PaymentRecordResponse => ({
  id: row.id,
  paymentProviderId: row.payment_provider_id,
  orderId: row.order_id,
  providerReference: row.provider_reference,
  customer: row.customer,
  method: row.method,
  channel: row.channel,
  status: row.status,
  currency: row.currency,
  grossAmount: two(row.gross_amount),
  fees: two(row.fees),
  netAmount: two(row.net_amount),
  settledAmount: two(row.settled_amount),
  settlementStatus: row.settlement_status,
  settlementId: row.settlement_id,
  reconciliationStatus: row.reconciliation_status ?? 'UNRECONCILED',
  paidAt: row.paid_at.toISOString(),
  settledAt: row.settled_at?.toISOString() ?? null,
  createdAt: row.created_at.toISOString(),
});

/** An instant-and-id keyset, newest first. */
export type InstantKey = { at: string; id: string };

export async function listPaymentRecords(
  db: Db,
  organizationId: string,
  filter: RecordFilter,
  page: { limit: number; after?: InstantKey },
) {
  let query = recordsQuery(db, organizationId, filter)
    .select(RECORD_COLUMNS)
    .select(instantKey('r.paid_at').as('at_key'));
  if (page.after)
    query = query.where(
      sql<boolean>`(r.paid_at, r.id) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
    );
  const rows = (await query
    .orderBy('r.paid_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(page.limit + 1)
    .execute()) as (RecordRow & { at_key: string })[];
  return {
    rows: rows
      .slice(0, page.limit)
      .map((row) => ({ node: toRecord(row), key: { at: row.at_key, id: row.id } })),
    hasMore: rows.length > page.limit,
  };
}

export async function countPaymentRecords(
  db: Db,
  organizationId: string,
  filter: RecordFilter,
): Promise<number> {
  return countRows(recordsQuery(db, organizationId, filter));
}

export async function findPaymentRecordsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentRecordResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await recordsQuery(db, organizationId, {})
    .select(RECORD_COLUMNS)
    .where('r.id', 'in', ids)
    .execute()) as RecordRow[];
  return rows.map(toRecord);
}

export type TransactionFilter = DateFilter & {
  paymentProviderId?: string;
  status?: PaymentTransactionStatus;
  search?: string;
};

function transactionsQuery(db: Db, organizationId: string, filter: TransactionFilter) {
  let query = db
    .selectFrom('payment_transactions as t')
    .where('t.organization_id', '=', organizationId);
  if (filter.paymentProviderId)
    query = query.where('t.payment_provider_id', '=', filter.paymentProviderId);
  if (filter.status) query = query.where('t.status', '=', filter.status);
  if (filter.dateFrom)
    query = query.where(sql<boolean>`${localDate('t.occurred_at')} >= ${filter.dateFrom}::date`);
  if (filter.dateTo)
    query = query.where(sql<boolean>`${localDate('t.occurred_at')} <= ${filter.dateTo}::date`);
  const search = filter.search?.trim();
  if (search) {
    const pattern = likePattern(search);
    query = query.where((eb) =>
      eb.or([eb('t.order_id', 'ilike', pattern), eb('t.provider_reference', 'ilike', pattern)]),
    );
  }
  return query;
}

const TRANSACTION_COLUMNS = [
  't.id',
  't.payment_provider_id',
  't.payment_record_id',
  't.provider_reference',
  't.order_id',
  't.type',
  't.status',
  't.method',
  't.channel',
  't.currency',
  't.amount',
  't.fees',
  't.net_amount',
  't.occurred_at',
  't.created_at',
] as const;

type TransactionRow = {
  id: string;
  payment_provider_id: string;
  payment_record_id: string | null;
  provider_reference: string;
  order_id: string | null;
  type: string;
  status: PaymentTransactionStatus;
  method: PaymentMethod | null;
  channel: string | null;
  currency: Currency;
  amount: string;
  fees: string;
  net_amount: string;
  occurred_at: Date;
  created_at: Date;
};

const toTransaction = (row: TransactionRow): PaymentTransactionResponse => ({
  id: row.id,
  paymentProviderId: row.payment_provider_id,
  paymentRecordId: row.payment_record_id,
  providerReference: row.provider_reference,
  orderId: row.order_id,
  type: row.type,
  status: row.status,
  method: row.method,
  channel: row.channel,
  currency: row.currency,
  amount: two(row.amount),
  fees: two(row.fees),
  netAmount: two(row.net_amount),
  occurredAt: row.occurred_at.toISOString(),
  createdAt: row.created_at.toISOString(),
});

export async function listPaymentTransactions(
  db: Db,
  organizationId: string,
  filter: TransactionFilter,
  page: { limit: number; after?: InstantKey },
) {
  let query = transactionsQuery(db, organizationId, filter)
    .select(TRANSACTION_COLUMNS)
    .select(instantKey('t.occurred_at').as('at_key'));
  if (page.after)
    query = query.where(
      sql<boolean>`(t.occurred_at, t.id) < (${page.after.at}::timestamptz, ${page.after.id}::uuid)`,
    );
  const rows = (await query
    .orderBy('t.occurred_at', 'desc')
    .orderBy('t.id', 'desc')
    .limit(page.limit + 1)
    .execute()) as (TransactionRow & { at_key: string })[];
  return {
    rows: rows
      .slice(0, page.limit)
      .map((row) => ({ node: toTransaction(row), key: { at: row.at_key, id: row.id } })),
    hasMore: rows.length > page.limit,
  };
}

export async function countPaymentTransactions(
  db: Db,
  organizationId: string,
  filter: TransactionFilter,
): Promise<number> {
  return countRows(transactionsQuery(db, organizationId, filter));
}

export async function findPaymentTransactionsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentTransactionResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await transactionsQuery(db, organizationId, {})
    .select(TRANSACTION_COLUMNS)
    .where('t.id', 'in', ids)
    .execute()) as TransactionRow[];
  return rows.map(toTransaction);
}

export type SettlementFilter = DateFilter & {
  paymentProviderId?: string;
  reconciliationStatus?: PaymentReconciliationStatus;
};

function settlementsQuery(db: Db, organizationId: string, filter: SettlementFilter) {
  let query = db
    .selectFrom('payment_settlements as s')
    .where('s.organization_id', '=', organizationId);
  if (filter.paymentProviderId)
    query = query.where('s.payment_provider_id', '=', filter.paymentProviderId);
  if (filter.reconciliationStatus)
    query = query.where('s.reconciliation_status', '=', filter.reconciliationStatus);
  if (filter.dateFrom) query = query.where('s.settlement_date', '>=', filter.dateFrom);
  if (filter.dateTo) query = query.where('s.settlement_date', '<=', filter.dateTo);
  return query;
}

type SettlementRow = {
  id: string;
  payment_provider_id: string;
  bank_account_id: string;
  settlement_date: string;
  reference: string;
  currency: Currency;
  amount: string;
  reconciled_amount: string;
  reconciliation_status: PaymentReconciliationStatus;
  record_count: string;
};

function settlementColumns(db: Db, organizationId: string, filter: SettlementFilter) {
  return settlementsQuery(db, organizationId, filter)
    .select([
      's.id',
      's.payment_provider_id',
      's.bank_account_id',
      sql<string>`to_char(s.settlement_date, 'YYYY-MM-DD')`.as('settlement_date'),
      's.reference',
      's.currency',
      's.amount',
      's.reconciled_amount',
      's.reconciliation_status',
    ])
    .select((eb) =>
      eb
        .selectFrom('payment_records as r')
        .whereRef('r.settlement_id', '=', 's.id')
        .select(eb.fn.countAll<string>().as('count'))
        .as('record_count'),
    );
}

const toSettlement = (row: SettlementRow): PaymentSettlementResponse => ({
  id: row.id,
  paymentProviderId: row.payment_provider_id,
  bankAccountId: row.bank_account_id,
  date: row.settlement_date,
  reference: row.reference || null,
  currency: row.currency,
  amount: two(row.amount),
  reconciledAmount: two(row.reconciled_amount),
  reconciliationStatus: row.reconciliation_status,
  recordCount: Number(row.record_count),
});

export async function listPaymentSettlements(
  db: Db,
  organizationId: string,
  filter: SettlementFilter,
  page: { limit: number; after?: { date: string; id: string } },
) {
  let query = settlementColumns(db, organizationId, filter);
  if (page.after)
    query = query.where(
      sql<boolean>`(s.settlement_date, s.id) < (${page.after.date}::date, ${page.after.id}::uuid)`,
    );
  const rows = (await query
    .orderBy('s.settlement_date', 'desc')
    .orderBy('s.id', 'desc')
    .limit(page.limit + 1)
    .execute()) as SettlementRow[];
  return {
    rows: rows
      .slice(0, page.limit)
      .map((row) => ({ node: toSettlement(row), key: { date: row.settlement_date, id: row.id } })),
    hasMore: rows.length > page.limit,
  };
}

export async function countPaymentSettlements(
  db: Db,
  organizationId: string,
  filter: SettlementFilter,
): Promise<number> {
  return countRows(settlementsQuery(db, organizationId, filter));
}

export async function findPaymentSettlementsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<PaymentSettlementResponse[]> {
  if (ids.length === 0) return [];
  const rows = (await settlementColumns(db, organizationId, {})
    .where('s.id', 'in', ids)
    .execute()) as SettlementRow[];
  return rows.map(toSettlement);
}

/**
 * The organisation's open provider settlements as reconcilable items, in the
 * matching engine's shape (reconciliation/engine/types.ts): each is one bank
 * credit the provider pays into the account it settles to, for what is not
 * reconciled yet. Its references are what a bank line may carry of it: the
 * provider's settlement reference, the provider's name and the order ids it
 * settles. The engine and the allocation table take settlements in when
 * reconciliation adds this kind (`kind: 'PAYMENT_SETTLEMENT'`).
 */
export async function openPaymentSettlementItems(
  db: Db,
  organizationId: string,
): Promise<EngineItem[]> {
  const rows = await db
    .selectFrom('payment_settlements as s')
    .innerJoin('payment_providers as p', 'p.id', 's.payment_provider_id')
    .innerJoin('bank_accounts as a', 'a.id', 's.bank_account_id')
    .select([
      's.id',
      's.bank_account_id',
      'a.entity_id',
      's.currency',
      's.amount',
      's.reconciled_amount',
      sql<string>`to_char(s.settlement_date, 'YYYY-MM-DD')`.as('settlement_date'),
      's.reference',
      'p.provider',
      'p.name',
    ])
    .select(
      sql<
        string[]
      >`array(select r.order_id from payment_records r where r.settlement_id = s.id order by r.order_id limit 50)`.as(
        'order_ids',
      ),
    )
    .where('s.organization_id', '=', organizationId)
    .where(sql<boolean>`s.reconciled_amount < s.amount`)
    .where('s.archived_at', 'is', null)
    .orderBy('s.settlement_date')
    .orderBy('s.id')
    .execute();
  return rows.map((row) => {
    const providerName = PAYMENT_PROVIDER_CATALOGUE[row.provider].name;
    return {
      id: row.id,
      kind: 'PAYMENT_SETTLEMENT',
      bankAccountId: row.bank_account_id,
      entityId: row.entity_id,
      direction: 'CREDIT',
      currency: row.currency,
      open: toCents(two(row.amount)) - toCents(two(row.reconciled_amount)),
      date: row.settlement_date,
      description: `${providerName} settlement ${row.settlement_date}${row.reference ? ` ${row.reference}` : ''} (${row.name})`,
      counterparty: { names: [providerName], accountNumbers: [] },
      references: [...(row.reference ? [row.reference] : []), providerName, ...row.order_ids],
    };
  });
}

// The report import (import.ts).

/** The settlement of a provider for a day (and reference), made when first needed; its id. */
export async function settlementFor(
  db: Db,
  input: {
    organizationId: string;
    paymentProviderId: string;
    bankAccountId: string;
    date: string;
    reference: string;
    currency: Currency;
  },
): Promise<string> {
  const row = await db
    .insertInto('payment_settlements')
    .values({
      organization_id: input.organizationId,
      payment_provider_id: input.paymentProviderId,
      bank_account_id: input.bankAccountId,
      settlement_date: input.date,
      reference: input.reference,
      currency: input.currency,
      amount: '0',
    })
    .onConflict((conflict) =>
      conflict
        .columns(['payment_provider_id', 'settlement_date', 'reference', 'currency'])
        .doUpdateSet({ reference: (eb) => eb.ref('excluded.reference') }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Sets each settlement's amount to what its records settled. */
export async function refreshSettlementAmounts(db: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await sql`update payment_settlements s set amount = coalesce((select sum(r.settled_amount) from payment_records r where r.settlement_id = s.id), 0)
    where s.id in (${sql.join(ids.map((id) => sql`${id}::uuid`))})`.execute(db);
}

/** The provider references among these that the provider already has transactions for. */
export async function findImportedTransactions(
  db: Db,
  paymentProviderId: string,
  references: readonly string[],
): Promise<Set<string>> {
  if (references.length === 0) return new Set();
  const rows = await db
    .selectFrom('payment_transactions')
    .select('provider_reference')
    .where('payment_provider_id', '=', paymentProviderId)
    .where('provider_reference', 'in', references)
    .execute();
  return new Set(rows.map((row) => row.provider_reference));
}

/** The records of the provider with these references, by reference: their id and whether they are settled. */
export async function findRecordsByReference(
  db: Db,
  paymentProviderId: string,
  references: readonly string[],
) {
  if (references.length === 0)
    return new Map<string, { id: string; settlementStatus: PaymentSettlementStatus }>();
  const rows = await db
    .selectFrom('payment_records')
    .select(['id', 'provider_reference', 'settlement_status'])
    .where('payment_provider_id', '=', paymentProviderId)
    .where('provider_reference', 'in', references)
    .execute();
  return new Map(
    rows.map((row) => [
      row.provider_reference,
      { id: row.id, settlementStatus: row.settlement_status },
    ]),
  );
}

export type NewRecord = Insertable<PaymentRecordsTable> & {
  order_id: string;
  gross_amount: string;
  fees: string;
  currency: Currency;
};
export type NewTransaction = Insertable<PaymentTransactionsTable>;

export async function insertPaymentRecords(
  db: Db,
  rows: readonly NewRecord[],
): Promise<{ id: string; provider_reference: string }[]> {
  if (rows.length === 0) return [];
  return db
    .insertInto('payment_records')
    .values([...rows])
    .returning(['id', 'provider_reference'])
    .execute();
}

/** Settles a record imported before as pending. */
export async function settleRecord(
  db: Db,
  id: string,
  values: {
    settledAmount: string;
    settlementId: string;
    settledAt: Date | null;
    status: PaymentTransactionStatus;
  },
): Promise<void> {
  await db
    .updateTable('payment_records')
    .set({
      settlement_status: 'SETTLED',
      settled_amount: values.settledAmount,
      settlement_id: values.settlementId,
      settled_at: values.settledAt,
      status: values.status,
      updated_at: new Date(),
    })
    .where('id', '=', id)
    .where('settlement_status', '=', 'PENDING')
    .execute();
}

export async function insertPaymentTransactions(
  db: Db,
  rows: readonly NewTransaction[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insertInto('payment_transactions')
    .values([...rows])
    .onConflict((conflict) =>
      conflict.columns(['payment_provider_id', 'provider_reference']).doNothing(),
    )
    .returning('id')
    .execute();
  return inserted.length;
}
