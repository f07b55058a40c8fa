import Decimal from 'decimal.js';
import { sql, type Kysely, type Transaction } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import type { AllocationResponse, MatchResult, ReconciliationKind, ReconciliationResponse } from '../../../contracts/treasury/reconciliations.js';

type Db = Kysely<TreasuryDatabase> | Transaction<TreasuryDatabase>;

/** One side of a match as the rules read it: its account, direction, currency, amount and what of it is still open. */
export type MatchSide = {
  id: string;
  bankAccountId: string | null;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  amount: string;
  reconciledAmount: string;
  archived: boolean;
  date: string;
};

/**
 * The organisation's statement transactions among `ids`, locked until the
 * transaction ends, in id order: two matches that share lines or items take
 * their locks in the same order, so they wait for each other instead of
 * deadlocking, and the second reads what the first allocated.
 */
export async function lockStatementSides(trx: Transaction<TreasuryDatabase>, organizationId: string, ids: readonly string[]): Promise<MatchSide[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select(['t.id', 't.bank_account_id', 't.direction', 'a.currency', 't.amount', 't.reconciled_amount', 't.archived_at', 't.transaction_date'])
    .where('t.organization_id', '=', organizationId)
    .where('t.id', 'in', [...ids])
    .orderBy('t.id')
    .forUpdate('t')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bankAccountId: row.bank_account_id,
    direction: row.direction,
    currency: row.currency,
    amount: row.amount,
    reconciledAmount: row.reconciled_amount,
    archived: row.archived_at !== null,
    date: row.transaction_date,
  }));
}

/** The organisation's expected transactions among `ids`, locked in id order (see `lockStatementSides`). */
export async function lockExpectedSides(trx: Transaction<TreasuryDatabase>, organizationId: string, ids: readonly string[]): Promise<MatchSide[]> {
  if (ids.length === 0) return [];
  const rows = await trx
    .selectFrom('expected_transactions')
    .select(['id', 'bank_account_id', 'direction', 'currency', 'amount', 'reconciled_amount', 'archived_at', 'expected_date'])
    .where('organization_id', '=', organizationId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => ({
    id: row.id,
    bankAccountId: row.bank_account_id,
    direction: row.direction,
    currency: row.currency,
    amount: row.amount,
    reconciledAmount: row.reconciled_amount,
    archived: row.archived_at !== null,
    date: row.expected_date,
  }));
}

/** The bank accounts' entities, by account id: an item expected on another account of the same entity may match. */
export async function entitiesOfAccounts(db: Db, organizationId: string, accountIds: readonly string[]): Promise<Map<string, string>> {
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
  allocations: { statementTransactionId: string; expectedTransactionId: string; amount: string }[];
};

/** Writes a match and its allocations; the allocations' trigger moves both sides' reconciled amounts (migrations/0012). */
export async function insertReconciliation(trx: Transaction<TreasuryDatabase>, organizationId: string, actorId: string | null, values: NewReconciliation): Promise<string> {
  const { id } = await trx
    .insertInto('reconciliations')
    .values({ organization_id: organizationId, bank_account_id: values.bankAccountId, direction: values.direction, kind: values.kind, result: values.result, created_by: actorId })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('reconciliation_allocations')
    .values(
      values.allocations.map((allocation) => ({
        organization_id: organizationId,
        reconciliation_id: id,
        statement_transaction_id: allocation.statementTransactionId,
        expected_transaction_id: allocation.expectedTransactionId,
        amount: allocation.amount,
      })),
    )
    .execute();
  return id;
}

/** The organisation's match, locked, or undefined. */
export async function lockReconciliation(trx: Transaction<TreasuryDatabase>, organizationId: string, id: string) {
  return trx.selectFrom('reconciliations').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).forUpdate().executeTakeFirst();
}

/** Deletes a match; its allocations go with it and give back what they had taken from each side (migrations/0012). */
export async function deleteReconciliation(trx: Transaction<TreasuryDatabase>, organizationId: string, id: string): Promise<void> {
  await trx.deleteFrom('reconciliations').where('organization_id', '=', organizationId).where('id', '=', id).execute();
}

/** The organisation's matches by id, or those touching a statement transaction or an expected transaction, oldest first, with their allocations. */
export async function findReconciliations(
  db: Db,
  organizationId: string,
  filter: { ids?: readonly string[]; statementTransactionId?: string; expectedTransactionId?: string },
): Promise<ReconciliationResponse[]> {
  let query = db.selectFrom('reconciliations as r').innerJoin('bank_accounts as a', 'a.id', 'r.bank_account_id').selectAll('r').select('a.currency').where('r.organization_id', '=', organizationId);
  if (filter.ids) {
    if (filter.ids.length === 0) return [];
    query = query.where('r.id', 'in', [...filter.ids]);
  }
  const touching = (column: 'statement_transaction_id' | 'expected_transaction_id', id: string) =>
    query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('reconciliation_allocations as x')
          .select(sql`1`.as('one'))
          .whereRef('x.reconciliation_id', '=', 'r.id')
          .where(`x.${column}`, '=', id),
      ),
    );
  if (filter.statementTransactionId) query = touching('statement_transaction_id', filter.statementTransactionId);
  if (filter.expectedTransactionId) query = touching('expected_transaction_id', filter.expectedTransactionId);
  const rows = await query.orderBy('r.created_at').orderBy('r.id').execute();
  if (rows.length === 0) return [];
  const allocations = await db
    .selectFrom('reconciliation_allocations')
    .select(['reconciliation_id', 'statement_transaction_id', 'expected_transaction_id', 'amount'])
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
    list.push({ statementTransactionId: allocation.statement_transaction_id, item: { kind: 'EXPECTED_TRANSACTION', id: allocation.expected_transaction_id! }, amount: allocation.amount });
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
      amount: own.reduce((sum, allocation) => sum.plus(allocation.amount), new Decimal(0)).toFixed(2),
      allocations: own,
      createdAt: new Date(row.created_at).toISOString(),
      createdBy: row.created_by,
    };
  });
}
