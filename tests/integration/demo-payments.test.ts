import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDemoBank, type DemoBank } from '../../demo/bank.js';
import { DEMO, seedDemo } from '../../demo/seed.js';
import type { System } from '../../system.js';
import { signedInClient } from '../support/graphql-client.js';
import { TEST_DATE, startTestSystem } from '../support/system.js';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-demo-payments-'));
let bank: DemoBank;
let system: System;

beforeAll(async () => {
  // The demo as `npm start` makes it: its operations and payroll accounts on the sandbox bank, over SNAP.
  bank = await startDemoBank(dataDir, pino({ level: 'silent' }));
  system = await startTestSystem({}, {}, { snapBaseUrl: bank.snapBaseUrl, snapBankPublicKey: bank.bankPublicKey });
  await seedDemo(system.account.db, system.accountUrl, system.treasuryUrl, { bank, now: new Date(`${TEST_DATE}T03:00:00Z`) });
}, 120_000);

afterAll(async () => {
  await system?.stop();
  await bank?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo’s payments and transfers', () => {
  it('when the demo opens, payments wait for approval (the large one for two), the payroll funding repeats monthly, and an approval rule says why', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{
      payments: {
        edges: {
          node: { status: string; method: string; amount: { amount: string }; approvalsRequired: number; counterparty: { alias: string }; expectedTransaction: { description: string } | null };
        }[];
      };
      transfers: { edges: { node: { status: string; method: string; amount: { amount: string }; recurrence: { unit: string; every: number } | null; destinationAccount: { alias: string } } }[] };
      approvalRules: { name: string; approvalsRequired: number }[];
    }>(
      `{ payments(first: 10) { edges { node { status method amount { amount } approvalsRequired counterparty { alias } expectedTransaction { description } } } }
         transfers(first: 10) { edges { node { status method amount { amount } recurrence { unit every } destinationAccount { alias } } } }
         approvalRules { name approvalsRequired } }`,
    );
    expect(seen.approvalRules).toEqual([{ name: 'Pembayaran besar', approvalsRequired: 2 }]);
    expect(seen.payments.edges.map(({ node }) => node).sort((a, b) => a.counterparty.alias.localeCompare(b.counterparty.alias))).toEqual([
      {
        status: 'NEEDS_APPROVAL',
        method: 'BI_FAST',
        amount: { amount: '45000000.00' },
        approvalsRequired: 1,
        counterparty: { alias: 'Graha Properti' },
        expectedTransaction: { description: 'Sewa kantor Desember 2026' },
      },
      {
        status: 'NEEDS_APPROVAL',
        method: 'BI_FAST',
        amount: { amount: '18725000.00' },
        approvalsRequired: 1,
        counterparty: { alias: 'Mitra Logistik' },
        expectedTransaction: { description: 'Jasa pengiriman November' },
      },
      {
        status: 'NEEDS_APPROVAL',
        method: 'SAME_BANK',
        amount: { amount: '126400000.00' },
        approvalsRequired: 2,
        counterparty: { alias: 'Sumber Makmur' },
        expectedTransaction: { description: 'Pembelian bahan baku PO-2026-0880' },
      },
    ]);
    expect(seen.transfers.edges.map(({ node }) => node)).toEqual([
      { status: 'NEEDS_APPROVAL', method: 'RTGS', amount: { amount: '350000000.00' }, recurrence: { unit: 'MONTHS', every: 1 }, destinationAccount: { alias: 'Mandiri Payroll' } },
    ]);
  });

  it('when the demo expects money from or to a counterparty, the expected transaction names it', async () => {
    const client = await signedInClient(system.url, DEMO);
    const seen = await client.data<{ expectedTransactions: { edges: { node: { counterparty: { alias: string } | null } }[] } }>(
      '{ expectedTransactions(first: 5, search: "Sewa kantor Desember 2026") { edges { node { counterparty { alias } } } } }',
    );
    expect(seen.expectedTransactions.edges.map(({ node }) => node.counterparty)).toEqual([{ alias: 'Graha Properti' }]);
  });

  it('the demo’s Xendit account holds last week’s sales by day of settlement, and the BRI account the bank’s credit of each settlement, for reconciliation to match', async () => {
    const client = await signedInClient(system.url, DEMO);
    type Seen = {
      paymentProviders: { edges: { node: { name: string } }[] };
      paymentSettlements: { edges: { node: { date: string; amount: { amount: string }; recordCount: number } }[] };
      statementTransactions: { edges: { node: { date: string; amount: { amount: string } } }[] };
    };
    const read = () =>
      client.data<Seen>(
        `{ paymentProviders(first: 10) { edges { node { name } } }
           paymentSettlements(first: 20) { edges { node { date amount { amount } recordCount } } }
           statementTransactions(first: 20, search: "XENDIT SETTLEMENT") { edges { node { date amount { amount } } } } }`,
      );
    // The report is imported by a job: wait for its settlements.
    let seen = await read();
    for (let attempt = 0; seen.paymentSettlements.edges.length < 5 && attempt < 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = await read();
    }
    expect(seen.paymentProviders.edges.map(({ node }) => node.name)).toEqual(['Xendit Toko Online']);
    const settlements = seen.paymentSettlements.edges.map(({ node }) => node).sort((a, b) => a.date.localeCompare(b.date));
    // Sales settle the next morning: the week's five earlier days, 3, 2, 3 (a failed card payment is not paid out), 2 and 3 sales; yesterday's still wait.
    expect(settlements.map((settlement) => settlement.recordCount)).toEqual([3, 2, 3, 2, 3]);
    const credits = seen.statementTransactions.edges.map(({ node }) => [node.date, node.amount.amount]).sort();
    expect(credits).toEqual(settlements.map((settlement) => [settlement.date, settlement.amount.amount]));
  });
});
