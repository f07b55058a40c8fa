import type { OrganizationTable } from '../kit/database.js';
import type { TreasuryDatabase } from './db-types.js';
import type { Db } from './db.js';

/**
 * Deletes the organisation's record `id` from `table`: a record of another
 * organisation with that id stays where it is. Answers whether one went.
 */
export async function deleteOrganizationRecord(
  db: Db,
  table: OrganizationTable<TreasuryDatabase>,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const result = await db
    .deleteFrom(table)
    .where('organization_id', '=', organizationId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}
