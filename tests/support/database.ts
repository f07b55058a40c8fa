import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Kysely, QueryExecutorProvider, RawBuilder } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase, migrate } from '../../services/kit/database.js';

/** Runs one statement (CREATE DATABASE, DROP DATABASE) on the server's `postgres` database at `adminUrl`. */
export async function onServer(adminUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the server at `adminUrl`. */
export function databaseUrlOf(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Creates a database on the run's PostgreSQL server for one test file, a copy
 * of the run's migrated template (every service's schema, no rows), so that
 * every file starts clean without migrating again. `empty` gives a database
 * with no schema at all, for a test of the migrations themselves.
 */
export async function createTestDatabase({
  empty = false,
}: { empty?: boolean } = {}): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  await onServer(
    adminUrl,
    empty
      ? `create database ${name}`
      : `create database ${name} template ${inject('templateDatabase')}`,
  );
  return databaseUrlOf(adminUrl, name);
}

/**
 * A database of its own for a test of a migration on rows written before it:
 * `schema`'s migrations in `folder` applied up to, not including, the one
 * numbered `first` (`'0040'`). `migrate(db, schema, folder)` applies the rest.
 */
export async function databaseMigratedBefore<Database>({
  schema,
  folder,
  first,
  max,
}: {
  schema: string;
  folder: string;
  first: string;
  max: number;
}): Promise<Kysely<Database>> {
  const db = createDatabase<Database>({
    url: await createTestDatabase({ empty: true }),
    schema,
    max,
  });
  const earlier = await fs.mkdtemp(path.join(os.tmpdir(), 'kas-migrations-'));
  try {
    for (const file of await fs.readdir(folder))
      if (file < first) await fs.copyFile(path.join(folder, file), path.join(earlier, file));
    await migrate(db as Kysely<unknown>, schema, earlier);
  } finally {
    await fs.rm(earlier, { recursive: true, force: true });
  }
  return db;
}

/** How many rows `query` (a `select count(*) …`) counts in the database `db`. */
export async function countOf(
  db: QueryExecutorProvider,
  query: RawBuilder<{ count: string }>,
): Promise<number> {
  return Number((await query.execute(db)).rows[0]!.count);
}

/** The rows `query` (a test's own read of what a service wrote) reads from the database `db`. */
export async function rowsOf<Row>(
  db: QueryExecutorProvider,
  query: RawBuilder<Row>,
): Promise<Row[]> {
  return (await query.execute(db)).rows;
}
