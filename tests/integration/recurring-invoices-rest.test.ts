import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { organisationSuite } from '../support/organisation-suite.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { rowsOf } from '../support/database.js';
import { activityOf } from '../support/activity.js';
import * as factories from '../support/factories.js';
import { addDays, addMonths } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import type { RecurringInvoiceResponse } from '../../contracts/invoicing/recurring-invoices.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';

type Tokens = factories.Tokens;

/**
 * Recurring invoices over the invoicing service's REST API, in the real
 * system: a template of a standing order checked as an invoice's lines are,
 * the daily run (called as the job calls it, with the day it means: the
 * test system's schedule is off) writing each due period once as a DRAFT
 * invoice that then goes through approval as any invoice, the next date on
 * the buyer's billing cycle, twenty runs and twenty "issue now" at once, a
 * period skipped with its reason, pause, resume and removal, bad input,
 * tenancy and permissions. "Today" is the real day in Jakarta.
 */
const suite = organisationSuite({
  name: 'PT Langganan Berulang',
  reader: ['invoices:read', 'sales-orders:read'],
  outsider: 'PT Lain Berulang',
});
const call = suite.invoicing;
/** An organisation that sells on standing orders: one member writes, another approves. */
type Seller = { organizationId: string; writer: Tokens; approver: Tokens };
let seller: Seller;
let writer: Tokens;
const today = jakartaToday();
/** 31 January of next year: a monthly template from it meets a short February. */
const nextJanuary31 = `${Number(today.slice(0, 4)) + 1}-01-31`;

beforeAll(async () => {
  const [first, second] = await Promise.all([
    suite.signedInMember('MAKER_APPROVER'),
    suite.signedInMember('MAKER_APPROVER'),
  ]);
  seller = { organizationId: suite.organizationId, writer: first, approver: second };
  writer = first;
});

/**
 * An organisation of its own, for a test of the runs: a run invoices every due template of its
 * organisation, and the other tests' templates are not this one's to count.
 */
async function ownSeller(name: string): Promise<Seller> {
  const { organizationId } = await factories.createOrganization(suite.system, name);
  const [first, second] = await Promise.all(
    [1, 2].map(async () =>
      factories.signInRest(
        suite.system,
        await factories.addMemberInBuiltInRole(suite.system, organizationId, 'MAKER_APPROVER'),
      ),
    ),
  );
  return { organizationId, writer: first!, approver: second! };
}

const db = () => suite.system.invoicing.db;

/**
 * A standing order of an active buyer invoiced monthly (or on `cycle`): 12 months of hosting at
 * 1,500,000.00 and 24 hours of support at 250,000.00, both with PPN (one faktur holds one transaction code).
 */
async function standingOrder(
  cycle?: 'PER_ORDER' | 'WEEKLY',
  by: Seller = seller,
  supportTax: 'PPN' | 'NO_PPN' = 'PPN',
): Promise<SalesOrderResponse> {
  const buyer = await insertActiveBuyer(db(), by.organizationId);
  if (cycle)
    await db()
      .updateTable('customers')
      .set({ billing_cycle: cycle })
      .where('id', '=', buyer)
      .execute();
  return factories.createdRest<SalesOrderResponse>(
    suite.system.invoicingUrl,
    '/sales-orders',
    by.writer,
    {
      customerId: buyer,
      orderDate: today,
      lines: [
        { product: 'Sewa server bulanan', quantity: '12', unitPrice: '1500000.00', taxCode: 'PPN' },
        {
          product: 'Dukungan teknis',
          quantity: '24',
          unitPrice: '250000.00',
          taxCode: supportTax,
          kind: 'SERVICE',
        },
      ],
    },
  );
}

/** A template of the order set up by the writer: a month of hosting and two hours of support each period, from today. */
const setUp = (
  order: SalesOrderResponse,
  body: Record<string, unknown> = {},
  by: Tokens = writer,
) =>
  call<RecurringInvoiceResponse>('POST', '/recurring-invoices', by, {
    salesOrderId: order.id,
    lines: [
      { orderLine: 1, quantity: '1' },
      { orderLine: 2, quantity: '2' },
    ],
    nextDate: today,
    ...body,
  });

async function template(
  order: SalesOrderResponse,
  body: Record<string, unknown> = {},
  by: Tokens = writer,
) {
  const answer = await setUp(order, body, by);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return answer.body;
}

/** The run of the organisation's recurring invoices on `day` at 08:00 in Jakarta, as the daily job runs it. */
const runOn = (day: string, by: Seller = seller) =>
  suite.system.invoicing.recurringInvoices.run(
    by.organizationId,
    new Date(`${day}T08:00:00+07:00`),
  );

/** The invoices a template wrote, by period. */
const invoicesOf = (templateId: string) =>
  rowsOf(
    db(),
    sql<{ id: string; status: string; invoice_date: string; period: string; grand_total: string }>`
      select id, status, invoice_date::text, recurring_period::text as period, grand_total::text
      from sales_invoices where recurring_invoice_id = ${templateId} order by recurring_period`,
  );

const read = (id: string, by: Tokens = writer) =>
  call<RecurringInvoiceResponse>('GET', `/recurring-invoices/${id}`, by);

const templatesCount = async () =>
  (
    await rowsOf(
      db(),
      sql<{ count: number }>`select count(*)::int as count from recurring_invoices
        where organization_id = ${suite.organizationId}`,
    )
  )[0]!.count;

describe('a recurring invoice', () => {
  it('is set up for a standing order, showing the next period’s invoice as it will be written; read with invoices:read and by no other organisation', async () => {
    const order = await standingOrder();
    const created = await template(order, { count: 6, notes: 'Tagihan bulanan' });
    expect(created).toMatchObject({
      customer: { status: 'ACTIVE', billingCycle: 'MONTHLY' },
      salesOrder: { id: order.id, number: order.number, status: 'OPEN' },
      currency: 'IDR',
      nextDate: today,
      count: 6,
      issuedCount: 0,
      status: 'ACTIVE',
      notes: 'Tagihan bulanan',
      skipped: null,
      lastInvoice: null,
      version: 1,
    });
    // Other tax base 11/12 of 1,500,000.00 = 1,375,000.00 and of 500,000.00 = 458,333.33; PPN 12% of them
    // 165,000.00 and 55,000.00.
    expect(created.preview?.totals).toEqual({
      subtotal: '2000000.00',
      documentDiscount: '0.00',
      discount: '0.00',
      taxBase: '2000000.00',
      otherTaxBase: '1833333.33',
      vat: '220000.00',
      luxuryTax: '0.00',
      grandTotal: '2220000.00',
    });
    const listed = await call<{ items: RecurringInvoiceResponse[] }>(
      'GET',
      '/recurring-invoices',
      suite.reader,
    );
    expect(listed.body.items.map((item) => item.id)).toContain(created.id);
    expect((await read(created.id, suite.reader)).status).toBe(200);
    const outside = await read(created.id, suite.outsider);
    expect([outside.status, outside.body.error?.code]).toEqual([404, 'U-INV-REC-1']);
    const forbidden = await setUp(order, {}, suite.reader);
    expect([forbidden.status, forbidden.body.error?.code]).toEqual([403, 'FORBIDDEN']);
    expect((await activityOf(db(), created.id)).map((entry) => entry.summary)).toEqual([
      `Recurring invoice for sales order ${order.number} of ${created.customer.name} set up, first on ${today}`,
    ]);
  });

  it('is refused, writing nothing, for a missing or another organisation’s order, a buyer not active or invoiced per order, past or crossed dates, and lines the order cannot give', async () => {
    const order = await standingOrder();
    const perOrder = await standingOrder('PER_ORDER');
    const mixed = await standingOrder(undefined, seller, 'NO_PPN');
    const inactive = await standingOrder();
    await db()
      .updateTable('customers')
      .set({ status: 'DEACTIVATED', deactivated_at: new Date(), deactivation_reason: 'Tutup' })
      .where('id', '=', inactive.customer.id)
      .execute();
    const before = await templatesCount();
    const refusals: [
      SalesOrderResponse | { id: string },
      Record<string, unknown>,
      number,
      string,
      string?,
    ][] = [
      [{ id: randomUUID() }, {}, 400, 'U-INV-REC-2', 'salesOrderId'],
      [perOrder, {}, 409, 'U-INV-REC-5', 'salesOrderId'],
      [inactive, {}, 409, 'U-INV-REC-4', 'salesOrderId'],
      [order, { nextDate: addDays(today, -1) }, 400, 'U-INV-REC-6', 'nextDate'],
      [order, { endDate: addDays(today, -1) }, 400, 'U-INV-REC-7', 'endDate'],
      [
        order,
        { lines: [{ orderLine: 3, quantity: '1' }] },
        400,
        'U-INV-DOC-12',
        'lines.0.orderLine',
      ],
      [
        order,
        { lines: [{ orderLine: 1, quantity: '1,5' }] },
        400,
        'U-INV-DOC-2',
        'lines.0.quantity',
      ],
      [
        order,
        { lines: [{ orderLine: 1, quantity: '13' }] },
        409,
        'U-INV-REC-13',
        'lines.0.quantity',
      ],
      // A period's draft with and without PPN could never be submitted: one faktur, one transaction code.
      [mixed, {}, 409, 'U-INV-SI-43', 'lines'],
    ];
    for (const [target, body, status, code, field] of refusals) {
      const refused = await setUp(target as SalesOrderResponse, body);
      expect([refused.status, refused.body.error?.code, refused.body.error?.field], code).toEqual([
        status,
        code,
        field,
      ]);
    }
    const tooMuch = await setUp(order, { lines: [{ orderLine: 1, quantity: '13' }] });
    expect(tooMuch.body.error?.message).toBe(
      'Line 1: only 12 of 12 is left to invoice on the order.',
    );
    const outsiders = await setUp(order, {}, suite.outsider);
    expect([outsiders.status, outsiders.body.error?.code]).toEqual([400, 'U-INV-REC-2']);
    expect(await templatesCount()).toBe(before);
  });
});

describe('the daily run', () => {
  it('writes each due period once as a draft invoice of the order, on the buyer’s month from the 31st, catches up the periods it missed, and ends at its count', async () => {
    const own = await ownSeller('PT Sewa Bulanan');
    const order = await standingOrder(undefined, own);
    const created = await template(
      order,
      {
        nextDate: nextJanuary31,
        count: 3,
        paymentTermDays: 14,
      },
      own.writer,
    );
    expect(await runOn(addDays(nextJanuary31, -1), own)).toBe(0);
    expect(await runOn(nextJanuary31, own)).toBe(1);
    expect(await runOn(nextJanuary31, own)).toBe(0);
    const february = addMonths(nextJanuary31, 1);
    expect((await read(created.id, own.writer)).body).toMatchObject({
      nextDate: february,
      issuedCount: 1,
    });
    // Two months later: February's and March's periods, March back on the 31st.
    const march31 = nextJanuary31.replace('-01-31', '-03-31');
    expect(await runOn(march31, own)).toBe(2);
    const invoices = await invoicesOf(created.id);
    expect(
      invoices.map((invoice) => [invoice.period, invoice.invoice_date, invoice.status]),
    ).toEqual([
      [nextJanuary31, nextJanuary31, 'DRAFT'],
      [february, february, 'DRAFT'],
      [march31, march31, 'DRAFT'],
    ]);
    expect(invoices.every((invoice) => invoice.grand_total === '2220000.00')).toBe(true);
    const ended = (await read(created.id, own.writer)).body;
    expect(ended).toMatchObject({
      status: 'ENDED',
      issuedCount: 3,
      lastInvoice: { id: invoices[2]!.id, period: march31 },
    });
    expect(await runOn(addMonths(march31, 1), own)).toBe(0);
    // The draft is any invoice: its author submits it, another member approves and issues it.
    const draft = (
      await call<SalesInvoiceResponse>('GET', `/sales-invoices/${invoices[0]!.id}`, own.writer)
    ).body;
    expect(draft).toMatchObject({
      status: 'DRAFT',
      salesOrder: { id: order.id },
      paymentTermDays: 14,
      dueDate: addDays(nextJanuary31, 14),
    });
    expect(draft.lines.map((line) => [line.product, line.quantity, line.total])).toEqual([
      ['Sewa server bulanan', '1.0000', '1665000.00'],
      ['Dukungan teknis', '2.0000', '555000.00'],
    ]);
    expect((await call('POST', `/sales-invoices/${draft.id}/submit`, own.writer)).status).toBe(200);
    const issued = await call<SalesInvoiceResponse>(
      'POST',
      `/sales-invoices/${draft.id}/approve`,
      own.approver,
    );
    expect(issued.body).toMatchObject({ status: 'ISSUED' });
    expect(issued.body.number).toMatch(/^INV\//);
    const log = (await activityOf(db(), created.id)).map((entry) => entry.summary);
    expect(log.at(-1)).toBe(
      `Recurring invoice for sales order ${order.number} of ${created.customer.name}: draft of ${march31} written, IDR 2220000.00`,
    );
  });

  it('stops after its end date: a weekly template ending ten days after its first writes two periods, then ends', async () => {
    const own = await ownSeller('PT Sewa Berakhir');
    const order = await standingOrder('WEEKLY', own);
    const endDate = addDays(nextJanuary31, 10);
    const created = await template(order, { nextDate: nextJanuary31, endDate }, own.writer);
    expect(await runOn(addDays(nextJanuary31, 30), own)).toBe(2);
    expect((await read(created.id, own.writer)).body).toMatchObject({
      status: 'ENDED',
      issuedCount: 2,
      nextDate: addDays(nextJanuary31, 14),
      endDate,
    });
    expect((await invoicesOf(created.id)).map((invoice) => invoice.period)).toEqual([
      nextJanuary31,
      addDays(nextJanuary31, 7),
    ]);
    expect(await runOn(addDays(nextJanuary31, 60), own)).toBe(0);
  });

  it('twenty runs at the same instant write the period once; twenty "issue now" of the next period write it once and refuse the rest', async () => {
    const own = await ownSeller('PT Sewa Mingguan');
    const order = await standingOrder('WEEKLY', own);
    const created = await template(order, {}, own.writer);
    const runs = await Promise.all(Array.from({ length: 20 }, () => runOn(today, own)));
    expect(runs.reduce((sum, count) => sum + count, 0)).toBe(1);
    const nextWeek = addDays(today, 7);
    expect((await read(created.id, own.writer)).body).toMatchObject({
      nextDate: nextWeek,
      issuedCount: 1,
    });
    const issues = await Promise.all(
      Array.from({ length: 20 }, () =>
        call<RecurringInvoiceResponse>(
          'POST',
          `/recurring-invoices/${created.id}/issue`,
          own.writer,
          {
            period: nextWeek,
          },
        ),
      ),
    );
    expect(issues.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = issues.filter((answer) => answer.status !== 200);
    expect(new Set(refused.map((answer) => `${answer.status} ${answer.body.error?.code}`))).toEqual(
      new Set(['409 U-INV-REC-12']),
    );
    expect(refused[0]!.body.error?.message).toBe(
      `The period of ${nextWeek} was invoiced already; the next is ${addDays(today, 14)}.`,
    );
    const invoices = await invoicesOf(created.id);
    // Issued ahead of its period, the invoice is dated today.
    expect(invoices.map((invoice) => [invoice.period, invoice.invoice_date])).toEqual([
      [today, today],
      [nextWeek, today],
    ]);
  });

  it('skips a buyer no longer active with the reason on the template, logged once, and writes the period once the buyer is active again', async () => {
    const own = await ownSeller('PT Sewa Berhenti');
    const order = await standingOrder(undefined, own);
    const created = await template(order, {}, own.writer);
    const setStatus = (status: 'ACTIVE' | 'DEACTIVATED') =>
      db()
        .updateTable('customers')
        .set(
          status === 'ACTIVE'
            ? { status, deactivated_at: null, deactivation_reason: null }
            : { status, deactivated_at: new Date(), deactivation_reason: 'Berhenti berlangganan' },
        )
        .where('id', '=', order.customer.id)
        .execute();
    await setStatus('DEACTIVATED');
    expect(await runOn(today, own)).toBe(0);
    expect(await runOn(today, own)).toBe(0);
    expect((await read(created.id, own.writer)).body).toMatchObject({
      nextDate: today,
      issuedCount: 0,
      skipped: {
        code: 'U-INV-REC-4',
        message: 'The buyer is not active: only an active buyer is invoiced.',
        period: today,
      },
    });
    const skips = (await activityOf(db(), created.id)).filter((entry) =>
      entry.summary.includes('not invoiced'),
    );
    expect(skips.map((entry) => entry.summary)).toEqual([
      `Recurring invoice for sales order ${order.number} of ${created.customer.name}: period of ${today} not invoiced: The buyer is not active: only an active buyer is invoiced.`,
    ]);
    const refused = await call('POST', `/recurring-invoices/${created.id}/issue`, own.writer, {
      period: today,
    });
    expect([refused.status, refused.body.error?.code]).toEqual([409, 'U-INV-REC-4']);
    await setStatus('ACTIVE');
    expect(await runOn(today, own)).toBe(1);
    expect((await read(created.id, own.writer)).body).toMatchObject({
      skipped: null,
      issuedCount: 1,
    });
  });
});

describe('pausing, changing and removing', () => {
  it('a paused template is left by the run until resumed; changes go on the version read, and a removed one leaves its invoices', async () => {
    const own = await ownSeller('PT Sewa Jeda');
    const order = await standingOrder(undefined, own);
    const created = await template(order, {}, own.writer);
    const act = (action: string, body: unknown, by: Tokens = own.writer) =>
      call<RecurringInvoiceResponse>(
        'POST',
        `/recurring-invoices/${created.id}/${action}`,
        by,
        body,
      );
    const paused = await act('pause', undefined);
    expect(paused.body).toMatchObject({ status: 'PAUSED', version: 2 });
    expect(await runOn(today, own)).toBe(0);
    const refusals: [string, unknown, Tokens, number, string][] = [
      ['pause', undefined, own.writer, 409, 'U-INV-REC-10'],
      ['issue', { period: today }, own.writer, 409, 'U-INV-REC-10'],
      ['resume', undefined, suite.reader, 403, 'FORBIDDEN'],
      ['resume', undefined, suite.outsider, 404, 'U-INV-REC-1'],
    ];
    for (const [action, body, by, status, code] of refusals) {
      const refused = await act(action, body, by);
      expect([refused.status, refused.body.error?.code], `${action} ${code}`).toEqual([
        status,
        code,
      ]);
    }
    expect((await act('resume', undefined)).body).toMatchObject({
      status: 'ACTIVE',
      version: 3,
    });
    const change = (body: unknown, by: Tokens = own.writer) =>
      call<RecurringInvoiceResponse>('PATCH', `/recurring-invoices/${created.id}`, by, body);
    const changed = await change({
      version: 3,
      lines: [{ orderLine: 1, quantity: '2' }],
      endDate: addMonths(today, 2),
      notes: '',
    });
    expect(changed.body).toMatchObject({
      lines: [{ orderLine: 1, quantity: '2' }],
      endDate: addMonths(today, 2),
      notes: null,
      version: 4,
    });
    expect(changed.body.preview?.totals.grandTotal).toBe('3330000.00');
    expect((await change({ version: 3, notes: 'x' })).body.error?.code).toBe('U-INV-REC-9');
    expect((await change({ version: 4, endDate: addDays(today, -1) })).body.error?.code).toBe(
      'U-INV-REC-7',
    );
    expect((await change({ version: 4, notes: 'x' }, suite.reader)).status).toBe(403);
    expect(await runOn(today, own)).toBe(1);
    const removed = await call('DELETE', `/recurring-invoices/${created.id}`, suite.outsider);
    expect(removed.status).toBe(404);
    expect((await call('DELETE', `/recurring-invoices/${created.id}`, own.writer)).status).toBe(
      204,
    );
    expect((await read(created.id, own.writer)).status).toBe(404);
    const left = await rowsOf(
      db(),
      sql<{ status: string }>`select status from sales_invoices
        where sales_order_id = ${order.id} and recurring_period = ${today}`,
    );
    expect(left).toEqual([{ status: 'DRAFT' }]);
  });
});
