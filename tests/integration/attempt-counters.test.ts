import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { takeAttempt } from '../../services/kit/attempt-counters.js';
import { systemSuite } from '../support/system-suite.js';

// The worker's running system: its invoicing database has the attempt counters' table.
const suite = systemSuite();

describe('an attempt counter', () => {
  it('when a request began before the attempt that moved the window and waited, it is told at most the window, not a second more', async () => {
    const db = suite.system.invoicing.db;
    const key = `test:late-reader:${randomUUID()}`;
    const answered = await db.transaction().execute(async (trx) => {
      // This transaction's now() is fixed here, before the attempt below moves the window.
      await sql`select now()`.execute(trx);
      await takeAttempt(db, key, 1, 900);
      await sql`select pg_sleep(1.2)`.execute(trx);
      return takeAttempt(trx, key, 1, 900);
    });
    expect(answered.attempts).toBe(2);
    expect(answered.retryAfterSeconds).toBeGreaterThan(895);
    expect(answered.retryAfterSeconds).toBeLessThanOrEqual(900);
  });
});
