import { beforeAll, describe, expect, it } from 'vitest';
import type { PurchaseOrderResponse } from '../../contracts/invoicing/purchase-orders.js';
import type { BillEdge, BillResponse } from '../../contracts/treasury/bills.js';
import {
  callRest,
  createCounterpartyRest,
  createdRest,
  type Tokens,
} from '../support/factories.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { ordersSettingsRest, saveOrdersSettings } from '../support/orders-settings.js';
import { allowSelfApproval } from '../support/factories.js';
import {
  approveOrdersRest,
  approverRest,
  memberWithApp,
  payingOrganisationRest,
  type Approver,
  type MemberWithApp,
} from '../support/payments.js';
import { signedInClient } from '../support/graphql-client.js';
import { send, TRANSPORTS } from '../support/transports.js';
import { globalId } from './tenancy/seeds.js';
import { TEST_DATE } from '../support/system.js';

/**
 * Treasury bills made from purchase orders and their goods receipts (the
 * three-way match), over the services' REST APIs in the real system: the
 * treasury asks the invoicing service over HTTP, which records what each bill
 * bills of the order under its row lock. Lines default to what is received and
 * not billed, at the order's prices, in its currency; over-billing is refused
 * even under twenty bills at the same instant; differences from what was
 * received or the order's price are flagged; cancelling releases; tenancy and
 * permissions.
 */
const suite = organisationSuite({
  name: 'PT Tiga Arah',
  reader: ['bills:read', 'purchase-orders:read'],
  outsider: 'PT Lain Tagihan',
});
let maker: Tokens;
let supplier: { id: string; name: string };

const treasury = (method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<BillEdge & BillResponse & { error?: { code: string; field?: string } }>(
    suite.system.treasuryUrl,
    method,
    path,
    tokens,
    body,
  );

const STEEL = {
  ...{ product: 'Baja ringan C75', quantity: '10', unitPrice: '250000.00' },
  ...{ discount: '2500.00', taxCode: 'PPN' },
};
const SCREWS = {
  product: 'Sekrup roofing',
  quantity: '4',
  unitPrice: '12500.50',
  taxCode: 'NO_PPN',
};

/** An open order: 10 x 250,000.00 with PPN and 2,500.00 off, and 4 x 12,500.50 without PPN. */
const openOrder = (overrides: Record<string, unknown> = {}) =>
  createdRest<PurchaseOrderResponse>(suite.system.invoicingUrl, '/purchase-orders', maker, {
    supplier,
    orderDate: '2026-11-09',
    lines: [STEEL, SCREWS],
    ...overrides,
  });

const receive = (order: { id: string }, orderLine: number, quantity: string) =>
  createdRest<{ id: string }>(suite.system.invoicingUrl, '/goods-receipts', maker, {
    purchaseOrderId: order.id,
    receivedDate: '2026-11-12',
    lines: [{ orderLine, quantity }],
  });

const billBody = (order: { id: string }, overrides: Record<string, unknown> = {}) => ({
  purchaseOrderId: order.id,
  date: '2026-11-13',
  dueDate: '2026-12-13',
  category: 'INVENTORY',
  ...overrides,
});

const makeBill = (order: { id: string }, overrides: Record<string, unknown> = {}, by = maker) =>
  treasury('POST', '/bills/from-purchase-order', by, billBody(order, overrides));

const readOrder = async (order: { id: string }) =>
  (
    await callRest<PurchaseOrderResponse>(
      suite.system.invoicingUrl,
      'GET',
      `/purchase-orders/${order.id}`,
      maker,
    )
  ).body;

const billsOf = (order: { id: string }) =>
  suite.system.treasury.db
    .selectFrom('bills')
    .select(['id', 'status'])
    .where('organization_id', '=', suite.organizationId)
    .where('purchase_order_id', '=', order.id)
    .execute();

beforeAll(async () => {
  maker = await suite.signedInMember('MAKER');
  const counterparty = await createCounterpartyRest(suite.system, suite.owner, {
    legalName: 'PT Baja Nusantara',
    alias: 'Baja Nusantara',
  });
  supplier = { id: counterparty.id, name: counterparty.legalName };
});

describe('a bill made from a purchase order', () => {
  it('bills what was received and not billed yet, at the order’s price and tax, from its supplier; the order counts it as billed', async () => {
    const order = await openOrder();
    await receive(order, 1, '4');
    const made = await makeBill(order, { number: 'INV-BN-0001' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 4 x 250,000.00 less 1,000.00 (4/10 of 2,500.00) = 999,000.00; PPN 12% of 11/12 = 109,890.00.
    expect(made.body.node).toMatchObject({
      number: 'INV-BN-0001',
      status: 'CREATED',
      counterpartyId: supplier.id,
      amount: '1108890.00',
      currency: 'IDR',
      purchaseOrder: { id: order.id, number: order.number },
      matchStatus: 'MATCHED',
      matchLines: [
        {
          position: 1,
          orderLine: 1,
          product: 'Baja ringan C75',
          quantity: '4.0000',
          unitPrice: '250000.00',
          orderedUnitPrice: '250000.00',
          ordered: '10.0000',
          received: '4.0000',
          billedBefore: '0.0000',
          taxBase: '999000.00',
          vat: '109890.00',
          total: '1108890.00',
          quantityDifference: false,
          priceDifference: false,
        },
      ],
    });
    expect((await readOrder(order)).lineMatches[0]).toMatchObject({
      received: '4.0000',
      billed: '4.0000',
      toBill: '0.0000',
    });
    // Read again, and listed, the bill says the same.
    const read = await treasury('GET', `/bills/${made.body.node.id}`, suite.reader);
    expect(read.body.matchLines).toHaveLength(1);

    // Nothing received is left to bill; a bill made from an order is not changed field by field.
    const again = await makeBill(order);
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'U-INV-PO-6', field: 'purchaseOrderId' });
    const changed = await treasury('PUT', `/bills/${made.body.node.id}`, maker, {
      date: '2026-11-13',
      dueDate: '2026-12-13',
      category: 'INVENTORY',
      counterpartyId: supplier.id,
      amount: '1.00',
    });
    expect(changed.body.error?.code).toBe('U-TRSY-BL-21');
    expect(await billsOf(order)).toHaveLength(1);
  });

  it('when a bill bills more than was received or above the order’s price, its lines are flagged; more than was ordered is refused and writes nothing; a cancelled bill releases its lines', async () => {
    const order = await openOrder();
    await receive(order, 1, '4');
    const over = await makeBill(order, { lines: [{ orderLine: 1, quantity: '10.0001' }] });
    expect(over.status).toBe(409);
    expect(over.body.error).toMatchObject({
      code: 'U-INV-PO-5',
      field: 'lines.0.quantity',
      values: { line: '1', billable: '10.0000', ordered: '10.0000' },
    });
    expect(await billsOf(order)).toHaveLength(0);

    const made = await makeBill(order, {
      lines: [{ orderLine: 1, quantity: '6', unitPrice: '260000.00' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.node).toMatchObject({
      matchStatus: 'DIFFERENCES',
      matchLines: [
        {
          quantity: '6.0000',
          unitPrice: '260000.00',
          orderedUnitPrice: '250000.00',
          received: '4.0000',
          quantityDifference: true,
          priceDifference: true,
        },
      ],
    });
    const rest = await makeBill(order, { lines: [{ orderLine: 1, quantity: '4.0001' }] });
    expect(rest.body.error).toMatchObject({ code: 'U-INV-PO-5', values: { billable: '4.0000' } });

    const cancelled = await treasury('POST', `/bills/${made.body.node.id}/cancel`, maker, {
      reason: 'Harga tidak sesuai penawaran',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect((await readOrder(order)).lineMatches[0]).toMatchObject({ billed: '0.0000' });
    const billed = await makeBill(order);
    expect(billed.body.node.matchLines[0]).toMatchObject({ quantity: '4.0000' });
  });

  it('with the Orders settings’ tolerances, a bill may go past the order by that much, and is flagged only beyond them; a tolerance that is not a percentage is refused', async () => {
    for (const [field, value] of [
      ['billQuantityTolerance', '100.01'],
      ['billPriceTolerance', '-1'],
      ['billQuantityTolerance', '2.555'],
    ] as const) {
      const refused = await ordersSettingsRest(suite.system, suite.owner, { [field]: value });
      expect(refused.status, value).toBe(400);
      expect(refused.body.error, value).toMatchObject({ code: 'U-INV-PO-9', field });
    }
    await saveOrdersSettings(suite.system, suite.owner, {
      billQuantityTolerance: '10',
      billPriceTolerance: '5',
    });
    try {
      const order = await openOrder();
      await receive(order, 1, '10');
      // 10% over 10 ordered: 11 may be billed; 1 over what was received is within 10%, 262,500.00 within 5% of the price.
      const over = await makeBill(order, { lines: [{ orderLine: 1, quantity: '11.0001' }] });
      expect(over.body.error).toMatchObject({
        code: 'U-INV-PO-5',
        values: { billable: '11.0000' },
      });
      const made = await makeBill(order, {
        lines: [{ orderLine: 1, quantity: '11', unitPrice: '262500.00' }],
      });
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      expect(made.body.node).toMatchObject({
        matchStatus: 'MATCHED',
        matchLines: [{ quantity: '11.0000', quantityDifference: false, priceDifference: false }],
      });
    } finally {
      await saveOrdersSettings(suite.system, suite.owner, {
        billQuantityTolerance: '0',
        billPriceTolerance: '0',
      });
    }
  });

  it('reads its match live: a tolerance changed, a receipt recorded after the bill and one cancelled show on the bill and its batch; the invoicing service answers no other organisation and no member without bills:read', async () => {
    const order = await openOrder();
    await receive(order, 1, '4');
    const made = await makeBill(order, { lines: [{ orderLine: 1, quantity: '6' }] });
    expect(made.body.node).toMatchObject({
      matchStatus: 'DIFFERENCES',
      matchLines: [{ received: '4.0000', quantityDifference: true }],
    });
    const id = made.body.node.id;
    const read = async () => (await treasury('GET', `/bills/${id}`, maker)).body;
    // Half as much again as was received may be billed: 6 of 4 is within it, while the tolerance stands.
    await saveOrdersSettings(suite.system, suite.owner, { billQuantityTolerance: '50' });
    try {
      expect(await read()).toMatchObject({
        matchStatus: 'MATCHED',
        matchLines: [{ received: '4.0000', quantityDifference: false }],
      });
    } finally {
      await saveOrdersSettings(suite.system, suite.owner, { billQuantityTolerance: '0' });
    }
    expect((await read()).matchStatus).toBe('DIFFERENCES');

    // The rest arrives after the bill: the bill is matched, on its page and in a batch.
    await receive(order, 1, '3');
    const extra = await receive(order, 1, '2');
    expect(await read()).toMatchObject({
      matchStatus: 'MATCHED',
      matchLines: [{ received: '9.0000', billedBefore: '0.0000', quantityDifference: false }],
    });
    const cancelled = await callRest(
      suite.system.invoicingUrl,
      'POST',
      `/goods-receipts/${extra.id}/cancel`,
      maker,
      { reason: 'Salah catat' },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const batch = await callRest<{ items: BillResponse[] }>(
      suite.system.treasuryUrl,
      'GET',
      `/bills/batch?ids=${id}`,
      maker,
    );
    expect(batch.body.items).toMatchObject([
      { id, matchStatus: 'MATCHED', matchLines: [{ received: '7.0000' }] },
    ]);

    const matches = (by: Tokens) =>
      callRest<{ items: unknown[]; error?: { code: string } }>(
        suite.system.invoicingUrl,
        'GET',
        `/purchase-orders/bill-matches?ids=${id}`,
        by,
      );
    expect((await matches(suite.outsider)).body).toEqual({ items: [] });
    const noBills = await suite.signedInMember(['purchase-orders:read']);
    expect((await matches(noBills)).status).toBe(403);
  });

  it.each(TRANSPORTS)(
    'over GraphQL (%s), a bill shows a goods receipt recorded after it: DIFFERENCES, then MATCHED',
    async (transport) => {
      const client = await suite.memberClient('MAKER');
      const order = await openOrder();
      await receive(order, 1, '4');
      const made = await makeBill(order, { lines: [{ orderLine: 1, quantity: '6' }] });
      const read = async () =>
        (
          await send<{ node: { matchStatus: string; matchLines: { received: string }[] } }>(
            transport,
            client,
            'query ($id: ID!) { node(id: $id) { ... on Bill { matchStatus matchLines { received } } } }',
            { id: globalId('Bill', made.body.node.id) },
          )
        ).data?.node;
      expect(await read()).toEqual({
        matchStatus: 'DIFFERENCES',
        matchLines: [{ received: '4.0000' }],
      });
      await receive(order, 1, '2');
      expect(await read()).toEqual({
        matchStatus: 'MATCHED',
        matchLines: [{ received: '6.0000' }],
      });
    },
  );

  it('an order in US dollars makes a bill in US dollars', async () => {
    const order = await openOrder({
      currency: 'USD',
      lines: [{ product: 'Servo motor', quantity: '3', unitPrice: '1250.50', taxCode: 'PPN' }],
    });
    await receive(order, 1, '3');
    const made = await makeBill(order);
    // 3 x 1,250.50 = 3,751.50; PPN 12% of 11/12 = 412.67.
    expect(made.body.node).toMatchObject({ currency: 'USD', amount: '4164.17' });
  });

  it('twenty bills of one unit each at the same instant, of a line of five: five are made and the rest refused, never more billed than ordered', async () => {
    const order = await openOrder({
      lines: [{ product: 'Genset 5 kVA', quantity: '5', unitPrice: '9000000', taxCode: 'PPN' }],
    });
    await receive(order, 1, '5');
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        makeBill(order, { lines: [{ orderLine: 1, quantity: '1' }] }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused.map((answer) => answer.body.error?.code)).toEqual(
      Array.from({ length: 15 }, () => 'U-INV-PO-5'),
    );
    expect(await billsOf(order)).toHaveLength(5);
    expect((await readOrder(order)).lineMatches[0]).toMatchObject({ billed: '5.0000' });
  });

  it('an order waiting for approval is not billed; another organisation’s order is not found; without bills:create it is FORBIDDEN; nothing is written', async () => {
    const order = await openOrder();
    await receive(order, 1, '1');
    // Waiting for approval, as an order above the Orders settings' threshold would be.
    const waiting = await suite.system.invoicing.db
      .updateTable('purchase_orders')
      .set({ status: 'PENDING_APPROVAL' })
      .where('id', '=', (await openOrder()).id)
      .returning('id')
      .executeTakeFirstOrThrow();
    const notApproved = await makeBill(waiting);
    expect(notApproved.body.error).toMatchObject({ code: 'U-INV-PO-4', field: 'purchaseOrderId' });

    const theirs = await makeBill(order, {}, suite.outsider);
    expect(theirs.status).toBe(404);
    expect(theirs.body.error?.code).toBe('U-INV-PO-1');
    const forbidden = await makeBill(order, {}, suite.reader);
    expect(forbidden.status).toBe(403);
    expect(await billsOf(order)).toHaveLength(0);
    expect((await readOrder(order)).lineMatches[0]).toMatchObject({ billed: '0.0000' });
  });
});

describe('paying a bill made from a purchase order', () => {
  // An organisation of its own that can pay, whose controls let makers approve their own payments.
  let payer: Awaited<ReturnType<typeof payingOrganisationRest>>;
  let first: Awaited<ReturnType<typeof approverRest>>;
  let second: Awaited<ReturnType<typeof approverRest>>;
  let graphqlMaker: MemberWithApp;

  beforeAll(async () => {
    payer = await payingOrganisationRest(suite.system);
    await allowSelfApproval(suite.system, payer.organizationId);
    first = await approverRest(suite.system, payer.organizationId, 'MAKER_APPROVER');
    second = await approverRest(suite.system, payer.organizationId, 'MAKER_APPROVER');
    graphqlMaker = await memberWithApp(suite.system, payer.organizationId, 'MAKER_APPROVER');
  });

  /** An order of 10 x 100,000.00 without PPN from the payee, 4 received, and an approved bill of `quantity` of it. */
  const approvedBill = async (quantity: string) => {
    const invoicing = suite.system.invoicingUrl;
    const order = await createdRest<PurchaseOrderResponse>(
      invoicing,
      '/purchase-orders',
      payer.owner,
      {
        supplier: { id: payer.counterpartyId, name: 'PT PENERIMA DANA' },
        orderDate: '2026-11-09',
        lines: [
          { product: 'Panel surya 550 Wp', quantity: '10', unitPrice: '100000', taxCode: 'NO_PPN' },
        ],
      },
    );
    await createdRest(invoicing, '/goods-receipts', payer.owner, {
      purchaseOrderId: order.id,
      receivedDate: '2026-11-12',
      lines: [{ orderLine: 1, quantity: '4' }],
    });
    const made = await treasury(
      'POST',
      '/bills/from-purchase-order',
      payer.owner,
      billBody(order, {
        lines: [{ orderLine: 1, quantity }],
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const id = made.body.node.id;
    await treasury('POST', `/bills/${id}/submit`, payer.owner);
    const approved = await treasury('POST', `/bills/${id}/approve`, payer.owner);
    expect(approved.body.status).toBe('APPROVED');
    return approved.body;
  };
  /** A BI-FAST payment of the whole bill to its supplier. */
  const paymentOf = (bill: BillResponse) => ({
    sourceAccountId: payer.source,
    counterpartyBankAccountId: payer.payeeAccount,
    method: 'BI_FAST',
    amount: bill.amount,
    paymentDate: TEST_DATE,
    billId: bill.id,
  });

  it('over REST, a payment of a bill that bills more than was received waits for another member, even where makers may approve their own; a matched bill’s payment its maker approves; a second member of the same role approves the other', async () => {
    const pay = async (bill: BillResponse) => {
      const made = await callRest<{ node: { id: string } }>(
        suite.system.treasuryUrl,
        'POST',
        '/payment-orders',
        first.tokens,
        {
          kind: 'PAYMENT',
          ...paymentOf(bill),
        },
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.node.id;
    };
    const over = await approvedBill('6');
    expect(over).toMatchObject({ matchStatus: 'DIFFERENCES', amount: '600000.00' });
    const matched = await approvedBill('4');
    expect(matched).toMatchObject({ matchStatus: 'MATCHED', amount: '400000.00' });
    const [overPayment, matchedPayment] = [await pay(over), await pay(matched)];

    const own = await approveOrdersRest(
      suite.system,
      first.tokens,
      [overPayment, matchedPayment],
      first.code(),
    );
    expect(own.body.results.map((result) => result.error?.code ?? result.order?.status)).toEqual([
      'U-TRSY-TRF-26',
      expect.stringMatching(/^(IN_PROGRESS|SCHEDULED|SENT)$/),
    ]);
    const byAnother = await approveOrdersRest(
      suite.system,
      second.tokens,
      [overPayment],
      second.code(),
    );
    expect(byAnother.body.results[0]?.error).toBeNull();
    expect(byAnother.body.results[0]?.order?.status).not.toBe('NEEDS_APPROVAL');
  });

  it('an approval reads the bill’s match as it stands then: a tolerance lowered after the payment was made refuses its maker, also among twenty approvals at once (one completes it, never the maker’s); a receipt recorded after lets the maker approve', async () => {
    // Each member has two codes: one maker for each payment, and nineteen other approvers.
    const [makerA, makerB, ...others] = await Promise.all([
      approverRest(suite.system, payer.organizationId, 'MAKER_APPROVER'),
      approverRest(suite.system, payer.organizationId, 'MAKER_APPROVER'),
      ...Array.from({ length: 19 }, () => approverRest(suite.system, payer.organizationId)),
    ]);
    const makePayment = async (bill: BillResponse, first: Approver & { userId: string }) => {
      const made = await callRest<{ node: { id: string } }>(
        suite.system.treasuryUrl,
        'POST',
        '/payment-orders',
        first.tokens,
        { kind: 'PAYMENT', ...paymentOf(bill) },
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.node.id;
    };
    const outcome = (answer: Awaited<ReturnType<typeof approveOrdersRest>>) => {
      const [result] = answer.body.results;
      return result?.error?.code ?? (result?.order?.status === 'NEEDS_APPROVAL' ? '' : 'DONE');
    };
    const byMaker = async (id: string, first: Approver) =>
      outcome(await approveOrdersRest(suite.system, first.tokens, [id], first.code()));
    const allAtOnce = async (id: string, first: Approver) =>
      (
        await Promise.all(
          [first, ...others].map((member) =>
            approveOrdersRest(suite.system, member.tokens, [id], member.code()),
          ),
        )
      ).map(outcome);
    const approvers = (id: string) =>
      suite.system.treasury.db
        .selectFrom('payment_approvals')
        .select('approver_id')
        .where('payment_order_id', '=', id)
        .execute();

    // Made within half again as much as received: the maker may approve it, until the tolerance is lowered.
    await saveOrdersSettings(suite.system, payer.owner, { billQuantityTolerance: '50' });
    let withinTolerance: BillResponse;
    try {
      withinTolerance = await approvedBill('6');
      expect(withinTolerance.matchStatus).toBe('MATCHED');
    } finally {
      await saveOrdersSettings(suite.system, payer.owner, { billQuantityTolerance: '0' });
    }
    const lowered = await makePayment(withinTolerance, makerA!);
    expect(await byMaker(lowered, makerA!)).toBe('U-TRSY-TRF-26');
    const atOnce = await allAtOnce(lowered, makerA!);
    // The maker's is refused as theirs, or as too late once another's completed it.
    expect(['U-TRSY-TRF-26', 'U-TRSY-TRF-5']).toContain(atOnce[0]);
    expect(atOnce.filter((code) => code === 'DONE')).toHaveLength(1);
    const given = await approvers(lowered);
    expect(given).toHaveLength(1);
    expect(given[0]!.approver_id).not.toBe(makerA!.userId);

    // Billed past what was received, until the rest arrives after the payment is made.
    const over = await approvedBill('6');
    const payment = await makePayment(over, makerB!);
    await createdRest(suite.system.invoicingUrl, '/goods-receipts', payer.owner, {
      purchaseOrderId: over.purchaseOrder!.id,
      receivedDate: '2026-11-12',
      lines: [{ orderLine: 1, quantity: '2' }],
    });
    expect(await byMaker(payment, makerB!)).toBe('DONE');
    expect(await approvers(payment)).toEqual([{ approver_id: makerB!.userId }]);
  });

  it.each(TRANSPORTS)(
    'over GraphQL (%s), the maker of such a payment is told another member approves it',
    async (transport) => {
      const over = await approvedBill('5');
      const made = await send<{
        paymentCreate: { payment: { id: string } | null; userErrors: unknown[] };
      }>(
        transport,
        graphqlMaker.client,
        'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { field code } } }',
        {
          input: {
            ...paymentOf(over),
            sourceAccountId: globalId('BankAccount', payer.source),
            billId: globalId('Bill', over.id),
          },
        },
      );
      expect(made.data?.paymentCreate.userErrors).toEqual([]);
      const read = await send<{
        node: { viewerCanApprove: boolean; viewerApprovalBlock: { code: string } | null };
      }>(
        transport,
        graphqlMaker.client,
        'query ($id: ID!) { node(id: $id) { ... on Payment { viewerCanApprove viewerApprovalBlock { code } } } }',
        { id: made.data!.paymentCreate.payment!.id },
      );
      expect(read.data?.node).toEqual({
        viewerCanApprove: false,
        viewerApprovalBlock: { code: 'U-TRSY-TRF-26' },
      });
    },
  );
});

describe('a goods receipt whose quantity a bill covers', () => {
  const cancelReceipt = (receipt: { id: string }, by = maker) =>
    callRest<{ status?: string; error?: { code: string; message: string; values?: unknown } }>(
      suite.system.invoicingUrl,
      'POST',
      `/goods-receipts/${receipt.id}/cancel`,
      by,
      { reason: 'Salah catat' },
    );
  const receiptStatus = async (receipt: { id: string }) =>
    (
      await suite.system.invoicing.db
        .selectFrom('goods_receipts')
        .select('status')
        .where('id', '=', receipt.id)
        .executeTakeFirstOrThrow()
    ).status;

  it('is not cancelled: the refusal names the bill by its number, or by its date when it has none; once other receipts make up for it, or the bill is cancelled, it is', async () => {
    const order = await openOrder();
    const first = await receive(order, 1, '4');
    await makeBill(order, { number: 'INV-BN-0100' });
    const refused = await cancelReceipt(first);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({
      code: 'U-INV-GR-10',
      message:
        'Line 1: what this receipt received is billed by bill INV-BN-0100. Cancel the bill first.',
    });
    expect(await receiptStatus(first)).toBe('RECEIVED');
    expect((await readOrder(order)).lineMatches[0]).toMatchObject({ received: '4.0000' });
    // A second receipt of the same quantity covers what the bill bills: the first may go.
    await receive(order, 1, '4');
    expect((await cancelReceipt(first)).status).toBe(200);

    const other = await openOrder();
    const receipt = await receive(other, 2, '4');
    const bill = await makeBill(other);
    const withoutNumber = await cancelReceipt(receipt);
    expect(withoutNumber.body.error).toMatchObject({
      code: 'U-INV-GR-11',
      message:
        'Line 2: what this receipt received is billed by the bill of 2026-11-13. Cancel the bill first.',
    });
    await treasury('POST', `/bills/${bill.body.node.id}/cancel`, maker, { reason: 'Salah' });
    expect((await cancelReceipt(receipt)).status).toBe(200);
  });

  it('twenty in ten parallel runs, each a bill of what is received then a cancel of one of ten receipts: never more billed than the receipts left standing', async () => {
    const order = await openOrder({
      lines: [{ product: 'Genset 5 kVA', quantity: '10', unitPrice: '9000000', taxCode: 'PPN' }],
    });
    const receipts = [];
    for (let unit = 0; unit < 10; unit += 1) receipts.push(await receive(order, 1, '1'));
    // Ten at once, each a bill and then a cancel of one receipt, so that cancels run beside other bills: each bill
    // bills all that is received and not billed yet; each cancel would take one unit away.
    const answers = (
      await Promise.all(
        receipts.map(async (receipt) => {
          const bill = await makeBill(order);
          return [bill, await cancelReceipt(receipt)];
        }),
      )
    ).flat();
    const refusals = answers.filter((answer) => answer.status >= 400);
    // A bill finds nothing left to bill; a cancel finds its unit billed (by a bill without a number).
    const codes = refusals.map((answer) => answer.body.error?.code);
    expect(codes.filter((code) => code !== 'U-INV-PO-6' && code !== 'U-INV-GR-11')).toEqual([]);
    const standing = (await Promise.all(receipts.map((receipt) => receiptStatus(receipt)))).filter(
      (status) => status === 'RECEIVED',
    ).length;
    const cancels = answers.filter((_, index) => index % 2 === 1);
    expect(standing).toBe(cancels.filter((answer) => answer.status !== 200).length);
    const line = (await readOrder(order)).lineMatches[0]!;
    expect(line.received).toBe(`${standing}.0000`);
    // What the bills bill stays within what the receipts left standing received.
    expect(line.billed).toMatch(/^\d+\.0000$/);
    expect(BigInt(line.billed.split('.')[0]!)).toBeLessThanOrEqual(BigInt(standing));
    expect(await billsOf(order)).toHaveLength(
      answers.filter((answer, index) => index % 2 === 0 && answer.status === 201).length,
    );
  });

  it.each(TRANSPORTS)(
    'over GraphQL (%s), its cancel answers U-INV-GR-10 naming the bill; another organisation’s receipt is not found; a reader is FORBIDDEN',
    async (transport) => {
      const order = await openOrder();
      const receipt = await receive(order, 1, '2');
      await makeBill(order, { number: `INV-GQL-${transport}` });
      const CANCEL = `mutation ($input: GoodsReceiptCancelInput!) {
        goodsReceiptCancel(input: $input) { goodsReceipt { status } userErrors { code message } }
      }`;
      const input = { goodsReceiptId: globalId('GoodsReceipt', receipt.id), reason: 'Salah catat' };
      const refused = await send<{
        goodsReceiptCancel: { goodsReceipt: unknown; userErrors: unknown[] };
      }>(transport, await suite.memberClient('MAKER'), CANCEL, { input });
      expect(refused.data?.goodsReceiptCancel).toEqual({
        goodsReceipt: null,
        userErrors: [
          {
            code: 'U-INV-GR-10',
            message: `Line 1: what this receipt received is billed by bill INV-GQL-${transport}. Cancel the bill first.`,
          },
        ],
      });
      const outsider = await signedInClient(suite.system.url, suite.outsiderCredentials);
      const theirs = await send<{ goodsReceiptCancel: { userErrors: { code: string }[] } }>(
        transport,
        outsider,
        CANCEL,
        { input },
      );
      expect(theirs.data?.goodsReceiptCancel.userErrors[0]?.code).toBe('U-INV-GR-1');
      const reader = await suite.memberClient(['purchase-orders:read']);
      const forbidden = await send(transport, reader, CANCEL, { input });
      expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await receiptStatus(receipt)).toBe('RECEIVED');
    },
  );
});
