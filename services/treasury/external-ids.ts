import type { Db } from './db.js';

/** The records an integrator names by an external id of its own, unique per organisation (exactly, as given). */
export type ExternalIdTable = 'counterparties' | 'expected_transactions';

/** The organisation's record of `table` holding `externalId`, other than `except`; undefined when none does. */
export async function findExternalIdOwner(
  db: Db,
  table: ExternalIdTable,
  organizationId: string,
  externalId: string,
  except?: string,
): Promise<{ id: string } | undefined> {
  let query = db
    .selectFrom(table)
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('external_id', '=', externalId);
  if (except) query = query.where('id', '!=', except);
  return query.executeTakeFirst();
}

/** The external ids among `externalIds` that records of `table` of the organisation hold (one query for a batch of an import). */
export async function findUsedExternalIds(
  db: Db,
  table: ExternalIdTable,
  organizationId: string,
  externalIds: readonly string[],
): Promise<Set<string | null>> {
  if (externalIds.length === 0) return new Set();
  const rows = await db
    .selectFrom(table)
    .select('external_id')
    .where('organization_id', '=', organizationId)
    .where('external_id', 'in', externalIds)
    .execute();
  return new Set(rows.map((row) => row.external_id));
}
