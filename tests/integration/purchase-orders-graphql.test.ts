import { beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  addMemberInBuiltInRole,
  createCounterpartyRest,
  createOrganization,
  signInRest,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { globalId, serviceId } from './tenancy/seeds.js';

/**
 * Purchase orders and their goods receipts through the GraphQL API, over HTTP
 * and over the WebSocket alike: written to a counterparty of the organisation
 * (named as it is), received in parts with the order's fulfillment following,
 * closed; userErrors for bad input and for another organisation's supplier,
 * order or receipt (nothing written); FORBIDDEN without the permission.
 */
let system: System;
let organizationId: string;
let maker: GraphQLClient;
let reader: GraphQLClient;
let outsider: GraphQLClient;
let supplierId: string;
let theirSupplierId: string;

const ORDER_FIELDS = `id number status fulfillmentStatus supplierName supplierReference actions
  supplier { id legalName }
  lines { quantity discount { amount } vat { amount } total { amount currency } }
  totals { grandTotal { amount currency } }
  lineReceipts { position ordered received remaining }`;
const CREATE = `mutation ($input: PurchaseOrderCreateInput!) {
  purchaseOrderCreate(input: $input) { purchaseOrder { ${ORDER_FIELDS} } userErrors { field code message } }
}`;
const CLOSE = `mutation ($input: PurchaseOrderIdInput!) {
  purchaseOrderClose(input: $input) { purchaseOrder { status actions closedBy { email } } userErrors { field code } }
}`;
const CANCEL = `mutation ($input: PurchaseOrderReasonInput!) {
  purchaseOrderCancel(input: $input) { purchaseOrder { status } userErrors { field code } }
}`;
const RECEIVE = `mutation ($input: GoodsReceiptCreateInput!) {
  goodsReceiptCreate(input: $input) {
    goodsReceipt { id number orderNumber partyName salesOrder { id } salesOrderNumber
      purchaseOrder { id fulfillmentStatus lineReceipts { position received remaining } } }
    userErrors { field code }
  }
}`;

type Order = {
  id: string;
  number: string;
  status: string;
  fulfillmentStatus: string;
  supplierName: string;
  actions: string[];
  supplier: { id: string; legalName: string } | null;
  lines: { vat: { amount: string }; total: { amount: string } }[];
  totals: { grandTotal: { amount: string; currency: string } };
};
type Created = { purchaseOrderCreate: { purchaseOrder: Order | null; userErrors: UserErrors } };
type Received = {
  goodsReceiptCreate: {
    goodsReceipt: {
      orderNumber: string;
      partyName: string;
      salesOrder: null;
      purchaseOrder: { fulfillmentStatus: string };
    } | null;
    userErrors: UserErrors;
  };
};

/** 6 x 75,000.00 with PPN: 450,000.00; 11/12 = 412,500.00; PPN 49,500.00. */
const input = (overrides: Record<string, unknown> = {}) => ({
  supplierId,
  supplierReference: 'SQ-2026-118',
  orderDate: '2026-11-16',
  lines: [{ product: 'Cat tembok 20 L', quantity: '6', unitPrice: '75000', taxCode: 'PPN' }],
  ...overrides,
});

async function purchaseOrderCount(): Promise<number> {
  const row = await system.invoicing.db
    .selectFrom('purchase_orders')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('organization_id', '=', organizationId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Kontraktor Cat');
  organizationId = created.organizationId;
  const makerCredentials = await addMemberInBuiltInRole(system, organizationId, 'MAKER');
  maker = await signedInClient(system.url, makerCredentials);
  reader = await signedInClient(
    system.url,
    await addMember(system, organizationId, ['purchase-orders:read', 'counterparties:read']),
  );
  const ours = await createCounterpartyRest(system, await signInRest(system, created.owner), {
    legalName: 'PT Cat Warna Abadi',
  });
  supplierId = globalId('Counterparty', ours.id);
  const other = await createOrganization(system, 'PT Kontraktor Lain');
  outsider = await signedInClient(system.url, other.owner);
  const theirs = await createCounterpartyRest(system, await signInRest(system, other.owner));
  theirSupplierId = globalId('Counterparty', theirs.id);
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('a maker orders from a counterparty, receives it in two parts and closes it', async () => {
    const made = await send<Created>(transport, maker, CREATE, { input: input() });
    expect(made.errors).toBeUndefined();
    const order = made.data!.purchaseOrderCreate.purchaseOrder!;
    expect(order).toMatchObject({
      number: expect.stringMatching(/^PO\/2026\/11\/\d{4}$/),
      status: 'OPEN',
      fulfillmentStatus: 'UNFULFILLED',
      supplierName: 'PT Cat Warna Abadi',
      supplier: { id: supplierId, legalName: 'PT Cat Warna Abadi' },
      actions: ['CANCEL', 'CLOSE'],
      lines: [{ vat: { amount: '49500.00' }, total: { amount: '499500.00' } }],
      totals: { grandTotal: { amount: '499500.00', currency: 'IDR' } },
    });

    const first = await send<Received>(transport, maker, RECEIVE, {
      input: {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-18',
        lines: [{ orderLine: 1, quantity: '2' }],
      },
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.goodsReceiptCreate.goodsReceipt).toMatchObject({
      orderNumber: order.number,
      partyName: 'PT Cat Warna Abadi',
      salesOrder: null,
      salesOrderNumber: null,
      purchaseOrder: {
        fulfillmentStatus: 'PARTIALLY_FULFILLED',
        lineReceipts: [{ position: 1, received: '2.0000', remaining: '4.0000' }],
      },
    });
    const over = await send<Received>(transport, maker, RECEIVE, {
      input: {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-19',
        lines: [{ orderLine: 1, quantity: '5' }],
      },
    });
    expect(over.data!.goodsReceiptCreate).toMatchObject({
      goodsReceipt: null,
      userErrors: [{ field: 'lines.0.quantity', code: 'U-INV-GR-3' }],
    });
    const rest = await send<Received>(transport, maker, RECEIVE, {
      input: {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-19',
        lines: [{ orderLine: 1, quantity: '4' }],
      },
    });
    expect(rest.data!.goodsReceiptCreate.goodsReceipt!.purchaseOrder.fulfillmentStatus).toBe(
      'FULFILLED',
    );

    const closed = await send<{
      purchaseOrderClose: { purchaseOrder: { status: string; actions: string[] } };
    }>(transport, maker, CLOSE, { input: { purchaseOrderId: order.id } });
    expect(closed.data!.purchaseOrderClose.purchaseOrder).toMatchObject({
      status: 'CLOSED',
      actions: [],
    });
    const again = await send<{ purchaseOrderCancel: { userErrors: UserErrors } }>(
      transport,
      maker,
      CANCEL,
      { input: { purchaseOrderId: order.id, reason: 'Terlambat' } },
    );
    expect(again.data!.purchaseOrderCancel.userErrors).toMatchObject([{ code: 'U-INV-DOC-9' }]);
  });

  it('bad input and another organisation’s supplier, order or receipt are userErrors; FORBIDDEN without the permission; nothing is written', async () => {
    const before = await purchaseOrderCount();
    const refusals: [Record<string, unknown>, string, string][] = [
      [input({ supplierId: theirSupplierId }), 'supplierId', 'U-INV-PO-2'],
      [input({ supplierId: 'not-an-id' }), 'supplierId', 'U-INV-PO-2'],
      [
        input({ lines: [{ product: 'Cat', quantity: '-1', unitPrice: '1', taxCode: 'PPN' }] }),
        'lines.0.quantity',
        'U-INV-DOC-2',
      ],
      [
        input({
          lines: [
            { product: 'Cat', quantity: '1', unitPrice: '100', discount: '101', taxCode: 'PPN' },
          ],
        }),
        'lines.0.discount',
        'U-INV-DOC-5',
      ],
      [input({ expectedDate: '2026-11-15' }), 'expectedDate', 'U-INV-PO-3'],
    ];
    for (const [bad, field, code] of refusals) {
      const answer = await send<Created>(transport, maker, CREATE, { input: bad });
      expect(answer.data!.purchaseOrderCreate, JSON.stringify(bad)).toMatchObject({
        purchaseOrder: null,
        userErrors: [{ field, code }],
      });
    }
    const forbidden = await send<Created>(transport, reader, CREATE, { input: input() });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await purchaseOrderCount()).toBe(before);

    const made = await send<Created>(transport, maker, CREATE, { input: input() });
    const order = made.data!.purchaseOrderCreate.purchaseOrder!;
    for (const [client, code] of [
      [outsider, undefined],
      [reader, 'FORBIDDEN'],
    ] as const) {
      const closing = await send<{ purchaseOrderClose: { userErrors: UserErrors } | null }>(
        transport,
        client,
        CLOSE,
        { input: { purchaseOrderId: order.id } },
      );
      if (code) expect(closing.errors?.[0]?.extensions?.code).toBe(code);
      else
        expect(closing.data!.purchaseOrderClose!.userErrors).toMatchObject([
          { field: 'purchaseOrderId', code: 'U-INV-PO-1' },
        ]);
    }
    const receiveTheirs = await send<Received>(transport, outsider, RECEIVE, {
      input: {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-18',
        lines: [{ orderLine: 1, quantity: '1' }],
      },
    });
    expect(receiveTheirs.data!.goodsReceiptCreate.userErrors).toMatchObject([
      { field: 'purchaseOrderId', code: 'U-INV-PO-1' },
    ]);
    const node = await send<{ node: unknown }>(
      transport,
      outsider,
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: order.id },
    );
    expect(node.data!.node).toBeNull();
    const row = await system.invoicing.db
      .selectFrom('purchase_orders')
      .select(['status', 'version'])
      .where('id', '=', serviceId(order.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'OPEN', version: 1 });
    const receipts = await system.invoicing.db
      .selectFrom('goods_receipts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('purchase_order_id', '=', serviceId(order.id))
      .executeTakeFirstOrThrow();
    expect(Number(receipts.count)).toBe(0);
  });
});
