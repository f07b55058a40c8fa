import { CompiledQuery, sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.js';
import { createDatabase } from '../../kit/database.js';
import { INVOICING_SCHEMA } from '../database-schema.js';
import type { InvoicingDatabase } from '../db-types.js';
import { earlierOutcome } from './apply.js';

let db: Kysely<InvoicingDatabase>;

beforeAll(async () => {
  db = createDatabase<InvoicingDatabase>({
    url: await createTestDatabase(),
    schema: INVOICING_SCHEMA,
    max: 2,
  });
  // A gateway's history: 2,000 events applied, each delivered again, and refused forgeries.
  await sql`insert into gateway_notifications (provider, event_id, order_id, status, amount, outcome)
    select 'XENDIT', 'xendit:inv' || n || ':PAID:2026-11-22T03:00:00.000Z', 'INV-2026-11-' || n, 'PAID', 100000, outcome
      from generate_series(1, 2000) as n, unnest(array['APPLIED', 'DUPLICATE']) as outcome`.execute(
    db,
  );
  await sql`insert into gateway_notifications (provider, outcome, reason)
    select 'XENDIT', 'REFUSED', 'BAD_TOKEN' from generate_series(1, 50)`.execute(db);
  await sql`analyze gateway_notifications`.execute(db);
});

afterAll(async () => {
  await db?.destroy();
});

describe('whether a gateway event was seen before', () => {
  it('when the event was applied and delivered again since, the applied outcome is the answer', async () => {
    const seen = await earlierOutcome(
      db,
      'XENDIT',
      'xendit:inv7:PAID:2026-11-22T03:00:00.000Z',
    ).execute();
    expect(seen.map((row) => row.outcome)).toEqual(['APPLIED']);
    const unseen = await earlierOutcome(
      db,
      'XENDIT',
      'xendit:inv7:SETTLED:2026-11-23T03:00:00.000Z',
    ).execute();
    expect(unseen).toEqual([]);
  });

  it('when asked for each notification, it reads the event index, not every notification received', async () => {
    const query = earlierOutcome(
      db,
      'XENDIT',
      'xendit:inv7:PAID:2026-11-22T03:00:00.000Z',
    ).compile();
    const plan = await db.transaction().execute(async (trx) => {
      // Only a plan that cannot use the index scans the table now: the check holds on a table of any size.
      await sql`set local enable_seqscan = off`.execute(trx);
      const explained = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${query.sql}`, [...query.parameters]),
      );
      return explained.rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('gateway_notifications_event');
    expect(plan).not.toContain('Seq Scan');
  });
});
