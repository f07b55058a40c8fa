import Decimal from 'decimal.js';
import { randomUUID } from 'node:crypto';
import { sql, type Compilable, type Kysely, type Selectable, type Transaction } from 'kysely';
import { fromCents, toCents } from '../../../formats/cents.js';
import { countRows } from '../../kit/database.js';
import type { TreasuryDatabase } from '../db-types.js';
import type { EngineItem, EngineLine, Proposal } from './engine/types.js';
import type {
  AllocationResponse,
  MatchResult,
  ReconcilableKind,
  ReconcilableRef,
  ReconciliationKind,
  ReconciliationResponse,
} from '../../../contracts/treasury/reconciliations.js';

type Db = Kysely<TreasuryDatabase> | Transaction<TreasuryDatabase>;

/** `= any($1::uuid[])`: one parameter for any number of ids, where `in (…)` takes one each (a run locks thousands). */
export const anyOf = (ids: readonly string[]) => sql<string>`any(${[...ids]}::uuid[])`;

/** One side of a match as the rules read it: its account, direction, currency, amount and what of it is still open. */
export type MatchSide = {
  id: string;
  /** A line's sides are statement transactions; an item's, the kind of record it is. */
  kind: ReconcilableKind;
  /** A transfer is matched one to one and in full. */
  transfer: boolean;
  bankAccountId: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  amount: string;
  reconciledAmount: string;
  archived: boolean;
  date: string;
  /** An expected transaction a payment or transfer pays (migrations/0034): matched through the order, never by itself. */
  paidByOrder?: boolean;
};

type SideRow = {
  id: string;
  bank_account_id: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  amount: string;
  reconciled_amount: string;
  archived_at: Date | null;
};

/** A line's or an item's row as a side of a match, dated by `date` (booked, or expected). */
const sideOf = (
  row: SideRow,
  date: string,
  kind: ReconcilableKind = 'EXPECTED_TRANSACTION',
  transfer = false,
): MatchSide => ({
  id: row.id,
  kind,
  transfer,
  bankAccountId: row.bank_account_id,
  direction: row.direction,
  currency: row.currency,
  amount: row.amount,
  reconciledAmount: row.reconciled_amount,
  archived: row.archived_at !== null,
  date,
});

/**
 * The organisation's statement transactions among `ids`, locked until the
 * transaction ends, in id order: two matches that share lines or items take
 * their locks in the same order, so they wait for each other instead of
 * deadlocking, and the second reads what the first allocated.
 */
export async function lockStatementSides(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  ids: readonly string[],
): Promise<MatchSide[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select([
      't.id',
      't.bank_account_id',
      't.direction',
      'a.currency',
      't.amount',
      't.reconciled_amount',
      't.archived_at',
      't.transaction_date',
    ])
    .where('t.organization_id', '=', organizationId)
    .where('t.id', '=', anyOf(ids))
    .orderBy('t.id')
    .forUpdate('t')
    .execute();
  return rows.map((row) => sideOf(row, row.transaction_date));
}

/** The organisation's expected transactions among `ids`, locked in id order (see `lockStatementSides`). */
export async function lockExpectedSides(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  ids: readonly string[],
): Promise<MatchSide[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('expected_transactions')
    .select([
      'id',
      'bank_account_id',
      'direction',
      'currency',
      'amount',
      'reconciled_amount',
      'archived_at',
      'expected_date',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', anyOf(ids))
    .orderBy('id')
    .forUpdate()
    .execute();
  // Read once the locks are held (a new snapshot): an order made to pay one of them has committed by now, or waits for this match.
  const paid = await paidByOrders(trx, 'expected_transaction_id', ids);
  return rows.map((row) => ({ ...sideOf(row, row.expected_date), paidByOrder: paid.has(row.id) }));
}

/**
 * The organisation's payments and transfers among `ids`, locked in id order
 * after the expected transactions (every match locks items in that order): the
 * money leaving their source account, open for what is not reconciled yet.
 * One that is not on its way or sent counts as archived (nothing to match).
 */
export async function lockOrderSides(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  ids: readonly string[],
): Promise<(MatchSide & { status: string })[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('payment_orders')
    .select([
      'id',
      'kind',
      'status',
      'source_account_id',
      'currency',
      'amount',
      'reconciled_amount',
      'payment_date',
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', anyOf(ids))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({
    ...sideOf(
      {
        id: row.id,
        bank_account_id: row.source_account_id,
        direction: 'DEBIT',
        currency: row.currency,
        amount: row.amount,
        reconciled_amount: row.reconciled_amount,
        archived_at: null,
      },
      row.payment_date,
      'PAYMENT_ORDER',
      row.kind === 'TRANSFER',
    ),
    status: row.status,
  }));
}

/** The organisation's payment providers' settlements among `ids`, locked in id order after the payments (the last kind every match locks). */
export async function lockSettlementSides(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  ids: readonly string[],
): Promise<MatchSide[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('payment_settlements')
    .select([
      'id',
      'bank_account_id',
      'currency',
      'amount',
      'reconciled_amount',
      'archived_at',
      sql<string>`to_char(settlement_date, 'YYYY-MM-DD')`.as('date'),
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', anyOf(ids))
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => sideOf({ ...row, direction: 'CREDIT' }, row.date, 'PAYMENT_SETTLEMENT'));
}

/**
 * The organisation's bills among `ids`, locked in id order after the
 * settlements (the last kind every match locks): the money owed to their
 * supplier (outgoing), due on their due date, on no account of their own.
 * One not approved counts as such (`status`); one a live payment pays is
 * matched through that payment (`paidByOrder`), as an expected transaction.
 */
export async function lockBillSides(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  ids: readonly string[],
): Promise<(MatchSide & { status: string })[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('bills')
    .select([
      'id',
      'status',
      'currency',
      'amount',
      'reconciled_amount',
      sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'),
    ])
    .where('organization_id', '=', organizationId)
    .where('id', '=', anyOf(ids))
    .orderBy('id')
    .forUpdate()
    .execute();
  const paid = await paidByOrders(trx, 'bill_id', ids);
  return rows.map((row) => ({
    ...sideOf(
      { ...row, bank_account_id: null, direction: 'DEBIT', archived_at: null },
      row.due_date,
      'BILL',
    ),
    paidByOrder: paid.has(row.id),
    status: row.status,
  }));
}

/** Which of `ids` a live payment or transfer pays (migrations/0034, 0035), read once their locks are held. */
async function paidByOrders(
  trx: Transaction<TreasuryDatabase>,
  column: 'expected_transaction_id' | 'bill_id',
  ids: readonly string[],
): Promise<Set<string | null>> {
  const rows = await trx
    .selectFrom('payment_orders')
    .select(`${column} as id`)
    .where(column, '=', anyOf(ids))
    .where(sql<boolean>`payment_order_pays_expected(status, archived_at)`)
    .execute();
  return new Set(rows.map((row) => row.id));
}

/**
 * How a reader knows statement lines and expected transactions, by id: the
 * line's booking date and bank description, the item's expected date and
 * description (for the activity log).
 */
export async function labelsOfSides(
  db: Db,
  organizationId: string,
  lineIds: readonly string[],
  itemIds: readonly string[],
): Promise<Map<string, string>> {
  const [lines, items] = await Promise.all([
    lineIds.length === 0
      ? []
      : db
          .selectFrom('statement_transactions')
          .select(['id', 'transaction_date as date', 'description'])
          .where('organization_id', '=', organizationId)
          .where('id', '=', anyOf(lineIds))
          .execute(),
    itemIds.length === 0
      ? []
      : db
          .selectFrom('expected_transactions')
          .select(['id', 'expected_date as date', 'description'])
          .where('organization_id', '=', organizationId)
          .where('id', '=', anyOf(itemIds))
          .execute(),
  ]);
  const [orders, settlements, bills] =
    itemIds.length === 0
      ? [[], [], []]
      : await Promise.all([
          db
            .selectFrom('payment_orders')
            .select(['id', 'kind', 'payment_date as date', 'beneficiary_account_name as name'])
            .where('organization_id', '=', organizationId)
            .where('id', '=', anyOf(itemIds))
            .execute(),
          db
            .selectFrom('payment_settlements as s')
            .innerJoin('payment_providers as p', 'p.id', 's.payment_provider_id')
            .select([
              's.id',
              sql<string>`to_char(s.settlement_date, 'YYYY-MM-DD')`.as('date'),
              'p.name',
            ])
            .where('s.organization_id', '=', organizationId)
            .where('s.id', '=', anyOf(itemIds))
            .execute(),
          db
            .selectFrom('bills as b')
            .leftJoin('counterparties as c', 'c.id', 'b.counterparty_id')
            .select([
              'b.id',
              sql<string>`to_char(b.due_date, 'YYYY-MM-DD')`.as('date'),
              'b.number',
              'c.legal_name',
            ])
            .where('b.organization_id', '=', organizationId)
            .where('b.id', '=', anyOf(itemIds))
            .execute(),
        ]);
  return new Map([
    ...lines.map(
      (line) => [line.id, `statement transaction of ${line.date} "${line.description}"`] as const,
    ),
    ...items.map(
      (item) => [item.id, `expected transaction of ${item.date} "${item.description}"`] as const,
    ),
    ...orders.map(
      (order) =>
        [
          order.id,
          `${order.kind === 'TRANSFER' ? 'transfer' : 'payment'} of ${order.date} to "${order.name}"`,
        ] as const,
    ),
    ...settlements.map(
      (settlement) =>
        [settlement.id, `settlement of ${settlement.date} by "${settlement.name}"`] as const,
    ),
    ...bills.map(
      (bill) =>
        [
          bill.id,
          `bill${bill.number ? ` ${bill.number}` : ''} due ${bill.date}${bill.legal_name ? ` from "${bill.legal_name}"` : ''}`,
        ] as const,
    ),
  ]);
}

/** The bank accounts' entities, by account id: an item expected on another account of the same entity may match. */
export async function entitiesOfAccounts(
  db: Db,
  organizationId: string,
  accountIds: readonly string[],
): Promise<Map<string, string>> {
  if (accountIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('bank_accounts')
    .select(['id', 'entity_id'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...accountIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.entity_id]));
}

export type NewReconciliation = {
  bankAccountId: string;
  direction: 'DEBIT' | 'CREDIT';
  kind: ReconciliationKind;
  result: MatchResult;
  allocations: {
    statementTransactionId: string;
    item: ReconcilableRef;
    amount: string;
    fee?: string;
  }[];
};

/** Writes a match and its allocations; the allocations' trigger moves both sides' reconciled amounts (migrations/0012). */
export async function insertReconciliation(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  actorId: string | null,
  values: NewReconciliation,
): Promise<string> {
  const { id } = await trx
    .insertInto('reconciliations')
    .values({
      organization_id: organizationId,
      bank_account_id: values.bankAccountId,
      direction: values.direction,
      kind: values.kind,
      result: values.result,
      created_by: actorId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('reconciliation_allocations')
    .values(
      values.allocations.map((allocation) => ({
        organization_id: organizationId,
        reconciliation_id: id,
        statement_transaction_id: allocation.statementTransactionId,
        expected_transaction_id:
          allocation.item.kind === 'EXPECTED_TRANSACTION' ? allocation.item.id : null,
        payment_order_id: allocation.item.kind === 'PAYMENT_ORDER' ? allocation.item.id : null,
        payment_settlement_id:
          allocation.item.kind === 'PAYMENT_SETTLEMENT' ? allocation.item.id : null,
        bill_id: allocation.item.kind === 'BILL' ? allocation.item.id : null,
        amount: allocation.amount,
        fee: allocation.fee ?? '0.00',
      })),
    )
    .execute();
  return id;
}

/** The organisation's match, locked, or undefined. */
export async function lockReconciliation(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
) {
  return trx
    .selectFrom('reconciliations')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** Deletes a match; its allocations go with it and give back what they had taken from each side (migrations/0012). */
export async function deleteReconciliation(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
): Promise<void> {
  await trx
    .deleteFrom('reconciliations')
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .execute();
}

/** The organisation's matches by id, or those touching any of some statement transactions or expected transactions, oldest first, with their allocations. */
export async function findReconciliations(
  db: Db,
  organizationId: string,
  filter: {
    ids?: readonly string[];
    statementTransactionIds?: readonly string[];
    expectedTransactionIds?: readonly string[];
    paymentOrderIds?: readonly string[];
  },
): Promise<ReconciliationResponse[]> {
  let query = db
    .selectFrom('reconciliations as r')
    .innerJoin('bank_accounts as a', 'a.id', 'r.bank_account_id')
    .selectAll('r')
    .select('a.currency')
    .where('r.organization_id', '=', organizationId);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('r.id', 'in', [...filter.ids]);
  }
  const touching = (
    column: 'statement_transaction_id' | 'expected_transaction_id' | 'payment_order_id',
    ids: readonly string[],
  ) =>
    query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('reconciliation_allocations as x')
          .select(sql`1`.as('one'))
          .whereRef('x.reconciliation_id', '=', 'r.id')
          .where(`x.${column}`, 'in', [...ids]),
      ),
    );
  if (filter.statementTransactionIds)
    query = touching('statement_transaction_id', filter.statementTransactionIds);
  if (filter.expectedTransactionIds)
    query = touching('expected_transaction_id', filter.expectedTransactionIds);
  if (filter.paymentOrderIds) query = touching('payment_order_id', filter.paymentOrderIds);
  const rows = await query.orderBy('r.created_at').orderBy('r.id').execute();
  if (rows.length === 0) return [];
  const allocations = await db
    .selectFrom('reconciliation_allocations')
    .select([
      'reconciliation_id',
      'statement_transaction_id',
      'expected_transaction_id',
      'payment_order_id',
      'payment_settlement_id',
      'bill_id',
      'amount',
      'fee',
    ])
    .where(
      'reconciliation_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('id')
    .execute();
  const byMatch = new Map<string, AllocationResponse[]>();
  for (const allocation of allocations) {
    const list = byMatch.get(allocation.reconciliation_id) ?? [];
    const item = allocationItem(allocation);
    list.push({
      statementTransactionId: allocation.statement_transaction_id,
      item,
      amount: allocation.amount,
      fee: allocation.fee,
    });
    byMatch.set(allocation.reconciliation_id, list);
  }
  return rows.map((row) => {
    const own = byMatch.get(row.id) ?? [];
    return {
      id: row.id,
      bankAccountId: row.bank_account_id,
      direction: row.direction,
      kind: row.kind,
      result: row.result,
      currency: row.currency,
      amount: own
        .reduce((sum, allocation) => sum.plus(allocation.amount), new Decimal(0))
        .toFixed(2),
      fee: own.reduce((sum, allocation) => sum.plus(allocation.fee), new Decimal(0)).toFixed(2),
      allocations: own,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by,
    };
  });
}

/**
 * The item an allocation is made to: an order, whatever it pays (the
 * expected transaction or bill it names rides along), else a settlement, a
 * bill or an expected transaction (the one-item check, migrations/0041).
 */
export function allocationItem(allocation: {
  payment_order_id: string | null;
  payment_settlement_id: string | null;
  bill_id: string | null;
  expected_transaction_id: string | null;
}): ReconcilableRef {
  if (allocation.payment_order_id)
    return { kind: 'PAYMENT_ORDER', id: allocation.payment_order_id };
  if (allocation.payment_settlement_id)
    return { kind: 'PAYMENT_SETTLEMENT', id: allocation.payment_settlement_id };
  if (allocation.bill_id) return { kind: 'BILL', id: allocation.bill_id };
  return { kind: 'EXPECTED_TRANSACTION', id: allocation.expected_transaction_id! };
}

/**
 * One string for each distinct value read: account ids, entities,
 * currencies, directions, dates and counterparty names repeat on many rows,
 * and a run over a hundred thousand rows then holds a few thousand strings
 * instead of a million copies.
 */
export class SharedStrings {
  private readonly seen = new Map<string, string>();
  of<T extends string | null>(value: T): T {
    if (value === null) return value;
    const known = this.seen.get(value);
    if (known !== undefined) return known as T;
    this.seen.set(value, value);
    return value;
  }
}

/** A statement line's row as the engine reads it: its account's entity and currency, its booking date and reference. */
type EngineLineRow = {
  id: string;
  bank_account_id: string;
  entity_id: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  transaction_date: string;
  description: string;
  reference: string | null;
};

/**
 * A statement line as the engine reads it, `open` cents of it still open.
 * Built with all its fields at once, so every line has one shape (a spread,
 * or a field written twice, gives each object a hidden class of its own,
 * hundreds of bytes on each of a hundred thousand); values that repeat
 * across rows are shared through `shared`.
 */
export const engineLineOf = (
  row: EngineLineRow,
  open: bigint,
  shared: SharedStrings,
): EngineLine => ({
  id: row.id,
  bankAccountId: shared.of(row.bank_account_id),
  entityId: shared.of(row.entity_id),
  direction: shared.of(row.direction),
  currency: shared.of(row.currency),
  open,
  date: shared.of(row.transaction_date),
  description: row.description,
  reference: row.reference,
});

/** An expected transaction's row as the engine reads it: its expected account's entity (none without an account), its currency and expected date. */
type EngineItemRow = {
  id: string;
  bank_account_id: string | null;
  entity_id: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  expected_date: string;
  description: string;
};

/**
 * An expected transaction as the engine reads it, `open` cents of it still
 * open, with its counterparty as banks may write it and its references: one
 * shape for every item, as `engineLineOf`.
 */
export const engineItemOf = (
  row: EngineItemRow,
  open: bigint,
  counterparty: EngineItem['counterparty'],
  references: string[],
  shared: SharedStrings,
  kind: ReconcilableKind = 'EXPECTED_TRANSACTION',
): EngineItem => ({
  id: row.id,
  bankAccountId: shared.of(row.bank_account_id),
  entityId: shared.of(row.entity_id),
  direction: shared.of(row.direction),
  currency: shared.of(row.currency),
  open,
  date: shared.of(row.expected_date),
  description: row.description,
  kind,
  counterparty,
  references,
});

/**
 * How many rows a run reads at a time: the rows of one page are let go once
 * the engine's values are made of them, so a hundred thousand rows are never
 * held twice over.
 */
const READ_PAGE = 10_000;

/**
 * Runs a query through a cursor and hands its rows to `visit` a page at a
 * time: one query and one snapshot, as a plain read, without its whole result
 * in memory at once. Inside the caller's transaction, or a read-only one of
 * its own.
 */
async function forEachPage<Row>(
  db: Db,
  query: Compilable<Row>,
  visit: (rows: Row[]) => void,
): Promise<void> {
  const read = async (trx: Transaction<TreasuryDatabase>) => {
    // Two reads may share a transaction: each cursor has a name of its own.
    const cursor = sql.raw(`reconciliation_read_${randomUUID().replace(/-/g, '')}`);
    await sql`declare ${cursor} no scroll cursor for ${query}`.execute(trx);
    for (;;) {
      const { rows } = await sql<Row>`fetch ${sql.raw(String(READ_PAGE))} from ${cursor}`.execute(
        trx,
      );
      visit(rows);
      if (rows.length < READ_PAGE) break;
    }
    await sql`close ${cursor}`.execute(trx);
  };
  if (db.isTransaction) await read(db as Transaction<TreasuryDatabase>);
  else await db.transaction().setAccessMode('read only').execute(read);
}

/**
 * The organisation's statement lines with something open (optionally of one
 * account), as the engine reads them (`engineLineOf`), a page at a time.
 */
export async function openLines(
  db: Db,
  organizationId: string,
  bankAccountId?: string,
): Promise<EngineLine[]> {
  const shared = new SharedStrings();
  const lines: EngineLine[] = [];
  let query = db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select([
      't.id',
      't.bank_account_id',
      'a.entity_id',
      't.direction',
      'a.currency',
      't.transaction_date',
      't.description',
      't.reference',
    ])
    .select(sql<string>`(t.amount - t.reconciled_amount)::text`.as('open'))
    .where('t.organization_id', '=', organizationId)
    .where(sql<boolean>`t.reconciled_amount < t.amount`)
    .where('t.archived_at', 'is', null);
  if (bankAccountId) query = query.where('t.bank_account_id', '=', bankAccountId);
  await forEachPage(db, query, (rows) => {
    for (const row of rows) lines.push(engineLineOf(row, toCents(row.open), shared));
  });
  return lines;
}

/**
 * The organisation's expected transactions with something open, as the engine
 * reads them (`engineItemOf`), a page at a time (as `openLines`): their counterparty's legal name, alias and
 * bank account numbers (one object for each counterparty, which all its items
 * share), and their references (external id, then the values of their
 * additional data: invoice numbers, virtual accounts).
 */
export async function openExpectedItems(db: Db, organizationId: string): Promise<EngineItem[]> {
  const shared = new SharedStrings();
  const counterparties = new Map<string, EngineItem['counterparty']>();
  const counterpartyRows = await db
    .selectFrom('counterparties as c')
    .select([
      'c.id',
      'c.legal_name',
      'c.alias',
      sql<
        string[] | null
      >`(select array_agg(b.account_number) from counterparty_bank_accounts b where b.counterparty_id = c.id)`.as(
        'account_numbers',
      ),
    ])
    .where('c.organization_id', '=', organizationId)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('expected_transactions as o')
          .select(sql`1`.as('one'))
          .whereRef('o.counterparty_id', '=', 'c.id')
          .where('o.organization_id', '=', organizationId)
          .where(sql<boolean>`o.reconciled_amount < o.amount`)
          .where('o.archived_at', 'is', null),
      ),
    )
    .execute();
  for (const row of counterpartyRows) {
    if (row.legal_name)
      counterparties.set(row.id, {
        names: [row.legal_name, row.alias ?? row.legal_name],
        accountNumbers: row.account_numbers ?? [],
      });
  }
  const items: EngineItem[] = [];
  const query = db
    .selectFrom('expected_transactions as e')
    .leftJoin('bank_accounts as a', 'a.id', 'e.bank_account_id')
    .select([
      'e.id',
      'e.bank_account_id',
      'a.entity_id',
      'e.direction',
      'e.currency',
      'e.expected_date',
      'e.description',
      'e.counterparty_id',
    ])
    .select(sql<string>`(e.amount - e.reconciled_amount)::text`.as('open'))
    // The external id, then each additional value in its order: the references a line may carry.
    .select(
      sql<
        string[]
      >`array_remove(array[e.external_id], null) || array(select entry.value ->> 'value' from jsonb_array_elements(e.reconciliation_data) with ordinality as entry(value, position) order by entry.position)`.as(
        'references',
      ),
    )
    .where('e.organization_id', '=', organizationId)
    .where(sql<boolean>`e.reconciled_amount < e.amount`)
    .where('e.archived_at', 'is', null)
    // One a payment or transfer pays is matched through that order (an item of its own kind).
    .where(
      sql<boolean>`not exists (select 1 from payment_orders o where o.expected_transaction_id = e.id and payment_order_pays_expected(o.status, o.archived_at))`,
    );
  await forEachPage(db, query, (rows) => {
    for (const row of rows) {
      items.push(
        engineItemOf(
          row,
          toCents(row.open),
          row.counterparty_id === null ? null : (counterparties.get(row.counterparty_id) ?? null),
          row.references,
          shared,
        ),
      );
    }
  });
  return items;
}

/**
 * The organisation's payments and transfers on their way or sent with
 * something not reconciled yet, as the engine reads them: the money leaving
 * their source account (outgoing), on their payment date, the beneficiary as
 * their counterparty (the name and account number banks print), and what a
 * bank's line may carry of them: the bank's reference, our reference (the
 * order's id, SNAP's partnerReferenceNo) and the memo sent as the remark.
 */
export async function openOrderItems(db: Db, organizationId: string): Promise<EngineItem[]> {
  const shared = new SharedStrings();
  const items: EngineItem[] = [];
  const query = db
    .selectFrom('payment_orders as o')
    .innerJoin('bank_accounts as a', 'a.id', 'o.source_account_id')
    .leftJoin('counterparties as c', 'c.id', 'o.counterparty_id')
    .select([
      'o.id',
      'o.source_account_id as bank_account_id',
      'a.entity_id',
      'o.currency',
      'o.payment_date as expected_date',
      'o.beneficiary_account_name',
      'o.beneficiary_account_number',
      'o.memo',
    ])
    .select(['c.legal_name', 'c.alias'])
    .select(sql<string>`(o.amount - o.reconciled_amount)::text`.as('open'))
    .select(
      sql<string[]>`array_remove(array[o.bank_reference, o.id::text, o.memo], null)`.as(
        'references',
      ),
    )
    .where('o.organization_id', '=', organizationId)
    .where('o.status', 'in', ['IN_PROGRESS', 'SENT'])
    .where(sql<boolean>`o.reconciled_amount < o.amount`);
  await forEachPage(db, query, (rows) => {
    for (const row of rows) {
      const names = [
        row.beneficiary_account_name,
        ...(row.legal_name ? [row.legal_name, row.alias ?? row.legal_name] : []),
      ];
      const counterparty = { names, accountNumbers: [row.beneficiary_account_number] };
      const side = {
        ...row,
        direction: 'DEBIT' as const,
        description: row.memo ?? row.beneficiary_account_name,
      };
      items.push(
        engineItemOf(
          side,
          toCents(row.open),
          counterparty,
          row.references,
          shared,
          'PAYMENT_ORDER',
        ),
      );
    }
  });
  return items;
}

/**
 * The organisation's approved bills with something not paid yet that no
 * payment pays, as the engine reads them: the money owed to their supplier
 * (outgoing), due on their due date, on no account of their own (any of the
 * organisation's accounts in their currency may pay them), the supplier as
 * their counterparty, and what a bank's line may carry of them: the
 * supplier's invoice number.
 */
export async function openBillItems(db: Db, organizationId: string): Promise<EngineItem[]> {
  const shared = new SharedStrings();
  const items: EngineItem[] = [];
  const query = db
    .selectFrom('bills as b')
    .leftJoin('counterparties as c', 'c.id', 'b.counterparty_id')
    .select([
      'b.id',
      'b.currency',
      sql<string>`to_char(b.due_date, 'YYYY-MM-DD')`.as('expected_date'),
      'b.description',
      'b.number',
      'c.legal_name',
      'c.alias',
    ])
    .select(
      sql<
        string[] | null
      >`(select array_agg(a.account_number) from counterparty_bank_accounts a where a.counterparty_id = c.id)`.as(
        'account_numbers',
      ),
    )
    .select(sql<string>`(b.amount - b.reconciled_amount)::text`.as('open'))
    .where('b.organization_id', '=', organizationId)
    .where('b.status', '=', 'APPROVED')
    .where(sql<boolean>`b.reconciled_amount < b.amount`)
    .where(
      sql<boolean>`not exists (select 1 from payment_orders o where o.bill_id = b.id and payment_order_pays_expected(o.status, o.archived_at))`,
    );
  await forEachPage(db, query, (rows) => {
    for (const row of rows) {
      const counterparty = row.legal_name
        ? {
            names: [row.legal_name, row.alias ?? row.legal_name],
            accountNumbers: row.account_numbers ?? [],
          }
        : null;
      const side = {
        id: row.id,
        bank_account_id: null,
        entity_id: null,
        direction: 'DEBIT' as const,
        currency: row.currency,
        expected_date: row.expected_date,
        description: row.description ?? row.number ?? '',
      };
      items.push(
        engineItemOf(
          side,
          toCents(row.open),
          counterparty,
          row.number ? [row.number] : [],
          shared,
          'BILL',
        ),
      );
    }
  });
  return items;
}

const PROPOSAL_CHUNK = 1_000;

/**
 * Replaces the organisation's pending proposals by a run's (the old ones
 * become SUPERSEDED), one run at a time per organisation, and records the
 * run (`lastRunAt`): a run that proposes nothing still shows the engine has
 * looked at the lines.
 */
export async function replacePendingProposals(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  runId: string,
  proposals: readonly Proposal[],
  /** The fee each proposal would book, in its order; none when left out. */
  fees?: readonly string[],
): Promise<string[]> {
  // Runs of one organisation replace its proposals one after the other: without this, two runs at once would each keep theirs pending.
  await sql`select pg_advisory_xact_lock(hashtext('reconciliation-proposals'), hashtext(${organizationId}))`.execute(
    trx,
  );
  await trx
    .updateTable('reconciliation_proposals')
    .set({ status: 'SUPERSEDED' })
    .where('organization_id', '=', organizationId)
    .where('status', '=', 'PENDING')
    .execute();
  await trx
    .insertInto('reconciliation_runs')
    .values({ id: runId, organization_id: organizationId, proposed: proposals.length })
    .execute();
  const ids: string[] = [];
  for (let start = 0; start < proposals.length; start += PROPOSAL_CHUNK) {
    const rows = await trx
      .insertInto('reconciliation_proposals')
      .values(
        proposals.slice(start, start + PROPOSAL_CHUNK).map((proposal, index) => ({
          organization_id: organizationId,
          run_id: runId,
          strategy: proposal.strategy,
          result: proposal.result,
          statement_transaction_ids: proposal.lineIds,
          items: JSON.stringify(proposal.items),
          amount: fromCents(proposal.amount),
          fee: fees?.[start + index] ?? '0.00',
          confidence: proposal.confidence.toFixed(4),
          reasons: JSON.stringify(proposal.reasons),
          rule_id: proposal.ruleId,
        })),
      )
      .returning('id')
      .execute();
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

export type ProposalRow = {
  id: string;
  strategy: Proposal['strategy'];
  result: Proposal['result'];
  statementTransactionIds: string[];
  items: ReconcilableRef[];
  currency: 'IDR' | 'USD' | 'SGD';
  amount: string;
  fee: string;
  autoRefusal: { code: string; message: string } | null;
  confidence: string;
  reasons: Proposal['reasons'];
  ruleId: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'SUPERSEDED';
  reconciliationId: string | null;
  createdAt: string;
};

const proposalRow = (
  row: Selectable<TreasuryDatabase['reconciliation_proposals']> & {
    currency: ProposalRow['currency'];
  },
): ProposalRow => ({
  id: row.id,
  strategy: row.strategy,
  result: row.result,
  statementTransactionIds: row.statement_transaction_ids,
  items: row.items,
  currency: row.currency,
  amount: row.amount,
  fee: row.fee,
  autoRefusal:
    row.auto_refusal_code && row.auto_refusal_message
      ? { code: row.auto_refusal_code, message: row.auto_refusal_message }
      : null,
  confidence: row.confidence,
  reasons: row.reasons,
  ruleId: row.rule_id,
  status: row.status,
  reconciliationId: row.reconciliation_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The organisation's proposals joined to their first statement line's account, whose currency is theirs (one match has one currency). */
const proposalsWithAccount = (db: Db, organizationId: string) =>
  db
    .selectFrom('reconciliation_proposals as p')
    .innerJoin('statement_transactions as s', (join) =>
      join.on(sql<boolean>`s.id = p.statement_transaction_ids[1]`),
    )
    .innerJoin('bank_accounts as a', 'a.id', 's.bank_account_id')
    .where('p.organization_id', '=', organizationId);

/** The organisation's proposals with their currency. */
const proposals = (db: Db, organizationId: string) =>
  proposalsWithAccount(db, organizationId).selectAll('p').select('a.currency');

/** The organisation's pending proposals, most confident first (optionally those of one statement line), at most `limit`. */
/** The position of a pending proposal in its list: most confident first, then id. */
export type ProposalKeyset = { confidence: string; id: string };

/** The organisation's pending proposals (optionally those of one statement line), as the list and its count read them. */
function pending(db: Db, organizationId: string, statementTransactionId: string | undefined) {
  const query = proposalsWithAccount(db, organizationId).where('p.status', '=', 'PENDING');
  return statementTransactionId
    ? query.where(
        sql<boolean>`p.statement_transaction_ids @> array[${statementTransactionId}]::uuid[]`,
      )
    : query;
}

/**
 * One page of the organisation's pending proposals by keyset on
 * (confidence desc, id), optionally those of one statement line; one row
 * more than asked tells whether another page follows.
 */
export async function pendingProposals(
  db: Db,
  organizationId: string,
  filter: { statementTransactionId?: string },
  page: { limit: number; cursor?: ProposalKeyset },
): Promise<{ rows: ProposalRow[]; hasMore: boolean }> {
  let query = pending(db, organizationId, filter.statementTransactionId)
    .selectAll('p')
    .select('a.currency');
  if (page.cursor) {
    const { confidence, id } = page.cursor;
    query = query.where(
      sql<boolean>`(p.confidence < ${confidence}::numeric or (p.confidence = ${confidence}::numeric and p.id > ${id}::uuid))`,
    );
  }
  const rows = await query
    .orderBy('p.confidence', 'desc')
    .orderBy('p.id')
    .limit(page.limit + 1)
    .execute();
  return { rows: rows.slice(0, page.limit).map(proposalRow), hasMore: rows.length > page.limit };
}

/** How many proposals of the organisation are pending (optionally those of one statement line). */
export async function countPendingProposals(
  db: Db,
  organizationId: string,
  filter: { statementTransactionId?: string },
): Promise<number> {
  return countRows(pending(db, organizationId, filter.statementTransactionId));
}

/** When the engine last ran for the organisation, or undefined before its first run. */
export async function lastRunAt(db: Db, organizationId: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('reconciliation_runs')
    .select('created_at')
    .where('organization_id', '=', organizationId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.created_at;
}

/** The organisation's proposals by id, whatever their status; another organisation's are left out. */
export async function proposalsByIds(
  db: Db,
  organizationId: string,
  ids: readonly string[],
): Promise<ProposalRow[]> {
  const rows = await proposals(db, organizationId)
    .where('p.id', 'in', [...ids])
    .execute();
  return rows.map(proposalRow);
}

/** The organisation's proposal, or undefined. */
export async function findProposal(
  db: Db,
  organizationId: string,
  id: string,
): Promise<ProposalRow | undefined> {
  const [row] = await proposalsByIds(db, organizationId, [id]);
  return row;
}

/**
 * Moves a pending proposal to ACCEPTED or REJECTED, answering it; undefined
 * when it is not pending (or not the organisation's). The update decides: of
 * two reviewers acting at once, the second finds it no longer pending.
 */
export async function actOnProposal(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
  change: { status: 'ACCEPTED' | 'REJECTED'; actorId: string | null },
): Promise<ProposalRow | undefined> {
  const row = await trx
    .updateTable('reconciliation_proposals')
    .set({ status: change.status, acted_by: change.actorId, acted_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .where('status', '=', 'PENDING')
    .returning('id')
    .executeTakeFirst();
  return row ? findProposal(trx, organizationId, row.id) : undefined;
}

/** Links an accepted proposal to the reconciliation it made. */
export async function linkProposal(
  trx: Transaction<TreasuryDatabase>,
  id: string,
  reconciliationId: string,
): Promise<void> {
  await trx
    .updateTable('reconciliation_proposals')
    .set({ reconciliation_id: reconciliationId })
    .where('id', '=', id)
    .execute();
}
