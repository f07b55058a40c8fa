import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { System } from '../../system.js';
import { addMember, createOrganization, type Tokens } from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import {
  invoicingSuite,
  issuedInvoice,
  type InvoiceWriters,
  invoiceWritersIn,
} from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * Credit memos through the BFF, as the web and integrators use them: written
 * and applied across two invoices of one buyer, seen on each invoice,
 * cancelled; bad input as userErrors with their fields, a member without the
 * permission refused. Tenancy is the tenancy test's (tests/integration/tenancy).
 */
let system: System;
let organizationId: string;
let writer: Tokens;
let approver: Tokens;
let owner: GraphQLClient;
let reader: GraphQLClient;

const MEMO_FIELDS = `
  id number status customerName invoiceNumber
  amount { amount currency } remainingAmount { amount }
  applications { invoiceNumber amount { amount } }
  actions
`;
const CREATE = `mutation ($input: CreditMemoCreateInput!) {
  creditMemoCreate(input: $input) { creditMemo { ${MEMO_FIELDS} } userErrors { field code message } }
}`;
const CANCEL = `mutation ($input: CreditMemoCancelInput!) {
  creditMemoCancel(input: $input) { creditMemo { ${MEMO_FIELDS} } userErrors { field code message } }
}`;
type Memo = {
  id: string;
  number: string;
  status: string;
  applications: { invoiceNumber: string; amount: { amount: string } }[];
  remainingAmount: { amount: string };
  actions: string[];
};
type Created = { creditMemoCreate: { creditMemo: Memo | null; userErrors: UserErrors } };

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Nota Graf');
  organizationId = created.organizationId;
  ({ writer, approver } = await invoiceWritersIn(system, organizationId));
  owner = await signedInClient(system.url, created.owner);
  reader = await signedInClient(
    system.url,
    await addMember(system, organizationId, ['credit-memos:read', 'invoices:read']),
  );
});

describe('credit memos over GraphQL', () => {
  it('writes a memo across two invoices, shows it on each, lists it, and cancels it', async () => {
    const writers: InvoiceWriters = { system, organizationId, writer, approver };
    const buyerId = await insertActiveBuyer(system.invoicing.db, organizationId, {
      name: 'PT Graf Retur',
    });
    // The memo is written against the first: 300,000.00, room for all of it.
    const first = await issuedInvoice(writers, { buyerId, quantity: '3' });
    const second = await issuedInvoice(writers, { buyerId, quantity: '2' });
    const invoiceId = (id: string) => toGlobalId('SalesInvoice', id);

    const refused = await owner.request<Created>(CREATE, {
      input: {
        invoiceId: invoiceId(first.id),
        memoDate: '2026-11-20',
        amount: '250000.00',
        reason: 'Retur',
        applications: [{ invoiceId: invoiceId(first.id), amount: '-1' }],
      },
    });
    expect(refused.data?.creditMemoCreate.userErrors).toEqual([
      {
        field: 'applications.0.amount',
        code: 'U-INV-CM-4',
        message: 'The amount is more than 0 with at most two decimals.',
      },
    ]);

    const made = await owner.request<Created>(CREATE, {
      input: {
        invoiceId: invoiceId(first.id),
        memoDate: '2026-11-20',
        amount: '250000.00',
        reason: 'Retur',
        applications: [
          { invoiceId: invoiceId(first.id), amount: '200000.00' },
          { invoiceId: invoiceId(second.id), amount: '50000.00' },
        ],
      },
    });
    const memo = made.data?.creditMemoCreate.creditMemo;
    expect(made.data?.creditMemoCreate.userErrors, JSON.stringify(made)).toEqual([]);
    expect(memo).toMatchObject({
      status: 'APPLIED',
      customerName: 'PT Graf Retur',
      invoiceNumber: first.number,
      remainingAmount: { amount: '0.00' },
      applications: [
        { invoiceNumber: first.number, amount: { amount: '200000.00' } },
        { invoiceNumber: second.number, amount: { amount: '50000.00' } },
      ],
      actions: ['CANCEL'],
    });

    const seen = await reader.request<{
      node: {
        status: string;
        creditedAmount: { amount: string };
        creditApplications: { creditMemo: { number: string }; amount: { amount: string } }[];
      };
      creditMemos: { totalCount: number; edges: { node: { number: string } }[] };
    }>(
      `query ($id: ID!) {
        node(id: $id) { ... on SalesInvoice { status creditedAmount { amount } creditApplications { creditMemo { number } amount { amount } } } }
        creditMemos(invoiceId: $id) { totalCount edges { node { number } } }
      }`,
      { id: invoiceId(second.id) },
    );
    expect(seen.data).toEqual({
      node: {
        status: 'ISSUED',
        creditedAmount: { amount: '50000.00' },
        creditApplications: [
          { creditMemo: { number: memo!.number }, amount: { amount: '50000.00' } },
        ],
      },
      creditMemos: { totalCount: 1, edges: [{ node: { number: memo!.number } }] },
    });

    const forbidden = await reader.request<{ creditMemoCancel: unknown }>(CANCEL, {
      input: { creditMemoId: memo!.id, reason: 'Salah' },
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const cancelled = await owner.request<{
      creditMemoCancel: { creditMemo: Memo; userErrors: UserErrors };
    }>(CANCEL, { input: { creditMemoId: memo!.id, reason: 'Salah hitung' } });
    expect(cancelled.data?.creditMemoCancel.creditMemo).toMatchObject({
      status: 'CANCELLED',
      applications: [],
      actions: [],
    });
  });

  it('lists on a sales order the memos written against its invoices or applied to them; none to a member who may not read memos', async () => {
    const writers: InvoiceWriters = { system, organizationId, writer, approver };
    const buyerId = await insertActiveBuyer(system.invoicing.db, organizationId, {
      name: 'PT Graf Pesanan',
    });
    const [against, appliedTo, untouched] = await Promise.all(
      ['2', '3', '4'].map((quantity) => issuedInvoice(writers, { buyerId, quantity })),
    );
    const invoiceId = (id: string) => toGlobalId('SalesInvoice', id);
    const made = await owner.request<Created>(CREATE, {
      input: {
        invoiceId: invoiceId(against!.id),
        memoDate: '2026-11-20',
        amount: '120000.00',
        reason: 'Potongan harga',
        applications: [{ invoiceId: invoiceId(appliedTo!.id), amount: '20000.00' }],
      },
    });
    const memo = made.data?.creditMemoCreate.creditMemo;
    expect(made.data?.creditMemoCreate.userErrors, JSON.stringify(made)).toEqual([]);

    const ORDER = `query ($id: ID!) {
      node(id: $id) { ... on SalesOrder { creditMemos { number remainingAmount { amount } } } }
      creditMemos(salesOrderId: $id) { totalCount edges { node { number } } }
    }`;
    type Seen = {
      node: { creditMemos: { number: string; remainingAmount: { amount: string } }[] };
      creditMemos: { totalCount: number; edges: { node: { number: string } }[] };
    };
    const orderId = (invoice: { salesOrder: { id: string } }) =>
      toGlobalId('SalesOrder', invoice.salesOrder.id);
    const orderReader = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['sales-orders:read', 'credit-memos:read']),
    );
    for (const invoice of [against!, appliedTo!]) {
      const seen = await orderReader.request<Seen>(ORDER, { id: orderId(invoice) });
      expect(seen.data, invoice.number!).toEqual({
        node: { creditMemos: [{ number: memo!.number, remainingAmount: { amount: '100000.00' } }] },
        creditMemos: { totalCount: 1, edges: [{ node: { number: memo!.number } }] },
      });
    }
    const none = await orderReader.request<Seen>(ORDER, { id: orderId(untouched!) });
    expect(none.data).toEqual({
      node: { creditMemos: [] },
      creditMemos: { totalCount: 0, edges: [] },
    });
    // Another type's id names no order: no memos.
    const wrongType = await orderReader.request<Seen>(ORDER, { id: invoiceId(against!.id) });
    expect(wrongType.data?.creditMemos).toEqual({ totalCount: 0, edges: [] });

    const ordersOnly = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['sales-orders:read']),
    );
    const hidden = await ordersOnly.request<{ node: { creditMemos: unknown[] } }>(
      `query ($id: ID!) { node(id: $id) { ... on SalesOrder { creditMemos { number } } } }`,
      { id: orderId(against!) },
    );
    expect(hidden.data).toEqual({ node: { creditMemos: [] } });
  });

  it('shows an invoice’s and its order’s activities to a member who may read the activity log, and nothing to one who may not', async () => {
    const writers: InvoiceWriters = { system, organizationId, writer, approver };
    const invoice = await issuedInvoice(writers, { buyerName: 'PT Aktivitas' });
    const query = `query ($id: ID!) {
      node(id: $id) { ... on SalesInvoice {
        activities { description { message } }
        salesOrder { activities { description { message } } }
      } }
    }`;
    type Seen = {
      node: {
        activities: { description: { message: string } }[];
        salesOrder: { activities: { description: { message: string } }[] } | null;
      };
    };
    const messages = (entries: { description: { message: string } }[]) =>
      entries.map((entry) => entry.description.message);
    const seen = await owner.data<Seen>(query, { id: toGlobalId('SalesInvoice', invoice.id) });
    expect(messages(seen.node.activities)).toEqual([
      'SALES_INVOICE_ISSUED',
      'SALES_INVOICE_SUBMITTED',
      'SALES_INVOICE_CREATED',
    ]);
    expect(messages(seen.node.salesOrder!.activities)).toEqual([
      'SALES_INVOICE_ISSUED',
      'SALES_INVOICE_SUBMITTED',
      'SALES_INVOICE_CREATED',
      'SALES_ORDER_CREATED',
    ]);
    const hidden = await reader.data<Seen>(query, { id: toGlobalId('SalesInvoice', invoice.id) });
    expect(hidden.node.activities).toEqual([]);
  });
});

/** Goods returned on a memo, over both transports, with an organisation of its own and an outsider. */
const returns = invoicingSuite({
  name: 'PT Retur Graf',
  reader: ['credit-memos:read', 'invoices:read'],
  outsider: 'PT Lain Retur Graf',
  clients: true,
});

const RETURN_FIELDS = `
  amount { amount currency }
  returns { invoiceLine line { quantity taxBase { amount } otherTaxBase { amount } vat { amount } } }
`;
const CREATE_RETURN = `mutation ($input: CreditMemoCreateInput!) {
  creditMemoCreate(input: $input) { creditMemo { ${RETURN_FIELDS} } userErrors { field code } }
}`;
type Returned = {
  creditMemoCreate: {
    creditMemo: {
      amount: { amount: string; currency: string };
      returns: {
        invoiceLine: number;
        line: {
          quantity: string;
          taxBase: { amount: string };
          otherTaxBase: { amount: string };
          vat: { amount: string };
        };
      }[];
    } | null;
    userErrors: UserErrors;
  };
};

describe.each(TRANSPORTS)('a credit memo for returned goods over %s', (transport) => {
  it('derives its amount from the returned lines with their DPP and PPN; refusals are user errors; tenancy and permissions hold', async () => {
    const invoice = await returns.issued({
      quantity: '3',
      unitPrice: '100000.00',
      taxCode: 'PPN',
      buyerName: `PT Retur Graf ${transport}`,
    });
    const input = (extra: Record<string, unknown> = {}) => ({
      input: {
        invoiceId: toGlobalId('SalesInvoice', invoice.id),
        memoDate: '2026-11-20',
        reason: 'Barang rusak',
        returns: [{ invoiceLine: 1, quantity: '1' }],
        ...extra,
      },
    });
    const create = (client: GraphQLClient, extra?: Record<string, unknown>) =>
      send<Returned>(transport, client, CREATE_RETURN, input(extra));

    const made = await create(returns.ownerClient);
    expect(made.data?.creditMemoCreate, JSON.stringify(made)).toEqual({
      creditMemo: {
        amount: { amount: '111000.00', currency: 'IDR' },
        returns: [
          {
            invoiceLine: 1,
            line: {
              quantity: '1.0000',
              taxBase: { amount: '100000.00' },
              otherTaxBase: { amount: '91666.67' },
              vat: { amount: '11000.00' },
            },
          },
        ],
      },
      userErrors: [],
    });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ amount: '1.00' }, 'amount', 'U-INV-CM-22'],
      [{ returns: [{ invoiceLine: 1, quantity: '2.5' }] }, 'returns', 'U-INV-CM-21'],
      [{ returns: [{ invoiceLine: 9, quantity: '1' }] }, 'returns', 'U-INV-CM-19'],
    ];
    for (const [bad, field, code] of refusals)
      expect((await create(returns.ownerClient, bad)).data?.creditMemoCreate).toEqual({
        creditMemo: null,
        userErrors: [{ field, code }],
      });
    expect((await create(returns.outsiderClient)).data?.creditMemoCreate).toEqual({
      creditMemo: null,
      userErrors: [{ field: 'invoiceId', code: 'U-INV-CM-2' }],
    });
    const forbidden = await create(returns.readerClient);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
