import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../tests/support/database.js';
import { createDatabase } from '../../kit/database.js';
import { INVOICING_SCHEMA } from '../database-schema.js';
import type { InvoicingDatabase } from '../db-types.js';
import { documentNumber, issueNumber, type NumberRequest } from './numbering.js';

let db: Kysely<InvoicingDatabase>;

beforeAll(async () => {
  // A database of its own (a copy of the run's migrated template) with a pool wide enough for 20 transactions at once.
  db = createDatabase<InvoicingDatabase>({
    url: await createTestDatabase(),
    schema: INVOICING_SCHEMA,
    max: 24,
  });
});

afterAll(async () => {
  await db?.destroy();
});

const invoice = (organizationId: string, date = '2026-11-05'): NumberRequest => ({
  organizationId,
  documentType: 'SALES_INVOICE',
  date,
  prefix: 'INV/',
});

const issue = (request: NumberRequest) =>
  db.transaction().execute((trx) => issueNumber(trx, request));

/** Thrown to roll an issuing transaction back after it took its number. */
class Abandoned extends Error {}

describe('document numbers', () => {
  it('read prefix, year, month and a sequence of at least four digits', () => {
    expect(documentNumber('INV/', '2026-11-05', 1)).toBe('INV/2026/11/0001');
    expect(documentNumber('SO-', '2027-01-31', 123)).toBe('SO-2027/01/0123');
    expect(documentNumber('INV/', '2026-11-05', 10_000)).toBe('INV/2026/11/10000');
  });

  it('follow one another per organisation, kind of document and month', async () => {
    const [first, other] = [randomUUID(), randomUUID()];
    expect(await issue(invoice(first))).toBe('INV/2026/11/0001');
    expect(await issue(invoice(first, '2026-11-30'))).toBe('INV/2026/11/0002');
    // Another organisation, another kind, another month: each has its own sequence.
    expect(await issue(invoice(other))).toBe('INV/2026/11/0001');
    expect(await issue({ ...invoice(first), documentType: 'SALES_ORDER', prefix: 'SO/' })).toBe(
      'SO/2026/11/0001',
    );
    expect(await issue(invoice(first, '2026-12-01'))).toBe('INV/2026/12/0001');
    expect(await issue(invoice(first))).toBe('INV/2026/11/0003');
  });

  it('when 20 documents are issued at once and 5 of those transactions roll back, the 15 issued have 1 to 15, no gap and none twice', async () => {
    const organizationId = randomUUID();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, index) =>
        db.transaction().execute(async (trx) => {
          const number = await issueNumber(trx, invoice(organizationId));
          if (index % 4 === 3) throw new Abandoned(number);
          return number;
        }),
      ),
    );
    const issued = outcomes.flatMap((outcome) =>
      outcome.status === 'fulfilled' ? [outcome.value] : [],
    );
    const rolledBack = outcomes.filter(
      (outcome) => outcome.status === 'rejected' && outcome.reason instanceof Abandoned,
    );
    expect(rolledBack).toHaveLength(5);
    expect(issued.toSorted()).toEqual(
      Array.from({ length: 15 }, (_, index) => documentNumber('INV/', '2026-11-05', index + 1)),
    );
    // The next one continues right after them.
    expect(await issue(invoice(organizationId))).toBe('INV/2026/11/0016');
  });
});
