import { sql, type Kysely } from 'kysely';
import { nameSkeleton } from './text.js';

/** A name kept unique per organisation by its skeleton, in a column of its own (`key`) under a unique index. */
export type KeyedName = { table: string; name: string; key: string };

/**
 * Gives rows written before their skeleton was kept (placeholder `unset:…`)
 * their real key. Where older rows already look alike, the oldest keeps the
 * key and each later one gets the key followed by a control character and
 * its id: no name can produce that (control characters are refused), so new
 * look-alikes still collide with the oldest, and the rows themselves stay
 * as they were. Runs at a service's start, once per database at a time
 * (`lock` names the advisory lock).
 */
export async function refreshNameKeys(
  db: Kysely<unknown>,
  keyed: readonly KeyedName[],
  lock: string,
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended(${lock}, 0))`.execute(trx);
    let refreshed = 0;
    for (const { table, name, key } of keyed) {
      const { rows } = await sql<{ id: string; name: string }>`
        select id, ${sql.ref(name)} as name from ${sql.table(table)} where ${sql.ref(key)} like 'unset:%' order by created_at, id`.execute(
        trx,
      );
      for (const row of rows) {
        const skeleton = nameSkeleton(row.name);
        await sql`
          update ${sql.table(table)} t
          set ${sql.ref(key)} = case
            when exists (select 1 from ${sql.table(table)} o where o.organization_id = t.organization_id and o.${sql.ref(key)} = ${skeleton}) then ${skeleton} || chr(1) || t.id
            else ${skeleton} end
          where t.id = ${row.id}`.execute(trx);
        refreshed += 1;
      }
    }
    return refreshed;
  });
}
