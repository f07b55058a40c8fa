import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentRevisionResponse } from '../../contracts/invoicing/documents.js';
import type {
  SalesOrderListResponse,
  SalesOrderResponse,
} from '../../contracts/invoicing/sales-orders.js';
import {
  addMember,
  addMemberInBuiltInRole,
  createdRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { documentsCount, insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { saveOrdersSettings } from '../support/orders-settings.js';

/**
 * Sales orders over the invoicing service's REST API, in the real system (the
 * Orders settings are the account service's): lines and PPN as Coretax
 * computes them, numbers without gaps, the credit limit counted once under
 * twenty orders at the same instant, the lifecycle's final statuses, tenancy
 * and permissions.
 */
const suite = organisationSuite({
  name: 'PT Pemasok Pesanan',
  reader: ['sales-orders:read'],
  outsider: 'PT Lain',
});
let maker: Tokens;
let approver: Tokens;

const call = suite.invoicing;
const created = (path: string, by: Tokens, body: unknown) =>
  createdRest(suite.system.invoicingUrl, path, by, body);

/** A buyer approved with `creditLimit`, in `organization` (approval itself is the customers' tests' subject). */
const activeBuyer = (organization: string, creditLimit = '1000000000.00') =>
  insertActiveBuyer(suite.system.invoicing.db, organization, { creditLimit });

const line = (overrides: Record<string, unknown> = {}) => ({
  product: 'Semen Portland 50 kg',
  quantity: '10',
  unitPrice: '100000.00',
  taxCode: 'PPN',
  ...overrides,
});

const order = (customerId: string, overrides: Record<string, unknown> = {}) => ({
  customerId,
  orderDate: '2026-11-05',
  lines: [line()],
  ...overrides,
});

/** An order the maker writes for a new buyer of the organisation: its id. */
const orderOfNewBuyer = async () =>
  (
    await call<SalesOrderResponse>(
      'POST',
      '/sales-orders',
      maker,
      order(await activeBuyer(suite.organizationId)),
    )
  ).body.id;

const ordersCount = (organization: string) =>
  documentsCount(suite.system.invoicing.db, 'sales_orders', organization);

const requireApproval = (tokens: Tokens, required: boolean) =>
  saveOrdersSettings(suite.system, tokens, { salesOrderApprovalRequired: required });

beforeAll(async () => {
  maker = await suite.signedInMember('MAKER');
  approver = await suite.signedInMember('APPROVER');
});

describe('writing a sales order', () => {
  it('numbers it, computes each line as Coretax does and stores the figures, and records who wrote it', async () => {
    const buyer = await activeBuyer(suite.organizationId);
    const made = await call<SalesOrderResponse>(
      'POST',
      '/sales-orders',
      maker,
      order(buyer, {
        poReference: 'PO-7781',
        requiredDate: '2026-11-20',
        documentDiscount: '100.00',
        lines: [
          line({ quantity: '1', unitPrice: '100000.00' }),
          line({
            product: 'Besi beton 10 mm',
            quantity: '1.5',
            unitPrice: '12345.67',
            discount: '518.51',
          }),
          line({ product: 'Jasa angkut', quantity: '1', unitPrice: '2500.00', taxCode: 'NO_PPN' }),
        ],
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      number: expect.stringMatching(/^SO\/2026\/11\/\d{4}$/),
      status: 'OPEN',
      fulfillmentStatus: 'UNFULFILLED',
      paymentStatus: 'UNPAID',
      poReference: 'PO-7781',
      requiredDate: '2026-11-20',
    });
    // 100,000.00, 18,518.51 - 518.51 = 18,000.00 (1.5 x 12,345.67 = 18,518.505, half up) and 2,500.00 are worth
    // 120,500.00: the 100.00 off the whole order is shared 82.98, 14.93 and 2.07 rounded down, and the two sen left
    // go to the largest remainders (82.9875, 14.9377): 82.99, 14.94, 2.07.
    expect(made.body.lines.map((one) => one.discount)).toEqual(['82.99', '533.45', '2.07']);
    expect(made.body.lines[0]).toMatchObject({
      quantity: '1.0000',
      amount: '100000.00',
      taxBase: '99917.01',
      otherTaxBase: '91590.59',
      vatRate: 12,
      vat: '10990.87',
      total: '110907.88',
    });
    expect(made.body.lines[2]).toMatchObject({ vatRate: 0, vat: '0.00', total: '2497.93' });
    expect(made.body.totals).toEqual({
      subtotal: '121018.51',
      documentDiscount: '100.00',
      discount: '618.51',
      taxBase: '120400.00',
      // 91,590.59 + 16,486.31 (17,985.06 x 11/12 = 16,486.305, half up) + 2,497.93 (no PPN: all of its base).
      otherTaxBase: '110574.83',
      // 10,990.87 + 1,978.36 (16,486.31 x 12% = 1,978.3572): the lines' PPN added, never the total taxed again.
      vat: '12969.23',
      // No luxury line: no PPnBM.
      luxuryTax: '0.00',
      grandTotal: '133369.23',
    });
    expect(made.body.actions).toEqual(['cancel', 'close']);
    const revisions = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/sales-orders/${made.body.id}/revisions`,
      suite.owner,
    );
    expect(revisions.body.items).toMatchObject([
      { action: 'CREATED', actorId: made.body.createdBy },
    ]);
  });

  it('refuses bad input with the field at fault, and writes nothing', async () => {
    const buyer = await activeBuyer(suite.organizationId);
    const before = await ordersCount(suite.organizationId);
    const refusals: [Record<string, unknown>, string, string][] = [
      [order(buyer, { lines: [line({ quantity: '-2' })] }), 'U-INV-DOC-2', 'lines.0.quantity'],
      [
        order(buyer, { lines: [line(), line({ quantity: '0' })] }),
        'U-INV-DOC-2',
        'lines.1.quantity',
      ],
      [
        order(buyer, { lines: [line({ unitPrice: '10.005' })] }),
        'U-INV-DOC-3',
        'lines.0.unitPrice',
      ],
      [
        order(buyer, { lines: [line({ quantity: '2', unitPrice: '100.00', discount: '200.01' })] }),
        'U-INV-DOC-5',
        'lines.0.discount',
      ],
      [order(buyer, { lines: [line({ product: '   ' })] }), 'U-INV-DOC-11', 'lines.0.product'],
      [
        order(buyer, { lines: [line(), line({ unit: 'UM.0040' })] }),
        'U-INV-DOC-17',
        'lines.1.unit',
      ],
      [order(buyer, { lines: [] }), 'U-INV-DOC-1', 'lines'],
      [order(buyer, { documentDiscount: '1000000.01' }), 'U-INV-DOC-8', 'documentDiscount'],
      [order(buyer, { requiredDate: '2026-11-04' }), 'U-INV-SO-3', 'requiredDate'],
      [order(randomUUID()), 'U-INV-SO-2', 'customerId'],
      [order(await activeBuyer(randomUUID())), 'U-INV-SO-2', 'customerId'],
    ];
    for (const [body, code, field] of refusals) {
      const answer = await call('POST', '/sales-orders', maker, body);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.body.error, JSON.stringify(body)).toMatchObject({ code, field });
    }
    const { error } = (await call('POST', '/sales-orders', maker, refusals[1]![0])).body;
    expect(error?.message).toBe(
      'Line 2: the quantity is a number above 0 with at most four decimals.',
    );
    // What fills the message's slot, for a client that words it in its own language.
    expect(error?.values).toEqual({ line: '2' });
    expect(await ordersCount(suite.organizationId)).toBe(before);
  });
});

describe('the credit limit', () => {
  it('refuses an order that would take the buyer over it, naming the limit and the amount over; cancelled orders no longer count', async () => {
    const buyer = await activeBuyer(suite.organizationId, '2000000.00');
    // Each order: 10 x 100,000.00 = 1,000,000.00 + PPN 110,000.00 = 1,110,000.00.
    const first = await call<SalesOrderResponse>('POST', '/sales-orders', maker, order(buyer));
    expect(first.status).toBe(201);
    const over = await call('POST', '/sales-orders', maker, order(buyer));
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({ code: 'U-INV-SO-4', field: 'lines' });
    expect(over.body.error?.message).toMatch(
      /over its credit limit of IDR 2,000,000\.00: its open orders and unpaid invoices less its credit, with this one, come to IDR 2,220,000\.00, IDR 220,000\.00 over\.$/,
    );
    // The same figures, unwritten, for a client that words the message in its own language.
    expect(over.body.error?.values).toMatchObject({
      currency: 'IDR',
      limit: '2000000.00',
      exposure: '2220000.00',
      over: '220000.00',
    });
    const cancelled = await call('POST', `/sales-orders/${first.body.id}/cancel`, maker, {
      reason: 'Pembeli membatalkan',
    });
    expect(cancelled.status).toBe(200);
    expect((await call('POST', '/sales-orders', maker, order(buyer))).status).toBe(201);
  });

  it('a buyer without a limit (0.00, as approving without one leaves it) is not checked: its orders are taken, however large', async () => {
    const buyer = await activeBuyer(suite.organizationId, '0.00');
    const large = line({ quantity: '1000', unitPrice: '9999999.99' });
    for (const lines of [[line()], [large]]) {
      const made = await call<SalesOrderResponse>('POST', '/sales-orders', maker, {
        ...order(buyer),
        lines,
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
    }
  });

  it('counts the buyer’s credit against what it owes: money it paid and no invoice took leaves room for an order of as much', async () => {
    const buyer = await activeBuyer(suite.organizationId, '2000000.00');
    await created('/sales-orders', maker, order(buyer));
    // Paid ahead, allocated to nothing: 300,000.00 the buyer has to its credit.
    await created('/invoice-payments', suite.owner, {
      customerId: buyer,
      paymentDate: '2026-11-20',
      amount: '300000.00',
      method: 'BANK_TRANSFER',
    });
    // 1,110,000.00 on order, less 300,000.00 of credit, with this one: 1,920,000.00, within 2,000,000.00.
    await created('/sales-orders', maker, order(buyer));
    const third = await call('POST', '/sales-orders', maker, order(buyer));
    expect(third.status).toBe(409);
    expect(third.body.error?.values).toMatchObject({
      limit: '2000000.00',
      exposure: '3030000.00',
      over: '1030000.00',
    });
  });

  it('twenty orders at the same instant for one buyer: the limit is counted once, and the numbers have no gap', async () => {
    const buyer = await activeBuyer(suite.organizationId, '5550000.00');
    const month = { orderDate: '2027-03-10' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<SalesOrderResponse>('POST', '/sales-orders', maker, order(buyer, month)),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-SO-4')).toHaveLength(15);
    // The first orders of March 2027 in this organisation: 0001 to 0005.
    expect(made.map((answer) => answer.body.number).toSorted()).toEqual(
      [1, 2, 3, 4, 5].map((sequence) => `SO/2027/03/${String(sequence).padStart(4, '0')}`),
    );
  });
});

describe('a draft order', () => {
  const submit = (id: string, by: Tokens = maker) =>
    call<SalesOrderResponse>('POST', `/sales-orders/${id}/submit`, by);
  const draftOf = async (buyer: string) =>
    (await call<SalesOrderResponse>('POST', '/sales-orders', maker, order(buyer, { draft: true })))
      .body;

  it('reserves none of its buyer’s credit, is counted when submitted, and goes where a new order would: open, or waiting for approval', async () => {
    // Each order: 1,110,000.00. Two drafts and an order come to 3,330,000.00, over the limit; the order alone does not.
    const buyer = await activeBuyer(suite.organizationId, '2500000.00');
    const [first, second] = [await draftOf(buyer), await draftOf(buyer)];
    expect(first).toMatchObject({ status: 'DRAFT', actions: ['submit', 'cancel'] });
    const placed = await call<SalesOrderResponse>('POST', '/sales-orders', maker, order(buyer));
    expect(placed.body.status).toBe('OPEN');
    expect((await submit(first.id)).body).toMatchObject({ status: 'OPEN', version: 2 });
    const over = await submit(second.id);
    expect([over.status, over.body.error?.code]).toEqual([409, 'U-INV-SO-4']);
    expect(over.body.error?.values).toMatchObject({ exposure: '3330000.00', over: '830000.00' });
    const kept = await call<SalesOrderResponse>('GET', `/sales-orders/${second.id}`, maker);
    expect(kept.body).toMatchObject({ status: 'DRAFT', version: 1 });
    await call('POST', `/sales-orders/${placed.body.id}/cancel`, maker, { reason: 'Diganti' });
    await requireApproval(suite.owner, true);
    try {
      expect((await submit(second.id)).body.status).toBe('PENDING_APPROVAL');
    } finally {
      await requireApproval(suite.owner, false);
    }
    expect((await submit(second.id)).body.error?.code).toBe('U-INV-DOC-9');
    const revisions = await call<{ items: { action: string; changes: unknown[] }[] }>(
      'GET',
      `/sales-orders/${second.id}/revisions`,
      maker,
    );
    expect(revisions.body.items[0]).toMatchObject({
      action: 'submit',
      changes: [{ field: 'status', before: 'DRAFT', after: 'PENDING_APPROVAL' }],
    });
  });

  it('is edited on its version through the documents’ kernel: its figures as an order written with them, each line’s change in its revision', async () => {
    const [buyer, twinBuyer] = await Promise.all([
      activeBuyer(suite.organizationId),
      activeBuyer(suite.organizationId),
    ]);
    const draft = await draftOf(buyer);
    const asked = {
      lines: [
        line({ quantity: '12' }),
        line({ product: 'Pasir', quantity: '2', unitPrice: '50000' }),
      ],
      documentDiscount: '10000',
    };
    const edited = await call<SalesOrderResponse>('PATCH', `/sales-orders/${draft.id}`, maker, {
      ...asked,
      poReference: ' PO-9 ',
      version: 1,
    });
    const twin = await call<SalesOrderResponse>(
      'POST',
      '/sales-orders',
      maker,
      order(twinBuyer, asked),
    );
    expect(edited.body).toMatchObject({
      status: 'DRAFT',
      poReference: 'PO-9',
      version: 2,
      lines: twin.body.lines,
      totals: twin.body.totals,
    });
    const revisions = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/sales-orders/${draft.id}/revisions`,
      maker,
    );
    expect(revisions.body.items[0]).toMatchObject({
      action: 'revise',
      changes: [
        { field: 'poReference', before: null, after: 'PO-9' },
        { field: 'line', before: '10 × Semen Portland 50 kg', after: '12 × Semen Portland 50 kg' },
        { field: 'line', before: null, after: '2 × Pasir' },
        { field: 'documentDiscount', before: '0.00', after: '10000.00' },
        {
          field: 'grandTotal',
          before: draft.totals.grandTotal,
          after: twin.body.totals.grandTotal,
        },
      ],
    });
    // The same edit again changes nothing, and writes nothing: no version, no revision.
    const again = await call<SalesOrderResponse>('PATCH', `/sales-orders/${draft.id}`, maker, {
      ...asked,
      poReference: 'PO-9',
      version: 2,
    });
    expect(again.body.version).toBe(2);
  });

  it('refuses a stale version, a discount without lines, a bad line or date, a reader, another organisation and a submitted order; nothing is written', async () => {
    const draft = await draftOf(await activeBuyer(suite.organizationId));
    const refusals: [Record<string, unknown>, Tokens, number, string][] = [
      [{ version: 2, notes: 'x' }, maker, 409, 'U-INV-SO-21'],
      [{ version: 1, documentDiscount: '100' }, maker, 400, 'U-INV-SO-22'],
      [
        { version: 1, notes: 'x', lines: [line(), line({ quantity: '1,5' })] },
        maker,
        400,
        'U-INV-DOC-2',
      ],
      [{ version: 1, requiredDate: '2026-11-01' }, maker, 400, 'U-INV-SO-3'],
      [{ version: 1, notes: 'x' }, suite.reader, 403, 'FORBIDDEN'],
      [{ version: 1, notes: 'x' }, suite.outsider, 404, 'U-INV-SO-1'],
    ];
    for (const [body, who, status, code] of refusals) {
      const refused = await call('PATCH', `/sales-orders/${draft.id}`, who, body);
      expect([refused.status, refused.body.error?.code], code).toEqual([status, code]);
    }
    const kept = await call<SalesOrderResponse>('GET', `/sales-orders/${draft.id}`, maker);
    expect(kept.body).toEqual(draft);
    const history = await call<{ items: DocumentRevisionResponse[] }>(
      'GET',
      `/sales-orders/${draft.id}/revisions`,
      maker,
    );
    expect(history.body.items.map((revision) => revision.action)).toEqual(['CREATED']);
    await submit(draft.id);
    const submitted = await call('PATCH', `/sales-orders/${draft.id}`, maker, {
      version: 2,
      notes: 'x',
    });
    expect([submitted.status, submitted.body.error?.code]).toEqual([409, 'U-INV-SO-20']);
  });

  it('twenty drafts of one buyer submitted at the same instant: its limit is counted once', async () => {
    const buyer = await activeBuyer(suite.organizationId, '5550000.00');
    const drafts = await Promise.all(Array.from({ length: 20 }, () => draftOf(buyer)));
    const answers = await Promise.all(drafts.map((draft) => submit(draft.id)));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-SO-4')).toHaveLength(15);
  });

  it('is submitted by no reader and found by no other organisation; nothing is invoiced of it', async () => {
    const buyer = await activeBuyer(suite.organizationId);
    const draft = await draftOf(buyer);
    expect((await submit(draft.id, suite.reader)).body.error?.code).toBe('FORBIDDEN');
    expect((await submit(draft.id, suite.outsider)).body.error?.code).toBe('U-INV-SO-1');
    const invoiced = await call('POST', '/sales-invoices', suite.owner, {
      salesOrderId: draft.id,
      invoiceDate: '2026-11-06',
      lines: [{ orderLine: 1, quantity: '1' }],
    });
    expect(invoiced.body.error?.code).toBe('U-INV-SI-2');
    const kept = await call<SalesOrderResponse>('GET', `/sales-orders/${draft.id}`, maker);
    expect(kept.body).toMatchObject({ status: 'DRAFT', version: 1 });
  });
});

describe('the lifecycle', () => {
  it('with approval required an order waits for it; the approver approves, a maker may not; rejection and cancellation need a reason; a final order changes no more', async () => {
    await requireApproval(suite.owner, true);
    try {
      const buyer = await activeBuyer(suite.organizationId);
      const waiting = await call<SalesOrderResponse>('POST', '/sales-orders', maker, order(buyer));
      expect(waiting.body).toMatchObject({ status: 'PENDING_APPROVAL', actions: ['cancel'] });
      const id = waiting.body.id;
      expect((await call('POST', `/sales-orders/${id}/approve`, maker)).status).toBe(403);
      const approved = await call<SalesOrderResponse>(
        'POST',
        `/sales-orders/${id}/approve`,
        approver,
      );
      expect(approved.body).toMatchObject({ status: 'OPEN', approval: { by: expect.any(String) } });
      const again = await call('POST', `/sales-orders/${id}/approve`, approver);
      expect(again.body.error).toMatchObject({ code: 'U-INV-DOC-9' });

      const rejectedOne = (
        await call<SalesOrderResponse>('POST', '/sales-orders', maker, order(buyer))
      ).body.id;
      const noReason = await call('POST', `/sales-orders/${rejectedOne}/reject`, approver, {
        reason: '  ',
      });
      expect(noReason.body.error).toMatchObject({ code: 'U-INV-DOC-10', field: 'reason' });
      const rejected = await call<SalesOrderResponse>(
        'POST',
        `/sales-orders/${rejectedOne}/reject`,
        approver,
        { reason: 'Harga belum disepakati' },
      );
      expect(rejected.body).toMatchObject({
        status: 'REJECTED',
        rejection: { reason: 'Harga belum disepakati' },
        actions: [],
      });
      for (const action of ['approve', 'close'])
        expect(
          (await call('POST', `/sales-orders/${rejectedOne}/${action}`, suite.owner)).body.error,
        ).toMatchObject({ code: 'U-INV-DOC-9' });
      expect(
        (await call('POST', `/sales-orders/${rejectedOne}/cancel`, suite.owner, { reason: 'x' }))
          .body.error,
      ).toMatchObject({ code: 'U-INV-DOC-9' });

      const closed = await call<SalesOrderResponse>('POST', `/sales-orders/${id}/close`, maker);
      expect(closed.body).toMatchObject({ status: 'CLOSED', closure: { by: expect.any(String) } });
      // Open screens hear of the move with the status it moved to.
      const { payload } = await suite.system.invoicing.db
        .selectFrom('outbox')
        .select('payload')
        .where('subject_id', '=', id)
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow();
      expect(payload).toMatchObject({ type: 'sales-order.changed', change: 'CLOSED' });
      const history = await call<{ items: DocumentRevisionResponse[] }>(
        'GET',
        `/sales-orders/${id}/revisions`,
        suite.reader,
      );
      expect(history.body.items.map((revision) => revision.action)).toEqual([
        'close',
        'approve',
        'CREATED',
      ]);
      expect(history.body.items[0]!.changes).toEqual([
        { field: 'status', before: 'OPEN', after: 'CLOSED' },
      ]);

      const open = await call<SalesOrderListResponse>(
        'GET',
        '/sales-orders?status=OPEN',
        suite.reader,
      );
      expect(
        open.body.items.every(({ node }) => ['PENDING_APPROVAL', 'OPEN'].includes(node.status)),
      ).toBe(true);
      const rejectedList = await call<SalesOrderListResponse>(
        'GET',
        '/sales-orders?status=REJECTED',
        suite.reader,
      );
      expect(rejectedList.body.items.map(({ node }) => node.id)).toContain(rejectedOne);
      expect(rejectedList.body.items.every(({ node }) => node.status === 'REJECTED')).toBe(true);
    } finally {
      await requireApproval(suite.owner, false);
    }
  });

  it('two approvers approving the same order at once: one approves, the other is told its status moved on', async () => {
    await requireApproval(suite.owner, true);
    try {
      const second = await signInRest(
        suite.system,
        await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER'),
      );
      const id = await orderOfNewBuyer();
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          call('POST', `/sales-orders/${id}/approve`, index % 2 ? approver : second),
        ),
      );
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
      expect(answers.filter((answer) => answer.body.error?.code === 'U-INV-DOC-9')).toHaveLength(
        19,
      );
      const history = await call<{ items: DocumentRevisionResponse[] }>(
        'GET',
        `/sales-orders/${id}/revisions`,
        suite.owner,
      );
      expect(history.body.items.filter((revision) => revision.action === 'approve')).toHaveLength(
        1,
      );
    } finally {
      await requireApproval(suite.owner, false);
    }
  });
});

describe('tenancy and permissions', () => {
  it('another organisation’s order is not found, and is never listed', async () => {
    const id = await orderOfNewBuyer();
    expect((await call('GET', `/sales-orders/${id}`, suite.outsider)).status).toBe(404);
    expect((await call('GET', `/sales-orders/${id}/revisions`, suite.outsider)).status).toBe(404);
    expect((await call('POST', `/sales-orders/${id}/close`, suite.outsider)).status).toBe(404);
    expect(
      (await call('POST', `/sales-orders/${id}/cancel`, suite.outsider, { reason: 'x' })).status,
    ).toBe(404);
    const theirs = await call<SalesOrderListResponse>('GET', '/sales-orders', suite.outsider);
    expect(theirs.body.items.map(({ node }) => node.id)).not.toContain(id);
    expect((await call('GET', `/sales-orders/${id}`, suite.owner)).status).toBe(200);
  });

  it('a member without the permission is FORBIDDEN and changes nothing', async () => {
    const id = await orderOfNewBuyer();
    const nobody = await signInRest(
      suite.system,
      await addMember(suite.system, suite.organizationId, ['customers:read']),
    );
    expect((await call('GET', '/sales-orders', nobody)).status).toBe(403);
    expect((await call('GET', `/sales-orders/${id}`, nobody)).status).toBe(403);
    const before = await ordersCount(suite.organizationId);
    expect(
      (
        await call(
          'POST',
          '/sales-orders',
          suite.reader,
          order(await activeBuyer(suite.organizationId)),
        )
      ).status,
    ).toBe(403);
    expect(await ordersCount(suite.organizationId)).toBe(before);
    expect((await call('POST', `/sales-orders/${id}/close`, suite.reader)).status).toBe(403);
    expect((await call('POST', `/sales-orders/${id}/close`, approver)).status).toBe(403);
    expect(
      (await call<SalesOrderResponse>('GET', `/sales-orders/${id}`, suite.reader)).body,
    ).toMatchObject({
      status: 'OPEN',
      actions: [],
    });
  });
});
