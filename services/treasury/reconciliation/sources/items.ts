import type { Transaction } from 'kysely';
import type { ReconcilableRef } from '../../../../contracts/treasury/reconciliations.js';
import type { AccessClaims } from '../../../kit/auth.js';
import type { TreasuryDatabase } from '../../db-types.js';
import type { EngineItem } from '../engine/types.js';
import { reconciliationErrors as errors } from '../errors.js';
import { anyOf, type Db } from '../repository/db.js';
import type { AllocationItemColumn, LockedItem, ReconcilableSource } from './source.js';

/** The distinct ids of the refs of one kind, in their order. */
const idsOf = (refs: readonly ReconcilableRef[], kind: ReconcilableRef['kind']) => [
  ...new Set(refs.filter((ref) => ref.kind === kind).map((ref) => ref.id)),
];

/** A ref of a kind no source is registered for is no item of the organisation's. */
function refuseUnknownKinds(
  refs: readonly ReconcilableRef[],
  sources: readonly ReconcilableSource[],
): void {
  if (refs.some((ref) => !sources.some((source) => source.kind === ref.kind)))
    throw errors.itemNotFound();
}

/**
 * The items of a match, locked source by source in the registry's order and
 * each source's in id order: one missing (or another organisation's) is
 * refused with its source's not-found, one its source refuses with that
 * refusal, before the next source is locked.
 */
export async function lockMatchItems(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  refs: readonly ReconcilableRef[],
  sources: readonly ReconcilableSource[],
): Promise<LockedItem[]> {
  refuseUnknownKinds(refs, sources);
  const items: LockedItem[] = [];
  for (const source of sources) {
    const ids = idsOf(refs, source.kind);
    const locked = await source.lock(trx, organizationId, ids);
    if (locked.length !== ids.length) throw source.notFound();
    source.check?.(locked);
    items.push(...locked);
  }
  return items;
}

/** Every item of many proposals, locked once in the registry's order, by id; missing ones are left out (each proposal is checked alone). */
export async function lockEveryItem(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  refs: readonly ReconcilableRef[],
  sources: readonly ReconcilableSource[],
): Promise<Map<string, LockedItem>> {
  const items = new Map<string, LockedItem>();
  for (const source of sources) {
    for (const item of await source.lock(trx, organizationId, idsOf(refs, source.kind)))
      items.set(item.id, item);
  }
  return items;
}

/** Each source's refusal of the locked items of one proposal, in the registry's order. */
export function checkItems(
  items: readonly LockedItem[],
  sources: readonly ReconcilableSource[],
): void {
  for (const source of sources) source.check?.(items.filter((item) => item.kind === source.kind));
}

/** Every source's open items, as the engine reads them, in the registry's order. */
export async function openItemsOf(
  db: Db,
  organizationId: string,
  sources: readonly ReconcilableSource[],
): Promise<EngineItem[]> {
  const bySource = await Promise.all(sources.map((source) => source.openItems(db, organizationId)));
  return bySource.flat();
}

/**
 * How a reader knows statement lines and items, by id: the line's booking
 * date and bank description, the item as its source words it (for the
 * activity log).
 */
export async function labelsOfSides(
  db: Db,
  organizationId: string,
  lineIds: readonly string[],
  items: readonly ReconcilableRef[],
  sources: readonly ReconcilableSource[],
): Promise<Map<string, string>> {
  const [lines, ...bySource] = await Promise.all([
    lineIds.length === 0
      ? []
      : db
          .selectFrom('statement_transactions')
          .select(['id', 'transaction_date as date', 'description'])
          .where('organization_id', '=', organizationId)
          .where('id', '=', anyOf(lineIds))
          .execute(),
    ...sources.map((source) => {
      const ids = idsOf(items, source.kind);
      return ids.length === 0 ? [] : source.labels(db, organizationId, ids);
    }),
  ]);
  return new Map([
    ...lines.map(
      (line) => [line.id, `statement transaction of ${line.date} "${line.description}"`] as const,
    ),
    ...bySource.flat(),
  ]);
}

/** What each source changes beyond the allocations once its items are matched (`matched`) or unmatched. */
export async function afterAllocations(
  trx: Transaction<TreasuryDatabase>,
  auth: AccessClaims,
  items: readonly ReconcilableRef[],
  sources: readonly ReconcilableSource[],
  change: 'matched' | 'unmatched',
): Promise<void> {
  for (const source of sources) {
    const hook = source[change];
    const ids = items.filter((item) => item.kind === source.kind).map((item) => item.id);
    if (hook && ids.length > 0) await hook(trx, auth, ids);
  }
}

/** An allocation row's item columns, one per source: the ref's id in its source's column, null in the others. */
export function allocationColumns(
  item: ReconcilableRef,
  sources: readonly ReconcilableSource[],
): Record<AllocationItemColumn, string | null> {
  const columns = {
    expected_transaction_id: null,
    payment_order_id: null,
    payment_settlement_id: null,
    bill_id: null,
    remote_item_id: null,
  } as Record<AllocationItemColumn, string | null>;
  const source = sources.find((candidate) => candidate.kind === item.kind);
  if (!source) throw errors.itemNotFound();
  columns[source.column] = item.id;
  return columns;
}

/**
 * The item an allocation is made to: of the sources whose column it names,
 * the one the others ride along with (an order, whatever it pays: the
 * expected transaction or bill it names, migrations/0055-baseline, reconciliation). The
 * kinds other services hold share one column (migrations/0055-baseline, remote items): their
 * item's kind is its remote copy's (`remote_item_kind`).
 */
export function allocationItem(
  allocation: Record<AllocationItemColumn, string | null> & { remote_item_kind?: string | null },
  sources: readonly ReconcilableSource[],
): ReconcilableRef {
  const named = sources.filter(
    (source) =>
      allocation[source.column] !== null &&
      (source.column !== 'remote_item_id' ||
        !allocation.remote_item_kind ||
        source.kind === allocation.remote_item_kind),
  );
  const carried = new Set(named.flatMap((source) => source.carries ?? []));
  const source = named.find((candidate) => !carried.has(candidate.kind)) ?? named[0]!;
  return { kind: source.kind, id: allocation[source.column]! };
}
