import Decimal from 'decimal.js';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import type { EngineItem, EngineLine, EngineSide, Proposal } from './engine/types.js';
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

type SideRow = { id: string; bank_account_id: string | null; direction: 'DEBIT' | 'CREDIT'; currency: string; amount: string; reconciled_amount: string; archived_at: Date | null };

/** A line's or an item's row as a side of a match, dated by `date` (booked, or expected). */
const sideOf = (row: SideRow, date: string): MatchSide => ({
  id: row.id,
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
  return rows.map((row) => sideOf(row, row.transaction_date));
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
  return rows.map((row) => sideOf(row, row.expected_date));
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

/** A decimal string of NUMERIC(20,2) in integer cents. */
export const toCents = (amount: string): bigint => {
  const [whole, fraction = ''] = amount.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** Integer cents as a decimal string. */
export const fromCents = (cents: bigint): string => `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;

/** What the engine reads of a line's or an item's row: where and which way the money moves, what is still open, and when (booked, or expected). */
const engineSide = (
  row: { id: string; bank_account_id: string | null; entity_id: string | null; direction: 'DEBIT' | 'CREDIT'; currency: string; amount: string; reconciled_amount: string; description: string },
  date: string,
): EngineSide => ({
  id: row.id,
  bankAccountId: row.bank_account_id,
  entityId: row.entity_id,
  direction: row.direction,
  currency: row.currency,
  open: toCents(row.amount) - toCents(row.reconciled_amount),
  date,
  description: row.description,
});

/** The organisation's statement lines with something open (optionally of one account), as the engine reads them. */
export async function openLines(db: Db, organizationId: string, bankAccountId?: string): Promise<EngineLine[]> {
  let query = db
    .selectFrom('statement_transactions as t')
    .innerJoin('bank_accounts as a', 'a.id', 't.bank_account_id')
    .select(['t.id', 't.bank_account_id', 'a.entity_id', 't.direction', 'a.currency', 't.amount', 't.reconciled_amount', 't.transaction_date', 't.description', 't.reference'])
    .where('t.organization_id', '=', organizationId)
    .where(sql<boolean>`t.reconciled_amount < t.amount`)
    .where('t.archived_at', 'is', null);
  if (bankAccountId) query = query.where('t.bank_account_id', '=', bankAccountId);
  const rows = await query.execute();
  return rows.map((row) => ({ ...engineSide(row, row.transaction_date), bankAccountId: row.bank_account_id, reference: row.reference }));
}

/**
 * The organisation's expected transactions with something open, as the engine
 * reads them: their counterparty's legal name, alias and bank account
 * numbers, and their references (external id and the values of their
 * additional data: invoice numbers, virtual accounts).
 */
export async function openExpectedItems(db: Db, organizationId: string): Promise<EngineItem[]> {
  const rows = await db
    .selectFrom('expected_transactions as e')
    .leftJoin('bank_accounts as a', 'a.id', 'e.bank_account_id')
    .leftJoin('counterparties as c', 'c.id', 'e.counterparty_id')
    .select([
      'e.id',
      'e.bank_account_id',
      'a.entity_id',
      'e.direction',
      'e.currency',
      'e.amount',
      'e.reconciled_amount',
      'e.expected_date',
      'e.description',
      'e.external_id',
      'e.reconciliation_data',
      'c.legal_name',
      'c.alias',
      sql<string[] | null>`(select array_agg(b.account_number) from counterparty_bank_accounts b where b.counterparty_id = e.counterparty_id)`.as('account_numbers'),
    ])
    .where('e.organization_id', '=', organizationId)
    .where(sql<boolean>`e.reconciled_amount < e.amount`)
    .where('e.archived_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    ...engineSide(row, row.expected_date),
    kind: 'EXPECTED_TRANSACTION',
    counterparty: row.legal_name ? { names: [row.legal_name, row.alias ?? row.legal_name], accountNumbers: row.account_numbers ?? [] } : null,
    references: [...(row.external_id ? [row.external_id] : []), ...row.reconciliation_data.map((entry) => entry.value)],
  }));
}

const PROPOSAL_CHUNK = 1_000;

/** Replaces the organisation's pending proposals by a run's (the old ones become SUPERSEDED), one run at a time per organisation. */
export async function replacePendingProposals(trx: Transaction<TreasuryDatabase>, organizationId: string, runId: string, proposals: readonly Proposal[]): Promise<string[]> {
  // Runs of one organisation replace its proposals one after the other: without this, two runs at once would each keep theirs pending.
  await sql`select pg_advisory_xact_lock(hashtext('reconciliation-proposals'), hashtext(${organizationId}))`.execute(trx);
  await trx.updateTable('reconciliation_proposals').set({ status: 'SUPERSEDED' }).where('organization_id', '=', organizationId).where('status', '=', 'PENDING').execute();
  const ids: string[] = [];
  for (let start = 0; start < proposals.length; start += PROPOSAL_CHUNK) {
    const rows = await trx
      .insertInto('reconciliation_proposals')
      .values(
        proposals.slice(start, start + PROPOSAL_CHUNK).map((proposal) => ({
          organization_id: organizationId,
          run_id: runId,
          strategy: proposal.strategy,
          result: proposal.result,
          statement_transaction_ids: proposal.lineIds,
          items: JSON.stringify(proposal.items),
          amount: fromCents(proposal.amount),
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
  items: { kind: 'EXPECTED_TRANSACTION'; id: string }[];
  amount: string;
  confidence: string;
  reasons: Proposal['reasons'];
  ruleId: string;
  status: 'PENDING' | 'ACCEPTED' | 'REJECTED' | 'SUPERSEDED';
  reconciliationId: string | null;
  createdAt: string;
};

const proposalRow = (row: Selectable<TreasuryDatabase['reconciliation_proposals']>): ProposalRow => ({
  id: row.id,
  strategy: row.strategy,
  result: row.result,
  statementTransactionIds: row.statement_transaction_ids,
  items: row.items,
  amount: row.amount,
  confidence: row.confidence,
  reasons: row.reasons,
  ruleId: row.rule_id,
  status: row.status,
  reconciliationId: row.reconciliation_id,
  createdAt: new Date(row.created_at).toISOString(),
});

/** The organisation's pending proposals, most confident first (optionally those of one statement line), at most `limit`. */
export async function pendingProposals(db: Db, organizationId: string, filter: { statementTransactionId?: string; limit: number }): Promise<ProposalRow[]> {
  let query = db.selectFrom('reconciliation_proposals').selectAll().where('organization_id', '=', organizationId).where('status', '=', 'PENDING');
  if (filter.statementTransactionId) query = query.where(sql<boolean>`statement_transaction_ids @> array[${filter.statementTransactionId}]::uuid[]`);
  const rows = await query.orderBy('confidence', 'desc').orderBy('id').limit(filter.limit).execute();
  return rows.map(proposalRow);
}

/** The organisation's proposal, or undefined. */
export async function findProposal(db: Db, organizationId: string, id: string): Promise<ProposalRow | undefined> {
  const row = await db.selectFrom('reconciliation_proposals').selectAll().where('organization_id', '=', organizationId).where('id', '=', id).executeTakeFirst();
  return row ? proposalRow(row) : undefined;
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
    .returningAll()
    .executeTakeFirst();
  return row ? proposalRow(row) : undefined;
}

/** Links an accepted proposal to the reconciliation it made. */
export async function linkProposal(trx: Transaction<TreasuryDatabase>, id: string, reconciliationId: string): Promise<void> {
  await trx.updateTable('reconciliation_proposals').set({ reconciliation_id: reconciliationId }).where('id', '=', id).execute();
}
