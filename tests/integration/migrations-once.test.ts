import { readdirSync } from 'node:fs';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MIGRATIONS, ACCOUNT_SCHEMA } from '../../services/account/database-schema.js';
import { migrateDatabase } from '../../services/kit/database.js';
import { createTestDatabase } from '../support/database.js';

describe('instances starting together on a fresh database', () => {
  it('apply each migration exactly once, and none of them fails', async () => {
    const url = await createTestDatabase({ empty: true });
    const starts = Array.from({ length: 5 }, () =>
      migrateDatabase(url, ACCOUNT_SCHEMA, ACCOUNT_MIGRATIONS),
    );

    const outcomes = await Promise.allSettled(starts);

    expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string; times: string }>(
        `select name, count(*) as times from ${ACCOUNT_SCHEMA}.kysely_migration group by name order by name`,
      );
      const files = readdirSync(ACCOUNT_MIGRATIONS)
        .filter((file) => file.endsWith('.sql'))
        .sort()
        .map((file) => file.replace(/\.sql$/, ''));
      expect(rows).toEqual(files.map((name) => ({ name, times: '1' })));
    } finally {
      await client.end();
    }
  }, 120_000);
});
