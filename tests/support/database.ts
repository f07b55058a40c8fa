import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

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
