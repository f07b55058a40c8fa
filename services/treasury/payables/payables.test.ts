import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PayablesResponse } from '../../../contracts/treasury/payables.js';
import { callRest, type Tokens } from '../../../tests/support/factories.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { BOUNDARY_BILLS, BOUNDARY_BILLS_IN_BUCKETS } from '../../../tests/support/aged-payables.js';
import { createSupplierRest } from '../../../tests/support/treasury-rest.js';

let system: TreasuryUnderTest;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- loosely typed REST answers
type Json = Record<string, any> & { error?: { code: string; field?: string; message: string } };
const call = (method: string, route: string, tokens: Tokens, body?: unknown) =>
  callRest<Json>(system.treasuryUrl, method, route, tokens, body);

/** The tests' today in Jakarta (tests/support/system.ts TEST_TODAY). */
const TODAY = '2026-11-22';
/** The date `days` before TODAY (negative: after it). */
const daysAgo = (days: number) =>
  new Date(Date.parse(`${TODAY}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

let sequence = 0;
const supplier = (tokens: Tokens, alias: string) =>
  createSupplierRest(system, tokens, { legalName: `PT ${alias}`, alias });

/** A bill due `daysOverdue` days before today, moved to `status`. */
async function bill(
  tokens: Tokens,
  counterpartyId: string,
  daysOverdue: number,
  amount: string,
  status: 'CREATED' | 'SUBMITTED' | 'APPROVED' | 'CANCELLED' = 'APPROVED',
  currency = 'IDR',
) {
  sequence += 1;
  const dueDate = daysAgo(daysOverdue);
  const made = await call('POST', '/bills', tokens, {
    number: `INV-${sequence}`,
    date: dueDate,
    dueDate,
    category: 'RENT',
    counterpartyId,
    amount,
    currency,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const id = made.body.node.id as string;
  if (status === 'CANCELLED')
    await call('POST', `/bills/${id}/cancel`, tokens, { reason: 'Dobel' });
  if (status === 'SUBMITTED' || status === 'APPROVED')
    await call('POST', `/bills/${id}/submit`, tokens);
  // Another member approves it: nobody approves a bill they created.
  const approver = await system.tokensFor({
    organizationId: tokens.organizationId,
    role: 'APPROVER',
  });
  if (status === 'APPROVED')
    expect((await call('POST', `/bills/${id}/approve`, approver)).body.status).toBe('APPROVED');
  return id;
}

/** What statement transactions explain of a bill, as their allocations would leave it (migrations/0055-baseline, reconciliation): the aging reads it, not how it got there. */
const paid = (id: string, amount: string) =>
  sql`update bills set reconciled_amount = ${amount} where id = ${id}`.execute(system.service.db);

const ZERO = {
  NOT_DUE_YET: '0.00',
  DUE_TODAY: '0.00',
  OVERDUE_1_30: '0.00',
  OVERDUE_31_90: '0.00',
  OVERDUE_91_180: '0.00',
  OVERDUE_181_365: '0.00',
  OVERDUE_OVER_365: '0.00',
};

beforeAll(async () => {
  system = await startTreasuryForTest();
});

afterAll(() => system?.stop());

describe('aged payables', () => {
  it('a worked example: bills at every bucket boundary, a part paid, one paid in full, per supplier and currency', async () => {
    const owner = await system.tokensFor();
    const graha = await supplier(owner, 'Graha Properti');
    const mitra = await supplier(owner, 'Mitra Logistik');
    const overseas = await supplier(owner, 'Cloud Pte');
    const gone = await supplier(owner, 'Pemasok Lama');
    for (const [days, amount] of BOUNDARY_BILLS) await bill(owner, graha, days, amount);
    const partly = await bill(owner, mitra, 10, '5000000');
    await paid(partly, '1250000.50');
    await paid(await bill(owner, mitra, 12, '800000'), '800000');
    await bill(owner, mitra, 0, '777', 'SUBMITTED');
    await bill(owner, mitra, 5, '999', 'CREATED');
    await bill(owner, mitra, 5, '888', 'CANCELLED');
    await bill(owner, overseas, 31, '1500', 'APPROVED', 'USD');
    await bill(owner, gone, 0, '50000');
    expect((await call('DELETE', `/counterparties/${gone}`, owner)).status).toBe(204);

    const report = await call('GET', '/payables', owner);
    expect(report.status, JSON.stringify(report.body)).toBe(200);
    const body = report.body as PayablesResponse;
    expect(body).toMatchObject({ asOf: TODAY, includeSubmitted: false });
    expect(body.currencies.map((currency) => currency.currency)).toEqual(['IDR', 'USD']);
    const idr = body.currencies[0]!;
    expect(idr.totals).toEqual({
      NOT_DUE_YET: '1000000.00',
      DUE_TODAY: '2050000.00',
      OVERDUE_1_30: '3750299.50',
      OVERDUE_31_90: '700.00',
      OVERDUE_91_180: '1100.00',
      OVERDUE_181_365: '1500.00',
      OVERDUE_OVER_365: '900.00',
      total: '6804499.50',
    });
    expect(idr.rows.map((row) => [row.counterparty?.alias ?? null, row.amounts])).toEqual([
      ['Mitra Logistik', { ...ZERO, OVERDUE_1_30: '3749999.50', total: '3749999.50' }],
      [
        'Graha Properti',
        {
          NOT_DUE_YET: '1000000.00',
          DUE_TODAY: '2000000.00',
          OVERDUE_1_30: '300.00',
          OVERDUE_31_90: '700.00',
          OVERDUE_91_180: '1100.00',
          OVERDUE_181_365: '1500.00',
          OVERDUE_OVER_365: '900.00',
          total: '3004500.00',
        },
      ],
      [null, { ...ZERO, DUE_TODAY: '50000.00', total: '50000.00' }],
    ]);
    // Each bill in its bucket, the longest overdue first.
    const grahaBills = idr.rows[1]!.bills;
    expect(grahaBills.map((row) => [row.daysOverdue, row.bucket])).toEqual(
      BOUNDARY_BILLS_IN_BUCKETS,
    );
    expect(idr.rows[0]!.bills).toEqual([
      expect.objectContaining({
        id: partly,
        amount: '5000000.00',
        paidAmount: '1250000.50',
        outstanding: '3749999.50',
        status: 'APPROVED',
        paymentStatus: 'PARTIALLY_PAID',
        daysOverdue: 10,
      }),
    ]);
    expect(body.currencies[1]).toMatchObject({
      currency: 'USD',
      totals: { ...ZERO, OVERDUE_31_90: '1500.00', total: '1500.00' },
      rows: [{ counterparty: { alias: 'Cloud Pte' } }],
    });

    // Bills waiting for approval count when asked; another as-of date moves the clock.
    const withSubmitted = (await call('GET', '/payables?includeSubmitted=true', owner))
      .body as PayablesResponse;
    expect(withSubmitted.currencies[0]!.rows[0]!.amounts).toMatchObject({
      DUE_TODAY: '777.00',
      total: '3750776.50',
    });
    const nextMonth = (await call('GET', '/payables?asOf=2026-12-22', owner))
      .body as PayablesResponse;
    expect(nextMonth.currencies[0]!.totals).toMatchObject({
      NOT_DUE_YET: '0.00',
      DUE_TODAY: '0.00',
      OVERDUE_1_30: '3050000.00',
      OVERDUE_31_90: '3750599.50',
    });
  });

  it('a bad as-of date is refused; another organisation’s bills are never counted; without cash-analysis:read it is FORBIDDEN', async () => {
    const owner = await system.tokensFor();
    const stranger = await system.tokensFor();
    await bill(owner, await supplier(owner, 'Rahasia Jaya'), 3, '1500000');
    const bad = await call('GET', '/payables?asOf=2026-02-30', owner);
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatchObject({ code: 'U-TRSY-AP-1', field: 'asOf' });
    expect((await call('GET', '/payables', stranger)).body).toEqual({
      asOf: TODAY,
      includeSubmitted: false,
      currencies: [],
    });
    const billsOnly = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['bills:read'],
    });
    expect((await call('GET', '/payables', billsOnly)).status).toBe(403);
    const analyst = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['cash-analysis:read'],
    });
    expect((await call('GET', '/payables', analyst)).body.currencies[0].totals.total).toBe(
      '1500000.00',
    );
  });
});
