import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/database.js';
import { createDatabase, migrate, squashedBy } from './database.js';

// A baseline squashing released migrations, on databases of their own (empty ones, not the run's
// migrated template): one migrated before the squash, one part-way, a fresh one.
const SCHEMA = 'baseline_test';

/** A folder holding `files` (name to SQL text). */
function folderOf(files: Record<string, string>): string {
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kas-baseline-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(folder, name), text);
  return folder;
}

const FIRST = 'create table accounts (id int primary key);';
const SECOND = 'create table entries (id int primary key, account_id int references accounts);';
const LATER = 'alter table accounts add column name text;';
const BASELINE = [
  '-- The schema the first two left.',
  '-- squashes: 0001-accounts',
  '-- squashes: 0002-entries',
]
  .concat([FIRST, SECOND])
  .join('\n');

const before = folderOf({ '0001-accounts.sql': FIRST, '0002-entries.sql': SECOND });
const partWay = folderOf({ '0001-accounts.sql': FIRST });
const after = folderOf({ '0002-baseline.sql': BASELINE, '0003-names.sql': LATER });

const databases: Kysely<unknown>[] = [];
async function database(): Promise<Kysely<unknown>> {
  const db = createDatabase<unknown>({
    url: await createTestDatabase({ empty: true }),
    schema: SCHEMA,
    max: 6,
  });
  databases.push(db);
  return db;
}

const applied = async (db: Kysely<unknown>) =>
  (
    await sql<{
      name: string;
    }>`select name from ${sql.table(`${SCHEMA}.kysely_migration`)} order by name`.execute(db)
  ).rows.map((row) => row.name);

const columnsOf = async (db: Kysely<unknown>, table: string) =>
  (
    await sql<{ column_name: string }>`
      select column_name from information_schema.columns
      where table_schema = ${SCHEMA} and table_name = ${table} order by ordinal_position`.execute(
      db,
    )
  ).rows.map((row) => row.column_name);

afterAll(async () => {
  await Promise.all(databases.map((db) => db.destroy()));
});

describe('a baseline that squashes released migrations', () => {
  it('reads the names its header squashes, over as many lines as it takes', () => {
    expect(squashedBy(BASELINE)).toEqual(['0001-accounts', '0002-entries']);
    expect(squashedBy(LATER)).toEqual([]);
  });

  describe('on a database migrated before the squash', () => {
    let db: Kysely<unknown>;
    beforeAll(async () => {
      db = await database();
      await migrate(db, SCHEMA, before);
    });

    it('takes the baseline as applied without running it, then applies what came after', async () => {
      // Five instances starting together: the schema's advisory lock lets one adopt the baseline.
      const starts = await Promise.allSettled(
        Array.from({ length: 5 }, () => migrate(db, SCHEMA, after)),
      );

      expect(starts.filter((start) => start.status === 'rejected')).toEqual([]);
      expect(await applied(db)).toEqual(['0002-baseline', '0003-names']);
      expect(await columnsOf(db, 'accounts')).toEqual(['id', 'name']);
      expect(await columnsOf(db, 'entries')).toEqual(['id', 'account_id']);
    });
  });

  it('refuses a database that applied only some of what it squashes, and changes nothing', async () => {
    const db = await database();
    await migrate(db, SCHEMA, partWay);

    await expect(migrate(db, SCHEMA, after)).rejects.toThrow(
      'Schema baseline_test has applied 1 of the 2 migrations that 0002-baseline squashes (not 0002-entries): migrate it with the release they shipped in first.',
    );
    expect(await applied(db)).toEqual(['0001-accounts']);
    expect(await columnsOf(db, 'accounts')).toEqual(['id']);
    expect(await columnsOf(db, 'entries')).toEqual([]);
  });

  it('builds a fresh database by running the baseline', async () => {
    const db = await database();

    await migrate(db, SCHEMA, after);

    expect(await applied(db)).toEqual(['0002-baseline', '0003-names']);
    expect(await columnsOf(db, 'accounts')).toEqual(['id', 'name']);
    expect(await columnsOf(db, 'entries')).toEqual(['id', 'account_id']);
  });
});
