/** The engine's proposals: a run's replacing the pending ones, their lists, and a reviewer's answer. */

import { sql, type Selectable, type Transaction } from 'kysely';
import { fromCents } from '../../../../formats/cents.js';
import { countRows } from '../../../kit/database.js';
import type { TreasuryDatabase } from '../../db-types.js';
import type { ReconcilableRef } from '../../../../contracts/treasury/reconciliations.js';
import type { Proposal } from '../engine/types.js';
import type { Db } from './db.js';

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
