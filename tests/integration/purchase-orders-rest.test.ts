import { randomUUID } from 'node:crypto';
import { addDays } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRevisionResponse } from '../../contracts/invoicing/documents.js';
import type { GoodsReceiptListResponse } from '../../contracts/invoicing/goods-receipts.js';
import type {
  PurchaseOrderListResponse,
  PurchaseOrderResponse,
} from '../../contracts/invoicing/purchase-orders.js';
import {
  addMemberInBuiltInRole,
  createOrganization,
  createdRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { expectFiveOfTwentyReceived, goodsReceiptsRest } from '../support/goods-receipts.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { ordersSettingsRest } from '../support/orders-settings.js';
import { documentsCount } from '../support/invoicing.js';

/**
 * Purchase orders and the goods received against them, over the invoicing
 * service's REST API in the real system: figures by the documents' kernel,
 * numbering, receipts in parts (never more than ordered, even under twenty at
 * the same instant), fulfillment derived from them, close and cancel, bad
 * input, tenancy and permissions, and the line between sales and purchase
 * orders' receipts.
 */
const suite = organisationSuite({
  name: 'PT Pembeli Bahan',
  reader: ['purchase-orders:read'],
  outsider: 'PT Lain Pembelian',
});
let maker: Tokens;
let salesOnly: Tokens;

const call = suite.invoicing;
const goodsReceipts = goodsReceiptsRest(call);

const supplier = { id: randomUUID(), name: 'PT Baja Nusantara' };

/** An order of two lines: 10 x 250,000.00 with PPN and 2,500.00 off, and 4 x 12,500.50 without PPN. */
const orderBody = (overrides: Record<string, unknown> = {}) => ({
  supplier,
  supplierReference: 'QUO-7781',
  orderDate: '2026-11-09',
  expectedDate: '2026-11-20',
  lines: [
    {
      product: 'Baja ringan C75',
      quantity: '10',
      unitPrice: '250000.00',
      discount: '2500.00',
      taxCode: 'PPN',
    },
    {
      product: 'Sekrup roofing',
      quantity: '4',
      unitPrice: '12500.50',
      taxCode: 'NO_PPN',
      unit: 'UM.0022',
    },
  ],
  ...overrides,
});

async function openOrder(
  tokens: Tokens = maker,
  overrides: Record<string, unknown> = {},
): Promise<PurchaseOrderResponse> {
  return createdRest<PurchaseOrderResponse>(
    suite.system.invoicingUrl,
    '/purchase-orders',
    tokens,
    orderBody(overrides),
  );
}

const receipt = (
  order: { id: string },
  lines: { orderLine: number; quantity: string }[],
  overrides: Record<string, unknown> = {},
) => ({ purchaseOrderId: order.id, receivedDate: '2026-11-12', lines, ...overrides });

/** A receipt of one unit of the order's first line. */
const oneUnit = (order: { id: string }, overrides: Record<string, unknown> = {}) =>
  receipt(order, [{ orderLine: 1, quantity: '1' }], overrides);

const count = (table: 'purchase_orders' | 'goods_receipts') =>
  documentsCount(suite.system.invoicing.db, table, suite.organizationId);

beforeAll(async () => {
  maker = await suite.signedInMember('MAKER');
  salesOnly = await suite.signedInMember(['sales-orders:read', 'sales-orders:manage']);
});

describe('writing a purchase order', () => {
  it('is numbered PO/yyyy/mm, open, with the kernel’s figures per line, its supplier as named, a revision and an activity', async () => {
    const order = await openOrder();
    expect(order.number).toMatch(/^PO\/2026\/11\/\d{4}$/);
    expect(order).toMatchObject({
      status: 'OPEN',
      fulfillmentStatus: 'UNFULFILLED',
      supplier,
      supplierReference: 'QUO-7781',
      orderDate: '2026-11-09',
      expectedDate: '2026-11-20',
      currency: 'IDR',
      actions: ['cancel', 'close'],
    });
    // 10 x 250,000.00 less 2,500.00 = 2,497,500.00; x 11/12 = 2,289,375.00; PPN 12% = 274,725.00.
    expect(order.lines[0]).toMatchObject({
      amount: '2500000.00',
      discount: '2500.00',
      taxBase: '2497500.00',
      otherTaxBase: '2289375.00',
      vat: '274725.00',
      total: '2772225.00',
    });
    // 4 x 12,500.50 = 50,002.00 without PPN; goods counted in boxes (a line names no unit: units).
    expect(order.lines[1]).toMatchObject({
      taxBase: '50002.00',
      vat: '0.00',
      total: '50002.00',
      kind: 'GOODS',
      unit: 'UM.0022',
    });
    expect(order.lines[0]).toMatchObject({ kind: 'GOODS', unit: 'UM.0018' });
    expect(order.totals).toMatchObject({
      subtotal: '2550002.00',
      discount: '2500.00',
      vat: '274725.00',
      grandTotal: '2822227.00',
    });

    const revisions = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/purchase-orders/${order.id}/revisions`,
      suite.reader,
    );
    expect(revisions.body.items.map((revision) => revision.action)).toEqual(['CREATED']);
    const activity = await call<{ items: { description: { message: string } }[] }>(
      'GET',
      `/activity?entityIds=${order.id}`,
      maker,
    );
    expect(activity.body.items[0]?.description.message).toBe('PURCHASE_ORDER_CREATED');

    const listed = await call<PurchaseOrderListResponse>(
      'GET',
      `/purchase-orders?status=OPEN&supplierId=${supplier.id}`,
      suite.reader,
    );
    expect(listed.body.items.map(({ node }) => node.id)).toContain(order.id);
    const closedOnly = await call<PurchaseOrderListResponse>(
      'GET',
      '/purchase-orders?status=CLOSED',
      suite.reader,
    );
    expect(closedOnly.body.items.map(({ node }) => node.id)).not.toContain(order.id);
  });

  it('in USD or SGD, every price and figure is in that currency, listed and read as written; another currency is refused and writes nothing', async () => {
    for (const currency of ['USD', 'SGD'] as const) {
      const order = await openOrder(maker, {
        currency,
        lines: [{ product: 'Servo motor', quantity: '3', unitPrice: '1250.50', taxCode: 'PPN' }],
      });
      // 3 x 1,250.50 = 3,751.50; x 11/12 = 3,438.88 (half up from 3,438.875); PPN 12% = 412.67.
      expect(order).toMatchObject({
        currency,
        lines: [
          { unitPrice: '1250.50', taxBase: '3751.50', otherTaxBase: '3438.88', vat: '412.67' },
        ],
        totals: { grandTotal: '4164.17' },
      });
      const read = await call<PurchaseOrderResponse>(
        'GET',
        `/purchase-orders/${order.id}`,
        suite.reader,
      );
      expect(read.body.currency).toBe(currency);
      const listed = await call<PurchaseOrderListResponse>(
        'GET',
        '/purchase-orders?first=5',
        suite.reader,
      );
      expect(listed.body.items.find(({ node }) => node.id === order.id)?.node.currency).toBe(
        currency,
      );
    }
    const before = await count('purchase_orders');
    const refused = await call('POST', '/purchase-orders', maker, orderBody({ currency: 'EUR' }));
    expect(refused.status).toBe(400);
    expect(await count('purchase_orders')).toBe(before);
  });

  it('closes or cancels with a reason, and a closed or cancelled order changes no more', async () => {
    const closing = await openOrder();
    const partReceived = await goodsReceipts.receive(
      maker,
      receipt(closing, [{ orderLine: 1, quantity: '2' }]),
    );
    expect(partReceived.body.actions).toEqual(['cancel']);
    const closed = await call<PurchaseOrderResponse>(
      'POST',
      `/purchase-orders/${closing.id}/close`,
      maker,
    );
    expect(closed.body).toMatchObject({ status: 'CLOSED', actions: [] });
    expect(closed.body.closure?.by).toBeTruthy();
    const cancelling = await openOrder();
    const noReason = await call('POST', `/purchase-orders/${cancelling.id}/cancel`, maker, {
      reason: '  ',
    });
    expect(noReason.body.error).toMatchObject({ code: 'U-INV-DOC-10', field: 'reason' });
    const cancelled = await call<PurchaseOrderResponse>(
      'POST',
      `/purchase-orders/${cancelling.id}/cancel`,
      maker,
      { reason: 'Harga berubah' },
    );
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'Harga berubah' },
    });
    for (const [id, action, body] of [
      [closing.id, 'cancel', { reason: 'Terlambat' }],
      [cancelling.id, 'close', undefined],
    ] as const) {
      const again = await call('POST', `/purchase-orders/${id}/${action}`, maker, body);
      expect(again.status).toBe(409);
      expect(again.body.error?.code).toBe('U-INV-DOC-9');
    }
    const received = await goodsReceipts.receive(maker, {
      ...oneUnit(closing),
    });
    expect(received.body.error).toMatchObject({ code: 'U-INV-GR-2', field: 'purchaseOrderId' });
    // A closed order's receipts change no more: none is offered, and cancelling one is refused.
    const kept = await goodsReceipts.read(maker, partReceived.body.id);
    expect(kept.body).toMatchObject({ status: 'RECEIVED', actions: [] });
    const uncancelled = await goodsReceipts.cancel(
      maker,
      partReceived.body.id,
      'Terlambat dicatat',
    );
    expect(uncancelled.status).toBe(409);
    expect(uncancelled.body.error?.code).toBe('U-INV-GR-7');
    const after = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${closing.id}`, maker);
    expect(after.body.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
  });
});

describe('receiving a purchase order', () => {
  it('in parts, at the order line’s price, tax and discount in proportion; the fulfillment follows, and a cancelled receipt gives its quantities back', async () => {
    const order = await openOrder();
    const first = await goodsReceipts.receive(
      maker,
      receipt(order, [{ orderLine: 1, quantity: '4' }]),
    );
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body).toMatchObject({
      purchaseOrder: { id: order.id, number: order.number },
      supplier,
      salesOrder: null,
      customer: null,
    });
    // 4 x 250,000.00 less 1,000.00 (4/10 of 2,500.00) = 999,000.00; 11/12 = 915,750.00; PPN 109,890.00.
    expect(first.body.lines[0]).toMatchObject({
      orderLine: 1,
      discount: '1000.00',
      taxBase: '999000.00',
      otherTaxBase: '915750.00',
      vat: '109890.00',
    });
    const partly = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${order.id}`, maker);
    expect(partly.body.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    // The three-way match of each line: nothing billed yet, so all that arrived is to bill.
    expect(partly.body.lineMatches).toEqual([
      {
        position: 1,
        product: 'Baja ringan C75',
        unitPrice: '250000.00',
        ordered: '10.0000',
        received: '4.0000',
        billed: '0.0000',
        toBill: '4.0000',
      },
      {
        position: 2,
        product: 'Sekrup roofing',
        unitPrice: '12500.50',
        ordered: '4.0000',
        received: '0.0000',
        billed: '0.0000',
        toBill: '0.0000',
      },
    ]);

    const over = await goodsReceipts.receive(
      maker,
      receipt(order, [{ orderLine: 1, quantity: '6.0001' }]),
    );
    expect(over.body.error).toMatchObject({
      code: 'U-INV-GR-3',
      field: 'lines.0.quantity',
      values: { remaining: '6', ordered: '10' },
    });
    const rest = await goodsReceipts.receive(
      maker,
      receipt(order, [
        { orderLine: 1, quantity: '6' },
        { orderLine: 2, quantity: '4' },
      ]),
    );
    expect(rest.status).toBe(201);
    // A receipt's line is the order line's goods, in its unit.
    expect(rest.body.lines[1]).toMatchObject({ orderLine: 2, kind: 'GOODS', unit: 'UM.0022' });
    // The parts add up to the line's discount to the sen.
    expect(rest.body.lines[0]!.discount).toBe('1500.00');
    const full = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${order.id}`, maker);
    expect(full.body.fulfillmentStatus).toBe('FULFILLED');

    const cancelled = await goodsReceipts.cancel(
      maker,
      first.body.id,
      'Barang cacat, dikembalikan',
    );
    expect(cancelled.body.status).toBe('CANCELLED');
    const listed = await call<GoodsReceiptListResponse>(
      'GET',
      `/goods-receipts?purchaseOrderId=${order.id}`,
      suite.reader,
    );
    expect(listed.body.items.map((item) => item.id)).toEqual([rest.body.id, first.body.id]);
    expect(listed.body.lines[0]).toEqual({
      position: 1,
      ordered: '10.0000',
      received: '6.0000',
      remaining: '4.0000',
    });
    const again = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${order.id}`, maker);
    expect(again.body.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
  });

  it('twenty receipts of one unit at the same instant, for a line of five: five are recorded, numbered without gaps', async () => {
    const order = await openOrder(maker, {
      orderDate: '2026-09-01',
      expectedDate: '2026-09-10',
      lines: [{ product: 'Pipa PVC 4"', quantity: '5', unitPrice: '85000.00', taxCode: 'PPN' }],
    });
    await expectFiveOfTwentyReceived(
      (body) => goodsReceipts.receive(maker, body),
      oneUnit(order, { receivedDate: '2026-09-02' }),
      '2026/09',
    );
  });
});

describe('what is refused', () => {
  it('bad input is refused on the field at fault and writes nothing', async () => {
    const order = await openOrder();
    const line = orderBody().lines[0]!;
    const orders: [Record<string, unknown>, string, string | undefined][] = [
      [orderBody({ lines: [] }), 'U-INV-DOC-1', 'lines'],
      [orderBody({ lines: [{ ...line, quantity: '-2' }] }), 'U-INV-DOC-2', 'lines.0.quantity'],
      [
        orderBody({ lines: [{ ...line, discount: '2500000.01' }] }),
        'U-INV-DOC-5',
        'lines.0.discount',
      ],
      [orderBody({ lines: [{ ...line, product: ' ' }] }), 'U-INV-DOC-11', 'lines.0.product'],
      [orderBody({ expectedDate: '2026-11-01' }), 'U-INV-PO-3', 'expectedDate'],
      [orderBody({ supplier: { id: supplier.id, name: '   ' } }), 'U-INV-PO-2', 'supplierId'],
    ];
    const ordersBefore = await count('purchase_orders');
    for (const [body, code, field] of orders) {
      const answer = await call('POST', '/purchase-orders', maker, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.error, JSON.stringify(body)).toMatchObject({ code, field });
    }
    expect(await count('purchase_orders')).toBe(ordersBefore);

    const receipts: [Record<string, unknown>, string, string][] = [
      [receipt(order, [{ orderLine: 1, quantity: '0' }]), 'U-INV-DOC-2', 'lines.0.quantity'],
      [receipt(order, [{ orderLine: 3, quantity: '1' }]), 'U-INV-DOC-12', 'lines.0.orderLine'],
      [oneUnit(order, { receivedDate: '2026-11-08' }), 'U-INV-GR-4', 'receivedDate'],
      [oneUnit(order, { receivedDate: addDays(jakartaToday(), 1) }), 'U-INV-GR-9', 'receivedDate'],
      [oneUnit(order, { salesOrderId: randomUUID() }), 'U-INV-GR-6', 'salesOrderId'],
      [
        { receivedDate: '2026-11-12', lines: [{ orderLine: 1, quantity: '1' }] },
        'U-INV-GR-6',
        'salesOrderId',
      ],
      [
        receipt({ id: randomUUID() }, [{ orderLine: 1, quantity: '1' }]),
        'U-INV-PO-1',
        'purchaseOrderId',
      ],
    ];
    const receiptsBefore = await count('goods_receipts');
    await goodsReceipts.refuses(maker, receipts);
    expect(await count('goods_receipts')).toBe(receiptsBefore);
  });

  it('another organisation’s order or receipt is not found; a missing permission is FORBIDDEN and writes nothing', async () => {
    const order = await openOrder();
    const made = await goodsReceipts.receive(maker, oneUnit(order));
    expect(made.status).toBe(201);

    expect((await call('GET', `/purchase-orders/${order.id}`, suite.outsider)).status).toBe(404);
    expect(
      (await call('GET', `/purchase-orders/${order.id}/revisions`, suite.outsider)).status,
    ).toBe(404);
    const batch = await call<{ items: unknown[] }>(
      'GET',
      `/purchase-orders/batch?ids=${order.id}`,
      suite.outsider,
    );
    expect(batch.body.items).toEqual([]);
    const cancelTheirs = await call('POST', `/purchase-orders/${order.id}/cancel`, suite.outsider, {
      reason: 'Bukan milik kami',
    });
    expect(cancelTheirs.status).toBe(404);
    const receiveTheirs = await goodsReceipts.receive(suite.outsider, oneUnit(order));
    expect(receiveTheirs.body.error).toMatchObject({
      code: 'U-INV-PO-1',
      field: 'purchaseOrderId',
    });
    expect((await goodsReceipts.read(suite.outsider, made.body.id)).status).toBe(404);
    expect(
      (await call('GET', `/goods-receipts?purchaseOrderId=${order.id}`, suite.outsider)).status,
    ).toBe(404);

    const ordersBefore = await count('purchase_orders');
    const receiptsBefore = await count('goods_receipts');
    for (const tokens of [suite.reader, salesOnly]) {
      const write = await call('POST', '/purchase-orders', tokens, orderBody());
      expect(write.status).toBe(403);
      expect(write.body.error?.code).toBe('FORBIDDEN');
      const close = await call('POST', `/purchase-orders/${order.id}/close`, tokens);
      expect(close.status).toBe(403);
      const receive = await goodsReceipts.receive(tokens, oneUnit(order));
      expect(receive.status).toBe(403);
      const cancel = await goodsReceipts.cancel(tokens, made.body.id, 'Tidak boleh');
      expect(cancel.status).toBe(403);
    }
    expect(await count('purchase_orders')).toBe(ordersBefore);
    expect(await count('goods_receipts')).toBe(receiptsBefore);

    // Reading a purchase order's receipt is reading purchase orders: the sales side sees none of it.
    expect((await goodsReceipts.read(suite.reader, made.body.id)).status).toBe(200);
    expect((await goodsReceipts.read(salesOnly, made.body.id)).status).toBe(403);
    const salesBatch = await call<{ items: unknown[] }>(
      'GET',
      `/goods-receipts/batch?ids=${made.body.id}`,
      salesOnly,
    );
    expect(salesBatch.body.items).toEqual([]);
    expect((await call('GET', `/purchase-orders/${order.id}`, salesOnly)).status).toBe(403);
    expect(
      (await call('GET', `/goods-receipts?purchaseOrderId=${order.id}`, salesOnly)).status,
    ).toBe(403);
    // The reader sees the receipt but may not cancel it: no action is offered.
    const seen = await goodsReceipts.read(suite.reader, made.body.id);
    expect(seen.body.actions).toEqual([]);
  });
});

describe('approval by a second person', () => {
  // An organisation of its own: its Orders settings require approval, which the orders above do not expect.
  let owner: Tokens;
  let author: Tokens;
  let approver: Tokens;
  let makerOnly: Tokens;
  let approvingOrg: string;
  const write = (tokens: Tokens = author) => openOrder(tokens);
  async function requireApproval(settings: {
    purchaseOrderApprovalRequired?: boolean;
    purchaseOrderApprovalThreshold?: string | null;
  }) {
    return ordersSettingsRest(suite.system, owner, settings);
  }

  beforeAll(async () => {
    const created = await createOrganization(suite.system, 'PT Pembeli Berjenjang');
    approvingOrg = created.organizationId;
    owner = await signInRest(suite.system, created.owner);
    author = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, approvingOrg, 'MAKER_APPROVER'),
    );
    approver = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, approvingOrg, 'APPROVER'),
    );
    makerOnly = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, approvingOrg, 'MAKER'),
    );
    const required = await requireApproval({ purchaseOrderApprovalRequired: true });
    expect(required.status, JSON.stringify(required.body)).toBe(200);
  });

  it('when approval is required, a new order waits for it: its author is not offered Approve and is refused as its author, a second member approves it, and then goods are received', async () => {
    const order = await write();
    expect(order).toMatchObject({
      status: 'PENDING_APPROVAL',
      approval: null,
      actions: ['reject', 'cancel'],
    });
    const own = await call('POST', `/purchase-orders/${order.id}/approve`, author);
    expect(own.status).toBe(409);
    expect(own.body.error?.code).toBe('U-INV-DOC-18');
    const seen = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${order.id}`, approver);
    expect(seen.body.actions).toEqual(['approve', 'reject', 'cancel']);
    const approved = await call<PurchaseOrderResponse>(
      'POST',
      `/purchase-orders/${order.id}/approve`,
      approver,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body).toMatchObject({
      status: 'OPEN',
      approval: { by: expect.any(String) },
      actions: ['cancel'],
    });
    const received = await goodsReceipts.receive(
      author,
      receipt(order, [{ orderLine: 1, quantity: '2' }]),
    );
    expect(received.status, JSON.stringify(received.body)).toBe(201);
    const history = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/purchase-orders/${order.id}/revisions`,
      approver,
    );
    expect(history.body.items.map((revision) => revision.action)).toEqual(['approve', 'CREATED']);
    expect(history.body.items[0]!.changes).toEqual([
      { field: 'status', before: 'PENDING_APPROVAL', after: 'OPEN' },
    ]);
  });

  it('when an order waits for approval, no goods are received against it and it cannot be closed; nothing is written', async () => {
    const order = await write();
    const receipts = async () =>
      Number(
        (
          await suite.system.invoicing.db
            .selectFrom('goods_receipts')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('organization_id', '=', approvingOrg)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const before = await receipts();
    const received = await goodsReceipts.receive(author, oneUnit(order));
    expect(received.status).toBe(409);
    expect(received.body.error).toMatchObject({
      code: 'U-INV-GR-8',
      field: 'purchaseOrderId',
      message: 'The order is waiting for approval: goods are received once it is approved.',
    });
    expect(await receipts()).toBe(before);
    const closed = await call('POST', `/purchase-orders/${order.id}/close`, author);
    expect(closed.status).toBe(409);
    expect(closed.body.error?.code).toBe('U-INV-DOC-9');
    const after = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${order.id}`, author);
    expect(after.body).toMatchObject({ status: 'PENDING_APPROVAL', version: 1 });
  });

  it('when an approver rejects an order, a reason is required, it is final and listed as rejected; a waiting order may be cancelled', async () => {
    const order = await write();
    const noReason = await call('POST', `/purchase-orders/${order.id}/reject`, approver, {
      reason: ' ',
    });
    expect(noReason.body.error).toMatchObject({ code: 'U-INV-DOC-10', field: 'reason' });
    const rejected = await call<PurchaseOrderResponse>(
      'POST',
      `/purchase-orders/${order.id}/reject`,
      approver,
      { reason: 'Harga di atas anggaran' },
    );
    expect(rejected.body).toMatchObject({
      status: 'REJECTED',
      rejection: { reason: 'Harga di atas anggaran', by: expect.any(String) },
      actions: [],
    });
    for (const [action, body] of [
      ['approve', undefined],
      ['close', undefined],
      ['cancel', { reason: 'Tidak jadi' }],
    ] as const) {
      const again = await call('POST', `/purchase-orders/${order.id}/${action}`, owner, body);
      expect(again.body.error?.code, action).toBe('U-INV-DOC-9');
    }
    const activity = await call<{ items: { action: string; description: { message: string } }[] }>(
      'GET',
      `/activity?entityIds=${order.id}`,
      owner,
    );
    expect(activity.body.items.map((item) => item.description.message)).toEqual([
      'PURCHASE_ORDER_REJECTED',
      'PURCHASE_ORDER_CREATED',
    ]);
    const listed = await call<PurchaseOrderListResponse>(
      'GET',
      '/purchase-orders?status=REJECTED',
      owner,
    );
    expect(listed.body.items.map(({ node }) => node.id)).toEqual([order.id]);
    const waiting = await write();
    const pending = await call<PurchaseOrderListResponse>(
      'GET',
      '/purchase-orders?status=PENDING_APPROVAL',
      owner,
    );
    expect(pending.body.items.map(({ node }) => node.id)).toContain(waiting.id);
    expect(pending.body.items.every(({ node }) => node.status === 'PENDING_APPROVAL')).toBe(true);
    const cancelled = await call<PurchaseOrderResponse>(
      'POST',
      `/purchase-orders/${waiting.id}/cancel`,
      makerOnly,
      { reason: 'Pemasok lain' },
    );
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'Pemasok lain' },
    });
  });

  it('when a threshold is set, an order below it is open at once and one at or above it waits', async () => {
    // The order's grand total is 2,822,227.00.
    try {
      expect(
        (
          await requireApproval({
            purchaseOrderApprovalRequired: true,
            purchaseOrderApprovalThreshold: '2822227.01',
          })
        ).status,
      ).toBe(200);
      expect((await write()).status).toBe('OPEN');
      // The threshold is in rupiah: the same figures in dollars cannot be weighed against it, so they wait.
      expect((await openOrder(author, { currency: 'USD' })).status).toBe('PENDING_APPROVAL');
      const at = await requireApproval({ purchaseOrderApprovalThreshold: '2822227' });
      expect(at.body).toMatchObject({
        orders: {
          purchaseOrderApprovalRequired: true,
          purchaseOrderApprovalThreshold: '2822227.00',
        },
      });
      expect((await write()).status).toBe('PENDING_APPROVAL');
      // Without approval required the threshold decides nothing.
      await requireApproval({ purchaseOrderApprovalRequired: false });
      expect((await write()).status).toBe('OPEN');
    } finally {
      const back = await requireApproval({
        purchaseOrderApprovalRequired: true,
        purchaseOrderApprovalThreshold: null,
      });
      expect(back.body).toMatchObject({
        orders: { purchaseOrderApprovalRequired: true, purchaseOrderApprovalThreshold: null },
      });
    }
  });

  it('when the threshold is not an amount, it is refused on its field and the settings stay as they were', async () => {
    for (const threshold of ['-1', '12.345', 'sepuluh juta', '1000000000000000.00', '1e6']) {
      const refused = await requireApproval({
        purchaseOrderApprovalRequired: false,
        purchaseOrderApprovalThreshold: threshold,
      });
      expect(refused.status, threshold).toBe(400);
      expect(refused.body.error, threshold).toMatchObject({
        code: 'U-ACC-ORG-14',
        field: 'purchaseOrderApprovalThreshold',
      });
    }
    const row = await suite.system.account.db
      .selectFrom('organizations')
      .select(['purchase_order_approval_required', 'purchase_order_approval_threshold'])
      .where('id', '=', approvingOrg)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({
      purchase_order_approval_required: true,
      purchase_order_approval_threshold: null,
    });
  });

  it('when twenty approvals of one order arrive at once, it moves once, with one activity entry', async () => {
    const order = await write();
    const second = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, approvingOrg, 'APPROVER'),
    );
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', `/purchase-orders/${order.id}/approve`, index % 2 ? approver : second),
      ),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-DOC-9')).toHaveLength(19);
    const activity = await call<{ items: { description: { message: string } }[] }>(
      'GET',
      `/activity?entityIds=${order.id}`,
      owner,
    );
    expect(activity.body.items.map((item) => item.description.message)).toEqual([
      'PURCHASE_ORDER_APPROVED',
      'PURCHASE_ORDER_CREATED',
    ]);
    const after = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${order.id}`, owner);
    expect(after.body).toMatchObject({ status: 'OPEN', version: 2 });
  });

  it('when another organisation asks, the order is not found; without purchase-orders:approve the move is FORBIDDEN; neither changes it', async () => {
    const order = await write();
    for (const [action, body] of [
      ['approve', undefined],
      ['reject', { reason: 'Bukan milik kami' }],
    ] as const) {
      const theirs = await call(
        'POST',
        `/purchase-orders/${order.id}/${action}`,
        suite.outsider,
        body,
      );
      expect(theirs.status, action).toBe(404);
      expect(theirs.body.error?.code, action).toBe('U-INV-PO-1');
      const forbidden = await call(
        'POST',
        `/purchase-orders/${order.id}/${action}`,
        makerOnly,
        body,
      );
      expect(forbidden.status, action).toBe(403);
      expect(forbidden.body.error?.code, action).toBe('FORBIDDEN');
    }
    const after = await call<PurchaseOrderResponse>('GET', `/purchase-orders/${order.id}`, owner);
    expect(after.body).toMatchObject({ status: 'PENDING_APPROVAL', version: 1 });
    const offered = await call<PurchaseOrderResponse>(
      'GET',
      `/purchase-orders/${order.id}`,
      makerOnly,
    );
    expect(offered.body.actions).toEqual(['cancel']);
  });
});
