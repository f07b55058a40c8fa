import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  ExpectedTransactionListResponse,
  ExpectedTransactionResponse,
} from '../../../contracts/treasury/expected-transactions.js';
import type {
  PaymentActionResponse,
  PaymentExportActionResponse,
  PaymentOrderEdge,
  PaymentOrderResponse,
} from '../../../contracts/treasury/payments.js';
import { addMemberInBuiltInRole, signInRest } from '../../../tests/support/factories.js';
import {
  approveOrdersRest,
  approverRest,
  type Approver,
  createApiAccountRest,
  type PayingOrganisation,
  payingOrganisationRest,
} from '../../../tests/support/payments.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { systemSuite } from '../../../tests/support/system-suite.js';
import { createManualAccountRest, enterLineRest } from '../../../tests/support/treasury-rest.js';
import { countOf } from '../../../tests/support/database.js';

/**
 * Paying an expected transaction: an order made for an
 * outgoing expected transaction agrees with it, pays it alone, keeps it from
 * being deleted or changed while under way or sent, and is what a statement
 * line is matched with: the expected transaction is reconciled with it.
 */

const suite = systemSuite();
const call = suite.treasury;

/** The last bill number written here (`GS/<n>`): unique within the file. */
let billSequence = 0;
/** After the tests' today: an approved order waits Scheduled for it. */
const LATER = '2026-12-01';

type Org = PayingOrganisation & { destination: string };

/** An organisation with two API accounts at BCA and a counterparty (a landlord) at Mandiri. */
async function organisation(): Promise<Org> {
  const org = await payingOrganisationRest(suite.system, 'PT GEDUNG SENTOSA');
  return { ...org, destination: (await createApiAccountRest(suite.system, org.owner)).id };
}

/** The rent the organisation expects to pay its landlord: outgoing, Rp 27,500,000 on 1 December. */
async function expectedRent(org: Org, overrides: Record<string, unknown> = {}): Promise<string> {
  const made = await call<{ node: { id: string } }>('POST', '/expected-transactions', org.owner, {
    date: LATER,
    counterpartyId: org.counterpartyId,
    description: 'Sewa kantor Desember 2026',
    amount: '27500000.00',
    currency: 'IDR',
    direction: 'DEBIT',
    ...overrides,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.node.id;
}

/** The rent's debit line, Rp 27,500,000 dated the tests' today, entered on the statement of `bankAccountId`: its id. */
const rentLine = (org: Org, bankAccountId: string, description: string) =>
  enterLineRest(suite.system, org.owner, {
    bankAccountId,
    description,
    direction: 'DEBIT',
    amount: '27500000',
  });

/** The approver approves the payment order and exports it to be sent by hand: it is then In progress. */
async function approvedAndExported(approver: Approver, orderId: string): Promise<void> {
  expect(
    (await approveOrdersRest(suite.system, approver.tokens, [orderId], approver.code())).body
      .results[0]!.error,
  ).toBeNull();
  const exported = await call<PaymentExportActionResponse>(
    'POST',
    '/payment-orders/export',
    approver.tokens,
    { kind: 'PAYMENT', ids: [orderId], code: approver.code() },
  );
  expect(exported.body.results[0]!.order!.status).toBe('IN_PROGRESS');
}

const payment = (
  org: Org,
  expectedTransactionId: string | null,
  overrides: Record<string, unknown> = {},
) =>
  call<PaymentOrderEdge>('POST', '/payment-orders', org.owner, {
    kind: 'PAYMENT',
    sourceAccountId: org.source,
    counterpartyBankAccountId: org.payeeAccount,
    method: 'BI_FAST',
    amount: '27500000',
    paymentDate: LATER,
    memo: 'Sewa kantor Desember 2026',
    expectedTransactionId,
    ...overrides,
  });
const expected = async (org: Org, id: string) =>
  (await call<ExpectedTransactionResponse>('GET', `/expected-transactions/${id}`, org.owner)).body;
const order = async (org: Org, id: string) =>
  (await call<PaymentOrderResponse>('GET', `/payment-orders/${id}`, org.owner)).body;
const ordersOf = async (organizationId: string) =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from payment_orders where organization_id = ${organizationId}`,
  );

describe('paying an expected transaction', () => {
  it('a payment of the expected rent pays it: the expected transaction names it, cannot be deleted or have its amount changed, and is free again once the payment is cancelled', async () => {
    const org = await organisation();
    const rent = await expectedRent(org);
    const made = await payment(org, rent);
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.node).toMatchObject({
      expectedTransactionId: rent,
      amount: '27500000.00',
      status: 'NEEDS_APPROVAL',
    });
    expect((await expected(org, rent)).payingOrder).toEqual({
      id: made.body.node.id,
      kind: 'PAYMENT',
      status: 'NEEDS_APPROVAL',
    });

    const deleted = await call('DELETE', `/expected-transactions/${rent}`, org.owner);
    expect(deleted.status).toBe(409);
    expect(deleted.body.error).toMatchObject({
      code: 'U-TRSY-ET-32',
      message:
        'An expected transaction with a payment or transfer under way or sent cannot be deleted.',
    });
    for (const change of [
      { amount: '30000000.00' },
      { direction: 'CREDIT' },
      { counterpartyId: null },
      { bankAccountId: org.destination },
    ]) {
      const changed = await call('PATCH', `/expected-transactions/${rent}`, org.owner, change);
      expect(changed.body.error, JSON.stringify(change)).toMatchObject({ code: 'U-TRSY-ET-33' });
    }
    // What the payment does not depend on may change; the same amount written another way is no change.
    const described = await call<ExpectedTransactionResponse>(
      'PATCH',
      `/expected-transactions/${rent}`,
      org.owner,
      { description: 'Sewa kantor lantai 12, Desember 2026', amount: '27500000' },
    );
    expect(described.status, JSON.stringify(described.body)).toBe(200);
    expect(described.body).toMatchObject({
      amount: '27500000.00',
      description: 'Sewa kantor lantai 12, Desember 2026',
    });

    const cancelled = await call<PaymentActionResponse>(
      'POST',
      '/payment-orders/cancel',
      org.owner,
      { ids: [made.body.node.id], reason: 'Dibayar tunai' },
    );
    expect(cancelled.body.results[0]!.error).toBeNull();
    expect((await expected(org, rent)).payingOrder).toBeNull();
    // Another payment may pay it now, and once that one is cancelled too it can be deleted.
    const again = await payment(org, rent);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    await call('POST', '/payment-orders/cancel', org.owner, {
      ids: [again.body.node.id],
      reason: 'Salah tanggal',
    });
    expect((await call('DELETE', `/expected-transactions/${rent}`, org.owner)).status).toBe(204);
    // The cancelled payments keep their record, with the link let go.
    expect((await order(org, made.body.node.id)).expectedTransactionId).toBeNull();
  });

  it('a payment must agree with the expected transaction: outgoing, same amount, currency, counterparty and account; another organisation’s or an unknown one is not found; nothing is written', async () => {
    const org = await organisation();
    const other = await organisation();
    const rent = await expectedRent(org);
    const incoming = await expectedRent(org, { direction: 'CREDIT' });
    const elsewhere = await expectedRent(org, { bankAccountId: org.destination });
    const anyone = await expectedRent(org, { counterpartyId: null });
    const theirs = await expectedRent(other);
    const refusals = [
      [await payment(org, rent, { amount: '27000000' }), 400, 'U-TRSY-TRF-39'],
      [await payment(org, incoming), 400, 'U-TRSY-TRF-39'],
      [await payment(org, elsewhere), 400, 'U-TRSY-TRF-39'],
      [await payment(org, anyone), 400, 'U-TRSY-TRF-39'],
      [await payment(org, theirs), 404, 'U-TRSY-TRF-38'],
      [await payment(org, '00000000-0000-4000-8000-000000000000'), 404, 'U-TRSY-TRF-38'],
    ] as const;
    for (const [answer, status, code] of refusals) {
      expect(answer.status).toBe(status);
      expect(answer.body.error).toMatchObject({ code, field: 'expectedTransactionId' });
    }
    expect(await ordersOf(org.organizationId)).toBe(0);
    expect((await expected(org, rent)).payingOrder).toBeNull();

    // Expected on the source account it agrees; a transfer pays one that names no counterparty.
    expect(
      (await payment(org, await expectedRent(org, { bankAccountId: org.source }))).status,
    ).toBe(201);
    const transfer = await call<PaymentOrderEdge>('POST', '/payment-orders', org.owner, {
      kind: 'TRANSFER',
      sourceAccountId: org.source,
      destinationAccountId: org.destination,
      amount: '27500000',
      paymentDate: LATER,
      expectedTransactionId: anyone,
    });
    expect(transfer.status, JSON.stringify(transfer.body)).toBe(201);
    expect((await expected(org, anyone)).payingOrder).toMatchObject({
      id: transfer.body.node.id,
      kind: 'TRANSFER',
    });
    // A change of the payment is checked again: a new amount no longer agrees.
    const paid = await payment(org, rent);
    const changed = await call('PUT', `/payment-orders/${paid.body.node.id}`, org.owner, {
      kind: 'PAYMENT',
      sourceAccountId: org.source,
      counterpartyBankAccountId: org.payeeAccount,
      method: 'BI_FAST',
      amount: '28000000',
      paymentDate: LATER,
      expectedTransactionId: rent,
    });
    expect(changed.body.error).toMatchObject({ code: 'U-TRSY-TRF-39' });
    expect((await order(org, paid.body.node.id)).amount).toBe('27500000.00');
  });

  it('twenty payments of one expected transaction at once: one pays it, nineteen are told it is paid already', async () => {
    const org = await organisation();
    const rent = await expectedRent(org);
    const answers = await Promise.all(Array.from({ length: 20 }, () => payment(org, rent)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(19);
    for (const answer of refused)
      expect(answer.body.error).toMatchObject({
        code: 'U-TRSY-TRF-41',
        message: 'Another payment or transfer already pays this expected transaction.',
      });
    expect(await ordersOf(org.organizationId)).toBe(1);
  });

  it('the statement line is matched with the payment, which reconciles the expected transaction with it; the line cannot be matched with the expected transaction by itself, even past the service', async () => {
    const org = await organisation();
    const approver = await approverRest(suite.system, org.organizationId);
    const rent = await expectedRent(org);
    const made = await payment(org, rent);
    const id = made.body.node.id;
    await approvedAndExported(approver, id);

    const line = await rentLine(org, org.source, 'TRSF E-BANKING DB PT GEDUNG SENTOSA SEWA DES');
    // The expected transaction is no candidate of the line: its payment is.
    const candidates = await call<ExpectedTransactionListResponse>(
      'GET',
      `/expected-transactions?matchableWith=${line}`,
      org.owner,
    );
    expect(candidates.body.items.map((edge) => edge.node.id)).not.toContain(rent);
    const direct = await call('POST', '/reconciliations', org.owner, {
      statementTransactionIds: [line],
      items: [{ kind: 'EXPECTED_TRANSACTION', id: rent }],
    });
    expect(direct.status).toBe(409);
    expect(direct.body.error).toMatchObject({ code: 'U-TRSY-RC-24' });
    // Written past the service, the database refuses it as well.
    const reconciliation = await sql<{
      id: string;
    }>`insert into reconciliations (organization_id, bank_account_id, direction, kind, result)
      values (${org.organizationId}, ${org.source}, 'DEBIT', 'MANUAL', 'FULL_MATCH') returning id`.execute(
      suite.system.treasury.db,
    );
    await expect(
      sql`insert into reconciliation_allocations (organization_id, reconciliation_id, statement_transaction_id, expected_transaction_id, amount)
        values (${org.organizationId}, ${reconciliation.rows[0]!.id}, ${line}, ${rent}, 27500000)`.execute(
        suite.system.treasury.db,
      ),
    ).rejects.toMatchObject({
      code: '23514',
      constraint: 'reconciliation_allocations_paid_by_order',
    });
    await sql`delete from reconciliations where id = ${reconciliation.rows[0]!.id}`.execute(
      suite.system.treasury.db,
    );

    const matched = await call<{ id: string }>('POST', '/reconciliations', org.owner, {
      statementTransactionIds: [line],
      items: [{ kind: 'PAYMENT_ORDER', id }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);
    expect((await order(org, id)).status).toBe('SENT');
    expect(await expected(org, rent)).toMatchObject({
      reconciliationStatus: 'RECONCILED',
      reconciledAmount: '27500000.00',
      payingOrder: { id, status: 'SENT' },
    });
    // Sent, it still pays it: the expected transaction stays.
    expect((await call('DELETE', `/expected-transactions/${rent}`, org.owner)).status).toBe(409);

    // Removing the match gives both back.
    expect((await call('DELETE', `/reconciliations/${matched.body.id}`, org.owner)).status).toBe(
      204,
    );
    expect(await expected(org, rent)).toMatchObject({
      reconciliationStatus: 'UNRECONCILED',
      reconciledAmount: '0.00',
    });
  });

  it('an expected transaction already reconciled has nothing left to pay', async () => {
    const org = await organisation();
    const rent = await expectedRent(org, { bankAccountId: org.source });
    const line = await rentLine(org, org.source, 'TRSF E-BANKING DB PT GEDUNG SENTOSA');
    expect(
      (
        await call('POST', '/reconciliations', org.owner, {
          statementTransactionIds: [line],
          items: [{ kind: 'EXPECTED_TRANSACTION', id: rent }],
        })
      ).status,
    ).toBe(201);
    const refused = await payment(org, rent);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'U-TRSY-TRF-40' });
  });
});

describe('paying a bill', () => {
  /** The landlord's approved bill: Rp 27,500,000, due 1 December. */
  async function approvedBill(org: Org, overrides: Record<string, unknown> = {}): Promise<string> {
    const made = await call<{ node: { id: string } }>('POST', '/bills', org.owner, {
      number: `GS/${(billSequence += 1)}`,
      date: TEST_DATE,
      dueDate: LATER,
      category: 'RENT',
      counterpartyId: org.counterpartyId,
      amount: '27500000',
      ...overrides,
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.node.id;
    expect((await call('POST', `/bills/${id}/submit`, org.owner)).status).toBe(200);
    // Another member approves it: nobody approves a bill they created.
    const approver = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, org.organizationId, 'APPROVER'),
    );
    expect((await call('POST', `/bills/${id}/approve`, approver)).status).toBe(200);
    return id;
  }
  const bill = async (org: Org, id: string) =>
    (
      await call<{
        status: string;
        paymentStatus: string;
        paidAmount: string;
        payingOrder: { id: string; status: string } | null;
      }>('GET', `/bills/${id}`, org.owner)
    ).body;

  it('a payment of an approved bill must match its amount, currency and counterparty; the bill then cannot change, is Payment in progress, and is Paid once the payment’s statement line is matched', async () => {
    const org = await organisation();
    const approver = await approverRest(suite.system, org.organizationId);
    const id = await approvedBill(org);
    const draft = (
      await call<{ node: { id: string } }>('POST', '/bills', org.owner, {
        date: TEST_DATE,
        dueDate: LATER,
        category: 'RENT',
        counterpartyId: org.counterpartyId,
        amount: '27500000',
      })
    ).body.node.id;
    const refusals = [
      [await payment(org, null, { billId: id, amount: '27000000' }), 'U-TRSY-TRF-11'],
      [await payment(org, null, { billId: draft }), 'U-TRSY-TRF-43'],
      [
        await payment(org, null, { billId: '00000000-0000-4000-8000-000000000000' }),
        'U-TRSY-TRF-42',
      ],
      [await payment(org, await expectedRent(org), { billId: id }), 'U-TRSY-TRF-44'],
      [
        await call('POST', '/payment-orders', org.owner, {
          kind: 'TRANSFER',
          sourceAccountId: org.source,
          destinationAccountId: org.destination,
          amount: '27500000',
          paymentDate: LATER,
          billId: id,
        }),
        'U-TRSY-TRF-11',
      ],
    ] as const;
    for (const [answer, code] of refusals)
      expect(answer.body.error, code).toMatchObject({ code, field: 'billId' });
    expect(await ordersOf(org.organizationId)).toBe(0);

    const made = await payment(org, null, { billId: id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.node.billId).toBe(id);
    expect(await bill(org, id)).toMatchObject({
      paymentStatus: 'PAYMENT_IN_PROGRESS',
      payingOrder: { id: made.body.node.id, status: 'NEEDS_APPROVAL' },
    });
    expect(
      (await call('POST', `/bills/${id}/cancel`, org.owner, { reason: 'Batal sewa' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-BL-11' });
    // Nor is it marked paid by a statement transaction of its own: the payment's line is matched with the payment.
    const manual = await createManualAccountRest(suite.system, org.owner);
    const ownLine = await rentLine(org, manual, 'TRSF DB SEWA');
    expect(
      (
        await call('POST', `/bills/${id}/mark-paid`, org.owner, {
          statementTransactionId: ownLine,
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-BL-11' });
    const second = await payment(org, null, { billId: id });
    expect(second.body.error).toMatchObject({ code: 'U-TRSY-TRF-12', field: 'billId' });

    const orderId = made.body.node.id;
    await approvedAndExported(approver, orderId);
    const line = await rentLine(org, org.source, 'TRSF E-BANKING DB PT GEDUNG SENTOSA');
    const matched = await call<{ id: string }>('POST', '/reconciliations', org.owner, {
      statementTransactionIds: [line],
      items: [{ kind: 'PAYMENT_ORDER', id: orderId }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);
    expect(await bill(org, id)).toMatchObject({
      status: 'APPROVED',
      paymentStatus: 'PAID',
      paidAmount: '27500000.00',
      payingOrder: { id: orderId, status: 'SENT' },
    });
    // Removing the match gives the bill back its amount, and the payment sent by hand waits In Progress again: so does the bill.
    expect((await call('DELETE', `/reconciliations/${matched.body.id}`, org.owner)).status).toBe(
      204,
    );
    expect(await bill(org, id)).toMatchObject({
      paymentStatus: 'PAYMENT_IN_PROGRESS',
      paidAmount: '0.00',
      payingOrder: { id: orderId, status: 'IN_PROGRESS' },
    });
  });

  it('twenty payments of one bill at once: one pays it; once it is cancelled the bill is free to pay again', async () => {
    const org = await organisation();
    const id = await approvedBill(org);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => payment(org, null, { billId: id })),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-TRSY-TRF-12')).toHaveLength(
      19,
    );
    await call('POST', '/payment-orders/cancel', org.owner, {
      ids: [made[0]!.body.node.id],
      reason: 'Salah rekening',
    });
    expect(await bill(org, id)).toMatchObject({ paymentStatus: 'UNPAID', payingOrder: null });
    expect((await payment(org, null, { billId: id })).status).toBe(201);
  });
});
