/**
 * The sides of a match, locked and read under their locks: statement lines and
 * each kind of reconcilable item, with the labels the activity log gives them.
 */

import { sql, type Selectable, type SelectQueryBuilder, type Transaction } from 'kysely';
import type { RemoteItems, TreasuryDatabase } from '../../db-types.js';
import type { ReconcilableKind } from '../../../../contracts/treasury/reconciliations.js';
import { anyOf, type Db } from './db.js';

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
  /** An expected transaction a payment or transfer pays (migrations/0055-baseline, reconciliation): matched through the order, never by itself. */
  paidByOrder?: boolean;
};

/** The kinds of item another service holds (`remote_items.kind`). */
export type RemoteKind = Selectable<RemoteItems>['kind'];

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
 * A kind's lock: the organisation's rows of `locked` (the table, or its alias
 * in `select`) among the ids, as `select` reads them from `trx`, locked until
 * the transaction ends, in id order: two matches that share lines or items
 * take their locks in the same order, so they wait for each other instead of
 * deadlocking, and the second reads what the first allocated. Then read as
 * sides by `sides`.
 */
function sideLock<DB, Table extends keyof DB, Row, Side>(
  locked: string,
  select: (trx: Transaction<TreasuryDatabase>) => SelectQueryBuilder<DB, Table, Row>,
  sides: (
    rows: Row[],
    trx: Transaction<TreasuryDatabase>,
    ids: readonly string[],
  ) => Promise<Side[]>,
) {
  const column = (name: string) => sql.ref(`${locked}.${name}`);
  return async (
    trx: Transaction<TreasuryDatabase>,
    organizationId: string,
    ids: readonly string[],
  ): Promise<Side[]> => {
    if (ids.length === 0) return [];
    const rows = await select(trx)
      .where(
        sql<boolean>`${column('organization_id')} = ${organizationId} and ${column('id')} = ${anyOf(ids)}`,
      )
      .orderBy(column('id'))
      .modifyEnd(sql`for update of ${sql.table(locked)}`)
      .execute();
    return sides(rows, trx, ids);
  };
}

/** The organisation's statement transactions among `ids`, locked in id order (`sideLock`), each on its account and in its currency. */
export const lockStatementSides = sideLock(
  't',
  (trx) =>
    trx
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
      ]),
  async (rows): Promise<MatchSide[]> => rows.map((row) => sideOf(row, row.transaction_date)),
);

/** The columns every kind of item names alike: its id and its money, what of it is reconciled. */
const ITEM_MONEY = ['id', 'currency', 'amount', 'reconciled_amount'] as const;

/** The organisation's expected transactions among `ids`, locked in id order (see `sideLock`). */
export const lockExpectedSides = sideLock(
  'expected_transactions',
  (trx) =>
    trx
      .selectFrom('expected_transactions')
      .select([...ITEM_MONEY, 'bank_account_id', 'direction', 'archived_at', 'expected_date']),
  async (rows, trx, ids): Promise<MatchSide[]> => {
    // Read once the locks are held (a new snapshot): an order made to pay one of them has committed by now, or waits for this match.
    const paid = await paidByOrders(trx, 'expected_transaction_id', ids);
    return rows.map((row) => ({
      ...sideOf(row, row.expected_date),
      paidByOrder: paid.has(row.id),
    }));
  },
);

/**
 * The organisation's payments and transfers among `ids`, locked in id order
 * after the expected transactions (every match locks items in that order): the
 * money leaving their source account, open for what is not reconciled yet.
 * One that is not on its way or sent counts as archived (nothing to match).
 */
export const lockOrderSides = sideLock(
  'payment_orders',
  (trx) =>
    trx
      .selectFrom('payment_orders')
      .select([...ITEM_MONEY, 'kind', 'status', 'source_account_id', 'payment_date']),
  async (rows): Promise<(MatchSide & { status: string })[]> =>
    rows.map((row) => ({
      ...sideOf(
        { ...row, bank_account_id: row.source_account_id, direction: 'DEBIT', archived_at: null },
        row.payment_date,
        'PAYMENT_ORDER',
        row.kind === 'TRANSFER',
      ),
      status: row.status,
    })),
);

/** The organisation's payment providers' settlements among `ids`, locked in id order after the payments (the last kind every match locks). */
export const lockSettlementSides = sideLock(
  'payment_settlements',
  (trx) =>
    trx
      .selectFrom('payment_settlements')
      .select([
        ...ITEM_MONEY,
        'bank_account_id',
        'archived_at',
        sql<string>`to_char(settlement_date, 'YYYY-MM-DD')`.as('date'),
      ]),
  async (rows): Promise<MatchSide[]> =>
    rows.map((row) => sideOf({ ...row, direction: 'CREDIT' }, row.date, 'PAYMENT_SETTLEMENT')),
);

/**
 * The organisation's bills among `ids`, locked in id order after the
 * settlements (the last kind every match locks): the money owed to their
 * supplier (outgoing), due on their due date, on no account of their own.
 * One not approved counts as such (`status`); one a live payment pays is
 * matched through that payment (`paidByOrder`), as an expected transaction.
 */
export const lockBillSides = sideLock(
  'bills',
  (trx) =>
    trx
      .selectFrom('bills')
      .select([
        ...ITEM_MONEY,
        'status',
        sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'),
      ]),
  async (rows, trx, ids): Promise<(MatchSide & { status: string })[]> => {
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
  },
);

/** Which of `ids` a live payment or transfer pays (migrations/0055-baseline, payments and transfers), read once their locks are held. */
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

/**
 * Items of a kind another service holds, from the treasury's copy
 * (`remote_items`, migrations/0055-baseline, remote items) as last brought up to date, locked in id
 * order: on no account of their own, dated by their due date; one its service
 * no longer takes a settlement of is CLOSED.
 */
export function lockRemoteSides(kind: RemoteKind) {
  return sideLock(
    'remote_items',
    (trx) =>
      trx
        .selectFrom('remote_items')
        .select([
          ...ITEM_MONEY,
          'direction',
          'open',
          sql<string>`to_char(due_date, 'YYYY-MM-DD')`.as('due_date'),
        ])
        .where('kind', '=', kind),
    async (rows): Promise<(MatchSide & { status: 'OPEN' | 'CLOSED' })[]> =>
      rows.map((row) => ({
        ...sideOf(
          {
            ...row,
            direction: row.direction as 'DEBIT' | 'CREDIT',
            bank_account_id: null,
            archived_at: null,
          },
          row.due_date,
          kind,
        ),
        status: row.open ? ('OPEN' as const) : ('CLOSED' as const),
      })),
  );
}
