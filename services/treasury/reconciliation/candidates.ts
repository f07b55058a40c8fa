import type { Kysely } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import type { ProposalCandidate } from '../../../contracts/treasury/reconciliations.js';
import { fromCents } from '../../../formats/cents.js';
import { propose } from './engine/engine.js';
import type { MatchingRule } from './engine/types.js';
import { openLines } from './repository/open-sides.js';
import { openItemsOf } from './sources/items.js';
import type { ReconcilableSource } from './sources/source.js';
import type { ProposalRow } from './repository/proposals.js';

/**
 * A proposal's ranked alternatives: the engine's best candidates for its
 * first statement line, best first, each with its score and reasons, so a
 * reviewer may pick the second when the first is wrong. They are ranked again
 * on what is open now (an item matched since the run is no longer offered),
 * among the organisation's open items under its rules. Beside the proposal's
 * own lines the engine reads only the open lines of the same amount: what it
 * needs to tell a transfer that came back (a return of the same amount) from
 * one that did not. Empty once the line is matched in full.
 */
export async function proposalCandidates(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  proposal: ProposalRow,
  rules: MatchingRule[],
  first: number,
  sources: readonly ReconcilableSource[],
): Promise<ProposalCandidate[]> {
  const [lines, items] = await Promise.all([
    openLines(db, organizationId),
    openItemsOf(db, organizationId, sources),
  ]);
  const own = new Set(proposal.statementTransactionIds);
  const amounts = new Set(lines.filter((line) => own.has(line.id)).map((line) => line.open));
  const read = lines.filter((line) => own.has(line.id) || amounts.has(line.open));
  const lineId = proposal.statementTransactionIds[0]!;
  if (!read.some((line) => line.id === lineId)) return [];
  const { candidatesByLine } = propose(read, items, rules, { candidates: true });
  return (candidatesByLine.get(lineId) ?? []).slice(0, first).map((candidate, index) => ({
    rank: index + 1,
    strategy: candidate.strategy,
    result: candidate.result,
    statementTransactionIds: candidate.lineIds,
    items: candidate.items as ProposalCandidate['items'],
    currency: proposal.currency,
    amount: fromCents(candidate.amount),
    confidence: candidate.confidence.toFixed(4),
    reasons: candidate.reasons,
  }));
}
