import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { CustomerStatementResponse } from '../../contracts/invoicing/customer-statements.js';
import {
  addMember,
  authHeaders,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import {
  memberWithApp,
  payableOrganisation,
  type MemberWithApp,
  type PayableOrganisation,
} from '../support/payments.js';
import { TEST_DATE } from '../support/system.js';
import { systemSuite } from '../support/system-suite.js';
import { countOf } from '../support/database.js';

/**
 * A buyer's credit paid back: a treasury payment that names the invoice
 * payment it refunds reserves that credit in invoicing as it is made, so no
 * second refund and no allocation can take it (20 refunds asked at once of
 * one credit reserve at most the credit), and gives it back when it is
 * rejected or cancelled. Two different people in the same role make and
 * approve; another organisation's payment is not found; a maker who may not
 * manage invoice payments is refused, and nothing is made.
 */
const suite = systemSuite();
let organizationId: string;
let org: PayableOrganisation;
let payee = '';
let buyerId = '';

const CREATE = `mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) {
  payment { id status version refundOf { id number } } userErrors { field code message } } }`;
const READ = `query ($id: ID!) { node(id: $id) { ... on InvoicePayment {
  status amount { amount } refundedAmount { amount } unallocatedAmount { amount } actions
  refunds { amount { amount } status payment { id status } requestedBy { email } releasedAt } } } }`;

type Made = {
  paymentCreate: {
    payment: { id: string; status: string; version: number; refundOf: { number: string } | null };
    userErrors: UserErrors;
  };
};
type Read = {
  node: {
    status: string;
    refundedAmount: { amount: string };
    unallocatedAmount: { amount: string };
    actions: string[];
    refunds: {
      amount: { amount: string };
      status: string;
      payment: { id: string; status: string } | null;
      requestedBy: { email: string } | null;
      releasedAt: string | null;
    }[];
  };
};

/** A payment of the buyer recorded by hand with nothing to allocate: all of it is credit. */
async function creditOf(amount: string, by: GraphQLClient): Promise<string> {
  const recorded = await by.data<{
    invoicePaymentCreate: {
      invoicePayment: { id: string; unallocatedAmount: { amount: string } } | null;
      userErrors: UserErrors;
    };
  }>(
    'mutation ($input: InvoicePaymentCreateInput!) { invoicePaymentCreate(input: $input) { invoicePayment { id unallocatedAmount { amount } } userErrors { code message } } }',
    {
      input: {
        customerId: toGlobalId('Customer', buyerId),
        paymentDate: '2026-11-20',
        amount,
        method: 'BANK_TRANSFER',
      },
    },
  );
  expect(recorded.invoicePaymentCreate.userErrors).toEqual([]);
  expect(recorded.invoicePaymentCreate.invoicePayment!.unallocatedAmount.amount).toBe(amount);
  return recorded.invoicePaymentCreate.invoicePayment!.id;
}

const refund = (client: GraphQLClient, refundOf: string, amount: string) =>
  client.data<Made>(CREATE, {
    input: {
      sourceAccountId: org.accounts.bcaOperations,
      counterpartyBankAccountId: payee,
      amount,
      paymentDate: TEST_DATE,
      memo: 'Pengembalian kelebihan bayar',
      refundOf,
    },
  });
const read = async (client: GraphQLClient, id: string) =>
  (await client.data<Read>(READ, { id })).node;
const ordersRefunding = async () =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from payment_orders where organization_id = ${organizationId} and refund_of is not null`,
  );

let maker: MemberWithApp;
let owner: Credentials;
let approver: MemberWithApp;

beforeAll(async () => {
  const made = await createOrganization(suite.system, 'PT Kembali Dana');
  organizationId = made.organizationId;
  org = await payableOrganisation(suite.system, made.owner);
  owner = made.owner;
  const ownerClient = await signedInClient(suite.system.url, made.owner);
  payee = (
    await ownerClient.data<{ counterparty: { bankAccounts: { id: string }[] } }>(
      'query ($id: ID!) { counterparty(id: $id) { bankAccounts { id } } }',
      { id: toGlobalId('Counterparty', org.counterparties.majuBersama.id) },
    )
  ).counterparty.bankAccounts[0]!.id;
  buyerId = await insertActiveBuyer(suite.system.invoicing.db, organizationId, {
    name: 'PT Pembeli Lebih Bayar',
  });
  [maker, approver] = await Promise.all([
    memberWithApp(suite.system, organizationId, 'MAKER_APPROVER'),
    memberWithApp(suite.system, organizationId, 'MAKER_APPROVER'),
  ]);
});

describe('a refund of a buyer’s credit', () => {
  it('reserves the credit as the payment is made, and the approver who is not its maker sends it with the credit still spent', async () => {
    const credit = await creditOf('1000000.00', maker.client);
    expect((await read(maker.client, credit)).actions).toContain('REFUND');

    const made = await refund(maker.client, credit, '400000');
    expect(made.paymentCreate.userErrors).toEqual([]);
    expect(made.paymentCreate.payment).toMatchObject({ status: 'NEEDS_APPROVAL' });
    expect(made.paymentCreate.payment.refundOf?.number).toMatch(/^PAY\//);
    const reserved = await read(maker.client, credit);
    expect(reserved).toMatchObject({
      status: 'OPEN',
      refundedAmount: { amount: '400000.00' },
      unallocatedAmount: { amount: '600000.00' },
      refunds: [
        {
          amount: { amount: '400000.00' },
          status: 'RESERVED',
          payment: { id: made.paymentCreate.payment.id, status: 'NEEDS_APPROVAL' },
          requestedBy: { email: maker.credentials.email },
          releasedAt: null,
        },
      ],
    });

    // The maker may not approve their own refund; a colleague in the same role does.
    const own = await maker.client.data<{ paymentsApprove: { userErrors: UserErrors } }>(
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { userErrors { code } } }',
      { input: { ids: [made.paymentCreate.payment.id], versions: [1], code: maker.app.code() } },
    );
    expect(own.paymentsApprove.userErrors.map((error) => error.code)).not.toEqual([]);
    const approved = await approver.client.data<{
      paymentsApprove: { payments: { status: string }[]; userErrors: UserErrors };
    }>(
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { status } userErrors { code message } } }',
      {
        input: { ids: [made.paymentCreate.payment.id], versions: [1], code: approver.app.code() },
      },
    );
    expect(approved.paymentsApprove.userErrors).toEqual([]);
    expect(['IN_PROGRESS', 'SENT']).toContain(approved.paymentsApprove.payments[0]!.status);
    expect(await read(maker.client, credit)).toMatchObject({
      refundedAmount: { amount: '400000.00' },
      refunds: [{ status: 'RESERVED' }],
    });

    // The buyer's statement of account shows the credit paid back, and still adds up (its credit is what invoicing holds).
    const statement = await fetch(
      `${suite.system.invoicingUrl}/customers/${buyerId}/statement?from=2026-11-01&to=2026-12-31&format=json`,
      { headers: authHeaders(await signInRest(suite.system, owner)) },
    );
    const body = (await statement.json()) as CustomerStatementResponse;
    expect(
      body.entries.filter((entry) => entry.type === 'CREDIT_REFUNDED').map((entry) => entry.debit),
    ).toEqual(['400000.00']);

    // A payment whose credit is on its way back is not cancelled.
    const cancelled = await maker.client.data<{
      invoicePaymentCancel: { userErrors: UserErrors };
    }>(
      'mutation ($input: InvoicePaymentCancelInput!) { invoicePaymentCancel(input: $input) { userErrors { code message } } }',
      { input: { invoicePaymentId: credit, reason: 'Salah catat' } },
    );
    expect(cancelled.invoicePaymentCancel.userErrors[0]).toMatchObject({ code: 'U-INV-RF-5' });
  });

  it('never reserves more than the credit: of 20 refunds asked at once, as many as fit are made and the rest refused, nothing made for them', async () => {
    const credit = await creditOf('650000.00', maker.client);
    const before = await ordersRefunding();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => refund(maker.client, credit, '100000')),
    );
    const made = answers.filter((answer) => answer.paymentCreate.userErrors.length === 0);
    const refused = answers.flatMap((answer) => answer.paymentCreate.userErrors);
    expect(made).toHaveLength(6);
    expect(new Set(refused.map((error) => error.code))).toEqual(new Set(['U-INV-RF-1']));
    expect(refused[0]!.message).toMatch(/has only 50,000\.00 of credit left/);
    expect(await ordersRefunding()).toBe(before + 6);
    expect(await read(maker.client, credit)).toMatchObject({
      status: 'OPEN',
      refundedAmount: { amount: '600000.00' },
      unallocatedAmount: { amount: '50000.00' },
    });

    // Rejected by an approver, or cancelled by its maker, a refund gives the credit back.
    const [first, second] = made.map((answer) => answer.paymentCreate.payment.id);
    const rejected = await approver.client.data<{ paymentsReject: { userErrors: UserErrors } }>(
      'mutation ($input: OrdersReasonInput!) { paymentsReject(input: $input) { userErrors { code message } } }',
      { input: { ids: [first], reason: 'Rekening pembeli belum dikonfirmasi' } },
    );
    expect(rejected.paymentsReject.userErrors).toEqual([]);
    const cancelled = await maker.client.data<{ paymentsCancel: { userErrors: UserErrors } }>(
      'mutation ($input: OrdersReasonInput!) { paymentsCancel(input: $input) { userErrors { code message } } }',
      { input: { ids: [second], reason: 'Dibayar tunai' } },
    );
    expect(cancelled.paymentsCancel.userErrors).toEqual([]);
    const after = await read(maker.client, credit);
    expect(after).toMatchObject({
      refundedAmount: { amount: '400000.00' },
      unallocatedAmount: { amount: '250000.00' },
    });
    expect(after.refunds.filter((one) => one.status === 'RELEASED')).toHaveLength(2);
    expect(
      after.refunds
        .filter((one) => one.status === 'RELEASED')
        .map((one) => one.payment?.status)
        .sort(),
    ).toEqual(['CANCELLED', 'REJECTED']);
  });

  it('is refused for another organisation’s payment as not found, and for a maker who may not manage invoice payments as forbidden, making nothing', async () => {
    const credit = await creditOf('300000.00', maker.client);
    const before = await ordersRefunding();

    const stranger = await createOrganization(suite.system, 'PT Orang Lain');
    const strangerOrg = await payableOrganisation(suite.system, stranger.owner);
    const strangerClient = await signedInClient(suite.system.url, stranger.owner);
    const strangerPayee = (
      await strangerClient.data<{ counterparty: { bankAccounts: { id: string }[] } }>(
        'query ($id: ID!) { counterparty(id: $id) { bankAccounts { id } } }',
        { id: toGlobalId('Counterparty', strangerOrg.counterparties.sinarJaya.id) },
      )
    ).counterparty.bankAccounts[0]!.id;
    const foreign = await strangerClient.data<Made>(CREATE, {
      input: {
        sourceAccountId: strangerOrg.accounts.bcaOperations,
        counterpartyBankAccountId: strangerPayee,
        method: 'BI_FAST',
        amount: '100000',
        paymentDate: TEST_DATE,
        refundOf: credit,
      },
    });
    expect(foreign.paymentCreate.userErrors.map((error) => error.code)).toEqual(['U-INV-PAY-1']);

    const paysOnly = await addMember(suite.system, organizationId, [
      'payments:read',
      'payments:create',
      'bank-accounts:read',
      'counterparties:read',
      'invoice-payments:read',
    ]);
    const limited = await (
      await signedInClient(suite.system.url, paysOnly)
    ).request<Made>(CREATE, {
      input: {
        sourceAccountId: org.accounts.bcaOperations,
        counterpartyBankAccountId: payee,
        amount: '100000',
        paymentDate: TEST_DATE,
        refundOf: credit,
      },
    });
    expect(limited.errors?.map((error) => error.extensions?.code)).toEqual(['FORBIDDEN']);

    expect(await ordersRefunding()).toBe(before);
    expect(await read(maker.client, credit)).toMatchObject({
      refundedAmount: { amount: '0.00' },
      unallocatedAmount: { amount: '300000.00' },
      refunds: [],
    });
  });

  it('moves its reservation when its amount is changed, never beyond the credit, and keeps the payment it refunds', async () => {
    const credit = await creditOf('200000.00', maker.client);
    const made = (await refund(maker.client, credit, '100000')).paymentCreate.payment;
    const UPDATE = `mutation ($input: PaymentUpdateInput!) { paymentUpdate(input: $input) {
      payment { amount { amount } } userErrors { field code message } } }`;
    const change = (amount: string) =>
      approver.client.data<{
        paymentUpdate: { payment: { amount: { amount: string } } | null; userErrors: UserErrors };
      }>(UPDATE, {
        input: {
          paymentId: made.id,
          sourceAccountId: org.accounts.bcaOperations,
          counterpartyBankAccountId: payee,
          amount,
          paymentDate: TEST_DATE,
        },
      });
    const over = await change('250000');
    expect(over.paymentUpdate.userErrors.map((error) => error.code)).toEqual(['U-INV-RF-1']);
    expect((await read(maker.client, credit)).refundedAmount.amount).toBe('100000.00');
    const within = await change('150000');
    expect(within.paymentUpdate.userErrors).toEqual([]);
    expect(await read(maker.client, credit)).toMatchObject({
      refundedAmount: { amount: '150000.00' },
      unallocatedAmount: { amount: '50000.00' },
      refunds: [{ amount: { amount: '150000.00' }, status: 'RESERVED' }],
    });
  });

  it('is a one-off payment: a recurring refund is refused', async () => {
    const credit = await creditOf('200000.00', maker.client);
    const recurring = await maker.client.data<Made>(CREATE, {
      input: {
        sourceAccountId: org.accounts.bcaOperations,
        counterpartyBankAccountId: payee,
        amount: '100000',
        paymentDate: TEST_DATE,
        recurrence: { unit: 'MONTHS', every: 1 },
        refundOf: credit,
      },
    });
    expect(recurring.paymentCreate.userErrors.map((error) => error.code)).toEqual([
      'U-TRSY-TRF-54',
    ]);
    expect((await read(maker.client, credit)).refundedAmount.amount).toBe('0.00');
  });
});
