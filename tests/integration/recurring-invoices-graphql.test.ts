import { beforeAll, describe, expect, it } from 'vitest';
import { fromGlobalId, toGlobalId } from '../../bff/global-id.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { addDays } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import { createdRest } from '../support/factories.js';
import type { GraphQLClient, UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { send, TRANSPORTS, type Transport } from '../support/transports.js';

/**
 * Recurring invoices over the BFF, in the real system, each case over HTTP
 * and over the WebSocket: set up, listed and read as a node, issued now
 * (once), paused and resumed, changed on the version read, removed; the
 * service's refusals as user errors on their fields; another organisation's
 * template not found; reading needs invoices:read and writing
 * invoices:manage (FORBIDDEN otherwise).
 */
const suite = organisationSuite({
  name: 'PT Langganan GraphQL',
  reader: ['invoices:read', 'sales-orders:read', 'customers:read'],
  outsider: 'PT Lain Langganan GraphQL',
  clients: true,
});
let stranger: GraphQLClient;
const today = jakartaToday();

const FIELDS = `id customerName customerStatus billingCycle salesOrderNumber status nextDate endDate
  count issuedCount version notes lines { orderLine quantity }
  preview { totals { grandTotal { amount currency } vat { amount } } }
  skipped { code period } lastPeriod lastInvoice { status invoiceDate }`;
type Template = {
  id: string;
  status: string;
  nextDate: string;
  issuedCount: number;
  version: number;
  lastInvoice: { status: string; invoiceDate: string } | null;
} & Record<string, unknown>;
type Payload = { recurringInvoice: Template | null; userErrors: UserErrors };

/** A mutation of recurring invoices over `transport`, answering its payload (or the operation's errors). */
async function mutate(
  transport: Transport,
  client: GraphQLClient,
  name: string,
  input: Record<string, unknown>,
) {
  const inputType =
    {
      recurringInvoiceCreate: 'RecurringInvoiceCreateInput',
      recurringInvoiceUpdate: 'RecurringInvoiceUpdateInput',
      recurringInvoiceIssue: 'RecurringInvoiceIssueInput',
    }[name] ?? 'RecurringInvoiceRefInput';
  const selection =
    name === 'recurringInvoiceDelete'
      ? 'deletedRecurringInvoiceId'
      : `recurringInvoice { ${FIELDS} }`;
  const answer = await send<Record<string, Payload>>(
    transport,
    client,
    `mutation ($input: ${inputType}!) { ${name}(input: $input) { ${selection} userErrors { field code message } } }`,
    { input },
  );
  return { payload: answer.data?.[name], errors: answer.errors };
}

/** An open order of an active buyer invoiced monthly: 12 months of hosting at 1,500,000.00 with PPN. */
async function standingOrder(organizationId = suite.organizationId) {
  const buyer = await insertActiveBuyer(suite.system.invoicing.db, organizationId);
  const by = organizationId === suite.organizationId ? suite.owner : suite.outsider;
  const order = await createdRest<SalesOrderResponse>(
    suite.system.invoicingUrl,
    '/sales-orders',
    by,
    {
      customerId: buyer,
      orderDate: today,
      lines: [
        { product: 'Sewa server bulanan', quantity: '12', unitPrice: '1500000.00', taxCode: 'PPN' },
      ],
    },
  );
  return toGlobalId('SalesOrder', order.id);
}

/** How many templates the order has. */
const templatesOf = async (salesOrderId: string) =>
  (
    await suite.system.invoicing.db
      .selectFrom('recurring_invoices')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('sales_order_id', '=', fromGlobalId(salesOrderId)!.id)
      .executeTakeFirstOrThrow()
  ).count;

const setUp = (transport: Transport, client: GraphQLClient, salesOrderId: string, more = {}) =>
  mutate(transport, client, 'recurringInvoiceCreate', {
    salesOrderId,
    lines: [{ orderLine: 1, quantity: '1' }],
    nextDate: today,
    ...more,
  });

beforeAll(async () => {
  stranger = await suite.memberClient(['sales-orders:read']);
});

describe.each(TRANSPORTS)('recurring invoices over %s', (transport) => {
  it('are set up, listed, read as a node, issued now once, paused, resumed, changed on the version read and removed', async () => {
    const created = await setUp(transport, suite.ownerClient, await standingOrder(), {
      count: 12,
      notes: 'Tagihan sewa',
    });
    expect(created.payload?.userErrors).toEqual([]);
    const template = created.payload!.recurringInvoice!;
    expect(template).toMatchObject({
      customerStatus: 'ACTIVE',
      billingCycle: 'MONTHLY',
      status: 'ACTIVE',
      nextDate: today,
      count: 12,
      issuedCount: 0,
      notes: 'Tagihan sewa',
      lines: [{ orderLine: 1, quantity: '1' }],
      preview: {
        totals: {
          grandTotal: { amount: '1665000.00', currency: 'IDR' },
          vat: { amount: '165000.00' },
        },
      },
      lastInvoice: null,
    });
    const listed = await send<{ recurringInvoices: { id: string }[] }>(
      transport,
      suite.readerClient,
      '{ recurringInvoices(status: ACTIVE) { id } }',
    );
    expect(listed.data!.recurringInvoices.map((item) => item.id)).toContain(template.id);
    const node = await send<{ node: { nextDate: string } }>(
      transport,
      suite.readerClient,
      'query ($id: ID!) { node(id: $id) { ... on RecurringInvoice { nextDate } } }',
      { id: template.id },
    );
    expect(node.data!.node).toEqual({ nextDate: today });

    const issue = () =>
      mutate(transport, suite.ownerClient, 'recurringInvoiceIssue', {
        recurringInvoiceId: template.id,
        period: today,
      });
    const issued = (await issue()).payload!;
    expect(issued.userErrors).toEqual([]);
    expect(issued.recurringInvoice).toMatchObject({
      issuedCount: 1,
      lastInvoice: { status: 'DRAFT', invoiceDate: today },
    });
    expect(issued.recurringInvoice!.nextDate > today).toBe(true);
    expect((await issue()).payload).toMatchObject({
      recurringInvoice: null,
      userErrors: [{ field: 'period', code: 'U-INV-REC-12' }],
    });

    const ref = { recurringInvoiceId: template.id };
    const paused = await mutate(transport, suite.ownerClient, 'recurringInvoicePause', ref);
    expect(paused.payload!.recurringInvoice).toMatchObject({ status: 'PAUSED', version: 3 });
    const resumed = await mutate(transport, suite.ownerClient, 'recurringInvoiceResume', ref);
    expect(resumed.payload!.recurringInvoice).toMatchObject({ status: 'ACTIVE', version: 4 });
    const stale = await mutate(transport, suite.ownerClient, 'recurringInvoiceUpdate', {
      ...ref,
      version: 3,
      notes: 'Lama',
    });
    expect(stale.payload!.userErrors).toMatchObject([{ field: 'version', code: 'U-INV-REC-9' }]);
    const changed = await mutate(transport, suite.ownerClient, 'recurringInvoiceUpdate', {
      ...ref,
      version: 4,
      notes: null,
      endDate: addDays(today, 400),
    });
    expect(changed.payload!.recurringInvoice).toMatchObject({
      notes: null,
      endDate: addDays(today, 400),
      version: 5,
    });
    const removed = await mutate(transport, suite.ownerClient, 'recurringInvoiceDelete', ref);
    expect(removed.payload).toEqual({ deletedRecurringInvoiceId: template.id, userErrors: [] });
  });

  it('answers the service’s refusals as user errors on their fields, and writes nothing', async () => {
    const order = await standingOrder();
    const before = await templatesOf(order);
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ nextDate: addDays(today, -1) }, 'nextDate', 'U-INV-REC-6'],
      [{ lines: [{ orderLine: 1, quantity: '13' }] }, 'lines.0.quantity', 'U-INV-REC-13'],
      [
        { salesOrderId: toGlobalId('Customer', crypto.randomUUID()) },
        'salesOrderId',
        'U-INV-REC-2',
      ],
    ];
    for (const [bad, field, code] of refusals) {
      const refused = await setUp(transport, suite.ownerClient, order, bad);
      expect(refused.payload).toMatchObject({
        recurringInvoice: null,
        userErrors: [{ field, code }],
      });
    }
    expect(await templatesOf(order)).toBe(before);
  });

  it('another organisation’s template is not found; writing needs invoices:manage and reading invoices:read', async () => {
    const theirs = (
      await setUp(
        transport,
        suite.outsiderClient,
        await standingOrder(suite.outsider.organizationId),
      )
    ).payload!.recurringInvoice!;
    const foreign = await mutate(transport, suite.ownerClient, 'recurringInvoicePause', {
      recurringInvoiceId: theirs.id,
    });
    expect(foreign.payload).toEqual({
      recurringInvoice: null,
      userErrors: [
        {
          field: 'recurringInvoiceId',
          code: 'U-INV-REC-1',
          message: 'Recurring invoice not found.',
        },
      ],
    });
    const node = await send<{ node: unknown }>(
      transport,
      suite.ownerClient,
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: theirs.id },
    );
    expect(node.data?.node ?? null).toBeNull();
    const ours = await standingOrder();
    const forbidden = await setUp(transport, suite.readerClient, ours);
    expect(forbidden.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const unread = await send(transport, stranger, '{ recurringInvoices { id } }');
    expect(unread.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
