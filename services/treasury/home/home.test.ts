import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HomeSummaryResponse } from '../../../contracts/treasury/home.js';
import {
  createCounterpartyRest,
  restCaller,
  type Tokens,
} from '../../../tests/support/factories.js';
import { TEST_DATE, TEST_TODAY } from '../../../tests/support/system.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { createManualAccountRest } from '../../../tests/support/treasury-rest.js';
import { weekOf } from './service.js';

/**
 * Home's figures for a small organisation worked out by
 * hand. The tests' today is Sunday 22 November 2026, so this week runs from
 * Monday 16 to Sunday 22 November.
 */

let system: TreasuryUnderTest;
const call = restCaller(() => system.treasuryUrl);

beforeAll(async () => {
  system = await startTreasuryForTest({ now: () => TEST_TODAY });
});

afterAll(() => system?.stop());

async function account(
  owner: Tokens,
  currency: string,
  balances: [string, string][],
): Promise<string> {
  const id = await createManualAccountRest(system, owner, { currency });
  for (const [available, asOf] of balances) {
    const recorded = await call('POST', `/bank-accounts/${id}/balances`, owner, {
      available,
      asOf,
    });
    expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  }
  return id;
}

async function bill(
  owner: Tokens,
  counterpartyId: string,
  amount: string,
  dueDate: string,
  to: 'SUBMITTED' | 'APPROVED',
) {
  const made = await call<{ node: { id: string } }>('POST', '/bills', owner, {
    date: '2026-11-01',
    dueDate,
    category: 'RENT',
    counterpartyId,
    amount,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await call('POST', `/bills/${made.body.node.id}/submit`, owner);
  // Another member approves it: nobody approves a bill they created.
  if (to === 'APPROVED')
    await call(
      'POST',
      `/bills/${made.body.node.id}/approve`,
      await system.tokensFor({ organizationId: owner.organizationId, role: 'APPROVER' }),
    );
}

const expected = (owner: Tokens, amount: string, direction: 'DEBIT' | 'CREDIT', date: string) =>
  call('POST', '/expected-transactions', owner, {
    date,
    description: `Perkiraan ${direction} ${date}`,
    amount,
    direction,
  });

describe('Home’s figures', () => {
  it('the week runs Monday to Sunday', () => {
    expect(weekOf('2026-11-22')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(weekOf('2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(weekOf('2026-12-31')).toEqual({ start: '2026-12-28', end: '2027-01-03' });
  });

  it('cash by currency, what is due this week in and out, approvals waiting and lines not reconciled, each as worked out by hand', async () => {
    const owner = await system.tokensFor();
    const idr = await account(owner, 'IDR', [
      ['90000000.00', '2026-11-20T17:00:00+07:00'],
      // The latest balance counts, not the sum of them: Rp 100,000,000.50.
      ['100000000.50', '2026-11-21T17:00:00+07:00'],
    ]);
    await account(owner, 'IDR', [['-2500000.25', '2026-11-21T09:00:00+07:00']]);
    // An account without a balance is counted apart, never as zero.
    await account(owner, 'IDR', []);
    await account(owner, 'USD', [['1500.25', '2026-11-21T17:00:00+07:00']]);
    const { id: supplier } = await createCounterpartyRest(system, owner, {
      legalName: 'PT Graha Properti',
      alias: 'Graha',
    });

    // Due this week: incoming 10,000,000 + 2,000,000.75; outgoing 3,000,000 (expected) + 45,000,000 (bill).
    await expected(owner, '10000000', 'CREDIT', '2026-11-20');
    await expected(owner, '2000000.75', 'CREDIT', '2026-11-16');
    await expected(owner, '3000000', 'DEBIT', '2026-11-22');
    // Not this week: last week's (overdue, not "due this week") and next week's.
    await expected(owner, '999', 'CREDIT', '2026-11-15');
    await expected(owner, '888', 'DEBIT', '2026-11-23');
    await bill(owner, supplier, '45000000', '2026-11-21', 'APPROVED');
    // Overdue: approved and due before today, this one and yesterday's 45,000,000; a submitted bill waits for approval and is not yet owed.
    await bill(owner, supplier, '7000000', '2026-11-10', 'APPROVED');
    await bill(owner, supplier, '1000000', '2026-11-18', 'SUBMITTED');
    for (const amount of ['125000', '250000']) {
      await call('POST', '/statement-transactions', owner, {
        bankAccountId: idr,
        transactionDate: TEST_DATE,
        description: 'BIAYA ADM',
        direction: 'DEBIT',
        amount,
      });
    }

    const summary = (await call<HomeSummaryResponse>('GET', '/home-summary', owner)).body;
    expect(summary).toEqual({
      today: '2026-11-22',
      weekStart: '2026-11-16',
      weekEnd: '2026-11-22',
      cash: [
        {
          currency: 'IDR',
          amount: '97500000.25',
          accounts: 3,
          accountsWithoutBalance: 1,
          asOf: '2026-11-21T02:00:00.000Z',
        },
        {
          currency: 'USD',
          amount: '1500.25',
          accounts: 1,
          accountsWithoutBalance: 0,
          asOf: '2026-11-21T10:00:00.000Z',
        },
      ],
      dueThisWeek: [
        {
          currency: 'IDR',
          incoming: '12000000.75',
          outgoing: '48000000.00',
          incomingCount: 2,
          outgoingCount: 2,
        },
      ],
      overdueBills: 2,
      approvals: { payments: 0, transfers: 0, bills: 1 },
      reconciliation: { unreconciledLines: 2, pendingProposals: 0 },
    });
  });

  it('a member sees only the figures of what they may read; another organisation’s records count for nothing', async () => {
    const owner = await system.tokensFor();
    await account(owner, 'IDR', [['5000000', '2026-11-21T17:00:00+07:00']]);
    const billsOnly = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['bills:read'],
    });
    expect((await call<HomeSummaryResponse>('GET', '/home-summary', billsOnly)).body).toMatchObject(
      {
        cash: null,
        dueThisWeek: [],
        overdueBills: 0,
        approvals: { payments: null, transfers: null, bills: 0 },
        reconciliation: null,
      },
    );
    const nothing = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: [],
    });
    expect((await call<HomeSummaryResponse>('GET', '/home-summary', nothing)).body).toMatchObject({
      cash: null,
      dueThisWeek: null,
      overdueBills: null,
      approvals: null,
      reconciliation: null,
    });
    const stranger = await system.tokensFor();
    expect((await call<HomeSummaryResponse>('GET', '/home-summary', stranger)).body).toMatchObject({
      cash: [],
      dueThisWeek: [],
      overdueBills: 0,
      reconciliation: { unreconciledLines: 0 },
    });
  });
});
