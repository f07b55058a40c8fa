import { beforeAll, describe, expect, it } from 'vitest';
import { createApiKey } from '../support/api-keys.js';
import {
  addMemberInBuiltInRole,
  callRest,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { refusedLines } from '../support/invoicing-graphql.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { globalId, serviceId } from './tenancy/seeds.js';
import { documentsCount } from '../support/invoicing.js';

/**
 * Purchase orders and their goods receipts through the GraphQL API, over HTTP
 * and over the WebSocket alike: written to a counterparty of the organisation
 * (named as it is), received in parts with the order's fulfillment following,
 * closed; userErrors for bad input and for another organisation's supplier,
 * order or receipt (nothing written); FORBIDDEN without the permission.
 */
const suite = organisationSuite({
  name: 'PT Kontraktor Cat',
  reader: ['purchase-orders:read', 'counterparties:read'],
  outsider: 'PT Kontraktor Lain',
  clients: true,
});
let maker: GraphQLClient;
let supplierId: string;
let theirSupplierId: string;

const ORDER_FIELDS = `id number status fulfillmentStatus supplierName supplierReference actions
  supplier { id legalName }
  lines { quantity discount { amount } vat { amount } total { amount currency } }
  totals { grandTotal { amount currency } }
  lineReceipts { position ordered received remaining }
  lineMatches { position product unitPrice { amount currency } ordered received billed toBill }`;
const CREATE = `mutation ($input: PurchaseOrderCreateInput!) {
  purchaseOrderCreate(input: $input) { purchaseOrder { ${ORDER_FIELDS} } userErrors { field code message } }
}`;
const BILL_FROM_ORDER = `mutation ($input: BillFromPurchaseOrderInput!) {
  billCreateFromPurchaseOrder(input: $input) {
    bill { amount { amount currency } purchaseOrderNumber matchStatus editable
      purchaseOrder { id lineMatches { billed toBill } }
      matchLines { orderLine quantity unitPrice { amount currency } ordered received
        quantityDifference priceDifference } }
    userErrors { field code message }
  }
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

const purchaseOrderCount = () =>
  documentsCount(suite.system.invoicing.db, 'purchase_orders', suite.organizationId);

beforeAll(async () => {
  maker = await suite.memberClient('MAKER');
  const ours = await createCounterpartyRest(suite.system, suite.owner, {
    legalName: 'PT Cat Warna Abadi',
  });
  supplierId = globalId('Counterparty', ours.id);
  const theirs = await createCounterpartyRest(suite.system, suite.outsider);
  theirSupplierId = globalId('Counterparty', theirs.id);
});

describe.each(TRANSPORTS)('over %s', (transport) => {
  it('a maker orders in Singapore dollars: the order, its lines and its totals are in SGD', async () => {
    const made = await send<{
      purchaseOrderCreate: {
        purchaseOrder: (Order & { currency: string }) | null;
        userErrors: UserErrors;
      };
    }>(transport, maker, CREATE.replace('id number', 'id currency number'), {
      input: input({ currency: 'SGD', lines: [{ ...input().lines[0], unitPrice: '42.50' }] }),
    });
    expect(made.errors).toBeUndefined();
    // 6 x 42.50 = 255.00; x 11/12 = 233.75; PPN 12% = 28.05.
    expect(made.data!.purchaseOrderCreate).toMatchObject({
      userErrors: [],
      purchaseOrder: {
        currency: 'SGD',
        lines: [{ vat: { amount: '28.05' }, total: { amount: '283.05', currency: 'SGD' } }],
        totals: { grandTotal: { amount: '283.05', currency: 'SGD' } },
      },
    });
  });

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
      lineMatches: [
        {
          position: 1,
          product: 'Cat tembok 20 L',
          unitPrice: { amount: '75000.00', currency: 'IDR' },
          ordered: '6.0000',
          received: '0.0000',
          billed: '0.0000',
          toBill: '0.0000',
        },
      ],
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

  it('a maker makes a bill from what arrived of an order: the bill shows each line beside the order and its receipts, the order counts it billed; another organisation’s order is a userError, without bills:create FORBIDDEN', async () => {
    const order = (await send<Created>(transport, maker, CREATE, { input: input() })).data!
      .purchaseOrderCreate.purchaseOrder!;
    await send<Received>(transport, maker, RECEIVE, {
      input: {
        purchaseOrderId: order.id,
        receivedDate: '2026-11-18',
        lines: [{ orderLine: 1, quantity: '2' }],
      },
    });
    const billInput = {
      purchaseOrderId: order.id,
      date: '2026-11-19',
      dueDate: '2026-12-19',
      category: 'INVENTORY',
    };
    const made = await send<{
      billCreateFromPurchaseOrder: {
        bill: Record<string, unknown> | null;
        userErrors: UserErrors;
      };
    }>(transport, maker, BILL_FROM_ORDER, { input: billInput });
    expect(made.errors).toBeUndefined();
    // 2 x 75,000.00 = 150,000.00; PPN 12% of 11/12 = 16,500.00.
    expect(made.data!.billCreateFromPurchaseOrder).toMatchObject({
      userErrors: [],
      bill: {
        amount: { amount: '166500.00', currency: 'IDR' },
        purchaseOrder: { id: order.id, lineMatches: [{ billed: '2.0000', toBill: '0.0000' }] },
        purchaseOrderNumber: order.number,
        matchStatus: 'MATCHED',
        editable: false,
        matchLines: [
          {
            orderLine: 1,
            quantity: '2.0000',
            unitPrice: { amount: '75000.00', currency: 'IDR' },
            ordered: '6.0000',
            received: '2.0000',
            quantityDifference: false,
            priceDifference: false,
          },
        ],
      },
    });

    const theirs = await send<typeof made.data>(transport, suite.outsiderClient, BILL_FROM_ORDER, {
      input: billInput,
    });
    expect(theirs.data!.billCreateFromPurchaseOrder).toMatchObject({
      bill: null,
      userErrors: [{ field: 'purchaseOrderId', code: 'U-INV-PO-1' }],
    });
    const forbidden = await send(transport, suite.readerClient, BILL_FROM_ORDER, {
      input: billInput,
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('bad input and another organisation’s supplier, order or receipt are userErrors; FORBIDDEN without the permission; nothing is written', async () => {
    const before = await purchaseOrderCount();
    const refusals: [Record<string, unknown>, string, string][] = [
      [input({ supplierId: theirSupplierId }), 'supplierId', 'U-INV-PO-2'],
      [input({ supplierId: 'not-an-id' }), 'supplierId', 'U-INV-PO-2'],
      ...refusedLines(input),
      [input({ expectedDate: '2026-11-15' }), 'expectedDate', 'U-INV-PO-3'],
    ];
    for (const [bad, field, code] of refusals) {
      const answer = await send<Created>(transport, maker, CREATE, { input: bad });
      expect(answer.data!.purchaseOrderCreate, JSON.stringify(bad)).toMatchObject({
        purchaseOrder: null,
        userErrors: [{ field, code }],
      });
    }
    const forbidden = await send<Created>(transport, suite.readerClient, CREATE, {
      input: input(),
    });
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await purchaseOrderCount()).toBe(before);

    const made = await send<Created>(transport, maker, CREATE, { input: input() });
    const order = made.data!.purchaseOrderCreate.purchaseOrder!;
    for (const [client, code] of [
      [suite.outsiderClient, undefined],
      [suite.readerClient, 'FORBIDDEN'],
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
    const receiveTheirs = await send<Received>(transport, suite.outsiderClient, RECEIVE, {
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
      suite.outsiderClient,
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: order.id },
    );
    expect(node.data!.node).toBeNull();
    const row = await suite.system.invoicing.db
      .selectFrom('purchase_orders')
      .select(['status', 'version'])
      .where('id', '=', serviceId(order.id))
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'OPEN', version: 1 });
    const receipts = await suite.system.invoicing.db
      .selectFrom('goods_receipts')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('purchase_order_id', '=', serviceId(order.id))
      .executeTakeFirstOrThrow();
    expect(Number(receipts.count)).toBe(0);
  });
});

describe('approval by a second person, through GraphQL', () => {
  // An organisation of its own whose Orders settings require approval: the orders above expect none.
  let owner: GraphQLClient;
  let ownerTokens: Tokens;
  let ownerKey: string;
  let approver: GraphQLClient;
  let makerOnly: GraphQLClient;
  let ourSupplier: string;
  const APPROVE = `mutation ($input: PurchaseOrderIdInput!) {
    purchaseOrderApprove(input: $input) {
      purchaseOrder { status actions approvedBy { email } approvedAt }
      userErrors { field code }
    }
  }`;
  const REJECT = `mutation ($input: PurchaseOrderReasonInput!) {
    purchaseOrderReject(input: $input) {
      purchaseOrder { status actions rejection { reason } }
      userErrors { field code }
    }
  }`;
  const SETTINGS = `mutation ($input: OrganizationOrdersSettingsUpdateInput!) {
    organizationOrdersSettingsUpdate(input: $input) { userErrors { field code } }
  }`;
  type Approved = {
    purchaseOrderApprove: {
      purchaseOrder: {
        status: string;
        actions: string[];
        approvedBy: { email: string } | null;
      } | null;
      userErrors: UserErrors;
    } | null;
  };
  const settings = (overrides: Record<string, unknown>) => ({
    input: {
      defaultPaymentTermDays: 30,
      invoiceNumberPrefix: 'INV/',
      salesOrderNumberPrefix: 'SO/',
      salesOrderApprovalRequired: false,
      defaultCreditLimit: '0',
      defaultBillingCycle: 'MONTHLY',
      ...overrides,
    },
  });
  const writeAs = async (client: GraphQLClient, transport: 'http' | 'ws') => {
    const made = await send<Created>(transport, client, CREATE, {
      input: input({ supplierId: ourSupplier }),
    });
    expect(made.data!.purchaseOrderCreate.userErrors).toEqual([]);
    return made.data!.purchaseOrderCreate.purchaseOrder!;
  };
  const byKey = <T>(transport: 'http' | 'ws', query: string, variables: Record<string, unknown>) =>
    send<T>(transport, new GraphQLClient(suite.system.url), query, variables, {
      authorization: `Bearer ${ownerKey}`,
    });

  beforeAll(async () => {
    const created = await createOrganization(suite.system, 'PT Kontraktor Berjenjang');
    owner = await signedInClient(suite.system.url, created.owner);
    ownerTokens = await signInRest(suite.system, created.owner);
    ownerKey = await createApiKey(owner, 'Approver', { name: 'Penyetuju Pembelian' });
    approver = await signedInClient(
      suite.system.url,
      await addMemberInBuiltInRole(suite.system, created.organizationId, 'APPROVER'),
    );
    makerOnly = await signedInClient(
      suite.system.url,
      await addMemberInBuiltInRole(suite.system, created.organizationId, 'MAKER'),
    );
    const ours = await createCounterpartyRest(suite.system, ownerTokens, {
      legalName: 'PT Genteng Sokka',
    });
    ourSupplier = globalId('Counterparty', ours.id);
    const required = await owner.data<{
      organizationOrdersSettingsUpdate: { userErrors: UserErrors };
    }>(SETTINGS, settings({ purchaseOrderApprovalRequired: true }));
    expect(required.organizationOrdersSettingsUpdate.userErrors).toEqual([]);
  });

  describe.each(TRANSPORTS)('over %s', (transport) => {
    it('when the owner writes an order, neither they nor their own API key may approve it (U-INV-DOC-18), nothing is received against it, and a second member approves it', async () => {
      const order = await writeAs(owner, transport);
      expect(order).toMatchObject({ status: 'PENDING_APPROVAL', actions: ['REJECT', 'CANCEL'] });
      const own = await send<Approved>(transport, owner, APPROVE, {
        input: { purchaseOrderId: order.id },
      });
      expect(own.data!.purchaseOrderApprove).toEqual({
        purchaseOrder: null,
        userErrors: [{ field: null, code: 'U-INV-DOC-18' }],
      });
      const viaKey = await byKey<Approved>(transport, APPROVE, {
        input: { purchaseOrderId: order.id },
      });
      expect(viaKey.data!.purchaseOrderApprove!.userErrors).toEqual([
        { field: null, code: 'U-INV-DOC-18' },
      ]);
      const keySees = await byKey<{ node: { actions: string[] } }>(
        transport,
        'query ($id: ID!) { node(id: $id) { ... on PurchaseOrder { actions } } }',
        { id: order.id },
      );
      expect(keySees.data!.node.actions).toEqual(['REJECT', 'CANCEL']);
      const received = await send<Received>(transport, owner, RECEIVE, {
        input: {
          purchaseOrderId: order.id,
          receivedDate: '2026-11-18',
          lines: [{ orderLine: 1, quantity: '1' }],
        },
      });
      expect(received.data!.goodsReceiptCreate).toEqual({
        goodsReceipt: null,
        userErrors: [{ field: 'purchaseOrderId', code: 'U-INV-GR-8' }],
      });
      const seen = await send<{ node: { status: string; actions: string[] } }>(
        transport,
        approver,
        'query ($id: ID!) { node(id: $id) { ... on PurchaseOrder { status actions } } }',
        { id: order.id },
      );
      expect(seen.data!.node).toEqual({
        status: 'PENDING_APPROVAL',
        actions: ['APPROVE', 'REJECT', 'CANCEL'],
      });
      const approved = await send<Approved>(transport, approver, APPROVE, {
        input: { purchaseOrderId: order.id },
      });
      expect(approved.data!.purchaseOrderApprove).toMatchObject({
        purchaseOrder: { status: 'OPEN', actions: ['CANCEL'] },
        userErrors: [],
      });
      expect(approved.data!.purchaseOrderApprove!.purchaseOrder!.approvedBy).not.toBeNull();
    });

    it('when an approver rejects a waiting order with a reason, it is final; without one, it is refused', async () => {
      const order = await writeAs(owner, transport);
      const noReason = await send<{ purchaseOrderReject: { userErrors: UserErrors } }>(
        transport,
        approver,
        REJECT,
        { input: { purchaseOrderId: order.id, reason: '' } },
      );
      expect(noReason.data!.purchaseOrderReject.userErrors).toEqual([
        { field: 'reason', code: 'U-INV-DOC-10' },
      ]);
      const rejected = await send<{ purchaseOrderReject: { purchaseOrder: unknown } }>(
        transport,
        approver,
        REJECT,
        { input: { purchaseOrderId: order.id, reason: 'Anggaran habis' } },
      );
      expect(rejected.data!.purchaseOrderReject.purchaseOrder).toEqual({
        status: 'REJECTED',
        actions: [],
        rejection: { reason: 'Anggaran habis' },
      });
      const listed = await send<{ purchaseOrders: { edges: { node: { id: string } }[] } }>(
        transport,
        owner,
        '{ purchaseOrders(status: REJECTED) { edges { node { id } } } }',
      );
      expect(listed.data!.purchaseOrders.edges.map(({ node }) => node.id)).toContain(order.id);
    });

    it('when another organisation asks, the order is not found; without purchase-orders:approve, FORBIDDEN; neither changes it', async () => {
      const order = await writeAs(owner, transport);
      const theirs = await send<Approved>(transport, suite.outsiderClient, APPROVE, {
        input: { purchaseOrderId: order.id },
      });
      expect(theirs.data!.purchaseOrderApprove!.userErrors).toEqual([
        { field: 'purchaseOrderId', code: 'U-INV-PO-1' },
      ]);
      const forbidden = await send<Approved>(transport, makerOnly, APPROVE, {
        input: { purchaseOrderId: order.id },
      });
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const rejectForbidden = await send(transport, makerOnly, REJECT, {
        input: { purchaseOrderId: order.id, reason: 'Bukan wewenang' },
      });
      expect(rejectForbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      const row = await suite.system.invoicing.db
        .selectFrom('purchase_orders')
        .select(['status', 'version'])
        .where('id', '=', serviceId(order.id))
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ status: 'PENDING_APPROVAL', version: 1 });
    });
  });

  it('when twenty approvals of one order arrive at once, one moves it and the others are told its status moved on; one activity entry', async () => {
    const order = await writeAs(owner, 'http');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        send<Approved>(TRANSPORTS[index % 2]!, approver, APPROVE, {
          input: { purchaseOrderId: order.id },
        }),
      ),
    );
    const codes = answers.map(
      (answer) => answer.data!.purchaseOrderApprove!.userErrors[0]?.code ?? 'MOVED',
    );
    expect(codes.filter((code) => code === 'MOVED')).toHaveLength(1);
    expect(codes.filter((code) => code === 'U-INV-DOC-9')).toHaveLength(19);
    const activity = await callRest<{ items: { description: { message: string } }[] }>(
      suite.system.invoicingUrl,
      'GET',
      `/activity?entityIds=${serviceId(order.id)}`,
      ownerTokens,
    );
    expect(activity.body.items.map((item) => item.description.message)).toEqual([
      'PURCHASE_ORDER_APPROVED',
      'PURCHASE_ORDER_CREATED',
    ]);
  });

  it('when a threshold is set, an order below it is open at once and one at or above it waits', async () => {
    // The order's grand total: 450,000.00 + PPN 49,500.00 = 499,500.00.
    try {
      await owner.data(SETTINGS, settings({ purchaseOrderApprovalThreshold: '499500.01' }));
      expect((await writeAs(owner, 'http')).status).toBe('OPEN');
      await owner.data(SETTINGS, settings({ purchaseOrderApprovalThreshold: '499500.00' }));
      expect((await writeAs(owner, 'http')).status).toBe('PENDING_APPROVAL');
    } finally {
      await owner.data(SETTINGS, settings({ purchaseOrderApprovalThreshold: null }));
    }
  });
});
