import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { describeActivity, recordActivityBy, type FieldChange } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { decodeCursor, encodeCursor, forwardPage } from '../../kit/cursor.js';
import { isCheckViolation, isUniqueViolation } from '../../kit/database.js';
import { publishEvent, type DomainEvent } from '../../kit/events.js';
import type { TreasuryDatabase } from '../db-types.js';
import {
  DEFAULT_PROPOSAL_PAGE,
  MAX_PROPOSAL_CANDIDATES,
  type CandidateListQuery,
  type CandidateListResponse,
  type LastRunResponse,
  type ProposalCandidatesResponse,
  type ProposalListQuery,
  type ProposalListResponse,
  type ReconcilableRef,
  type ReconciliationCreateBody,
  type ReconciliationKind,
  type ReconciliationListQuery,
  type ReconciliationListResponse,
  type ReconciliationResponse,
} from '../../../contracts/treasury/reconciliations.js';
import { fromCents } from '../../../formats/cents.js';
import { checkMatchShape, deductedFee, planMatch } from './allocate.js';
import { allocationChange, confirmProposals, RECONCILIATION_UPDATED } from './apply.js';
import { lineCandidates, proposalCandidates, readableKinds } from './candidates.js';
import { propose } from './engine/engine.js';
import type { MatchingRule } from './engine/types.js';
import { reconciliationErrors as errors } from './errors.js';
import { organisationRules } from '../reconciliation-rules/service.js';
import {
  deleteReconciliation,
  findReconciliations,
  insertReconciliation,
  lockReconciliation,
} from './repository/matches.js';
import { openLines } from './repository/open-sides.js';
import {
  afterAllocations,
  labelsOfSides,
  lockEveryItem,
  lockMatchItems,
  openItemsOf,
} from './sources/items.js';
import { RECONCILABLE_SOURCES } from './sources/registry.js';
import type { ReconcilableSource, ServiceClients } from './sources/source.js';
import { RemoteEffects } from './sources/remote-effects.js';
import type { OnBehalfOf } from '../../kit/service-client.js';
import { ServiceError } from '../../kit/errors.js';
import {
  actOnProposal,
  countPendingProposals,
  findProposal,
  lastRunAt,
  linkProposal,
  pendingProposals,
  proposalsByIds,
  replacePendingProposals,
  type ProposalKeyset,
  type ProposalRow,
} from './repository/proposals.js';
import { entitiesOfAccounts, lockStatementSides } from './repository/sides.js';

const PAIR_INDEX = 'reconciliation_allocations_line_expected';

export { RECONCILIATION_UPDATED };

/** Announces a change of reconciliation when the transaction commits (nothing is heard of one rolled back). */
function announce(
  trx: Transaction<TreasuryDatabase> | Kysely<TreasuryDatabase>,
  auth: AccessClaims,
  change: 'MATCHED' | 'REMOVED' | 'PROPOSAL_REJECTED' | 'PROPOSED',
  subjectId: string,
  related: DomainEvent['related'] = {},
): Promise<void> {
  return publishEvent(trx as Kysely<unknown>, {
    type: RECONCILIATION_UPDATED,
    organizationId: auth.org,
    subjectId,
    permission: 'reconciliation:read',
    change,
    related,
  });
}

/** What a run of the engine did, and how long its steps took. */
export type RunSummary = {
  runId: string;
  lines: number;
  items: number;
  proposed: number;
  confirmed: number;
  milliseconds: { read: number; match: number; confirm: number; total: number };
};

/** Moves a pending proposal on, or refuses: not pending when it exists but was acted on, not found otherwise (another organisation's too). */
async function actOnPending(
  trx: Transaction<TreasuryDatabase>,
  auth: AccessClaims,
  id: string,
  status: 'ACCEPTED' | 'REJECTED',
): Promise<ProposalRow> {
  const proposal = await actOnProposal(trx, auth.org, id, { status, actorId: auth.sub });
  if (!proposal)
    throw (await findProposal(trx, auth.org, id))
      ? errors.recommendationNotPending()
      : errors.recommendationNotFound();
  return proposal;
}

/** Answers the database's refusals of a race as the contract's errors: a pair allocated twice, or more than a side's amount. */
export async function refusingRaces<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, PAIR_INDEX)) throw errors.alreadyMatched();
    // The sides are read under their locks, so this is a safeguard: the database refused more than a side's amount.
    if (isCheckViolation(error)) throw errors.alreadyReconciled();
    throw error;
  }
}

/**
 * What the activity log keeps of a match: each allocation as a reader knows
 * its two sides (the line's date and bank description, the item's date and
 * description), with the amount.
 */
async function allocationChanges(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  match: Pick<ReconciliationResponse, 'allocations'>,
  currency: string,
  made: boolean,
  sources: readonly ReconcilableSource[],
): Promise<FieldChange[]> {
  const labels = await labelsOfSides(
    trx,
    organizationId,
    match.allocations.map((allocation) => allocation.statementTransactionId),
    match.allocations.map((allocation) => allocation.item),
    sources,
  );
  return match.allocations.map((allocation) =>
    allocationChange(labels, allocation, currency, made),
  );
}

/**
 * Reconciliation of one organisation: matches that allocate amounts between
 * statement transactions and reconcilable items (expected transactions).
 * The database keeps the invariants (migrations/0055-baseline, reconciliation): nothing allocated
 * beyond either side's amount, a pair allocated once, statuses derived; this
 * service decides what a match may join and how much it allocates.
 */
export class ReconciliationService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    /** The rules a run uses: the organisation's enabled ones in priority order, or the default rule when it has none (reconciliation-rules). */
    private readonly rulesOf: (organizationId: string) => Promise<MatchingRule[]> = (
      organizationId,
    ) => organisationRules(db, organizationId),
    /** The reconcilable item sources, in the order a match locks them (sources/registry.ts). */
    private readonly sources: readonly ReconcilableSource[] = RECONCILABLE_SOURCES,
    /** The services that hold remote items (sources/remote.ts), asked on the caller's behalf. */
    private readonly clients: ServiceClients = {},
  ) {}

  /** What a match asks of the services holding its remote items, on the caller's behalf. */
  private remoteEffects(caller?: OnBehalfOf): RemoteEffects {
    return new RemoteEffects(this.sources, this.clients, caller);
  }

  /**
   * Brings the copies of every remote source's open items up to date before
   * a run reads them. A service that cannot be reached (or refuses the
   * caller) leaves its copies as they were: the run goes on with them, and a
   * match still asks the service first.
   */
  async refreshRemoteItems(auth: AccessClaims, caller: OnBehalfOf): Promise<void> {
    requirePermission(auth, 'reconciliation:reconcile');
    await this.refreshCopies(this.sources, caller);
  }

  /** Brings the copies of the remote sources among `sources` up to date; one that cannot be reached (or refuses) keeps its copies. */
  private async refreshCopies(
    sources: readonly ReconcilableSource[],
    caller: OnBehalfOf,
  ): Promise<void> {
    for (const source of sources) {
      if (!source.remote) continue;
      await source.remote.refresh(this.db, this.clients, caller).catch((error: unknown) => {
        if (!(error instanceof ServiceError)) throw error;
      });
    }
  }

  /**
   * A statement line's candidates for a match by hand, a page at a time
   * (`lineCandidates`): of the kinds asked that the caller may read, the
   * others left out. The first page read without a search brings the copies
   * of remote items of those kinds up to date first, on the caller's behalf,
   * as a run does.
   */
  async matchCandidates(
    auth: AccessClaims,
    query: CandidateListQuery,
    caller?: OnBehalfOf,
  ): Promise<CandidateListResponse> {
    requirePermission(auth, 'reconciliation:read');
    const kinds = readableKinds(auth.perms, query.kinds);
    if (caller && !query.after && !query.search?.trim())
      await this.refreshCopies(
        this.sources.filter((source) => kinds.some((kind) => kind === source.kind)),
        caller,
      );
    return lineCandidates(this.db, auth.org, query, kinds, this.sources);
  }

  async list(
    auth: AccessClaims,
    query: ReconciliationListQuery,
  ): Promise<ReconciliationListResponse> {
    requirePermission(auth, 'reconciliation:read');
    return { items: await findReconciliations(this.db, auth.org, query, this.sources) };
  }

  async get(auth: AccessClaims, id: string): Promise<ReconciliationResponse> {
    requirePermission(auth, 'reconciliation:read');
    const [found] = await findReconciliations(this.db, auth.org, { ids: [id] }, this.sources);
    if (!found) throw errors.notFound();
    return found;
  }

  /**
   * Matches statement transactions with items by hand (MANUAL), or records a
   * proposal a reviewer accepted (REVIEW) or the rules confirmed (AUTOMATIC).
   * Bad input, another organisation's ids and a side already used up are
   * refused with nothing written. Two matches racing for the same amount
   * wait for each other on the sides' locks: the second is refused.
   */
  async match(
    auth: AccessClaims,
    body: ReconciliationCreateBody,
    kind: ReconciliationKind = 'MANUAL',
    caller?: OnBehalfOf,
  ): Promise<ReconciliationResponse> {
    requirePermission(
      auth,
      kind === 'AUTOMATIC' ? 'reconciliation:auto-reconcile' : 'reconciliation:reconcile',
    );
    checkMatchShape(
      body.statementTransactionIds,
      body.items.map((item) => item.id),
    );
    const remote = this.remoteEffects(caller);
    await remote.refresh(this.db, body.items);
    const id = await remote.around(() =>
      refusingRaces(() =>
        this.db
          .transaction()
          .execute((trx) => this.matchIn(trx, auth, body, kind, undefined, remote)),
      ),
    );
    return this.get(auth, id);
  }

  /**
   * A match written in the caller's transaction (see `match`), whose checks
   * of permission and shape the caller has made; answers its id. A bill
   * marked paid (bills/service.ts) is matched through it too. `fee` is the
   * bank fee an accepted proposal showed: the lines must fall short by
   * exactly it, and the items are settled in full.
   */
  async matchIn(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    body: ReconciliationCreateBody,
    kind: ReconciliationKind,
    fee?: string,
    remote: RemoteEffects = this.remoteEffects(),
  ): Promise<string> {
    const lineIds = body.statementTransactionIds;
    const expectedIds = body.items
      .filter((item) => item.kind === 'EXPECTED_TRANSACTION')
      .map((item) => item.id);
    // Lines before items, then each source's items in the registry's order and in id order: every match takes its locks in one order.
    const lines = await lockStatementSides(trx, auth.org, lineIds);
    if (lines.length !== lineIds.length) throw errors.statementNotFound();
    const items = await lockMatchItems(trx, auth.org, body.items, this.sources);
    const accounts = [
      ...new Set(
        [...lines, ...items].flatMap((side) => (side.bankAccountId ? [side.bankAccountId] : [])),
      ),
    ];
    const entities = await entitiesOfAccounts(trx, auth.org, accounts);
    const plan = planMatch(lines, items, {
      partial: body.partial ?? false,
      fee,
      entityOf: (account) => entities.get(account),
    });
    const made = await insertReconciliation(
      trx,
      auth.org,
      auth.sub,
      { ...plan, kind },
      this.sources,
    );
    const currency = lines[0]!.currency;
    await recordActivityBy(trx, auth, {
      entity: 'RECONCILIATION',
      entityId: made,
      action: 'RECONCILED',
      description: describeActivity('RECONCILIATION_MADE', {
        amount: { amount: plan.amount, currency },
        lines: lines.length,
        items: items.length,
        partial: plan.result === 'PARTIAL_MATCH' ? 1 : 0,
      }),
      changes: await allocationChanges(trx, auth.org, plan, currency, true, this.sources),
    });
    // What each source changes beyond the allocations (a payment on its way that its line now explains in full was sent).
    await afterAllocations(trx, auth, body.items, this.sources, 'matched');
    // Last: the services holding remote items settle them, or refuse the match.
    await remote.tell(trx, auth.org, made, plan.allocations, 'apply');
    await announce(trx, auth, 'MATCHED', made, {
      statementTransactionIds: [...lineIds],
      expectedTransactionIds: [...expectedIds],
    });
    return made;
  }

  /**
   * Runs the matching engine over the organisation's open statement lines and
   * items: the pending proposals are replaced by the run's, and those a rule
   * confirms by itself become AUTOMATIC matches when the caller holds the
   * auto-reconciliation permission (otherwise they wait for review too).
   */
  async run(auth: AccessClaims, options: { bankAccountId?: string } = {}): Promise<RunSummary> {
    requirePermission(auth, 'reconciliation:reconcile');
    const started = performance.now();
    const [lines, items, rules] = await Promise.all([
      openLines(this.db, auth.org, options.bankAccountId),
      openItemsOf(this.db, auth.org, this.sources),
      this.rulesOf(auth.org),
    ]);
    const read = performance.now();
    const { proposals } = propose(lines, items, rules);
    const matched = performance.now();
    const runId = randomUUID();
    const fees = proposalFees(proposals, lines, items);
    let confirmMilliseconds = 0;
    // The proposals and the matches the rules confirm by themselves are written together: a run is seen whole or not at all.
    const confirmed = await refusingRaces(() =>
      this.db.transaction().execute(async (trx) => {
        const ids = await replacePendingProposals(trx, auth.org, runId, proposals, fees);
        await announce(trx, auth, 'PROPOSED', runId);
        if (!auth.perms.includes('reconciliation:auto-reconcile')) return 0;
        const confirming = performance.now();
        // A rule never settles an item another service holds by itself: no one's behalf to ask that service on.
        const confirmable = proposals.flatMap((proposal, index) =>
          proposal.decision === 'CONFIRM' &&
          !proposal.items.some((item) => this.isRemote(item.kind))
            ? [
                {
                  id: ids[index]!,
                  lineIds: proposal.lineIds,
                  items: proposal.items as ReconcilableRef[],
                  result: proposal.result,
                  fee: fees[index]!,
                },
              ]
            : [],
        );
        const { confirmed: made } = await confirmProposals(trx, auth, confirmable, this.sources);
        confirmMilliseconds = Math.round(performance.now() - confirming);
        return made;
      }),
    );
    return {
      runId,
      lines: lines.length,
      items: items.length,
      proposed: proposals.length,
      confirmed,
      milliseconds: {
        read: Math.round(read - started),
        match: Math.round(matched - read),
        confirm: confirmMilliseconds,
        total: Math.round(performance.now() - started),
      },
    };
  }

  /** A page of the pending proposals, most confident first (of one statement transaction, when given), with how many are pending in all. */
  async proposals(auth: AccessClaims, query: ProposalListQuery): Promise<ProposalListResponse> {
    requirePermission(auth, 'reconciliation:read');
    const filter = { statementTransactionId: query.statementTransactionId };
    const cursor = query.after ? proposalKeyset(query.after) : undefined;
    const [page, totalCount] = await Promise.all([
      pendingProposals(this.db, auth.org, filter, {
        limit: query.first ?? DEFAULT_PROPOSAL_PAGE,
        cursor,
      }),
      countPendingProposals(this.db, auth.org, filter),
    ]);
    const items = page.rows.map((node) => ({
      cursor: encodeCursor([node.confidence, node.id]),
      node,
    }));
    return forwardPage(items, { hasMore: page.hasMore, after: cursor }, totalCount);
  }

  /** Proposals by id, whatever their status, in no particular order; another organisation's are left out. */
  async proposalsByIds(auth: AccessClaims, ids: readonly string[]): Promise<ProposalRow[]> {
    requirePermission(auth, 'reconciliation:read');
    return proposalsByIds(this.db, auth.org, ids);
  }

  /** A proposal's ranked alternatives, best first, at most `first` (proposalCandidates); another organisation's proposal is not found. */
  async candidates(
    auth: AccessClaims,
    id: string,
    first: number = MAX_PROPOSAL_CANDIDATES,
  ): Promise<ProposalCandidatesResponse> {
    requirePermission(auth, 'reconciliation:read');
    const proposal = await findProposal(this.db, auth.org, id);
    if (!proposal) throw errors.recommendationNotFound();
    return {
      items: await proposalCandidates(
        this.db,
        auth.org,
        proposal,
        await this.rulesOf(auth.org),
        first,
        this.sources,
      ),
    };
  }

  /** When the engine last ran for the organisation; null before its first run. */
  async lastRun(auth: AccessClaims): Promise<LastRunResponse> {
    requirePermission(auth, 'reconciliation:read');
    return { lastRunAt: (await lastRunAt(this.db, auth.org))?.toISOString() ?? null };
  }

  /** Accepts a pending proposal: its match is made (REVIEW) in the same transaction, or neither happens. */
  async accept(
    auth: AccessClaims,
    id: string,
    caller?: OnBehalfOf,
  ): Promise<ReconciliationResponse> {
    requirePermission(auth, 'reconciliation:reconcile');
    const remote = this.remoteEffects(caller);
    const pending = await findProposal(this.db, auth.org, id);
    if (pending) await remote.refresh(this.db, pending.items);
    const reconciliationId = await remote.around(() =>
      refusingRaces(() =>
        this.db.transaction().execute(async (trx) => {
          const proposal = await actOnPending(trx, auth, id, 'ACCEPTED');
          const body = {
            statementTransactionIds: proposal.statementTransactionIds,
            items: proposal.items,
            partial: proposal.result === 'PARTIAL_MATCH',
          };
          const made = await this.matchIn(trx, auth, body, 'REVIEW', proposal.fee, remote);
          await linkProposal(trx, id, made);
          return made;
        }),
      ),
    );
    return this.get(auth, reconciliationId);
  }

  private isRemote(kind: string): boolean {
    return this.sources.some((source) => source.kind === kind && source.remote);
  }

  /** Rejects a pending proposal. */
  async reject(auth: AccessClaims, id: string): Promise<void> {
    requirePermission(auth, 'reconciliation:reconcile');
    await this.db.transaction().execute(async (trx) => {
      const proposal = await actOnPending(trx, auth, id, 'REJECTED');
      await announce(trx, auth, 'PROPOSAL_REJECTED', id, {
        statementTransactionIds: proposal.statementTransactionIds,
        expectedTransactionIds: proposal.items.map((item) => item.id),
      });
    });
  }

  /**
   * Removes one match: its own allocations go, and every other match on the
   * same statement transactions and items stays as it was.
   */
  async remove(auth: AccessClaims, id: string, caller?: OnBehalfOf): Promise<void> {
    requirePermission(auth, 'reconciliation:unreconcile');
    const remote = this.remoteEffects(caller);
    await remote.around(() =>
      this.db.transaction().execute(async (trx) => {
        const locked = await lockReconciliation(trx, auth.org, id);
        if (!locked) throw errors.notFound();
        const [match] = await findReconciliations(trx, auth.org, { ids: [id] }, this.sources);
        // Its sides first, in the order every match takes them (lines, then each source's items in id order): the
        // delete's triggers would take them in the allocations' order, and deadlock with a match made on them meanwhile.
        await lockStatementSides(trx, auth.org, [
          ...new Set(match!.allocations.map((allocation) => allocation.statementTransactionId)),
        ]);
        await lockEveryItem(
          trx,
          auth.org,
          match!.allocations.map((allocation) => allocation.item),
          this.sources,
        );
        await deleteReconciliation(trx, auth.org, id);
        // What each source gives back beyond the allocations (an exported payment the match had shown sent waits again).
        await afterAllocations(
          trx,
          auth,
          match!.allocations.map((allocation) => allocation.item),
          this.sources,
          'unmatched',
        );
        await remote.tell(trx, auth.org, id, match!.allocations, 'undo');
        const lines = new Set(
          match!.allocations.map((allocation) => allocation.statementTransactionId),
        ).size;
        const items = new Set(match!.allocations.map((allocation) => allocation.item.id)).size;
        await recordActivityBy(trx, auth, {
          entity: 'RECONCILIATION',
          entityId: id,
          action: 'REMOVE_RECONCILIATION',
          description: describeActivity('RECONCILIATION_REMOVED', {
            amount: { amount: match!.amount, currency: match!.currency },
            lines,
            items,
          }),
          changes: await allocationChanges(
            trx,
            auth.org,
            match!,
            match!.currency,
            false,
            this.sources,
          ),
        });
        await announce(trx, auth, 'REMOVED', id, {
          statementTransactionIds: [
            ...new Set(match!.allocations.map((allocation) => allocation.statementTransactionId)),
          ],
          expectedTransactionIds: [
            ...new Set(match!.allocations.map((allocation) => allocation.item.id)),
          ],
        });
      }),
    );
  }
}

/** The fee each proposal would book when accepted (`deductedFee` of its sides' open totals), in its order. */
function proposalFees(
  proposals: ReturnType<typeof propose>['proposals'],
  lines: { id: string; open: bigint; direction: 'DEBIT' | 'CREDIT' }[],
  items: { id: string; open: bigint }[],
): string[] {
  const lineOpen = new Map(lines.map((line) => [line.id, line]));
  const itemOpen = new Map(items.map((item) => [item.id, item.open]));
  return proposals.map((proposal) => {
    const first = lineOpen.get(proposal.lineIds[0]!);
    if (!first || proposal.result !== 'FULL_MATCH') return '0.00';
    const lineTotal = proposal.lineIds.reduce(
      (sum, id) => sum + (lineOpen.get(id)?.open ?? 0n),
      0n,
    );
    const itemTotal = proposal.items.reduce((sum, item) => sum + (itemOpen.get(item.id) ?? 0n), 0n);
    return fromCents(deductedFee(first.direction, lineTotal, itemTotal) ?? 0n);
  });
}

const CONFIDENCE = /^[01]\.\d{4}$/;

/** The place of a pending proposal a cursor names: its confidence as the database writes it (`0.9712`) and its id. */
function proposalKeyset(cursor: string): ProposalKeyset {
  const value = decodeCursor(cursor, ['text', 'uuid']);
  if (!value || !CONFIDENCE.test(value[0] as string)) throw errors.invalidCursor();
  return { confidence: value[0] as string, id: value[1] as string };
}
