import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  PaymentActionResponse,
  PaymentOrderEdge,
  PaymentOrderResponse,
} from '../../../contracts/treasury/payments.js';
import { eventually } from '../../../tests/support/eventually.js';
import {
  addMemberInBuiltInRole,
  authenticatorRest,
  callRest,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../../../tests/support/factories.js';
import { TEST_DATE, TEST_TODAY, startTestSystem } from '../../../tests/support/system.js';
import {
  createSnapSandbox,
  newSandboxPartner,
  type SnapSandbox,
} from '../../snap-sandbox/sandbox.js';
import {
  approveOrdersRest,
  payeeAccountOf,
  sandboxCredentials,
} from '../../../tests/support/payments.js';
import { latestActivityRest } from '../../../tests/support/activity.js';
import { enterLineRest } from '../../../tests/support/treasury-rest.js';

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };

const partner = newSandboxPartner();
const SOURCE = '5270700001';
const MANDIRI = { bankCode: '008', accountNo: '1230007001', name: 'PT PENERIMA DANA' };
/** The adapter waits this long for an answer: a late answer of the sandbox outlasts it. */
const SNAP_TIMEOUT_MS = 800;

let sandbox: SnapSandbox;
let system: Awaited<ReturnType<typeof startTestSystem>>;
let owner: Tokens;
let approver: { tokens: Tokens; code: () => string };
let organizationId: string;
let source: string;
let payee: string;

const call = <T = Json>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.treasuryUrl, method, path, tokens, body);
const order = async (id: string) =>
  (await call<PaymentOrderResponse>('GET', `/payment-orders/${id}`, owner)).body;
const bookings = (reference: string) =>
  sandbox.bookings.filter((booking) => booking.partnerReferenceNo === reference);

/** A payment of `amount` approved now; answers its id. */
async function approvedPayment(
  amount: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const made = await call<PaymentOrderEdge>('POST', '/payment-orders', owner, {
    kind: 'PAYMENT',
    sourceAccountId: source,
    counterpartyBankAccountId: payee,
    method: 'BI_FAST',
    amount,
    paymentDate: TEST_DATE,
    memo: 'INV/2026/11/0042',
    ...overrides,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const approved = await approveOrdersRest(
    system,
    approver.tokens,
    [made.body.node.id],
    approver.code(),
  );
  expect(approved.body.results[0]!.error).toBeNull();
  return made.body.node.id;
}

/** Waits until the order reaches a status the bank decided. */
async function settles(id: string, status: 'SENT' | 'FAILED'): Promise<PaymentOrderResponse> {
  await eventually(async () => (await order(id)).status === status, 20_000, 50);
  return order(id);
}

/** A fresh approver each time a test needs codes (a code works once, two per approver in a test). */
async function newApprover() {
  const member = await addMemberInBuiltInRole(system, organizationId, 'APPROVER');
  const tokens = await signInRest(system, member);
  return { tokens, code: await authenticatorRest(system, tokens) };
}

beforeAll(async () => {
  sandbox = await createSnapSandbox({
    seed: 'payments-execution',
    bankCode: '014',
    now: () => TEST_TODAY,
    partners: [partner],
    accounts: [
      { accountNo: SOURCE, name: 'PT PEMBAYAR TEPAT', openingBalance: '9000000000.00' },
      { accountNo: '5270700002', name: 'PT PEMBAYAR TEPAT', openingBalance: '10000000.00' },
    ],
    externalAccounts: [MANDIRI],
  });
  system = await startTestSystem(
    {},
    {},
    {
      snapBaseUrl: () => sandbox.url,
      snapBankPublicKey: () => sandbox.bankPublicKeyPem,
      snapTimeoutMs: SNAP_TIMEOUT_MS,
    },
  );
  sandbox.partners.setNotificationUrl(
    partner.partnerId,
    `${system.treasuryUrl}/bank-notifications/transfers`,
  );
  const organization = await createOrganization(system, 'PT Pembayar Tepat');
  organizationId = organization.organizationId;
  owner = await signInRest(system, organization.owner);
  const account = await call<{ id: string }>('POST', '/bank-accounts', owner, {
    bankCode: '014',
    accountNumber: SOURCE,
    accountName: 'PT PEMBAYAR TEPAT',
    alias: 'BCA API',
    currency: 'IDR',
    connectionType: 'API',
    credentials: sandboxCredentials(partner),
  });
  source = account.body.id;
  const counterparty = await createCounterpartyRest(system, owner, {
    legalName: 'PT Penerima Dana',
    taxNumber: '012345678901234',
    bankAccounts: [
      { bankCode: MANDIRI.bankCode, accountNumber: MANDIRI.accountNo, accountName: MANDIRI.name },
    ],
  });
  payee = await payeeAccountOf(system, counterparty.id);
  approver = await newApprover();
});

afterAll(async () => {
  await system?.stop();
  await sandbox?.stop();
});

describe('sending approved payments to the bank', () => {
  it('an approved payment is checked with the beneficiary’s bank, sent once under its own id, and Sent with the bank’s reference', async () => {
    approver = await newApprover();
    const id = await approvedPayment('15000000');
    const sent = await settles(id, 'SENT');
    expect(sent.sentAt).not.toBeNull();
    expect(sent.bankReference).toBe(sandbox.transfer(id)!.referenceNo);
    expect(bookings(id)).toHaveLength(1);
    const attempt = await system.treasury.db
      .selectFrom('payment_attempts')
      .selectAll()
      .where('payment_order_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({
      number: 1,
      reference: id,
      state: 'SUCCESS',
      beneficiary_name: 'PT PENERIMA DANA',
    });
    const log = await latestActivityRest(system.treasuryUrl, owner, 1);
    expect(log[0]).toMatchObject({
      action: 'UPDATED',
      actorId: null,
      summary: 'Payment of IDR 15000000.00 to PT PENERIMA DANA sent by the bank',
    });
  });

  it('an answer lost after the bank booked it (a time-out, a 5xx) is settled by asking the status: sent once, never twice', async () => {
    approver = await newApprover();
    sandbox.setTransferChaos({ lateAnswerRate: 1, lateAnswerMs: SNAP_TIMEOUT_MS * 3 });
    const late = await approvedPayment('1000001');
    await settles(late, 'SENT');
    sandbox.setTransferChaos({ lateAnswerRate: 0, errorAfterBookingRate: 1 });
    const failedAfter = await approvedPayment('1000002');
    await settles(failedAfter, 'SENT');
    sandbox.setTransferChaos({ errorAfterBookingRate: 0 });
    expect([bookings(late).length, bookings(failedAfter).length]).toEqual([1, 1]);
    const states = await system.treasury.db
      .selectFrom('payment_attempts')
      .select(['payment_order_id', 'state', 'checks'])
      .where('payment_order_id', 'in', [late, failedAfter])
      .execute();
    expect(states.every((attempt) => attempt.state === 'SUCCESS' && attempt.checks >= 1)).toBe(
      true,
    );
  });

  it('a 5xx before anything was booked: the status says the bank never had it, so it is sent again under the same reference, once', async () => {
    approver = await newApprover();
    sandbox.setTransferChaos({ errorBeforeBookingRate: 1 });
    const id = await approvedPayment('1000003');
    await eventually(
      async () =>
        (
          await system.treasury.db
            .selectFrom('payment_attempts')
            .select('state')
            .where('payment_order_id', '=', id)
            .executeTakeFirst()
        )?.state === 'UNKNOWN',
      10_000,
      25,
    );
    sandbox.setTransferChaos({ errorBeforeBookingRate: 0 });
    await settles(id, 'SENT');
    expect(bookings(id)).toHaveLength(1);
  });

  it('a transfer the bank leaves pending is Sent when its notification comes, once even when it comes twice; a forged one is refused', async () => {
    approver = await newApprover();
    sandbox.setTransferChaos({
      pendingRate: 1,
      pendingSettleMs: null,
      duplicateNotificationRate: 1,
    });
    const id = await approvedPayment('1000004', { method: 'SKN' });
    await eventually(async () => sandbox.transfer(id)?.status === 'PENDING', 10_000, 25);
    expect((await order(id)).status).toBe('IN_PROGRESS');
    sandbox.setTransferChaos({ pendingRate: 0, duplicateNotificationRate: 0 });
    await sandbox.settleTransfer(id, { status: 'SUCCESS' });
    await settles(id, 'SENT');
    await eventually(
      () =>
        sandbox.notifications.filter((notification) => notification.partnerReferenceNo === id)
          .length === 2,
      5_000,
      25,
    );
    const sentEntries = await sql<{
      count: string;
    }>`select count(*) from activity_log where entity_id = ${id} and description->>'message' = 'PAYMENT_SENT'`.execute(
      system.treasury.db,
    );
    expect(sentEntries.rows[0]!.count).toBe('1');

    const forged = await fetch(`${system.treasuryUrl}/bank-notifications/transfers`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-timestamp': new Date().toISOString(),
        'x-signature': Buffer.from('bukan tanda tangan bank').toString('base64'),
      },
      body: JSON.stringify({
        originalPartnerReferenceNo: id,
        latestTransactionStatus: '06',
        transactionStatusDesc: 'Failed',
      }),
    });
    expect(forged.status).toBe(401);
    expect((await order(id)).status).toBe('SENT');
  });

  it('a pending transfer the bank fails is Failed with the bank’s reason; resent with a code, it goes under a new reference and is Sent', async () => {
    approver = await newApprover();
    sandbox.setTransferChaos({ pendingRate: 1, pendingSettleMs: null });
    const id = await approvedPayment('1000005', { method: 'SKN' });
    await eventually(async () => sandbox.transfer(id)?.status === 'PENDING', 10_000, 25);
    sandbox.setTransferChaos({ pendingRate: 0 });
    await sandbox.settleTransfer(id, { status: 'FAILED', reason: 'Rekening penerima ditutup' });
    const failed = await settles(id, 'FAILED');
    expect(failed.failureReason).toContain('Rekening penerima ditutup');
    const log = await latestActivityRest(system.treasuryUrl, owner, 1);
    expect(log[0]!.action).toBe('FAILED');

    const resent = await call<PaymentActionResponse>(
      'POST',
      '/payment-orders/resend',
      approver.tokens,
      { ids: [id], code: approver.code() },
    );
    expect(resent.body.results[0]!.order).toMatchObject({
      status: 'IN_PROGRESS',
      failureReason: null,
    });
    await settles(id, 'SENT');
    expect(bookings(`${id}-r2`)).toHaveLength(1);
    const attempts = await system.treasury.db
      .selectFrom('payment_attempts')
      .select(['number', 'reference', 'state'])
      .where('payment_order_id', '=', id)
      .orderBy('number')
      .execute();
    expect(attempts).toEqual([
      { number: 1, reference: id, state: 'FAILED' },
      { number: 2, reference: `${id}-r2`, state: 'SUCCESS' },
    ]);
  });

  it('a beneficiary account the bank does not know fails the payment before any money moves', async () => {
    approver = await newApprover();
    const stranger = await createCounterpartyRest(system, owner, {
      taxNumber: '012345678901234',
      bankAccounts: [{ bankCode: '009', accountNumber: '0450000001', accountName: 'PT TIDAK ADA' }],
    });
    const unknownPayee = await payeeAccountOf(system, stranger.id);
    const id = await approvedPayment('1000006', { counterpartyBankAccountId: unknownPayee });
    const failed = await settles(id, 'FAILED');
    expect(failed.failureReason).toBe('The bank could not confirm the beneficiary account.');
    expect(bookings(id)).toHaveLength(0);
  });

  it('a monthly payment approved once goes out on each date, counted from its first, until its series ends', async () => {
    approver = await newApprover();
    const first = await approvedPayment('2500000', {
      recurrence: { unit: 'MONTHS', every: 1, until: '2027-01-10' },
    });
    const sent = await settles(first, 'SENT');
    expect(sent).toMatchObject({
      recurrence: { unit: 'MONTHS', every: 1, until: '2027-01-10' },
      occurrence: 1,
      seriesId: first,
      nextPaymentDate: '2026-12-22',
    });
    const series = async () =>
      (
        await system.treasury.db
          .selectFrom('payment_orders')
          .select(['id', 'occurrence', 'payment_date', 'status'])
          .where('series_id', '=', first)
          .orderBy('occurrence')
          .execute()
      ).map((row) => ({
        ...row,
        payment_date: String(row.payment_date),
      }));
    const [, second] = await series();
    expect(second).toMatchObject({
      occurrence: 2,
      payment_date: '2026-12-22',
      status: 'SCHEDULED',
    });
    // Approved once: the second carries the series' approval, and its job waits for midnight of its day in Jakarta.
    expect((await order(second!.id)).approvals).toHaveLength(1);
    const job = await sql<{
      run_at: Date;
    }>`select run_at from treasury_jobs._private_jobs where key = ${`payment-order:${second!.id}`}`.execute(
      system.treasury.db,
    );
    expect(job.rows[0]!.run_at.toISOString()).toBe('2026-12-21T17:00:00.000Z');
    await sql`update treasury_jobs._private_jobs set run_at = now() where key = ${`payment-order:${second!.id}`}`.execute(
      system.treasury.db,
    );
    expect(await settles(second!.id, 'SENT')).toMatchObject({
      occurrence: 2,
      nextPaymentDate: null,
    });
    // 22 January is after the series' end: no third occurrence.
    expect((await series()).map((row) => [row.occurrence, row.status])).toEqual([
      [1, 'SENT'],
      [2, 'SENT'],
    ]);
    expect([bookings(first).length, bookings(second!.id).length]).toEqual([1, 1]);
  });

  it('a Scheduled payment goes In Progress and is sent when its day’s job runs', async () => {
    approver = await newApprover();
    const made = await call<PaymentOrderEdge>('POST', '/payment-orders', owner, {
      kind: 'PAYMENT',
      sourceAccountId: source,
      counterpartyBankAccountId: payee,
      method: 'BI_FAST',
      amount: '1000007',
      paymentDate: '2026-12-01',
    });
    const id = made.body.node.id;
    expect(
      (await approveOrdersRest(system, approver.tokens, [id], approver.code())).body.results[0]!
        .order?.status,
    ).toBe('SCHEDULED');
    expect(bookings(id)).toHaveLength(0);
    // Its day comes: the job set for it runs now.
    await sql`update treasury_jobs._private_jobs set run_at = now() where key = ${`payment-order:${id}`}`.execute(
      system.treasury.db,
    );
    await settles(id, 'SENT');
    expect(bookings(id)).toHaveLength(1);
  });
});

describe('reconciling payments and transfers with their statement lines', () => {
  /** The debit the bank booked, as a statement line on the source account (a sync or an import would bring the same). */
  const debitLine = (amount: string, description: string): Promise<string> =>
    enterLineRest(system, owner, {
      bankAccountId: source,
      description,
      direction: 'DEBIT',
      amount,
    });

  it('a sent payment is proposed for the line that carries its reference, and reconciled when the proposal is accepted', async () => {
    approver = await newApprover();
    const id = await approvedPayment('3300000');
    await settles(id, 'SENT');
    const line = await debitLine('3300000', `TRSF E-BANKING DB ${id} PT PENERIMA DANA`);
    const run = await call<{ proposed: number }>('POST', '/reconciliations/runs', owner, {});
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const proposals = await call<{
      items: {
        node: {
          id: string;
          statementTransactionIds: string[];
          items: { kind: string; id: string }[];
          reasons: { code: string }[];
        };
      }[];
    }>('GET', `/reconciliation-proposals?statementTransactionId=${line}`, owner);
    const proposal = proposals.body.items[0]!.node;
    expect(proposal.items).toEqual([{ kind: 'PAYMENT_ORDER', id }]);
    expect(proposal.reasons.map((reason) => reason.code)).toEqual(
      expect.arrayContaining(['AMOUNT_EQUAL', 'REFERENCE_FOUND']),
    );
    expect(
      (await call('POST', `/reconciliation-proposals/${proposal.id}/accept`, owner)).status,
    ).toBe(201);
    expect(await order(id)).toMatchObject({
      status: 'SENT',
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '3300000.00',
    });
    const matches = await call<{
      items: { allocations: { item: { kind: string; id: string } }[] }[];
    }>('GET', `/reconciliations?paymentOrderIds=${id}`, owner);
    expect(matches.body.items[0]!.allocations).toEqual([
      expect.objectContaining({ item: { kind: 'PAYMENT_ORDER', id } }),
    ]);
  });

  it('a payment the bank still holds pending is Sent once its statement line is matched with it by hand; removing the match leaves it Sent, unreconciled', async () => {
    approver = await newApprover();
    sandbox.setTransferChaos({ pendingRate: 1, pendingSettleMs: null });
    const id = await approvedPayment('3400000', { method: 'SKN' });
    await eventually(async () => sandbox.transfer(id)?.status === 'PENDING', 10_000, 25);
    sandbox.setTransferChaos({ pendingRate: 0 });
    const line = await debitLine('3400000', 'SKN DB PT PENERIMA DANA');
    const made = await call<{ id: string }>('POST', '/reconciliations', owner, {
      statementTransactionIds: [line],
      items: [{ kind: 'PAYMENT_ORDER', id }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await order(id)).toMatchObject({ status: 'SENT', reconciliationStatus: 'RECONCILED' });
    const log = await latestActivityRest(system.treasuryUrl, owner, 2);
    expect(log.map((item) => item.action)).toEqual(['UPDATED', 'RECONCILED']);
    expect(log[0]!.summary).toBe('Payment of IDR 3400000.00 to PT PENERIMA DANA sent by the bank');
    expect((await call('DELETE', `/reconciliations/${made.body.id}`, owner)).status).toBe(204);
    expect(await order(id)).toMatchObject({
      status: 'SENT',
      reconciliationStatus: 'UNRECONCILED',
      reconciledAmount: '0.00',
    });
    // The bank's late word changes nothing of an order already Sent.
    await sandbox.settleTransfer(id, { status: 'SUCCESS' });
    await eventually(
      () => sandbox.notifications.some((notification) => notification.partnerReferenceNo === id),
      5_000,
      25,
    );
    expect((await order(id)).status).toBe('SENT');
  });

  it('refuses what a payment cannot be matched with: a transfer other than one to one and in full, an order not sent, another organisation’s', async () => {
    approver = await newApprover();
    const destination = await call<{ id: string }>('POST', '/bank-accounts', owner, {
      bankCode: '014',
      accountNumber: '5270700002',
      accountName: 'PT PEMBAYAR TEPAT',
      alias: 'BCA Cadangan',
      currency: 'IDR',
      connectionType: 'MANUAL',
    });
    const transfer = await call<PaymentOrderEdge>('POST', '/payment-orders', owner, {
      kind: 'TRANSFER',
      sourceAccountId: source,
      destinationAccountId: destination.body.id,
      amount: '500000',
      paymentDate: TEST_DATE,
    });
    const transferId = transfer.body.node.id;
    expect(
      (await approveOrdersRest(system, approver.tokens, [transferId], approver.code())).body
        .results[0]!.error,
    ).toBeNull();
    await settles(transferId, 'SENT');
    const [first, second] = [
      await debitLine('250000', 'TRSF DB SEBAGIAN 1'),
      await debitLine('250000', 'TRSF DB SEBAGIAN 2'),
    ];
    const split = await call('POST', '/reconciliations', owner, {
      statementTransactionIds: [first, second],
      items: [{ kind: 'PAYMENT_ORDER', id: transferId }],
    });
    expect(split.body.error).toMatchObject({ code: 'U-TRSY-RC-11' });
    const partial = await call('POST', '/reconciliations', owner, {
      statementTransactionIds: [first],
      items: [{ kind: 'PAYMENT_ORDER', id: transferId }],
      partial: true,
    });
    expect(partial.body.error).toMatchObject({ code: 'U-TRSY-RC-11' });

    const waiting = await call<PaymentOrderEdge>('POST', '/payment-orders', owner, {
      kind: 'PAYMENT',
      sourceAccountId: source,
      counterpartyBankAccountId: payee,
      method: 'BI_FAST',
      amount: '250000',
      paymentDate: TEST_DATE,
    });
    const notSent = await call('POST', '/reconciliations', owner, {
      statementTransactionIds: [first],
      items: [{ kind: 'PAYMENT_ORDER', id: waiting.body.node.id }],
    });
    expect(notSent.body.error).toMatchObject({ code: 'U-TRSY-RC-22', field: 'items' });

    const stranger = await signInRest(
      system,
      (await createOrganization(system, 'PT Orang Lain')).owner,
    );
    const theirs = await callRest<Json>(system.treasuryUrl, 'POST', '/reconciliations', stranger, {
      statementTransactionIds: [first],
      items: [{ kind: 'PAYMENT_ORDER', id: transferId }],
    });
    expect(theirs.body.error?.code).toBe('U-TRSY-RC-16');
    const matchedNothing = await sql<{
      count: string;
    }>`select count(*) from reconciliation_allocations where payment_order_id = ${transferId}`.execute(
      system.treasury.db,
    );
    expect(matchedNothing.rows[0]!.count).toBe('0');
  });
});
