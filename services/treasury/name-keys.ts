import { sql, type Kysely } from 'kysely';
import { nameSkeleton } from '../kit/text.js';
import type { TreasuryDatabase } from './db-types.js';

/** The names kept unique by their skeleton (migrations/0008-look-alike-names.sql). */
const KEYED = [
  { table: 'counterparties', name: 'alias', key: 'alias_key' },
  { table: 'bank_accounts', name: 'alias', key: 'alias_key' },
  { table: 'entities', name: 'name', key: 'name_key' },
] as const;

/**
 * Gives rows written before their skeleton was kept (placeholder `unset:…`)
 * their real key. Where older rows already look alike, the oldest keeps the
 * key and each later one gets the key followed by a control character and
 * its id: no name can produce that (control characters are refused), so new
 * look-alikes still collide with the oldest, and the rows themselves stay
 * as they were. Runs at start, once per database at a time.
 */
export async function refreshNameKeys(db: Kysely<TreasuryDatabase>): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(hashtextextended('treasury:name-keys', 0))`.execute(trx);
    let refreshed = 0;
    for (const { table, name, key } of KEYED) {
      const { rows } = await sql<{ id: string; name: string }>`
        select id, ${sql.ref(name)} as name from ${sql.table(table)} where ${sql.ref(key)} like 'unset:%' order by created_at, id`.execute(trx);
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
