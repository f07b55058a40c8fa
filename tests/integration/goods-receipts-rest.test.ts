import { randomUUID } from 'node:crypto';
import { addDays } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRevisionResponse } from '../../contracts/invoicing/documents.js';
import type {
  GoodsReceiptListResponse,
  GoodsReceiptResponse,
} from '../../contracts/invoicing/goods-receipts.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { createdRest, type Tokens } from '../support/factories.js';
import { documentsCount, insertActiveBuyer } from '../support/invoicing.js';
import { expectFiveOfTwentyReceived, goodsReceiptsRest } from '../support/goods-receipts.js';
import { organisationSuite } from '../support/organisation-suite.js';

/**
 * Goods receipts over the invoicing service's REST API, in the real system:
 * partial receipts with the order line's price, tax and discount in
 * proportion (a line's receipts adding up to it to the sen), never more than
 * ordered even under twenty receipts at the same instant, the order's
 * fulfillment derived from them, cancellation, bad input, tenancy and
 * permissions.
 */
const suite = organisationSuite({
  name: 'PT Pemasok Penerimaan',
  reader: ['sales-orders:read'],
  outsider: 'PT Lain Penerimaan',
});
let maker: Tokens;
let stranger: Tokens;

const call = suite.invoicing;
const goodsReceipts = goodsReceiptsRest(call);

/** An open order of two lines: 10 x 100,000.00 with PPN and 1,000.00 off, and 3 x 33,333.33 without PPN. */
async function openOrder(
  tokens: Tokens = maker,
  quantity = '10',
  orderDate = '2026-11-05',
): Promise<SalesOrderResponse> {
  const buyer = await insertActiveBuyer(suite.system.invoicing.db, tokens.organizationId);
  const made = await createdRest<SalesOrderResponse>(
    suite.system.invoicingUrl,
    '/sales-orders',
    tokens,
    {
      customerId: buyer,
      orderDate,
      lines: [
        {
          product: 'Semen Portland 50 kg',
          quantity,
          unitPrice: '100000.00',
          discount: '1000.00',
          taxCode: 'PPN',
        },
        { product: 'Jasa angkut', quantity: '3', unitPrice: '33333.33', taxCode: 'NO_PPN' },
      ],
    },
  );
  expect(made.status).toBe('OPEN');
  return made;
}

const receipt = (
  order: { id: string },
  lines: { orderLine: number; quantity: string }[],
  overrides: Record<string, unknown> = {},
) => ({ salesOrderId: order.id, receivedDate: '2026-11-10', lines, ...overrides });

/** A receipt of one unit of the order's first line. */
const oneUnit = (order: { id: string }, overrides: Record<string, unknown> = {}) =>
  receipt(order, [{ orderLine: 1, quantity: '1' }], overrides);

const receiptsCount = () =>
  documentsCount(suite.system.invoicing.db, 'goods_receipts', suite.organizationId);

beforeAll(async () => {
  maker = await suite.signedInMember('MAKER');
  stranger = await suite.signedInMember(['bills:read']);
});

describe('receiving an order in parts', () => {
  it('takes the order line’s price and tax, its discount in proportion, and the parts add up to the line to the sen; the order’s fulfillment follows', async () => {
    const order = await openOrder();
    const first = await goodsReceipts.recorded(
      maker,
      receipt(order, [
        { orderLine: 1, quantity: '4' },
        { orderLine: 2, quantity: '1' },
      ]),
    );
    expect(first.number).toMatch(/^GR\/2026\/11\/\d{4}$/);
    // 4 x 100,000.00 less 400.00 (4/10 of 1,000.00) = 399,600.00; 11/12 = 366,300.00; PPN 43,956.00.
    expect(first.lines[0]).toMatchObject({
      orderLine: 1,
      quantity: '4.0000',
      amount: '400000.00',
      discount: '400.00',
      taxBase: '399600.00',
      otherTaxBase: '366300.00',
      vat: '43956.00',
      total: '443556.00',
    });
    expect(first.lines[1]).toMatchObject({ orderLine: 2, vat: '0.00', total: '33333.33' });
    expect(first.totals.grandTotal).toBe('476889.33');
    expect(first.salesOrder).toEqual({ id: order.id, number: order.number });

    const partly = await call<SalesOrderResponse>('GET', `/sales-orders/${order.id}`, maker);
    expect(partly.body.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    const listed = await call<GoodsReceiptListResponse>(
      'GET',
      `/goods-receipts?salesOrderId=${order.id}`,
      suite.reader,
    );
    expect(listed.body.lines).toEqual([
      { position: 1, ordered: '10.0000', received: '4.0000', remaining: '6.0000' },
      { position: 2, ordered: '3.0000', received: '1.0000', remaining: '2.0000' },
    ]);

    // More than is left: refused on the line, naming what is left, and nothing is written.
    const before = await receiptsCount();
    const over = await goodsReceipts.receive(
      maker,
      receipt(order, [{ orderLine: 1, quantity: '6.0001' }]),
    );
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'U-INV-GR-3',
      field: 'lines.0.quantity',
      message: 'Line 1: only 6 of 10 are left to receive.',
      values: { line: '1', remaining: '6', ordered: '10' },
    });
    expect(await receiptsCount()).toBe(before);

    const rest = await goodsReceipts.recorded(
      maker,
      receipt(order, [
        { orderLine: 1, quantity: '6' },
        { orderLine: 2, quantity: '2' },
      ]),
    );
    // The receipt that completes the line takes what is left of its discount: 400.00 + 600.00 = 1,000.00.
    expect(rest.lines[0]).toMatchObject({ discount: '600.00', taxBase: '599400.00' });
    // 399,600.00 + 599,400.00: the order line's tax base.
    expect(order.lines[0]!.taxBase).toBe('999000.00');
    const full = await call<SalesOrderResponse>('GET', `/sales-orders/${order.id}`, maker);
    expect(full.body.fulfillmentStatus).toBe('FULFILLED');

    // Cancelled, the first receipt's quantities can be received again.
    const cancelled = await goodsReceipts.cancel(maker, first.id, 'Barang dikembalikan');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'Barang dikembalikan' },
      actions: [],
    });
    const again = await call<SalesOrderResponse>('GET', `/sales-orders/${order.id}`, maker);
    expect(again.body.fulfillmentStatus).toBe('PARTIALLY_FULFILLED');
    const twice = await goodsReceipts.cancel(maker, first.id, 'Lagi');
    expect(twice.body.error?.code).toBe('U-INV-DOC-9');
    const revisions = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/goods-receipts/${first.id}/revisions`,
      suite.reader,
    );
    expect(revisions.body.items.map((revision) => revision.action)).toEqual(['cancel', 'CREATED']);
  });

  it('twenty receipts of one unit at the same instant, for a line of five: five are recorded, numbered without gaps', async () => {
    // A month of its own, past (a receipt is never dated after today), so that its numbers start at 0001.
    const order = await openOrder(maker, '5', '2026-08-01');
    const made = await expectFiveOfTwentyReceived(
      (body) => goodsReceipts.receive(maker, body),
      oneUnit(order, { receivedDate: '2026-08-03' }),
      '2026/08',
    );
    // 1,000.00 off 5 units: 200.00 each, to the sen.
    expect(made.map((answer) => answer.body.lines[0]!.discount)).toEqual(Array(5).fill('200.00'));
  });
});

describe('what is refused', () => {
  it('bad input is refused on the field at fault and writes nothing', async () => {
    const order = await openOrder();
    const refusals: [Record<string, unknown>, string, string][] = [
      [receipt(order, []), 'U-INV-DOC-1', 'lines'],
      [receipt(order, [{ orderLine: 3, quantity: '1' }]), 'U-INV-DOC-12', 'lines.0.orderLine'],
      [
        receipt(order, [
          { orderLine: 1, quantity: '1' },
          { orderLine: 1, quantity: '1' },
        ]),
        'U-INV-DOC-13',
        'lines.1.orderLine',
      ],
      [receipt(order, [{ orderLine: 1, quantity: '-1' }]), 'U-INV-DOC-2', 'lines.0.quantity'],
      [receipt(order, [{ orderLine: 1, quantity: '0' }]), 'U-INV-DOC-2', 'lines.0.quantity'],
      [receipt(order, [{ orderLine: 1, quantity: '1.23456' }]), 'U-INV-DOC-2', 'lines.0.quantity'],
      [oneUnit(order, { receivedDate: '2026-11-04' }), 'U-INV-GR-4', 'receivedDate'],
      [oneUnit(order, { salesOrderId: randomUUID() }), 'U-INV-SO-1', 'salesOrderId'],
    ];
    const before = await receiptsCount();
    await goodsReceipts.refuses(maker, refusals);
    const cancelled = await call('POST', `/sales-orders/${order.id}/cancel`, maker, {
      reason: 'Pembeli membatalkan',
    });
    expect(cancelled.status).toBe(200);
    const closedOrder = await goodsReceipts.receive(maker, oneUnit(order));
    expect(closedOrder.body.error).toMatchObject({ code: 'U-INV-GR-2', field: 'salesOrderId' });
    expect(await receiptsCount()).toBe(before);

    const made = await goodsReceipts.receive(maker, oneUnit(await openOrder()));
    const noReason = await goodsReceipts.cancel(maker, made.body.id, ' ');
    expect(noReason.body.error).toMatchObject({ code: 'U-INV-DOC-10', field: 'reason' });
  });

  it('a receipt dated after today in Jakarta is refused on its date and writes nothing; one dated today is recorded', async () => {
    const order = await openOrder();
    const today = jakartaToday();
    const before = await receiptsCount();
    await goodsReceipts.refuses(maker, [
      [oneUnit(order, { receivedDate: addDays(today, 1) }), 'U-INV-GR-9', 'receivedDate'],
      [oneUnit(order, { receivedDate: '2099-01-01' }), 'U-INV-GR-9', 'receivedDate'],
    ]);
    const refused = await goodsReceipts.receive(
      maker,
      oneUnit(order, { receivedDate: '2099-01-01' }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.message).toBe('The received date cannot be in the future.');
    // Permission is asked before the date is read: a reader learns nothing from a date.
    const forbidden = await goodsReceipts.receive(
      suite.reader,
      oneUnit(order, { receivedDate: addDays(today, 1) }),
    );
    expect(forbidden.status).toBe(403);
    expect(await receiptsCount()).toBe(before);

    const made = await goodsReceipts.recorded(maker, oneUnit(order, { receivedDate: today }));
    expect(made.receivedDate).toBe(today);
    expect(await receiptsCount()).toBe(before + 1);
  });

  it('another organisation’s order or receipt is not found; a missing permission is FORBIDDEN and writes nothing', async () => {
    const order = await openOrder();
    const made = await goodsReceipts.receive(maker, oneUnit(order));
    expect(made.status).toBe(201);

    const theirs = await goodsReceipts.receive(suite.outsider, oneUnit(order));
    expect(theirs.body.error).toMatchObject({ code: 'U-INV-SO-1', field: 'salesOrderId' });
    expect((await goodsReceipts.read(suite.outsider, made.body.id)).status).toBe(404);
    expect((await goodsReceipts.read(maker, randomUUID())).status).toBe(404);
    expect(
      (await call('GET', `/goods-receipts?salesOrderId=${order.id}`, suite.outsider)).status,
    ).toBe(404);
    const cancelTheirs = await goodsReceipts.cancel(
      suite.outsider,
      made.body.id,
      'Bukan milik kami',
    );
    expect(cancelTheirs.status).toBe(404);
    const batch = await call<{ items: GoodsReceiptResponse[] }>(
      'GET',
      `/goods-receipts/batch?ids=${made.body.id}`,
      suite.outsider,
    );
    expect(batch.body.items).toEqual([]);

    const before = await receiptsCount();
    const forbidden = await goodsReceipts.receive(suite.reader, oneUnit(order));
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error?.code).toBe('FORBIDDEN');
    const cancelForbidden = await goodsReceipts.cancel(suite.reader, made.body.id, 'Tidak boleh');
    expect(cancelForbidden.status).toBe(403);
    expect(await receiptsCount()).toBe(before);
    expect((await goodsReceipts.read(suite.reader, made.body.id)).status).toBe(200);
    expect((await goodsReceipts.read(stranger, made.body.id)).status).toBe(403);
    expect((await call('GET', `/goods-receipts?salesOrderId=${order.id}`, stranger)).status).toBe(
      403,
    );
  });
});
