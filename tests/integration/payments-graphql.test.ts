import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  addMemberInBuiltInRole,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { setUpAuthenticator, createBankAccount, payeeAccountOf } from '../support/payments.js';
import { createSecondBff, TEST_DATE, workerSystem } from '../support/system.js';
import { cookieSocketClient } from '../support/transports.js';

const ORDER = `id status archived amount { amount currency } fee { amount } method paymentDate memo beneficiary { bankCode bankName accountNumber accountName }
  approvalsRequired approvals { role approver { email } } maker { email } viewerCanApprove sourceAccount { id alias }`;
const CREATE_PAYMENT = `mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { ${ORDER} counterparty { legalName } } paymentEdge { cursor } userErrors { field code message } } }`;
const CREATE_TRANSFER = `mutation ($input: TransferCreateInput!) { transferCreate(input: $input) { transfer { ${ORDER} scope destinationAccount { id } } userErrors { field code message } } }`;
const APPROVE = `mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { id status approvals { role } } userErrors { field code message } } }`;
const LIST = `query ($tab: PaymentTab) { payments(first: 20, tab: $tab) { totalCount edges { cursor node { id status } } } }`;

type Order = {
  id: string;
  status: string;
  viewerCanApprove: boolean;
  approvals: { role: string; approver: { email: string } | null }[];
} & Record<string, unknown>;

let system: System;
let owner: Credentials;
let organizationId: string;
let browser: GraphQLClient;
let source: string;
let destination: string;
let payeeAccount: string;
const sockets: Client[] = [];

/** A member in a built-in role signed in through the BFF, with a confirmed authenticator app and a fresh code for each approval (two at most). */
async function approverBrowser(role: 'APPROVER' | 'MAKER_APPROVER' = 'APPROVER') {
  const member = await addMemberInBuiltInRole(system, organizationId, role);
  const { client, code } = await setUpAuthenticator(system, member);
  return { member, client, code };
}

async function payment(client: GraphQLClient, overrides: Record<string, unknown> = {}) {
  const made = await client.data<{
    paymentCreate: {
      payment: Order | null;
      paymentEdge: { cursor: string } | null;
      userErrors: UserErrors;
    };
  }>(CREATE_PAYMENT, {
    input: {
      sourceAccountId: source,
      counterpartyBankAccountId: payeeAccount,
      method: 'BI_FAST',
      amount: '12500000',
      paymentDate: TEST_DATE,
      memo: 'INV/2026/11/0042',
      ...withoutTransferFields(overrides),
    },
  });
  return made.paymentCreate;
}

const withoutTransferFields = ({
  destinationAccountId: _destination,
  ...fields
}: Record<string, unknown>) => fields;

/** Subscribes to paymentUpdated (or transferUpdated) and collects what arrives; at the test system's BFF unless told another. */
function listen(
  client: GraphQLClient,
  field: 'paymentUpdated' | 'transferUpdated' = 'paymentUpdated',
  bffUrl = system.url,
) {
  const socket = cookieSocketClient(bffUrl, client.cookieHeader, { lazy: false });
  sockets.push(socket);
  const received: { change: string; order: { id: string; status: string } | null }[] = [];
  let failure: { extensions?: { code?: string } }[] | undefined;
  const order = field === 'paymentUpdated' ? 'payment' : 'transfer';
  socket.subscribe<
    Record<string, { change: string } & Record<string, { id: string; status: string } | null>>
  >(
    { query: `subscription { ${field} { change ${order} { id status } } }` },
    {
      next: (value) => {
        if (value.errors) failure = value.errors as never;
        const update = value.data?.[field];
        if (update)
          received.push({
            change: update.change,
            order: update[order] as { id: string; status: string } | null,
          });
      },
      error: (error) => (failure = error as never),
      complete: () => {},
    },
  );
  return { received, failure: () => failure };
}

/** A real server in front of `target` that passes every request on and tells `seen` each one's method and path. */
async function recordingProxy(
  target: string,
  seen: (method: string, path: string) => void,
): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((request, response) => {
    seen(request.method!, request.url!);
    const upstream = http.request(
      `${target}${request.url}`,
      { method: request.method, headers: request.headers },
      (answer) => {
        response.writeHead(answer.statusCode!, answer.headers);
        answer.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let accountNumber = 5_270_100_000;

/** Two API-connected accounts at BCA and a counterparty at Mandiri, for an organisation's owner: what a payment names. */
async function payableOrganisation(
  client: GraphQLClient,
  tokens: Awaited<ReturnType<typeof signInRest>>,
) {
  const account = (alias: string) =>
    createBankAccount(client, {
      accountNumber: String((accountNumber += 1)),
      accountName: 'PT BAYAR LANCAR',
      alias,
    });
  const payee = await createCounterpartyRest(system, tokens, {
    legalName: 'PT Penerima Dana',
    taxNumber: '012345678901234',
    bankAccounts: [
      {
        bankCode: '008',
        accountNumber: String((accountNumber += 1)),
        accountName: 'PT PENERIMA DANA',
      },
    ],
  });
  const payeeBankAccount = await payeeAccountOf(system, payee.id);
  return {
    sourceAccountId: await account('BCA Operasional'),
    destinationAccountId: await account('BCA Cadangan'),
    counterpartyBankAccountId: payeeBankAccount,
  };
}

beforeAll(async () => {
  system = await workerSystem();
  ({ owner, organizationId } = await createOrganization(system, 'PT Bayar Lancar'));
  browser = await signedInClient(system.url, owner);
  ({
    sourceAccountId: source,
    destinationAccountId: destination,
    counterpartyBankAccountId: payeeAccount,
  } = await payableOrganisation(browser, await signInRest(system, owner)));
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await system?.stop();
});

describe('payments and transfers through GraphQL', () => {
  it('a payment is made with its money as decimal strings, listed in its tab, and read back as a node', async () => {
    const made = await payment(browser);
    expect(made.userErrors).toEqual([]);
    expect(made.payment).toMatchObject({
      status: 'NEEDS_APPROVAL',
      archived: false,
      amount: { amount: '12500000.00', currency: 'IDR' },
      fee: { amount: '2500.00' },
      method: 'BI_FAST',
      paymentDate: TEST_DATE,
      beneficiary: {
        bankCode: '008',
        bankName: 'Bank Mandiri',
        accountNumber: expect.stringMatching(/^\d{10}$/),
        accountName: 'PT PENERIMA DANA',
      },
      approvalsRequired: 1,
      approvals: [],
      maker: { email: owner.email },
      sourceAccount: { id: source, alias: 'BCA Operasional' },
      counterparty: { legalName: 'PT Penerima Dana' },
      // The maker is not offered their own payment to approve.
      viewerCanApprove: false,
    });
    const needs = await browser.data<{
      payments: { totalCount: number; edges: { cursor: string; node: { id: string } }[] };
    }>(LIST, { tab: 'NEEDS_APPROVAL' });
    expect(needs.payments.edges[0]).toEqual({
      cursor: made.paymentEdge!.cursor,
      node: { id: made.payment!.id, status: 'NEEDS_APPROVAL' },
    });
    expect(
      (await browser.data<{ payments: { totalCount: number } }>(LIST, { tab: 'SENT' })).payments
        .totalCount,
    ).toBe(0);
    const node = await browser.data<{ node: { __typename: string; id: string } }>(
      'query ($id: ID!) { node(id: $id) { __typename id } }',
      { id: made.payment!.id },
    );
    expect(node.node).toEqual({ __typename: 'Payment', id: made.payment!.id });
  });

  it('a create retried under one Idempotency-Key makes one payment: twenty at once all answer the same payment', async () => {
    const count = async () =>
      (await browser.data<{ payments: { totalCount: number } }>(LIST, { tab: 'ALL' })).payments
        .totalCount;
    const before = await count();
    const input = {
      sourceAccountId: source,
      counterpartyBankAccountId: payeeAccount,
      method: 'BI_FAST',
      amount: '4100000',
      paymentDate: TEST_DATE,
      memo: 'INV/2026/11/0077',
    };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        browser.request<{ paymentCreate: { payment: { id: string } | null } }>(
          CREATE_PAYMENT,
          { input },
          { 'idempotency-key': 'bayar-inv-0077' },
        ),
      ),
    );
    const ids = new Set(answers.map((answer) => answer.data?.paymentCreate.payment?.id));
    expect(ids.size).toBe(1);
    expect([...ids][0]).toEqual(expect.any(String));
    expect(await count()).toBe(before + 1);
    // The same key with another amount is refused and makes nothing.
    const other = await browser.request(
      CREATE_PAYMENT,
      { input: { ...input, amount: '4200000' } },
      { 'idempotency-key': 'bayar-inv-0077' },
    );
    expect(other.errors?.[0]?.extensions?.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count()).toBe(before + 1);
  });

  it('a transfer between two accounts at one bank is internal and free; bad input names its field', async () => {
    const made = await browser.data<{
      transferCreate: { transfer: Order | null; userErrors: UserErrors };
    }>(CREATE_TRANSFER, {
      input: {
        sourceAccountId: source,
        destinationAccountId: destination,
        amount: '5000000',
        paymentDate: TEST_DATE,
      },
    });
    expect(made.transferCreate.transfer).toMatchObject({
      method: 'SAME_BANK',
      fee: { amount: '0.00' },
      scope: 'INTERNAL',
      destinationAccount: { id: destination },
    });
    // A transfer is fetched by its own global id, and its id read as a payment's names nothing.
    const transferId = made.transferCreate.transfer!.id;
    const asPayment = Buffer.from(
      `Payment:${Buffer.from(transferId, 'base64url').toString().split(':')[1]}`,
    ).toString('base64url');
    const nodes = await browser.data<{ nodes: ({ __typename: string } | null)[] }>(
      'query ($ids: [ID!]!) { nodes(ids: $ids) { __typename } }',
      { ids: [transferId, asPayment] },
    );
    expect(nodes.nodes).toEqual([{ __typename: 'Transfer' }, null]);
    const refused = await browser.data<{
      transferCreate: { transfer: null; userErrors: UserErrors };
    }>(CREATE_TRANSFER, {
      input: {
        sourceAccountId: source,
        destinationAccountId: payeeAccount,
        amount: '5000000',
        paymentDate: TEST_DATE,
      },
    });
    expect(refused.transferCreate.userErrors).toEqual([
      { field: 'destinationAccountId', code: 'U-TRSY-BA-1', message: expect.any(String) },
    ]);
    const past = await payment(browser, { paymentDate: '2026-11-01' });
    expect(past.userErrors).toEqual([
      {
        field: 'paymentDate',
        code: 'U-TRSY-TRF-1',
        message: 'The payment date cannot be in the past.',
      },
    ]);
  });

  it('a payment pays an expected transaction named by its global id: each names the other, the expected transaction is no longer deletable, and an id of another type is not found', async () => {
    const counterpartyId = (
      await system.treasury.db
        .selectFrom('counterparty_bank_accounts')
        .select('counterparty_id')
        .where('id', '=', payeeAccount)
        .executeTakeFirstOrThrow()
    ).counterparty_id;
    const expected = await browser.data<{
      expectedTransactionCreate: { expectedTransaction: { id: string } };
    }>(
      'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } } }',
      {
        input: {
          date: TEST_DATE,
          counterpartyId: Buffer.from(`Counterparty:${counterpartyId}`).toString('base64url'),
          description: 'Jasa konsultan pajak Q4',
          amount: '7500000',
          direction: 'DEBIT',
          bankAccountId: source,
        },
      },
    );
    const expectedId = expected.expectedTransactionCreate.expectedTransaction.id;
    const wrongType = await payment(browser, { amount: '7500000', expectedTransactionId: source });
    expect(wrongType.userErrors).toEqual([
      {
        field: 'expectedTransactionId',
        code: 'U-TRSY-TRF-38',
        message: 'Expected transaction not found.',
      },
    ]);
    const made = await browser.data<{
      paymentCreate: {
        payment: {
          id: string;
          expectedTransaction: { id: string; description: string } | null;
        } | null;
        userErrors: UserErrors;
      };
    }>(
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id expectedTransaction { id description } } userErrors { field code message } } }',
      {
        input: {
          sourceAccountId: source,
          counterpartyBankAccountId: payeeAccount,
          method: 'BI_FAST',
          amount: '7500000',
          paymentDate: TEST_DATE,
          expectedTransactionId: expectedId,
        },
      },
    );
    expect(made.paymentCreate.userErrors).toEqual([]);
    expect(made.paymentCreate.payment!.expectedTransaction).toEqual({
      id: expectedId,
      description: 'Jasa konsultan pajak Q4',
    });
    const read = await browser.data<{
      node: {
        deletable: boolean;
        payingOrder: { __typename: string; id: string; status: string } | null;
      };
    }>(
      'query ($id: ID!) { node(id: $id) { ... on ExpectedTransaction { deletable payingOrder { __typename id status } } } }',
      { id: expectedId },
    );
    expect(read.node).toEqual({
      deletable: false,
      payingOrder: {
        __typename: 'Payment',
        id: made.paymentCreate.payment!.id,
        status: 'NEEDS_APPROVAL',
      },
    });
    const deleted = await browser.data<{ expectedTransactionDelete: { userErrors: UserErrors } }>(
      'mutation ($input: ExpectedTransactionDeleteInput!) { expectedTransactionDelete(input: $input) { userErrors { field code message } } }',
      { input: { expectedTransactionId: expectedId } },
    );
    expect(deleted.expectedTransactionDelete.userErrors).toEqual([
      {
        field: null,
        code: 'U-TRSY-ET-32',
        message:
          'An expected transaction with a payment or transfer under way or sent cannot be deleted.',
      },
    ]);
    // A second payment of it is refused: the first pays it.
    const second = await payment(browser, { amount: '7500000', expectedTransactionId: expectedId });
    expect(second.userErrors).toEqual([
      {
        field: 'expectedTransactionId',
        code: 'U-TRSY-TRF-41',
        message: 'Another payment or transfer already pays this expected transaction.',
      },
    ]);
  });

  it('bulk approval: one code for all, an id of another kind refused at its place, a wrong code refused for the whole request', async () => {
    const approver = await approverBrowser();
    const [first, second] = [(await payment(browser)).payment!, (await payment(browser)).payment!];
    const seen = await approver.client.data<{ node: { viewerCanApprove: boolean } }>(
      'query ($id: ID!) { node(id: $id) { ... on Payment { viewerCanApprove } } }',
      { id: first.id },
    );
    expect(seen.node.viewerCanApprove).toBe(true);
    const wrong = await approver.client.data<{
      paymentsApprove: { payments: Order[]; userErrors: UserErrors };
    }>(APPROVE, { input: { ids: [first.id], versions: [1], code: '000000' } });
    expect(wrong.paymentsApprove).toEqual({
      payments: [],
      userErrors: [{ field: 'code', code: 'U-TRSY-TRF-6', message: 'Invalid 2FA code.' }],
    });
    const transfer = (
      await browser.data<{ transferCreate: { transfer: { id: string } } }>(CREATE_TRANSFER, {
        input: {
          sourceAccountId: source,
          destinationAccountId: destination,
          amount: '1000000',
          paymentDate: TEST_DATE,
        },
      })
    ).transferCreate.transfer;
    const done = await approver.client.data<{
      paymentsApprove: { payments: Order[]; userErrors: UserErrors };
    }>(APPROVE, {
      input: {
        ids: [transfer.id, first.id, second.id],
        versions: [1, 1, 1],
        code: approver.code(),
      },
    });
    expect(done.paymentsApprove.userErrors).toEqual([
      { field: 'ids.0', code: 'U-TRSY-TRF-18', message: 'Payment not found.' },
    ]);
    expect(done.paymentsApprove.payments).toEqual([
      { id: first.id, status: 'IN_PROGRESS', approvals: [{ role: 'Approver' }] },
      { id: second.id, status: 'IN_PROGRESS', approvals: [{ role: 'Approver' }] },
    ]);
  });

  it('rejects and cancels with a reason, each refusal at its place', async () => {
    const approver = await approverBrowser();
    const [a, b] = [(await payment(browser)).payment!, (await payment(browser)).payment!];
    const rejected = await approver.client.data<{
      paymentsReject: { payments: Order[]; userErrors: UserErrors };
    }>(
      'mutation ($input: OrdersReasonInput!) { paymentsReject(input: $input) { payments { id status rejection { reason by { email } } } userErrors { field code message } } }',
      { input: { ids: [a.id], reason: 'Rekening tujuan salah' } },
    );
    expect(rejected.paymentsReject).toEqual({
      payments: [
        {
          id: a.id,
          status: 'REJECTED',
          rejection: { reason: 'Rekening tujuan salah', by: { email: approver.member.email } },
        },
      ],
      userErrors: [],
    });
    const cancelled = await browser.data<{
      paymentsCancel: { payments: Order[]; userErrors: UserErrors };
    }>(
      'mutation ($input: OrdersReasonInput!) { paymentsCancel(input: $input) { payments { id status } userErrors { field code message } } }',
      { input: { ids: [a.id, b.id], reason: 'Dibayar tunai' } },
    );
    expect(cancelled.paymentsCancel.payments).toEqual([{ id: b.id, status: 'CANCELLED' }]);
    expect(cancelled.paymentsCancel.userErrors).toEqual([
      {
        field: 'ids.0',
        code: 'U-TRSY-TRF-5',
        message: 'This cannot be done in the payment’s current status.',
      },
    ]);
  });

  it('paymentUpdated reaches the organisation’s readers live; transfer subscribers, strangers and members without payments:read hear nothing of it', async () => {
    const approver = await approverBrowser();
    const watcher = listen(browser);
    const transfersOnly = listen(
      await signedInClient(system.url, await addMember(system, organizationId, ['transfers:read'])),
      'transferUpdated',
    );
    const { owner: stranger } = await createOrganization(system, 'PT Tetangga');
    const strangerBrowser = await signedInClient(system.url, stranger);
    const strangerOrder = await payableOrganisation(
      strangerBrowser,
      await signInRest(system, stranger),
    );
    const theirs = listen(strangerBrowser);
    const refused = listen(
      await signedInClient(system.url, await addMember(system, organizationId, ['transfers:read'])),
    );
    await eventually(() => refused.failure() !== undefined, 5_000, 25);
    expect(refused.failure()?.[0]?.extensions?.code).toBe('FORBIDDEN');

    // The subscription is live once it has heard a payment made after it started.
    let made = (await payment(browser)).payment!;
    await eventually(
      async () => {
        if (watcher.received.some((update) => update.change === 'CREATED')) return true;
        made = (await payment(browser)).payment!;
        return false;
      },
      10_000,
      100,
    );
    await approver.client.data(APPROVE, {
      input: { ids: [made.id], versions: [1], code: approver.code() },
    });
    // No bank is configured here: the send fails at once, and the watcher hears the approval, then the failure.
    await eventually(
      () =>
        watcher.received.some(
          (update) => update.change === 'FAILED' && update.order?.id === made.id,
        ),
      5_000,
      10,
    );
    const mine = watcher.received.filter((update) => update.order?.id === made.id);
    expect(mine.map((update) => update.change).slice(-2)).toEqual(['APPROVED', 'FAILED']);
    expect(mine.at(-1)!.order).toEqual({ id: made.id, status: 'FAILED' });

    // Notifications reach a listener in commit order: a transfer made after the payment reaches the transfer subscriber; nothing before it did.
    await browser.data(CREATE_TRANSFER, {
      input: {
        sourceAccountId: source,
        destinationAccountId: destination,
        amount: '1000000',
        paymentDate: TEST_DATE,
      },
    });
    await eventually(() => transfersOnly.received.length > 0, 5_000, 10);
    expect(transfersOnly.received.map((update) => update.change)).toEqual(['CREATED']);
    // The stranger hears their own payment, made last; had they heard any of ours, it would have come first.
    const theirsMade = [(await payment(strangerBrowser, strangerOrder)).payment!.id];
    await eventually(
      async () => {
        if (theirs.received.length > 0) return true;
        theirsMade.push((await payment(strangerBrowser, strangerOrder)).payment!.id);
        return false;
      },
      10_000,
      100,
    );
    expect(theirs.received.every((update) => theirsMade.includes(update.order!.id))).toBe(true);
    expect(theirs.received.every((update) => update.change === 'CREATED')).toBe(true);
  });

  it('a change reaches every subscriber of a BFF with one read of the order, not one per subscriber', async () => {
    const orderReads: string[] = [];
    const treasury = await recordingProxy(
      system.treasuryUrl,
      (method, path) =>
        path.startsWith('/payment-orders/batch') && orderReads.push(`${method} ${path}`),
    );
    const bff = await createSecondBff(
      { ...system, treasuryUrl: treasury.url },
      { eventsDatabaseUrl: system.databaseUrl },
    );
    const bffUrl = await bff.listen();
    const watchers = Array.from({ length: 20 }, () => listen(browser, 'paymentUpdated', bffUrl));
    try {
      // Every subscription is live once each has heard a payment made after it started.
      const heard = (id: string) =>
        watchers.every((watcher) => watcher.received.some((update) => update.order?.id === id));
      let made = (await payment(browser)).payment!;
      await eventually(
        async () => {
          if (heard(made.id)) return true;
          made = (await payment(browser)).payment!;
          return false;
        },
        10_000,
        100,
      );
      orderReads.length = 0;
      const next = (await payment(browser)).payment!;
      await eventually(() => heard(next.id), 5_000, 10);
      expect(
        watchers.map((watcher) => watcher.received.find((update) => update.order?.id === next.id)),
      ).toEqual(
        watchers.map(() => ({
          change: 'CREATED',
          order: { id: next.id, status: 'NEEDS_APPROVAL' },
        })),
      );
      expect(orderReads).toHaveLength(1);
    } finally {
      await Promise.all(sockets.splice(-watchers.length).map((socket) => socket.dispose()));
      await bff.close();
      await treasury.close();
    }
  });

  it('manual export: approved payments leave the API for a file a member downloads; another organisation finds neither the payment nor the file', async () => {
    const approver = await approverBrowser();
    const later = '2026-11-30';
    const [first, second] = [
      (await payment(browser, { paymentDate: later })).payment!,
      (await payment(browser, { paymentDate: later, amount: '7000000' })).payment!,
    ];
    const approved = await approver.client.data<{ paymentsApprove: { payments: Order[] } }>(
      APPROVE,
      { input: { ids: [first.id, second.id], versions: [1, 1], code: approver.code() } },
    );
    expect(approved.paymentsApprove.payments.map((order) => order.status)).toEqual([
      'SCHEDULED',
      'SCHEDULED',
    ]);
    const pending = (await payment(browser, { paymentDate: later })).payment!;

    const EXPORT = `mutation ($input: OrdersCodeInput!) { paymentsExport(input: $input) {
      export { id orderCount fileName downloadUrl requestedBy { email } createdAt } payments { id status manualExport { id } } userErrors { field code message } } }`;
    type Exported = {
      paymentsExport: {
        export: {
          id: string;
          orderCount: number;
          fileName: string;
          downloadUrl: string;
          requestedBy: { email: string };
        } | null;
        payments: Order[];
        userErrors: UserErrors;
      };
    };
    const wrong = await approver.client.data<Exported>(EXPORT, {
      input: { ids: [first.id], code: '000000' },
    });
    expect(wrong.paymentsExport).toEqual({
      export: null,
      payments: [],
      userErrors: [{ field: 'code', code: 'U-TRSY-TRF-6', message: 'Invalid 2FA code.' }],
    });

    const done = await approver.client.data<Exported>(EXPORT, {
      input: { ids: [first.id, pending.id, second.id], code: approver.code() },
    });
    const made = done.paymentsExport.export!;
    expect(made).toMatchObject({
      orderCount: 2,
      fileName: expect.stringMatching(/\.csv$/),
      downloadUrl: `/payment-exports/${made.id}/download`,
      requestedBy: { email: approver.member.email },
    });
    expect(done.paymentsExport.payments).toEqual([
      { id: first.id, status: 'IN_PROGRESS', manualExport: { id: made.id } },
      { id: second.id, status: 'IN_PROGRESS', manualExport: { id: made.id } },
    ]);
    expect(done.paymentsExport.userErrors).toEqual([
      { field: 'ids.1', code: 'U-TRSY-TRF-5', message: expect.any(String) },
    ]);

    const file = await fetch(`${system.url}${made.downloadUrl}`, {
      headers: { cookie: approver.client.cookieHeader },
    });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toMatch(/^text\/csv/);
    const text = await file.text();
    const rows = text
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(3);
    expect(text).toContain('12500000.00');
    expect(text).toContain('7000000.00');

    const { owner: stranger } = await createOrganization(system, 'PT Lain Sekali');
    const other = await signedInClient(system.url, stranger);
    const seen = await other.data<{ node: unknown }>('query ($id: ID!) { node(id: $id) { id } }', {
      id: first.id,
    });
    expect(seen.node).toBeNull();
    expect(
      (await fetch(`${system.url}${made.downloadUrl}`, { headers: { cookie: other.cookieHeader } }))
        .status,
    ).toBe(404);
    const foreign = await other.request<Exported>(EXPORT, {
      input: { ids: [first.id], code: '123456' },
    });
    // The stranger owns their organisation but has no authenticator app: nothing of the other organisation is exported or revealed.
    expect(foreign.data!.paymentsExport).toEqual({
      export: null,
      payments: [],
      userErrors: [expect.objectContaining({ field: 'code', code: 'U-TRSY-TRF-7' })],
    });

    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'MAKER'),
    );
    const forbidden = await maker.request(EXPORT, { input: { ids: [first.id], code: '123456' } });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a Maker cannot approve or archive, and is FORBIDDEN; an API key cannot approve', async () => {
    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'MAKER'),
    );
    const made = (await payment(maker)).payment!;
    const refused = await maker.request(APPROVE, {
      input: { ids: [made.id], versions: [1], code: '123456' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const roles = await browser.data<{ roles: { id: string; name: string }[] }>(
      '{ roles { id name } }',
    );
    const approverRole = roles.roles.find((role) => role.name === 'Approver')!.id;
    const key = await browser.data<{ apiKeyCreate: { secret: string } }>(
      'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret } }',
      {
        input: { name: 'Integrasi bayar', roleId: approverRole, expiresInDays: 30 },
      },
    );
    const integrator = await new GraphQLClient(system.url).request<{
      paymentsApprove: { userErrors: UserErrors };
    }>(
      APPROVE,
      { input: { ids: [made.id], versions: [1], code: '123456' } },
      { authorization: `Bearer ${key.apiKeyCreate.secret}` },
    );
    expect(integrator.data!.paymentsApprove.userErrors).toEqual([
      expect.objectContaining({ code: 'U-TRSY-TRF-30' }),
    ]);
  });
});
