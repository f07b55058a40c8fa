import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

/**
 * Creates a database on the run's PostgreSQL server for one test file, a copy
 * of the run's migrated template (every service's schema, no rows), so that
 * every file starts clean without migrating again. `empty` gives a database
 * with no schema at all, for a test of the migrations themselves.
 */
export async function createTestDatabase({ empty = false }: { empty?: boolean } = {}): Promise<string> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `test_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(empty ? `create database ${name}` : `create database ${name} template ${inject('templateDatabase')}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
