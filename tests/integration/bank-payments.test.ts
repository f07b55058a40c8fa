import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoicePaymentResponse } from '../../contracts/invoicing/invoice-payments.js';
import type { ReceivableResponse } from '../../contracts/invoicing/receivables.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { ReconciliationResponse } from '../../contracts/treasury/reconciliations.js';
import { toGlobalId } from '../../bff/global-id.js';
import {
  addMember,
  createdRest,
  createOrganization,
  manualAccountInput,
  signInRest,
} from '../support/factories.js';
import { signedInClient, type UserErrors } from '../support/graphql-client.js';
import { invoicingSuite } from '../support/sales-invoices.js';
import { createManualAccountRest, enterLineRest } from '../support/treasury-rest.js';

/**
 * The money a buyer sends reaches the books once, whichever comes first. A
 * bank credit matched to an invoice becomes the buyer's payment (source BANK,
 * settled on the line's date, allocated to the invoice), cancelled when the
 * match is removed. A payment recorded by hand before its bank line is a
 * reconcilable item of its own: the line settles it, the invoice it paid is
 * no longer open to a second settlement, and nothing counts twice. Both
 * services in the running system, over HTTP; tenancy and permissions on both
 * sides.
 */
const suite = invoicingSuite({ name: 'PT Bank Sekali' });
let accountId: string;

const treasury = suite.treasury;
const invoicing = suite.invoicing;

const invoiceNow = async (id: string) =>
  (await invoicing<SalesInvoiceResponse>('GET', `/sales-invoices/${id}`, suite.owner)).body;
const paymentNow = async (id: string) =>
  (await invoicing<InvoicePaymentResponse>('GET', `/invoice-payments/${id}`, suite.owner)).body;

/** A payment recorded by hand of the invoice's buyer, allocated to it by default (oldest due first). */
async function recorded(invoice: SalesInvoiceResponse, amount: string, method = 'BANK_TRANSFER') {
  return createdRest<InvoicePaymentResponse>(
    suite.system.invoicingUrl,
    '/invoice-payments',
    suite.writer,
    {
      customerId: invoice.customer.id,
      paymentDate: '2026-11-19',
      method,
      reference: `TRF ${randomUUID().slice(0, 6)}`,
      currency: 'IDR',
      amount,
    },
  );
}

/** A credit on the file's account, its description made unique. */
const creditLine = (amount: string, date = '2026-11-20', by = suite.owner, account = accountId) =>
  enterLineRest(suite.system, by, {
    bankAccountId: account,
    transactionDate: date,
    description: `TRSF E-BANKING CR ${randomUUID().slice(0, 8)}`,
    amount,
  });

const match = (
  lineId: string,
  item: { kind: 'SALES_INVOICE' | 'INVOICE_PAYMENT'; id: string },
  by = suite.owner,
) =>
  treasury<ReconciliationResponse>('POST', '/reconciliations', by, {
    statementTransactionIds: [lineId],
    items: [item],
  });

beforeAll(async () => {
  accountId = await createManualAccountRest(suite.system, suite.owner);
});

describe('a bank credit matched to an invoice', () => {
  it('is a payment of its buyer, settled on the line’s date and allocated to the invoice; removing the match cancels it', async () => {
    const invoice = await suite.issued({ quantity: '4', buyerName: 'PT Bayar Lewat Bank' });
    const line = await creditLine('400000.00', '2026-11-21');
    const made = await match(line, { kind: 'SALES_INVOICE', id: invoice.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);

    const listed = await invoicing<{ items: { node: InvoicePaymentResponse }[] }>(
      'GET',
      `/invoice-payments?invoiceId=${invoice.id}`,
      suite.owner,
    );
    expect(listed.body.items).toHaveLength(1);
    const payment = listed.body.items[0]!.node;
    expect(payment).toMatchObject({
      source: 'BANK',
      method: 'BANK_TRANSFER',
      paymentDate: '2026-11-21',
      amount: '400000.00',
      allocatedAmount: '400000.00',
      status: 'ALLOCATED',
      settlementStatus: 'SETTLED',
      settledOn: '2026-11-21',
      customer: { id: invoice.customer.id },
      allocations: [{ invoice: { id: invoice.id }, amount: '400000.00' }],
    });
    expect(payment.number).toMatch(/^PAY\/2026\/11\/\d{4}$/);
    // Settled by its bank line: it is cancelled by undoing the match, which is not offered here.
    expect(payment.actions).not.toContain('cancel');
    const cancel = await invoicing('POST', `/invoice-payments/${payment.id}/cancel`, suite.owner, {
      reason: 'Salah catat',
    });
    expect([cancel.status, cancel.body.error?.code]).toEqual([409, 'U-INV-PAY-23']);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'PAID', paidAmount: '400000.00' });

    const removed = await treasury('DELETE', `/reconciliations/${made.body.id}`, suite.owner);
    expect(removed.status).toBe(204);
    expect(await paymentNow(payment.id)).toMatchObject({
      number: payment.number,
      status: 'CANCELLED',
      allocatedAmount: '0.00',
      settlementStatus: 'PENDING',
      settledOn: null,
      allocations: [],
    });
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'ISSUED', paidAmount: '0.00' });

    // Matched again, by a new match: a new payment; the cancelled one keeps its number.
    const again = await match(line, { kind: 'SALES_INVOICE', id: invoice.id });
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    const after = await invoicing<{ items: { node: InvoicePaymentResponse }[] }>(
      'GET',
      `/invoice-payments?invoiceId=${invoice.id}`,
      suite.owner,
    );
    expect(after.body.items.map(({ node }) => node.status)).toEqual(['ALLOCATED']);
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'PAID', paidAmount: '400000.00' });
  });
});

describe('a payment recorded by hand, and later its bank line', () => {
  it('meet in reconciliation: the line settles the payment, the invoice it paid takes no second settlement, nothing counts twice', async () => {
    const invoice = await suite.issued({ quantity: '3', buyerName: 'PT Sudah Bilang' });
    const payment = await recorded(invoice, '300000.00');
    expect(payment).toMatchObject({ status: 'ALLOCATED', settlementStatus: 'PENDING' });
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'PAID', paidAmount: '300000.00' });

    const line = await creditLine('300000.00', '2026-11-22');
    // The invoice is paid: the line does not pay it again.
    const twice = await match(line, { kind: 'SALES_INVOICE', id: invoice.id });
    expect([twice.status, twice.body.error?.code]).toEqual([409, 'U-TRSY-RC-32']);
    const copy = await invoicing<{ items: ReceivableResponse[] }>(
      'GET',
      `/receivable-payments?ids=${payment.id}`,
      suite.owner,
    );
    expect(copy.body.items).toEqual([
      expect.objectContaining({
        number: payment.number,
        customerName: 'PT Sudah Bilang',
        invoiceDate: '2026-11-19',
        dueDate: '2026-11-19',
        settleable: '300000.00',
        settled: '0.00',
        open: true,
      }),
    ]);

    const made = await match(line, { kind: 'INVOICE_PAYMENT', id: payment.id });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(await paymentNow(payment.id)).toMatchObject({
      status: 'ALLOCATED',
      settlementStatus: 'SETTLED',
      settledOn: '2026-11-22',
    });
    expect(await invoiceNow(invoice.id)).toMatchObject({ status: 'PAID', paidAmount: '300000.00' });
    const bank = await suite.system.invoicing.db
      .selectFrom('invoice_payments')
      .select('id')
      .where('organization_id', '=', suite.organizationId)
      .where('customer_id', '=', invoice.customer.id)
      .execute();
    expect(bank).toHaveLength(1);
    const cancel = await invoicing('POST', `/invoice-payments/${payment.id}/cancel`, suite.owner, {
      reason: 'Salah catat',
    });
    expect([cancel.status, cancel.body.error?.code]).toEqual([409, 'U-INV-PAY-23']);
    const revisions = await invoicing<{ items: { action: string }[] }>(
      'GET',
      `/invoice-payments/${payment.id}/revisions`,
      suite.owner,
    );
    expect(revisions.body.items[0]).toMatchObject({ action: 'settle' });

    // Undone: the payment waits for its bank line again, and may then be cancelled.
    const undone = await treasury('DELETE', `/reconciliations/${made.body.id}`, suite.owner);
    expect(undone.status, JSON.stringify(undone.body)).toBe(204);
    expect(await paymentNow(payment.id)).toMatchObject({
      settlementStatus: 'PENDING',
      settledOn: null,
    });
    const cancelled = await invoicing(
      'POST',
      `/invoice-payments/${payment.id}/cancel`,
      suite.owner,
      {
        reason: 'Salah catat',
      },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    // A cancelled payment is no longer open to a line.
    const late = await match(await creditLine('300000.00'), {
      kind: 'INVOICE_PAYMENT',
      id: payment.id,
    });
    expect([late.status, late.body.error?.code]).toEqual([409, 'U-TRSY-RC-35']);
  });

  it('is proposed for its bank line by automatic matching, which never confirms it by itself; a reviewer’s accept settles it', async () => {
    const invoice = await suite.issued({ quantity: '6', buyerName: 'PT Usul Bayar' });
    const payment = await recorded(invoice, '600000.00');
    // Into an account of its own, which the run reads alone.
    const account = await treasury<{ id: string }>(
      'POST',
      '/bank-accounts',
      suite.owner,
      manualAccountInput(),
    );
    const line = await creditLine('600000.00', '2026-11-20', suite.owner, account.body.id);
    const run = await treasury('POST', '/reconciliations/runs', suite.owner, {
      bankAccountId: account.body.id,
    });
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const proposals = await treasury<{
      items: { node: { id: string; items: { kind: string; id: string }[] } }[];
    }>('GET', `/reconciliation-proposals?statementTransactionId=${line}`, suite.owner);
    const proposal = proposals.body.items.find((edge) =>
      edge.node.items.some((item) => item.kind === 'INVOICE_PAYMENT' && item.id === payment.id),
    );
    expect(proposal, JSON.stringify(proposals.body)).toBeDefined();
    expect(await paymentNow(payment.id)).toMatchObject({ settlementStatus: 'PENDING' });
    const accepted = await treasury(
      'POST',
      `/reconciliation-proposals/${proposal!.node.id}/accept`,
      suite.owner,
    );
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(201);
    expect(await paymentNow(payment.id)).toMatchObject({
      settlementStatus: 'SETTLED',
      settledOn: '2026-11-20',
    });
  });

  it('is settled by one line in full; cash and another organisation’s payment are not reconciled, and nothing is written', async () => {
    const invoice = await suite.issued({ quantity: '2', buyerName: 'PT Sebagian' });
    const payment = await recorded(invoice, '200000.00');
    const half = await treasury<ReconciliationResponse>('POST', '/reconciliations', suite.owner, {
      statementTransactionIds: [await creditLine('100000.00')],
      items: [{ kind: 'INVOICE_PAYMENT', id: payment.id }],
      partial: true,
    });
    expect([half.status, half.body.error?.code]).toEqual([409, 'U-INV-RC-8']);
    expect(await paymentNow(payment.id)).toMatchObject({ settlementStatus: 'PENDING' });

    const cash = await recorded(
      await suite.issued({ quantity: '1', buyerName: 'PT Tunai' }),
      '100000.00',
      'CASH',
    );
    const ofCash = await match(await creditLine('100000.00'), {
      kind: 'INVOICE_PAYMENT',
      id: cash.id,
    });
    expect([ofCash.status, ofCash.body.error?.code]).toEqual([409, 'U-TRSY-RC-35']);

    const other = await createOrganization(suite.system, 'PT Lain Bank');
    const outsider = await signInRest(suite.system, other.owner);
    const theirAccount = await treasury<{ id: string }>(
      'POST',
      '/bank-accounts',
      outsider,
      manualAccountInput(),
    );
    const across = await match(
      await creditLine('200000.00', '2026-11-20', outsider, theirAccount.body.id),
      { kind: 'INVOICE_PAYMENT', id: payment.id },
      outsider,
    );
    expect([across.status, across.body.error?.code]).toEqual([404, 'U-TRSY-RC-34']);
    const settleAcross = await invoicing(
      'PUT',
      `/receivable-payments/${payment.id}/settlements/${randomUUID()}`,
      outsider,
      { amount: '200000.00', bookedOn: '2026-11-20' },
    );
    expect([settleAcross.status, settleAcross.body.error?.code]).toEqual([404, 'U-INV-RC-6']);
    expect(await paymentNow(payment.id)).toMatchObject({ settlementStatus: 'PENDING' });
  });

  it('is read with reconciliation:read and settled only with reconciliation:reconcile (FORBIDDEN otherwise)', async () => {
    const invoice = await suite.issued({ quantity: '1', buyerName: 'PT Izin Bayar' });
    const payment = await recorded(invoice, '100000.00');
    const reader = await signInRest(
      suite.system,
      await addMember(suite.system, suite.organizationId, [
        'invoice-payments:read',
        'reconciliation:read',
      ]),
    );
    const read = await invoicing<{ items: ReceivableResponse[] }>(
      'GET',
      `/receivable-payments?ids=${payment.id}`,
      reader,
    );
    expect(read.body.items.map((item) => item.id)).toEqual([payment.id]);
    const settle = await invoicing(
      'PUT',
      `/receivable-payments/${payment.id}/settlements/${randomUUID()}`,
      reader,
      { amount: '100000.00', bookedOn: '2026-11-20' },
    );
    expect([settle.status, settle.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    const unread = await invoicing(
      'GET',
      `/receivable-payments?ids=${payment.id}`,
      await signInRest(
        suite.system,
        await addMember(suite.system, suite.organizationId, ['invoice-payments:read']),
      ),
    );
    expect([unread.status, unread.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect(await paymentNow(payment.id)).toMatchObject({ settlementStatus: 'PENDING' });
  });

  it('twenty lines matched at once to one payment settle it once', async () => {
    const payment = await recorded(
      await suite.issued({ quantity: '5', buyerName: 'PT Serentak Bayar' }),
      '500000.00',
    );
    const lines = await Promise.all(Array.from({ length: 20 }, () => creditLine('500000.00')));
    const answers = await Promise.all(
      lines.map((line) => match(line, { kind: 'INVOICE_PAYMENT', id: payment.id })),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(19);
    const reconciled = await suite.system.treasury.db
      .selectFrom('statement_transactions')
      .select('reconciled_amount')
      .where('id', 'in', lines)
      .where('reconciled_amount', '>', '0')
      .execute();
    expect(reconciled).toEqual([{ reconciled_amount: '500000.00' }]);
    expect(await paymentNow(payment.id)).toMatchObject({ settlementStatus: 'SETTLED' });
  });

  it('is offered to its credit line by the manual pane (kind, number, buyer, date, open amount), and matched from there by hand', async () => {
    const payment = await recorded(
      await suite.issued({ quantity: '2', buyerName: 'PT Panel Bayar' }),
      '200000.00',
    );
    const line = await creditLine('200000.00');
    const client = await signedInClient(suite.system.url, suite.ownerCredentials);
    const paymentId = toGlobalId('InvoicePayment', payment.id);
    const candidates = await client.data<{
      reconcilableItems: {
        edges: {
          kind: string;
          reference: string;
          counterpartyName: string;
          date: string;
          openAmount: { amount: string };
          node: { id: string };
        }[];
      };
    }>(
      `query ($line: ID!) {
        reconcilableItems(matchableWith: $line, kinds: [INVOICE_PAYMENT]) {
          edges { kind reference counterpartyName date openAmount { amount } node { ... on InvoicePayment { id } } }
        }
      }`,
      { line: toGlobalId('StatementTransaction', line) },
    );
    expect(candidates.reconcilableItems.edges.find((edge) => edge.node.id === paymentId)).toEqual({
      kind: 'INVOICE_PAYMENT',
      reference: payment.number,
      counterpartyName: 'PT Panel Bayar',
      date: '2026-11-19',
      openAmount: { amount: '200000.00' },
      node: { id: paymentId },
    });
    const made = await client.data<{ reconciliationCreate: { userErrors: UserErrors } }>(
      `mutation ($input: ReconciliationCreateInput!) {
        reconciliationCreate(input: $input) { userErrors { field code message } }
      }`,
      {
        input: {
          statementTransactionIds: [toGlobalId('StatementTransaction', line)],
          itemIds: [paymentId],
        },
      },
    );
    expect(made.reconciliationCreate.userErrors).toEqual([]);
    expect(await paymentNow(payment.id)).toMatchObject({ settlementStatus: 'SETTLED' });
  });

  it('over GraphQL, a line is matched with an InvoicePayment id, whose item reads as the payment, settled', async () => {
    const payment = await recorded(
      await suite.issued({ quantity: '1', buyerName: 'PT Graf Bayar' }),
      '100000.00',
    );
    const line = await creditLine('100000.00');
    const client = await signedInClient(suite.system.url, suite.ownerCredentials);
    const made = await client.request<{
      reconciliationCreate: {
        reconciliation: { allocations: { item: Record<string, unknown> }[] } | null;
        userErrors: UserErrors;
      };
    }>(
      `mutation Reconcile($input: ReconciliationCreateInput!) {
        reconciliationCreate(input: $input) {
          reconciliation { allocations { item { __typename ... on InvoicePayment { id number settlementStatus settledOn } } } }
          userErrors { field code message }
        }
      }`,
      {
        input: {
          statementTransactionIds: [toGlobalId('StatementTransaction', line)],
          itemIds: [toGlobalId('InvoicePayment', payment.id)],
        },
      },
    );
    expect(made.data?.reconciliationCreate.userErrors, JSON.stringify(made)).toEqual([]);
    expect(made.data?.reconciliationCreate.reconciliation?.allocations).toEqual([
      {
        item: {
          __typename: 'InvoicePayment',
          id: toGlobalId('InvoicePayment', payment.id),
          number: payment.number,
          settlementStatus: 'SETTLED',
          settledOn: '2026-11-20',
        },
      },
    ]);
  });
});
