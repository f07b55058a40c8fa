import Decimal from 'decimal.js';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { PaymentCreateResponse } from '../../../contracts/treasury/payments.js';
import {
  addMember,
  addMemberInBuiltInRole,
  callRest,
  type RestAnswer,
  signInRest,
  type Tokens,
} from '../../../tests/support/factories.js';
import { signedInClient } from '../../../tests/support/graphql-client.js';
import {
  approveOrdersRest,
  approverRest,
  createApiAccountRest,
  nextAccountNumber,
  type PayingOrganisation,
  payingOrganisationRest,
} from '../../../tests/support/payments.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { systemSuite } from '../../../tests/support/system-suite.js';
import { countOf, rowsOf } from '../../../tests/support/database.js';

const suite = systemSuite();
const call = suite.treasury;
const account = <T = RestAnswer>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & RestAnswer>(suite.system.accountUrl, method, path, tokens, body);

/** BI-FAST's fee (contracts/treasury/payments.ts METHODS): it leaves the account with the amount. */
const FEE = '2500.00';
/** A day after the test's today: an approved order waits Scheduled (and keeps its money back) instead of going to the bank at once. */
const LATER = '2026-12-01';

type Org = PayingOrganisation;

/** An organisation with an API account at BCA (no balance recorded) and a counterparty at Mandiri. */
const organisation = () => payingOrganisationRest(suite.system);

const recordBalance = async (org: Org, available: string) =>
  expect(
    (await call('POST', `/bank-accounts/${org.source}/balances`, org.owner, { available })).status,
  ).toBe(201);
const create = (tokens: Tokens, org: Org, amount: string, paymentDate = TEST_DATE) =>
  call<PaymentCreateResponse>('POST', '/payment-orders', tokens, {
    kind: 'PAYMENT',
    sourceAccountId: org.source,
    counterpartyBankAccountId: org.payeeAccount,
    method: 'BI_FAST',
    amount,
    paymentDate,
    memo: 'INV/2026/11/0042',
  });
const approve = (tokens: Tokens, ids: string[], code: string, versions?: number[]) =>
  approveOrdersRest(suite.system, tokens, ids, code, versions);
const controls = (tokens: Tokens, body: Record<string, boolean>) =>
  account('PATCH', '/organization/settings', tokens, body);
const orderRows = (organizationId: string) =>
  rowsOf(
    suite.system.treasury.db,
    sql<{
      id: string;
      status: string;
    }>`select id, status from payment_orders where organization_id = ${organizationId} order by created_at`,
  );
const approvalCount = async (orderId: string) =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from payment_approvals where payment_order_id = ${orderId}`,
  );

/** A new Approver with a confirmed authenticator app: `code()` gives the two steps after now, one each call (a code is spent once). */
const approver = async (org: Org) => approverRest(suite.system, org.organizationId);

describe('the source account’s available balance, when a payment is made', () => {
  it('when a payment exceeds the latest balance, it is made Needs Approval with a shortfall warning naming the available balance, the amount with its fee and what lacks', async () => {
    const org = await organisation();
    await recordBalance(org, '10000000.00');
    const made = await create(org.owner, org, '15000000');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.node.status).toBe('NEEDS_APPROVAL');
    expect(made.body.warnings).toEqual([
      {
        code: 'BALANCE_SHORTFALL',
        message: 'This takes the source account below its available balance.',
        sourceAccountId: org.source,
        currency: 'IDR',
        available: '10000000.00',
        amount: '15002500.00',
        shortfall: '5002500.00',
      },
    ]);
  });

  it('when twenty payments are made at once from one account, every one is made, none lost to a lock, and the later ones are weighed with the earlier ones', async () => {
    const org = await organisation();
    await recordBalance(org, '10000000.00');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => create(org.owner, org, '1000000')),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 201));
    expect(await orderRows(org.organizationId)).toHaveLength(20);
    // Orders still needing approval keep nothing back, so each is weighed alone: all fit.
    expect(answers.flatMap((answer) => answer.body.warnings)).toEqual([]);
  });

  it('when transfers both ways between two accounts are made at once, every one is made', async () => {
    const org = await organisation();
    const number = nextAccountNumber();
    const other = await createApiAccountRest(suite.system, org.owner, {
      accountNumber: number,
      alias: `Gaji ${number}`,
    });
    const transfer = (from: string, to: string) =>
      call('POST', '/payment-orders', org.owner, {
        kind: 'TRANSFER',
        sourceAccountId: from,
        destinationAccountId: to,
        amount: '250000',
        paymentDate: TEST_DATE,
        memo: 'Pindah dana',
      });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        index % 2 === 0 ? transfer(org.source, other.id) : transfer(other.id, org.source),
      ),
    );
    expect(
      answers.map((answer) => answer.status),
      JSON.stringify(answers.find((answer) => answer.status !== 201)?.body),
    ).toEqual(Array.from({ length: 20 }, () => 201));
  });

  it('when it fits the balance, there is no warning; Scheduled orders from the account keep their amount and fee back, orders still needing approval do not', async () => {
    const org = await organisation();
    await recordBalance(org, '10000000.00');
    const first = await create(org.owner, org, '6000000', LATER);
    expect(first.body.warnings).toEqual([]);
    // Waiting for approval it holds nothing back: the same payment again fits.
    expect((await create(org.owner, org, '6000000', LATER)).body.warnings).toEqual([]);
    const checker = await approver(org);
    expect(
      (await approve(checker.tokens, [first.body.node.id], checker.code())).body.results[0],
    ).toMatchObject({ order: { status: 'SCHEDULED' }, warnings: [] });
    // 10,000,000 − (6,000,000 + 2,500) Scheduled leaves 3,997,500.
    const after = await create(org.owner, org, '3995000');
    expect(after.body.warnings).toEqual([]);
    expect((await create(org.owner, org, '3995000.01')).body.warnings).toEqual([
      expect.objectContaining({
        code: 'BALANCE_SHORTFALL',
        available: '3997500.00',
        shortfall: '0.01',
      }),
    ]);
  });

  it('when the account has no balance recorded yet, it is never taken as zero: the payment is made with a warning that the balance is unknown, even under the refusal control', async () => {
    const org = await organisation();
    expect((await create(org.owner, org, '15000000')).body.warnings).toEqual([
      expect.objectContaining({
        code: 'BALANCE_UNKNOWN',
        available: null,
        shortfall: null,
        amount: '15002500.00',
        sourceAccountId: org.source,
      }),
    ]);
    expect((await controls(org.owner, { balanceShortfallRefused: true })).status).toBe(200);
    const made = await create(org.owner, org, '15000000');
    expect(made.status).toBe(201);
    expect(made.body.warnings.map((warning) => warning.code)).toEqual(['BALANCE_UNKNOWN']);
  });

  it('when a member who may make payments but not read bank accounts makes one above the balance, the warning tells the shortfall without the balance or what lacks', async () => {
    const org = await organisation();
    await recordBalance(org, '10000000.00');
    const member = await signInRest(
      suite.system,
      await addMember(suite.system, org.organizationId, ['payments:create', 'payments:read']),
    );
    const made = await create(member, org, '15000000');
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.warnings).toEqual([
      {
        code: 'BALANCE_SHORTFALL',
        message: 'This takes the source account below its available balance.',
        sourceAccountId: org.source,
        currency: 'IDR',
        available: null,
        amount: '15002500.00',
        shortfall: null,
      },
    ]);
  });

  it('when another organisation’s account is named as the source, it is not found and nothing about its balance is told', async () => {
    const [mine, theirs] = await Promise.all([organisation(), organisation()]);
    await recordBalance(theirs, '1.00');
    const answer = await create(mine.owner, { ...mine, source: theirs.source }, '15000000');
    expect(answer.status).toBe(404);
    expect(answer.body.error).toMatchObject({ code: 'U-TRSY-TRF-25' });
    expect(answer.body.warnings).toBeUndefined();
    expect(await orderRows(mine.organizationId)).toEqual([]);
  });
});

describe('the source account’s available balance, when a payment is approved', () => {
  it('when the approval takes the account below its available balance, it goes through with the warning in its result', async () => {
    const org = await organisation();
    await recordBalance(org, '10000000.00');
    const made = (await create(org.owner, org, '15000000', LATER)).body.node;
    const checker = await approver(org);
    const result = (await approve(checker.tokens, [made.id], checker.code())).body.results[0]!;
    expect(result.order).toMatchObject({ status: 'SCHEDULED' });
    expect(result.warnings).toEqual([
      expect.objectContaining({
        code: 'BALANCE_SHORTFALL',
        available: '10000000.00',
        amount: '15002500.00',
        shortfall: '5002500.00',
      }),
    ]);
  });

  it('when the company refuses shortfalls, a create over the balance is refused with U-TRSY-BAL-1 and makes nothing; an approval is refused and changes nothing', async () => {
    const org = await organisation();
    await recordBalance(org, '10000000.00');
    const madeBefore = (await create(org.owner, org, '15000000', LATER)).body.node;
    expect((await controls(org.owner, { balanceShortfallRefused: true })).body).toMatchObject({
      balanceShortfallRefused: true,
    });
    const refused = await create(org.owner, org, '15000000');
    expect(refused.status).toBe(409);
    expect(refused.body.error).toEqual({
      code: 'U-TRSY-BAL-1',
      message:
        'This would take the source account below its available balance, and your company’s controls refuse that.',
      field: 'amount',
    });
    expect(await orderRows(org.organizationId)).toEqual([
      { id: madeBefore.id, status: 'NEEDS_APPROVAL' },
    ]);
    const checker = await approver(org);
    const result = (await approve(checker.tokens, [madeBefore.id], checker.code())).body
      .results[0]!;
    expect(result).toMatchObject({ order: null, error: { code: 'U-TRSY-BAL-1', field: 'amount' } });
    expect(await orderRows(org.organizationId)).toEqual([
      { id: madeBefore.id, status: 'NEEDS_APPROVAL' },
    ]);
    expect(await approvalCount(madeBefore.id)).toBe(0);
  });

  it('a bulk approval weighs each order after the ones before it: under the refusal control the one that no longer fits is refused', async () => {
    const org = await organisation();
    await recordBalance(org, '10005000.00');
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await create(org.owner, org, '5000000', LATER)).body.node.id);
    await controls(org.owner, { balanceShortfallRefused: true });
    const checker = await approver(org);
    const results = (await approve(checker.tokens, ids, checker.code())).body.results;
    expect(results.map((result) => result.order?.status ?? result.error?.code)).toEqual([
      'SCHEDULED',
      'SCHEDULED',
      'U-TRSY-BAL-1',
    ]);
  });

  it('twenty approvals at once of payments that each fit alone but not together: under the refusal control exactly as many pass as the balance covers', async () => {
    const org = await organisation();
    const amount = '10000000.00';
    // Room for ten of them with their fees, and not a rupiah more.
    await recordBalance(org, new Decimal(amount).plus(FEE).times(10).toFixed(2));
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1)
      ids.push((await create(org.owner, org, amount, LATER)).body.node.id);
    await controls(org.owner, { balanceShortfallRefused: true });
    const approvers = await Promise.all(ids.map(() => approver(org)));
    const answers = await Promise.all(
      approvers.map((member, index) => approve(member.tokens, [ids[index]!], member.code())),
    );
    const outcomes = answers.map(
      (answer) => answer.body.results[0]!.order?.status ?? answer.body.results[0]!.error?.code,
    );
    expect(outcomes.filter((outcome) => outcome === 'SCHEDULED')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'U-TRSY-BAL-1')).toHaveLength(10);
    const statuses = (await orderRows(org.organizationId)).map((row) => row.status);
    expect(statuses.filter((status) => status === 'SCHEDULED')).toHaveLength(10);
  });
});

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');
const PAYMENT_CREATE = `mutation ($input: PaymentCreateInput!) {
  paymentCreate(input: $input) {
    payment { status }
    userErrors { field code message }
    warnings { field code message available { amount currency } amount { amount currency } shortfall { amount currency } }
  }
}`;

describe('the balance warning through GraphQL', () => {
  it('when a payment is made above the balance, paymentCreate answers the typed warning with its amounts as decimal strings; under the refusal control, the userError U-TRSY-BAL-1 on amount and no payment', async () => {
    const org = await organisation();
    await recordBalance(org, '750000.50');
    const client = await signedInClient(suite.system.url, org.ownerCredentials);
    const input = {
      sourceAccountId: globalId('BankAccount', org.source),
      counterpartyBankAccountId: org.payeeAccount,
      method: 'BI_FAST',
      amount: '1000000.25',
      paymentDate: TEST_DATE,
      memo: 'Sewa gudang Desember',
    };
    const warned = await client.data<{ paymentCreate: unknown }>(PAYMENT_CREATE, { input });
    expect(warned.paymentCreate).toEqual({
      payment: { status: 'NEEDS_APPROVAL' },
      userErrors: [],
      warnings: [
        {
          field: null,
          code: 'BALANCE_SHORTFALL',
          message: 'This takes the source account below its available balance.',
          available: { amount: '750000.50', currency: 'IDR' },
          amount: { amount: '1002500.25', currency: 'IDR' },
          shortfall: { amount: '252499.75', currency: 'IDR' },
        },
      ],
    });
    await controls(org.owner, { balanceShortfallRefused: true });
    const refused = await client.data<{ paymentCreate: unknown }>(PAYMENT_CREATE, { input });
    expect(refused.paymentCreate).toEqual({
      payment: null,
      userErrors: [
        {
          field: 'amount',
          code: 'U-TRSY-BAL-1',
          message:
            'This would take the source account below its available balance, and your company’s controls refuse that.',
        },
      ],
      warnings: [],
    });
    expect(await orderRows(org.organizationId)).toHaveLength(1);
  });
});

describe('the balance control in the company’s controls', () => {
  it('is off by default; only a member who may change the controls (settings:manage) switches it, a Maker is FORBIDDEN and nothing changes', async () => {
    const org = await organisation();
    expect(
      (
        await account<{ balanceShortfallRefused: boolean }>(
          'GET',
          '/organization/settings',
          org.owner,
        )
      ).body.balanceShortfallRefused,
    ).toBe(false);
    const maker = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, org.organizationId, 'MAKER'),
    );
    const refused = await controls(maker, { balanceShortfallRefused: true });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await account<{ balanceShortfallRefused: boolean }>('GET', '/organization/settings', maker))
        .body.balanceShortfallRefused,
    ).toBe(false);
    expect((await controls(org.owner, { balanceShortfallRefused: true })).status).toBe(200);
    expect(
      (await account<{ balanceShortfallRefused: boolean }>('GET', '/organization/settings', maker))
        .body.balanceShortfallRefused,
    ).toBe(true);
  });
});
