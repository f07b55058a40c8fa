import type { Kysely } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import {
  CANDIDATE_KIND_PERMISSIONS,
  DEFAULT_CANDIDATE_PAGE,
  type CandidateKind,
  type CandidateListQuery,
  type CandidateListResponse,
  type CandidateResponse,
  type ProposalCandidate,
} from '../../../contracts/treasury/reconciliations.js';
import { fromCents } from '../../../formats/cents.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import { propose } from './engine/engine.js';
import type { MatchingRule } from './engine/types.js';
import { reconciliationErrors as errors } from './errors.js';
import { candidateLine, candidatePage, type CandidateKeyset } from './repository/candidates.js';
import type { Db } from './repository/db.js';
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

/** Every kind the manual pane lists, in the union's order. */
const CANDIDATE_KINDS = Object.keys(CANDIDATE_KIND_PERMISSIONS) as CandidateKind[];

/** The kinds of `asked` (every kind when absent) whose items a holder of `perms` may read. */
export function readableKinds(
  perms: readonly string[],
  asked: readonly CandidateKind[] = CANDIDATE_KINDS,
): CandidateKind[] {
  return asked.filter((kind) => perms.includes(CANDIDATE_KIND_PERMISSIONS[kind]));
}

/** The place in the list a cursor names, or the contract's refusal. */
function candidateKeyset(cursor: string): CandidateKeyset {
  const value = decodeCursor(cursor, ['integer', 'integer', 'date', 'text', 'uuid']);
  if (!value) throw errors.invalidCursor();
  const [other, distance, date, kind, id] = value as [number, number, string, string, string];
  return { other, distance, date, kind, id };
}

/**
 * A page of a statement line's candidates for a match by hand (the manual
 * pane): every source's open items it could be matched with
 * (`ReconcilableSource.candidates`), of `kinds` only, searched. A line that
 * is not the organisation's, or has nothing open, has none.
 */
export async function lineCandidates(
  db: Db,
  organizationId: string,
  query: CandidateListQuery,
  kinds: readonly CandidateKind[],
  sources: readonly ReconcilableSource[],
): Promise<CandidateListResponse> {
  const after = query.after ? candidateKeyset(query.after) : undefined;
  const line = await candidateLine(db, organizationId, query.statementTransactionId);
  if (!line) return forwardPage([], { hasMore: false, after }, 0);
  const page = await candidatePage(db, organizationId, line, sources, {
    kinds,
    search: query.search,
    limit: query.first ?? DEFAULT_CANDIDATE_PAGE,
    after,
  });
  const items = page.rows.map((row) => ({
    cursor: encodeCursor([row.other, row.distance, row.date, row.kind, row.id]),
    node: {
      kind: row.kind,
      item: { kind: row.item_kind, id: row.id },
      date: row.date,
      reference: row.reference,
      counterpartyName: row.counterparty_name,
      description: row.description,
      currency: row.currency as CandidateResponse['currency'],
      amount: row.amount,
      open: row.open,
    },
  }));
  return forwardPage(items, { hasMore: page.hasMore, after }, page.totalCount);
}
