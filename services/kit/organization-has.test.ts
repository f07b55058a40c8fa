import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../tests/support/database.js';
import { createDatabase, organizationHas } from './database.js';

type RecordsDatabase = {
  records: { id: string; organization_id: string };
};

let db: Kysely<RecordsDatabase>;

beforeAll(async () => {
  // An empty database of its own with one table of an organisation's records: the helper reads any
  // such table, and kit imports no service's schema.
  db = createDatabase<RecordsDatabase>({
    url: await createTestDatabase({ empty: true }),
    schema: 'kit',
  });
  await sql`create schema kit`.execute(db);
  await sql`create table kit.records (id uuid primary key, organization_id uuid not null)`.execute(
    db,
  );
});

afterAll(async () => {
  await db?.destroy();
});

describe('whether an organisation has a record', () => {
  it('when the record is the organisation’s own, it has it; when it is another organisation’s or no record at all, it does not', async () => {
    const [mine, theirs, id] = [randomUUID(), randomUUID(), randomUUID()];
    await db.insertInto('records').values({ id, organization_id: mine }).execute();

    expect(await organizationHas(db, 'records', mine, id)).toBe(true);
    expect(await organizationHas(db, 'records', theirs, id)).toBe(false);
    expect(await organizationHas(db, 'records', mine, randomUUID())).toBe(false);
  });
});
