/** Matches and their allocations: written, locked, removed and read back. */

import Decimal from 'decimal.js';
import { sql, type Transaction } from 'kysely';
import type { TreasuryDatabase } from '../../db-types.js';
import { deleteOrganizationRecord } from '../../organization-records.js';
import type {
  AllocationResponse,
  MatchResult,
  ReconcilableRef,
  ReconciliationKind,
  ReconciliationResponse,
} from '../../../../contracts/treasury/reconciliations.js';
import type { Db } from './db.js';
import { allocationColumns, allocationItem } from '../sources/items.js';
import { RECONCILABLE_SOURCES } from '../sources/registry.js';
import type { ReconcilableSource } from '../sources/source.js';

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

/** Writes a match and its allocations; the allocations' trigger moves both sides' reconciled amounts (migrations/0055-baseline, reconciliation). */
export async function insertReconciliation(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  actorId: string | null,
  values: NewReconciliation,
  sources: readonly ReconcilableSource[] = RECONCILABLE_SOURCES,
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
        ...allocationColumns(allocation.item, sources),
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

/** Deletes a match; its allocations go with it and give back what they had taken from each side (migrations/0055-baseline, reconciliation). */
export async function deleteReconciliation(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  id: string,
): Promise<void> {
  await deleteOrganizationRecord(trx, 'reconciliations', organizationId, id);
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
  sources: readonly ReconcilableSource[] = RECONCILABLE_SOURCES,
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
    .selectFrom('reconciliation_allocations as a')
    .leftJoin('remote_items as ri', 'ri.id', 'a.remote_item_id')
    .select([
      'a.reconciliation_id',
      'a.statement_transaction_id',
      'a.expected_transaction_id',
      'a.payment_order_id',
      'a.payment_settlement_id',
      'a.bill_id',
      'a.remote_item_id',
      'ri.kind as remote_item_kind',
      'a.amount',
      'a.fee',
    ])
    .where(
      'a.reconciliation_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('a.id')
    .execute();
  const byMatch = new Map<string, AllocationResponse[]>();
  for (const allocation of allocations) {
    const list = byMatch.get(allocation.reconciliation_id) ?? [];
    const item = allocationItem(allocation, sources);
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
