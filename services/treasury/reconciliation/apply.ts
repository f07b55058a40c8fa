import { fromCents, toCents } from '../../../formats/cents.js';
import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { ReconcilableRef } from '../../../contracts/treasury/reconciliations.js';
import type { AccessClaims } from '../../kit/auth.js';
import {
  describeActivity,
  recordActivities,
  type ActivityEntry,
  type FieldChange,
} from '../../kit/activity.js';
import { ServiceError } from '../../kit/errors.js';
import { publishEvents, type DomainEvent } from '../../kit/events.js';
import type { TreasuryDatabase } from '../db-types.js';
import { planMatch, type PlannedMatch } from './allocate.js';
import { reconciliationErrors as errors } from './errors.js';
import { anyOf } from './repository/db.js';
import { entitiesOfAccounts, lockStatementSides } from './repository/sides.js';
import {
  afterAllocations,
  allocationColumns,
  checkItems,
  labelsOfSides,
  lockEveryItem,
} from './sources/items.js';
import type { AllocationItemColumn, LockedItem, ReconcilableSource } from './sources/source.js';

/** A pending proposal the rules confirm by themselves, as the run wrote it. */
export type Confirmable = {
  id: string;
  lineIds: readonly string[];
  items: readonly ReconcilableRef[];
  result: 'FULL_MATCH' | 'PARTIAL_MATCH';
  fee: string;
};

/** What confirming a run's proposals did: how many became matches, and why each other one could not. */
export type Confirmed = { confirmed: number; refused: number };

type Side = LockedItem;
type Planned = {
  proposal: Confirmable;
  reconciliationId: string;
  plan: PlannedMatch;
  currency: string;
};

/** The event every change of reconciliation publishes on commit, for the BFF's `reconciliationUpdated`. */
export const RECONCILIATION_UPDATED = 'reconciliation.updated';

/** How the activity log words one allocation made or removed: its two sides as a reader knows them (`labelsOfSides`), the amount and any bank fee. */
export function allocationChange(
  labels: Map<string, string>,
  allocation: {
    statementTransactionId: string;
    item: ReconcilableRef;
    amount: string;
    fee: string;
  },
  currency: string,
  made: boolean,
): FieldChange {
  const fee =
    toCents(allocation.fee) > 0n ? ` and a bank fee of ${currency} ${allocation.fee}` : '';
  const text = `${labels.get(allocation.statementTransactionId) ?? allocation.statementTransactionId} with ${labels.get(allocation.item.id) ?? allocation.item.id}: ${currency} ${allocation.amount}${fee}`;
  return { field: 'allocation', before: made ? null : text, after: made ? text : null };
}
const pairKey = (lineId: string, itemId: string) => `${lineId}:${itemId}`;

/**
 * Confirms a run's proposals as AUTOMATIC matches inside the caller's
 * transaction, in a fixed number of set-based statements whatever their
 * number: every side is locked once (lines, then each kind of item, in id
 * order, the order every match locks in), each proposal is planned in turn
 * against what the ones before it allocated (`planMatch`, the rules of a
 * match by hand or by review), and the matches, their allocations, the
 * proposals' links, the activity log and the announcements are written in
 * one statement each. A proposal a rule refuses (a side used up, an amount
 * that disagrees) stays pending with the refusal's code and message for a
 * reviewer; the others are confirmed all the same.
 */
export async function confirmProposals(
  trx: Transaction<TreasuryDatabase>,
  auth: AccessClaims,
  proposals: readonly Confirmable[],
  sources: readonly ReconcilableSource[],
): Promise<Confirmed> {
  if (proposals.length === 0) return { confirmed: 0, refused: 0 };
  const sides = await lockAllSides(trx, auth.org, proposals, sources);
  const accounts = [
    ...new Set(
      [...sides.values()].flatMap((side) => (side.bankAccountId ? [side.bankAccountId] : [])),
    ),
  ];
  const entities = await entitiesOfAccounts(trx, auth.org, accounts);
  const taken = await allocatedPairs(
    trx,
    auth.org,
    proposals.flatMap((proposal) => proposal.lineIds),
    sources,
  );
  const planned: Planned[] = [];
  const refusals: { id: string; error: ServiceError }[] = [];
  for (const proposal of proposals) {
    try {
      const plan = planOne(proposal, sides, taken, (account) => entities.get(account), sources);
      planned.push({
        proposal,
        reconciliationId: randomUUID(),
        plan,
        currency: sides.get(proposal.lineIds[0]!)!.currency,
      });
    } catch (error) {
      if (!(error instanceof ServiceError)) throw error;
      refusals.push({ id: proposal.id, error });
    }
  }
  await writeMatches(trx, auth, planned, sources);
  await recordRefusals(trx, auth.org, refusals);
  await afterAllocations(
    trx,
    auth,
    planned.flatMap(({ plan }) => plan.allocations.map((allocation) => allocation.item)),
    sources,
    'matched',
  );
  return { confirmed: planned.length, refused: refusals.length };
}

/** Every line and item of the proposals, locked and read once, by id: lines first, then each source's items in the registry's order. */
async function lockAllSides(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  proposals: readonly Confirmable[],
  sources: readonly ReconcilableSource[],
): Promise<Map<string, Side>> {
  const lines = await lockStatementSides(trx, organizationId, [
    ...new Set(proposals.flatMap((proposal) => proposal.lineIds)),
  ]);
  const items = await lockEveryItem(
    trx,
    organizationId,
    proposals.flatMap((proposal) => proposal.items),
    sources,
  );
  return new Map<string, Side>([...lines.map((line) => [line.id, line] as const), ...items]);
}

/** The line and item pairs already allocated to each other: a pair is allocated once. */
async function allocatedPairs(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  lineIds: readonly string[],
  sources: readonly ReconcilableSource[],
): Promise<Set<string>> {
  // The item's own column before those that ride along with it (an order's allocation names what it pays too: the item is the order).
  const columns = [...sources]
    .sort((a, b) => (b.carries?.length ?? 0) - (a.carries?.length ?? 0))
    .map((source) => sql.ref(source.column));
  const rows = await trx
    .selectFrom('reconciliation_allocations')
    .select(['statement_transaction_id', sql<string>`coalesce(${sql.join(columns)})`.as('item_id')])
    .where('organization_id', '=', organizationId)
    .where('statement_transaction_id', '=', anyOf([...new Set(lineIds)]))
    .execute();
  return new Set(rows.map((row) => pairKey(row.statement_transaction_id, row.item_id)));
}

/**
 * One proposal planned against the sides as the proposals before it left
 * them, with the checks a match makes (`matchIn`); what it allocates is
 * taken off the sides at once, so a later proposal sees it.
 */
function planOne(
  proposal: Confirmable,
  sides: Map<string, Side>,
  taken: Set<string>,
  entityOf: (account: string) => string | undefined,
  sources: readonly ReconcilableSource[],
): PlannedMatch {
  const lines = proposal.lineIds.map((id) => sides.get(id));
  if (lines.some((line) => !line)) throw errors.statementNotFound();
  const items = proposal.items.map((ref) => sides.get(ref.id));
  if (items.some((item, index) => !item || item.kind !== proposal.items[index]!.kind))
    throw errors.itemNotFound();
  const found = items as Side[];
  checkItems(found, sources);
  const plan = planMatch(lines as Side[], found, {
    partial: proposal.result === 'PARTIAL_MATCH',
    fee: proposal.fee,
    entityOf,
  });
  if (
    plan.allocations.some((allocation) =>
      taken.has(pairKey(allocation.statementTransactionId, allocation.item.id)),
    )
  )
    throw errors.alreadyMatched();
  for (const allocation of plan.allocations) {
    taken.add(pairKey(allocation.statementTransactionId, allocation.item.id));
    const line = sides.get(allocation.statementTransactionId)!;
    line.reconciledAmount = fromCents(toCents(line.reconciledAmount) + toCents(allocation.amount));
    const item = sides.get(allocation.item.id)!;
    item.reconciledAmount = fromCents(
      toCents(item.reconciledAmount) + toCents(allocation.amount) + toCents(allocation.fee),
    );
  }
  return plan;
}

/**
 * The matches and their allocations (whose per-statement trigger moves both sides' reconciled amounts and checks them, migrations/0055-baseline, reconciliation), and the proposals
 * accepted and linked to them: one statement each, its rows passed as one array per column (one parameter per value costs more to send and parse than to write);
 * then each match's activity entry and announcement (recordAndAnnounce), so a match is never written without them.
 */
async function writeMatches(
  trx: Transaction<TreasuryDatabase>,
  auth: AccessClaims,
  planned: readonly Planned[],
  sources: readonly ReconcilableSource[],
): Promise<void> {
  if (planned.length === 0) return;
  await sql`insert into reconciliations (id, organization_id, bank_account_id, direction, kind, result, created_by)
    select made.id, ${auth.org}, made.bank_account_id, made.direction, 'AUTOMATIC', made.result, ${auth.sub}
    from unnest(${planned.map(({ reconciliationId }) => reconciliationId)}::uuid[], ${planned.map(({ plan }) => plan.bankAccountId)}::uuid[],
      ${planned.map(({ plan }) => plan.direction)}::text[], ${planned.map(({ plan }) => plan.result)}::text[]) as made (id, bank_account_id, direction, result)`.execute(
    trx,
  );
  const allocations = planned.flatMap(({ reconciliationId, plan }) =>
    plan.allocations.map((allocation) => ({ reconciliationId, ...allocation })),
  );
  // Each allocation's item in its source's column, null in the others (sources/items.ts).
  const rows = allocations.map((allocation) => allocationColumns(allocation.item, sources));
  const itemOf = (column: AllocationItemColumn) => rows.map((row) => row[column]);
  await sql`insert into reconciliation_allocations (organization_id, reconciliation_id, statement_transaction_id, expected_transaction_id, payment_order_id, payment_settlement_id, bill_id, remote_item_id, amount, fee)
    select ${auth.org}, made.* from unnest(${allocations.map((allocation) => allocation.reconciliationId)}::uuid[], ${allocations.map((allocation) => allocation.statementTransactionId)}::uuid[],
      ${itemOf('expected_transaction_id')}::uuid[], ${itemOf('payment_order_id')}::uuid[], ${itemOf('payment_settlement_id')}::uuid[], ${itemOf('bill_id')}::uuid[], ${itemOf('remote_item_id')}::uuid[],
      ${allocations.map((allocation) => allocation.amount)}::numeric[], ${allocations.map((allocation) => allocation.fee)}::numeric[]) as made`.execute(
    trx,
  );
  await sql`update reconciliation_proposals p set status = 'ACCEPTED', acted_by = ${auth.sub}, acted_at = now(), reconciliation_id = made.reconciliation_id
    from unnest(${planned.map(({ proposal }) => proposal.id)}::uuid[], ${planned.map(({ reconciliationId }) => reconciliationId)}::uuid[]) as made (id, reconciliation_id)
    where p.id = made.id and p.organization_id = ${auth.org} and p.status = 'PENDING'`.execute(trx);
  await recordAndAnnounce(trx, auth, planned, sources);
}

/** Leaves on each refused proposal why, for its reviewer (migrations/0055-baseline, reconciliation proposals). */
async function recordRefusals(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  refusals: readonly { id: string; error: ServiceError }[],
): Promise<void> {
  if (refusals.length === 0) return;
  await sql`update reconciliation_proposals p set auto_refusal_code = refused.code, auto_refusal_message = refused.message
    from unnest(${refusals.map((refusal) => refusal.id)}::uuid[], ${refusals.map((refusal) => refusal.error.code)}::text[], ${refusals.map((refusal) => refusal.error.message)}::text[]) as refused (id, code, message)
    where p.id = refused.id and p.organization_id = ${organizationId} and p.status = 'PENDING'`.execute(
    trx,
  );
}

/** The activity log's entry of each match, as a match by hand writes it, and its announcement to subscribers. */
async function recordAndAnnounce(
  trx: Transaction<TreasuryDatabase>,
  auth: AccessClaims,
  planned: readonly Planned[],
  sources: readonly ReconcilableSource[],
): Promise<void> {
  const allocations = planned.flatMap(({ plan }) => plan.allocations);
  const labels = await labelsOfSides(
    trx,
    auth.org,
    allocations.map((allocation) => allocation.statementTransactionId),
    allocations.map((allocation) => allocation.item),
    sources,
  );
  const entries: ActivityEntry[] = planned.map(
    ({ reconciliationId, proposal, plan, currency }) => ({
      actor: auth,
      organizationId: auth.org,
      entity: 'RECONCILIATION',
      entityId: reconciliationId,
      action: 'RECONCILED',
      description: describeActivity('RECONCILIATION_MADE', {
        amount: { amount: plan.amount, currency },
        lines: proposal.lineIds.length,
        items: proposal.items.length,
        partial: plan.result === 'PARTIAL_MATCH' ? 1 : 0,
      }),
      changes: plan.allocations.map((allocation) =>
        allocationChange(labels, allocation, currency, true),
      ),
    }),
  );
  await recordActivities(trx, entries);
  const events: DomainEvent[] = planned.map(({ reconciliationId, proposal }) => ({
    type: RECONCILIATION_UPDATED,
    organizationId: auth.org,
    subjectId: reconciliationId,
    permission: 'reconciliation:read',
    change: 'MATCHED',
    related: {
      statementTransactionIds: [...proposal.lineIds],
      expectedTransactionIds: proposal.items
        .filter((item) => item.kind === 'EXPECTED_TRANSACTION')
        .map((item) => item.id),
    },
  }));
  await publishEvents(trx, events);
}
