import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { addMember, createOrganization } from '../support/factories.js';
import { signedInClient, type UserErrors } from '../support/graphql-client.js';
import { TEST_DATE, workerSystem } from '../support/system.js';
import { billPayingOrganisation, type BillPayingOrganisation } from '../support/payments.js';
import { BOUNDARY_BILLS, BOUNDARY_BILLS_IN_BUCKETS } from '../support/aged-payables.js';

let system: System;
/** The organisation paying bills; its approver is a second person, who approves the owner's bills (nobody approves their own). */
let payer: BillPayingOrganisation;

/** The date `days` before the tests' today (negative: after it). */
const daysAgo = (days: number) =>
  new Date(Date.parse(`${TEST_DATE}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

const AMOUNTS =
  'notDueYet { amount } dueToday { amount } overdue1To30 { amount } overdue31To90 { amount } overdue91To180 { amount } overdue181To365 { amount } overdueOver365 { amount } total { amount currency }';
const REPORT = `query ($asOf: Date, $includeSubmitted: Boolean) {
  agedPayables(asOf: $asOf, includeSubmitted: $includeSubmitted) {
    asOf includeSubmitted
    currencies { currency totals { ${AMOUNTS} } rows { supplierName counterparty { id } amounts { ${AMOUNTS} } bills { bill { id } number dueDate daysOverdue bucket outstanding { amount } paymentStatus } } }
  }
}`;

let sequence = 0;
/** An approved bill of the supplier due `days` days ago. */
async function approvedBill(days: number, amount: string, approve = true): Promise<string> {
  sequence += 1;
  const dueDate = daysAgo(days);
  const made = await payer.owner.data<{
    billCreate: { bill: { id: string }; userErrors: UserErrors };
  }>(
    'mutation ($input: BillCreateInput!) { billCreate(input: $input) { bill { id } userErrors { field code message } } }',
    {
      input: {
        number: `INV/${sequence}`,
        date: dueDate < TEST_DATE ? dueDate : TEST_DATE,
        dueDate,
        category: 'RENT',
        counterpartyId: payer.supplierId,
        amount,
      },
    },
  );
  expect(made.billCreate.userErrors).toEqual([]);
  const id = made.billCreate.bill.id;
  await payer.owner.data(
    'mutation ($input: BillIdInput!) { billSubmit(input: $input) { userErrors { code } } }',
    { input: { billId: id } },
  );
  if (approve)
    await payer.approver.data(
      'mutation ($input: BillIdInput!) { billApprove(input: $input) { userErrors { code } } }',
      { input: { billId: id } },
    );
  return id;
}

const amounts = (values: Partial<Record<string, string>>, currency = 'IDR') => ({
  notDueYet: { amount: values.notDueYet ?? '0.00' },
  dueToday: { amount: values.dueToday ?? '0.00' },
  overdue1To30: { amount: values.overdue1To30 ?? '0.00' },
  overdue31To90: { amount: values.overdue31To90 ?? '0.00' },
  overdue91To180: { amount: values.overdue91To180 ?? '0.00' },
  overdue181To365: { amount: values.overdue181To365 ?? '0.00' },
  overdueOver365: { amount: values.overdueOver365 ?? '0.00' },
  total: { amount: values.total ?? '0.00', currency },
});

beforeAll(async () => {
  system = await workerSystem();
  payer = await billPayingOrganisation(system, 'PT Hutang Teratur', { alias: 'Graha Properti' });
});

afterAll(() => system?.stop());

describe('aged payables through GraphQL', () => {
  it('ages approved bills at every boundary; a bill whose payment is under way is still owed in full; submitted ones only when asked', async () => {
    const ids = new Map<number, string>();
    for (const [days, amount] of BOUNDARY_BILLS) ids.set(days, await approvedBill(days, amount));
    await approvedBill(3, '555', false);
    // A payment of the bill due today: waiting for approval, it pays nothing yet.
    const paid = await payer.owner.data<{
      paymentCreate: { payment: { id: string } | null; userErrors: UserErrors };
    }>(
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { field code message } } }',
      {
        input: {
          sourceAccountId: payer.source,
          counterpartyBankAccountId: payer.payeeAccount,
          method: 'BI_FAST',
          amount: '2000000',
          paymentDate: TEST_DATE,
          billId: ids.get(0),
        },
      },
    );
    expect(paid.paymentCreate.userErrors).toEqual([]);

    const report = await payer.owner.data<{
      agedPayables: {
        asOf: string;
        includeSubmitted: boolean;
        currencies: { currency: string; totals: unknown; rows: Record<string, unknown>[] }[];
      };
    }>(REPORT);
    expect(report.agedPayables).toMatchObject({ asOf: TEST_DATE, includeSubmitted: false });
    const [idr] = report.agedPayables.currencies;
    const expected = amounts({
      notDueYet: '1000000.00',
      dueToday: '2000000.00',
      overdue1To30: '300.00',
      overdue31To90: '700.00',
      overdue91To180: '1100.00',
      overdue181To365: '1500.00',
      overdueOver365: '900.00',
      total: '3004500.00',
    });
    expect(idr).toMatchObject({
      currency: 'IDR',
      totals: expected,
      rows: [
        {
          supplierName: 'Graha Properti',
          counterparty: { id: payer.supplierId },
          amounts: expected,
        },
      ],
    });
    const bills = idr!.rows[0]!.bills as {
      bill: { id: string };
      daysOverdue: number;
      bucket: string;
      outstanding: { amount: string };
      paymentStatus: string;
    }[];
    expect(bills.map((bill) => [bill.daysOverdue, bill.bucket])).toEqual(BOUNDARY_BILLS_IN_BUCKETS);
    expect(bills.find((bill) => bill.daysOverdue === 0)).toEqual({
      bill: { id: ids.get(0) },
      number: expect.any(String),
      dueDate: TEST_DATE,
      daysOverdue: 0,
      bucket: 'DUE_TODAY',
      outstanding: { amount: '2000000.00' },
      paymentStatus: 'PAYMENT_IN_PROGRESS',
    });

    const withSubmitted = await payer.owner.data<{
      agedPayables: { currencies: { totals: { overdue1To30: { amount: string } } }[] };
    }>(REPORT, { includeSubmitted: true });
    expect(withSubmitted.agedPayables.currencies[0]!.totals.overdue1To30).toEqual({
      amount: '855.00',
    });
    const bad = await payer.owner.request(REPORT, { asOf: '2026-02-30' });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('needs cash-analysis:read (FORBIDDEN without); the bill behind a row needs bills:read and its supplier counterparties:read', async () => {
    const billsOnly = await signedInClient(
      system.url,
      await addMember(system, payer.organizationId, ['bills:read', 'counterparties:read']),
    );
    expect((await billsOnly.request(REPORT)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const analyst = await signedInClient(
      system.url,
      await addMember(system, payer.organizationId, ['cash-analysis:read']),
    );
    const seen = await analyst.data<{
      agedPayables: {
        currencies: {
          rows: { supplierName: string; counterparty: null; bills: { bill: null }[] }[];
        }[];
      };
    }>(REPORT);
    const row = seen.agedPayables.currencies[0]!.rows[0]!;
    expect(row).toMatchObject({ supplierName: 'Graha Properti', counterparty: null });
    // Its bills are there, and none links to a bill this member may not read.
    expect(new Set(row.bills.map((bill) => bill.bill))).toEqual(new Set([null]));
    // Another organisation has no payables of this one.
    const stranger = await createOrganization(system, 'PT Orang Lain');
    const theirs = await signedInClient(system.url, stranger.owner);
    expect(
      (await theirs.data<{ agedPayables: { currencies: unknown[] } }>(REPORT)).agedPayables
        .currencies,
    ).toEqual([]);
  });
});
