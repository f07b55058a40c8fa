import Decimal from 'decimal.js';
import { sql, type Kysely } from 'kysely';
import type { ServiceError } from '../../../kit/errors.js';
import type { TreasuryDatabase } from '../../db-types.js';
import { sourceCandidates } from '../repository/candidates.js';
import { anyOf } from '../repository/db.js';
import { openRemoteItems } from '../repository/open-sides.js';
import { lockRemoteSides, type RemoteKind } from '../repository/sides.js';
import type { ReconcilableSource, RemoteItems } from './source.js';

/** An item as its service answers it, in the shape of the treasury's copy (`remote_items`, migrations/0055-baseline, remote items). */
export type RemoteItemCopy = {
  id: string;
  direction: 'DEBIT' | 'CREDIT';
  currency: string;
  /** What its service lets reconciliation settle in all. */
  amount: string;
  open: boolean;
  dueDate: string;
  reference: string;
  counterpartyName: string;
};

/**
 * Writes what a service answered of its items into the treasury's copy: new
 * ones added, known ones brought up to date. An amount below what matches
 * already allocate to it is kept at that (the service answered before a
 * match it was told of committed here); the next refresh corrects it.
 */
export async function saveRemoteCopies(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  kind: RemoteKind,
  items: readonly RemoteItemCopy[],
): Promise<void> {
  if (items.length === 0) return;
  await db
    .insertInto('remote_items')
    .values(
      items.map((item) => ({
        id: item.id,
        organization_id: organizationId,
        kind,
        direction: item.direction,
        currency: item.currency,
        amount: item.amount,
        open: item.open,
        due_date: item.dueDate,
        reference: item.reference,
        counterparty_name: item.counterpartyName,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet((eb) => ({
          amount: eb.fn('greatest', [
            eb.ref('excluded.amount'),
            eb.ref('remote_items.reconciled_amount'),
          ]),
          open: eb.ref('excluded.open'),
          due_date: eb.ref('excluded.due_date'),
          reference: eb.ref('excluded.reference'),
          counterparty_name: eb.ref('excluded.counterparty_name'),
          refreshed_at: new Date(),
        }))
        // An id is one organisation's: another's copy is never overwritten.
        .where('remote_items.organization_id', '=', organizationId),
    )
    .execute();
}

/** Marks closed the organisation's open copies of a kind its service no longer listed as open. */
export async function closeUnlisted(
  db: Kysely<TreasuryDatabase>,
  organizationId: string,
  kind: RemoteKind,
  listed: readonly string[],
): Promise<void> {
  let query = db
    .updateTable('remote_items')
    .set({ open: false, refreshed_at: new Date() })
    .where('organization_id', '=', organizationId)
    .where('kind', '=', kind)
    .where('open', '=', true);
  if (listed.length > 0) query = query.where((eb) => eb.not(eb('id', '=', anyOf(listed))));
  await query.execute();
}

/** What a kind of item another service holds brings to its source. */
export type RemoteSourceDefinition = {
  kind: RemoteKind;
  notFound: () => ServiceError;
  /** The refusal of an item its service no longer takes a settlement of. */
  notOpen: () => ServiceError;
  /** How the activity log names one, from the copy's reference and counterparty. */
  label: (item: { reference: string; counterparty_name: string; due_date: string }) => string;
  remote: RemoteItems;
};

/**
 * A reconcilable source for items another service holds: the engine reads
 * their copy, a match locks it (after `remote.refresh` brought it up to
 * date) and allocates to it in the one column every remote kind shares,
 * and the service is told of each match made and removed
 * (ReconciliationService). Nothing else is per kind.
 */
export function remoteSource(definition: RemoteSourceDefinition): ReconcilableSource {
  const { kind } = definition;
  return {
    kind,
    column: 'remote_item_id',
    lock: lockRemoteSides(kind),
    notFound: definition.notFound,
    check(items) {
      if (items.some((item) => item.status !== 'OPEN')) throw definition.notOpen();
    },
    openItems: (db, organizationId) => openRemoteItems(db, organizationId, kind),
    // From the copy, on no account of their own: as open as its service last said.
    candidates: sourceCandidates({
      itemKind: kind,
      from: sql`remote_items r`,
      columns: {
        date: sql`r.due_date`,
        reference: sql`r.reference`,
        counterpartyName: sql`r.counterparty_name`,
        description: null,
      },
      where: () => sql`r.kind = ${kind} and r.open`,
      alias: 'r',
    }),
    async labels(db, organizationId, ids) {
      const rows = await db
        .selectFrom('remote_items')
        .select(['id', 'reference', 'counterparty_name'])
        .select((eb) =>
          eb.fn<string>('to_char', [eb.ref('due_date'), eb.val('YYYY-MM-DD')]).as('due_date'),
        )
        .where('organization_id', '=', organizationId)
        .where('id', '=', anyOf(ids))
        .execute();
      return rows.map((row) => [row.id, definition.label(row)]);
    },
    remote: definition.remote,
  };
}

/** The amount and fee a match settles per item, summed over its allocations to each. */
export function settledPerItem(
  allocations: readonly { item: { id: string }; amount: string; fee?: string }[],
): { id: string; amount: string }[] {
  const totals = new Map<string, Decimal>();
  for (const allocation of allocations) {
    const before = totals.get(allocation.item.id) ?? new Decimal(0);
    totals.set(allocation.item.id, before.plus(allocation.amount).plus(allocation.fee ?? '0'));
  }
  return [...totals].map(([id, amount]) => ({ id, amount: amount.toFixed(2) }));
}
