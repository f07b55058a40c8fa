import { beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import type { GraphQLClient, UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { createSalesOrderGraphql } from '../support/invoicing-graphql.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { globalId, serviceId } from './tenancy/seeds.js';

/**
 * Goods receipts through the GraphQL API, over HTTP and over the WebSocket
 * alike: recorded against an order's lines, the order's fulfillment and what
 * is left of each line, userErrors with their values for more than is left
 * (nothing written), cancellation, FORBIDDEN without the permission, and
 * another organisation's order or receipt not found.
 */
const suite = organisationSuite({
  name: 'PT Pemasok Keramik',
  reader: ['sales-orders:read'],
  outsider: 'PT Pemasok Lain',
  clients: true,
});
let maker: GraphQLClient;

const RECEIPT_FIELDS = `id number salesOrderNumber receivedDate status actions
  salesOrder { id fulfillmentStatus lineReceipts { position ordered received remaining } }
  lines { orderLine quantity discount { amount } total { amount currency } }
  totals { grandTotal { amount currency } }
  createdBy { email }`;
const CREATE = `mutation ($input: GoodsReceiptCreateInput!) {
  goodsReceiptCreate(input: $input) { goodsReceipt { ${RECEIPT_FIELDS} } userErrors { field code message values { name value } } }
}`;
const CANCEL = `mutation ($input: GoodsReceiptCancelInput!) {
  goodsReceiptCancel(input: $input) { goodsReceipt { status actions cancellation { reason by { email } } salesOrder { fulfillmentStatus } } userErrors { field code } }
}`;

type Receipt = {
  id: string;
  number: string;
  salesOrderNumber: string;
  status: string;
  actions: string[];
  salesOrder: {
    fulfillmentStatus: string;
    lineReceipts: { position: number; ordered: string; received: string; remaining: string }[];
  };
  lines: { orderLine: number; quantity: string; discount: { amount: string } }[];
  totals: { grandTotal: { amount: string; currency: string } };
};
type Created = { goodsReceiptCreate: { goodsReceipt: Receipt | null; userErrors: UserErrors } };

/** An open order of their buyer: 4 x 250,000.00 with 100.00 off, PPN. */
async function openOrder(client: GraphQLClient, organization: string): Promise<string> {
  const buyer = globalId(
    'Customer',
    await insertActiveBuyer(suite.system.invoicing.db, organization),
  );
  return createSalesOrderGraphql(client, {
    customerId: buyer,
    orderDate: '2026-11-06',
    lines: [
      {
        product: 'Keramik 60 x 60',
        quantity: '4',
        unitPrice: '250000',
        discount: '100',
        taxCode: 'PPN',
      },
    ],
  });
}

const input = (salesOrderId: string, quantity: string) => ({
  salesOrderId,
  receivedDate: '2026-11-09',
  lines: [{ orderLine: 1, quantity }],
});

/** How many receipts the order (its global id) has, cancelled ones too. */
async function receiptsOf(order: string): Promise<number> {
  const count = await suite.system.invoicing.db
    .selectFrom('goods_receipts')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('sales_order_id', '=', serviceId(order))
    .executeTakeFirstOrThrow();
  return Number(count.count);
}

beforeAll(async () => {
  maker = await suite.memberClient('MAKER');
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('a maker records part of an order, then the rest; the order’s fulfillment and lines follow, and a cancel gives back', async () => {
    const order = await openOrder(maker, suite.organizationId);
    const first = await send<Created>(transport, maker, CREATE, { input: input(order, '1.5') });
    expect(first.errors).toBeUndefined();
    const receipt = first.data!.goodsReceiptCreate.goodsReceipt!;
    expect(receipt).toMatchObject({
      status: 'RECEIVED',
      actions: ['CANCEL'],
      salesOrder: {
        fulfillmentStatus: 'PARTIALLY_FULFILLED',
        lineReceipts: [{ position: 1, ordered: '4.0000', received: '1.5000', remaining: '2.5000' }],
      },
      // 1.5 of 4: 37.50 of the 100.00 off.
      lines: [{ orderLine: 1, quantity: '1.5000', discount: { amount: '37.50' } }],
    });
    // 375,000.00 less 37.50 = 374,962.50; 11/12 = 343,715.63; PPN 41,245.88.
    expect(receipt.totals.grandTotal).toEqual({ amount: '416208.38', currency: 'IDR' });

    const over = await send<Created>(transport, maker, CREATE, { input: input(order, '3') });
    expect(over.data!.goodsReceiptCreate).toEqual({
      goodsReceipt: null,
      userErrors: [
        {
          field: 'lines.0.quantity',
          code: 'U-INV-GR-3',
          message: 'Line 1: only 2.5 of 4 are left to receive.',
          values: [
            { name: 'line', value: '1' },
            { name: 'remaining', value: '2.5' },
            { name: 'ordered', value: '4' },
          ],
        },
      ],
    });
    const rest = await send<Created>(transport, maker, CREATE, { input: input(order, '2.5') });
    expect(rest.data!.goodsReceiptCreate.goodsReceipt!.salesOrder.fulfillmentStatus).toBe(
      'FULFILLED',
    );

    const cancelled = await send<{
      goodsReceiptCancel: {
        goodsReceipt: { status: string; salesOrder: { fulfillmentStatus: string } };
      };
    }>(transport, maker, CANCEL, { input: { goodsReceiptId: receipt.id, reason: 'Retur' } });
    expect(cancelled.data!.goodsReceiptCancel.goodsReceipt).toMatchObject({
      status: 'CANCELLED',
      actions: [],
      cancellation: { reason: 'Retur' },
      salesOrder: { fulfillmentStatus: 'PARTIALLY_FULFILLED' },
    });
    const listed = await send<{
      node: { goodsReceipts: { number: string; status: string }[] };
    }>(
      transport,
      suite.readerClient,
      'query ($id: ID!) { node(id: $id) { ... on SalesOrder { goodsReceipts { number status } } } }',
      {
        id: order,
      },
    );
    expect(listed.data!.node.goodsReceipts.map((item) => item.status)).toEqual([
      'RECEIVED',
      'CANCELLED',
    ]);
  });

  it('when a reader reads an order through the Order interface, it answers what the order shares with a purchase order, receipts included; another organisation’s reads it as not found', async () => {
    const order = await openOrder(maker, suite.organizationId);
    const made = await send<Created>(transport, maker, CREATE, { input: input(order, '1') });
    const number = made.data!.goodsReceiptCreate.goodsReceipt!.salesOrderNumber;
    const ORDER = `query ($id: ID!) { node(id: $id) { __typename ... on Order {
      number orderDate fulfillmentStatus goodsReceipts { status } lineReceipts { position received }
    } } }`;
    const read = await send<{ node: Record<string, unknown> | null }>(
      transport,
      suite.readerClient,
      ORDER,
      { id: order },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.node).toEqual({
      __typename: 'SalesOrder',
      number,
      orderDate: '2026-11-06',
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
      goodsReceipts: [{ status: 'RECEIVED' }],
      lineReceipts: [{ position: 1, received: '1.0000' }],
    });
    const theirs = await send<{ node: unknown }>(transport, suite.outsiderClient, ORDER, {
      id: order,
    });
    expect(theirs.data!.node).toBeNull();
  });

  it('a receipt dated after today in Jakarta is refused on receivedDate in the service’s words and nothing is written; today is recorded', async () => {
    const order = await openOrder(maker, suite.organizationId);
    const today = jakartaToday();
    const future = await send<Created>(transport, maker, CREATE, {
      input: { ...input(order, '1'), receivedDate: addDays(today, 1) },
    });
    expect(future.errors).toBeUndefined();
    expect(future.data!.goodsReceiptCreate).toMatchObject({
      goodsReceipt: null,
      userErrors: [
        {
          field: 'receivedDate',
          code: 'U-INV-GR-9',
          message: 'The received date cannot be in the future.',
        },
      ],
    });
    expect(await receiptsOf(order)).toBe(0);
    const forbidden = await send<Created>(transport, suite.readerClient, CREATE, {
      input: { ...input(order, '1'), receivedDate: addDays(today, 1) },
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const theirs = await send<Created>(transport, suite.outsiderClient, CREATE, {
      input: { ...input(order, '1'), receivedDate: today },
    });
    expect(theirs.data!.goodsReceiptCreate.userErrors).toMatchObject([
      { field: 'salesOrderId', code: 'U-INV-SO-1' },
    ]);
    expect(await receiptsOf(order)).toBe(0);

    const made = await send<Created>(transport, maker, CREATE, {
      input: { ...input(order, '1'), receivedDate: today },
    });
    expect(made.data!.goodsReceiptCreate.userErrors).toEqual([]);
    expect(made.data!.goodsReceiptCreate.goodsReceipt).toMatchObject({ receivedDate: today });
    expect(await receiptsOf(order)).toBe(1);
  });

  it('FORBIDDEN without sales-orders:manage; another organisation’s order and receipt are not found, and nothing is written', async () => {
    const order = await openOrder(maker, suite.organizationId);
    const made = await send<Created>(transport, maker, CREATE, { input: input(order, '1') });
    const receiptId = made.data!.goodsReceiptCreate.goodsReceipt!.id;

    const forbidden = await send<Created>(transport, suite.readerClient, CREATE, {
      input: input(order, '1'),
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const cancelForbidden = await send(transport, suite.readerClient, CANCEL, {
      input: { goodsReceiptId: receiptId, reason: 'Tidak boleh' },
    });
    expect(cancelForbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const theirs = await send<Created>(transport, suite.outsiderClient, CREATE, {
      input: input(order, '1'),
    });
    expect(theirs.data!.goodsReceiptCreate.userErrors).toMatchObject([
      { field: 'salesOrderId', code: 'U-INV-SO-1' },
    ]);
    const cancelTheirs = await send<{ goodsReceiptCancel: { userErrors: UserErrors } }>(
      transport,
      suite.outsiderClient,
      CANCEL,
      { input: { goodsReceiptId: receiptId, reason: 'Bukan milik kami' } },
    );
    expect(cancelTheirs.data!.goodsReceiptCancel.userErrors).toMatchObject([
      { field: 'goodsReceiptId', code: 'U-INV-GR-1' },
    ]);
    const node = await send<{ node: unknown }>(
      transport,
      suite.outsiderClient,
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: receiptId },
    );
    expect(node.data!.node).toBeNull();
    expect(await receiptsOf(order)).toBe(1);
  });
});
