import { sql } from 'kysely';
import { nameSkeleton } from '../../kit/text.js';
import type { Db } from '../db.js';
import { deleteOrganizationRecord } from '../organization-records.js';

export async function findDefaultEntityId(
  db: Db,
  organizationId: string,
): Promise<string | undefined> {
  const found = await db
    .selectFrom('entities')
    .select('id')
    .where('organization_id', '=', organizationId)
    .where('is_default', '=', true)
    .executeTakeFirst();
  return found?.id;
}

/** Makes the default entity unless another request just did; its id when this call made it. */
export async function insertDefaultEntity(
  db: Db,
  organizationId: string,
  name: string,
): Promise<string | undefined> {
  const created = await db
    .insertInto('entities')
    .values({
      organization_id: organizationId,
      name,
      name_key: nameSkeleton(name),
      is_default: true,
    })
    .onConflict((oc) => oc.column('organization_id').where('is_default', '=', true).doNothing())
    .returning('id')
    .executeTakeFirst();
  return created?.id;
}

/** The organisation's entities with how many bank accounts each holds, the default first, then by name. */
export async function listEntities(db: Db, organizationId: string) {
  return db
    .selectFrom('entities as e')
    .where('e.organization_id', '=', organizationId)
    .select(['e.id', 'e.name', 'e.is_default', 'e.created_at'])
    .select((eb) =>
      eb
        .selectFrom('bank_accounts as a')
        .whereRef('a.entity_id', '=', 'e.id')
        .select((c) => c.fn.countAll<string>().as('n'))
        .as('accounts'),
    )
    .orderBy('e.is_default', 'desc')
    .orderBy(sql`lower(e.name)`)
    .execute();
}

export async function insertEntity(db: Db, organizationId: string, name: string): Promise<string> {
  const row = await db
    .insertInto('entities')
    .values({ organization_id: organizationId, name, name_key: nameSkeleton(name) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function renameEntity(
  db: Db,
  organizationId: string,
  id: string,
  name: string,
): Promise<void> {
  await db
    .updateTable('entities')
    .set({ name, name_key: nameSkeleton(name) })
    .where('id', '=', id)
    .where('organization_id', '=', organizationId)
    .execute();
}

export async function deleteEntity(db: Db, organizationId: string, id: string): Promise<void> {
  await deleteOrganizationRecord(db, 'entities', organizationId, id);
}
