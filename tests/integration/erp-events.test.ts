import { Decimal } from 'decimal.js';
import type { Client } from 'graphql-ws';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DomainEvent } from '../../contracts/common/events.js';
import type { BillEdge } from '../../contracts/treasury/bills.js';
import { publishEvent } from '../../services/kit/events.js';
import type { System } from '../../system.js';
import { rowsOf } from '../support/database.js';
import { eventually } from '../support/eventually.js';
import {
  addMember,
  addMemberInBuiltInRole,
  callRest,
  createOrganization,
  createdRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import {
  type InvoiceWriters,
  invoiceWritersIn,
  issuedInvoice,
  transferRecorded,
} from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';
import { cookieSocketClient } from '../support/transports.js';
import { createSupplierRest } from '../support/treasury-rest.js';
import { TestReceiver } from '../support/webhook-receiver.js';

/**
 * The events an ERP follows (contracts/common/events.ts), each raised once by
 * the change it reports, in that change's transaction: an invoice partly paid
 * and paid, overdue (by the hourly job, in the organisation's time zone), a
 * customer approved and changed, a counterparty changed, a bill moved. Each
 * is heard by its subscription in its organisation only, is delivered to a
 * webhook endpoint subscribed to it, and carries its record as the change
 * left it (money as decimal strings). Joins the worker's running system with
 * organisations of its own.
 */
let system: System;
let writers: InvoiceWriters;
let organizationId: string;
let owner: GraphQLClient;
let ownerTokens: Tokens;
let outsider: GraphQLClient;
let outsiderOrganization: string;
const sockets: Client[] = [];
const receivers: TestReceiver[] = [];

type EventRow = { type: string; change: string | null; record: Record<string, unknown> | null };

/** The outbox rows about one record of a service, oldest first. */
const outboxOf = (service: 'invoicing' | 'treasury', subjectId: string, type?: string) =>
  rowsOf(
    service === 'invoicing' ? system.invoicing.db : system.treasury.db,
    sql<EventRow>`select type, payload ->> 'change' as change, payload -> 'record' as record
      from outbox where subject_id = ${subjectId} ${type ? sql`and type = ${type}` : sql``} order by id`,
  );

/** The outbox rows expected of `type`: each change, with a record holding at least the fields given. */
const rowsTold = (type: string, ...told: [string, Record<string, unknown>][]) =>
  told.map(([change, record]) => ({ type, change, record: expect.objectContaining(record) }));

/**
 * Subscribes `client` to `field` and collects each update's data (and a refusal's code). The subscription is
 * live once it has heard `probe`, published again until it is; then the probes are all heard and forgotten.
 */
async function liveSubscription<Update>(
  client: GraphQLClient,
  field: string,
  selection: string,
  probe?: { service: 'invoicing' | 'treasury'; event: DomainEvent; last: string },
) {
  const socket = cookieSocketClient(system.url, client.cookieHeader, { lazy: false });
  sockets.push(socket);
  const received: Update[] = [];
  let heard = 0;
  let refusal: string | undefined;
  socket.subscribe<Record<string, Update>>(
    { query: `subscription { ${field} ${selection} }` },
    {
      next: (value) => {
        if (value.errors)
          refusal = (value.errors[0] as { extensions?: { code?: string } }).extensions?.code;
        if (!value.data) return;
        heard += 1;
        received.push(value.data[field]!);
      },
      error: (error) => {
        refusal = (error as { extensions?: { code?: string } }[])[0]?.extensions?.code;
      },
      complete: () => {},
    },
  );
  if (probe) {
    const publish = (also: object = {}) => {
      const event = { ...probe.event, ...also } as DomainEvent;
      return probe.service === 'invoicing'
        ? publishEvent(system.invoicing.db, event)
        : publishEvent(system.treasury.db, event);
    };
    await eventually(
      async () => {
        if (heard > 0) return true;
        await publish();
        return false;
      },
      10_000,
      100,
    );
    // One probe more, of another change: once it is heard, so is every probe sent before it (one socket keeps
    // their order), and none can come after the test's own events.
    await publish({ change: probe.last });
    await eventually(
      () => received.some((update) => (update as { change?: string }).change === probe.last),
      10_000,
    );
    received.length = 0;
  }
  return { received, refusal: () => refusal };
}

/** An endpoint of the organisation's for `eventTypes`, whose role reads what they need; answers its receiver. */
async function endpointFor(eventTypes: string[], permissions: string[]) {
  const target = await TestReceiver.start('receive');
  receivers.push(target);
  const role = await owner.data<{ roleCreate: { role: { id: string } } }>(
    'mutation ($input: RoleInput!) { roleCreate(input: $input) { role { id } } }',
    { input: { name: `Penerima ${eventTypes[0]}`, permissions } },
  );
  const made = await owner.data<{
    webhookEndpointCreate: { secret: string | null; userErrors: unknown[] };
  }>(
    `mutation ($input: WebhookEndpointCreateInput!) { webhookEndpointCreate(input: $input) { secret userErrors { code message } } }`,
    {
      input: {
        name: `ERP ${eventTypes[0]}`,
        url: target.url,
        eventTypes,
        roleId: role.roleCreate.role.id,
      },
    },
  );
  expect(made.webhookEndpointCreate.userErrors).toEqual([]);
  target.secret = made.webhookEndpointCreate.secret!;
  return target;
}

const probeOf = (
  type: DomainEvent['type'],
  change: string,
  permission: string,
  organization = organizationId,
) =>
  ({
    type,
    change,
    permission,
    organizationId: organization,
    subjectId: '00000000-0000-4000-8000-000000000000',
  }) as DomainEvent;

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Peristiwa Lengkap');
  organizationId = created.organizationId;
  owner = await signedInClient(system.url, created.owner);
  ownerTokens = await signInRest(system, created.owner);
  writers = await invoiceWritersIn(system, organizationId);
  const other = await createOrganization(system, 'PT Tetangga Sebelah');
  outsiderOrganization = other.organizationId;
  outsider = await signedInClient(system.url, other.owner);
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await Promise.all(receivers.map((receiver) => receiver.stop()));
});

describe('an invoice paid in parts', () => {
  it('when part of an issued invoice is paid, it is PARTLY_PAID once with what is still open; when the rest is paid, PAID once: in the outbox, to its subscribers only, and to a webhook endpoint', async () => {
    const PAYMENT_SELECTION = '{ change salesInvoice { id remainingAmount { amount } } }';
    const probe = {
      service: 'invoicing' as const,
      event: probeOf('sales-invoice.paid', 'PARTLY_PAID', 'invoices:read'),
      last: 'PAID',
    };
    const reading = await liveSubscription<{ change: string; salesInvoice: { id: string } | null }>(
      owner,
      'salesInvoicePaymentUpdated',
      PAYMENT_SELECTION,
      probe,
    );
    const theirs = await liveSubscription<unknown>(
      outsider,
      'salesInvoicePaymentUpdated',
      PAYMENT_SELECTION,
      { ...probe, event: { ...probe.event, organizationId: outsiderOrganization } },
    );
    const barred = await liveSubscription<unknown>(
      await signedInClient(system.url, await addMember(system, organizationId, ['bills:read'])),
      'salesInvoicePaymentUpdated',
      PAYMENT_SELECTION,
    );
    const target = await endpointFor(
      ['SALES_INVOICE_ISSUED', 'SALES_INVOICE_PARTLY_PAID', 'SALES_INVOICE_PAID'],
      ['invoices:read'],
    );

    const invoice = await issuedInvoice(writers, { quantity: '4' });
    const total = new Decimal(invoice.remainingAmount);
    const part = total.div(4).toDecimalPlaces(2);
    await transferRecorded(system, writers.writer, invoice, {
      amount: part.toFixed(2),
      paymentDate: '2026-11-20',
    });
    await transferRecorded(system, writers.writer, invoice, {
      amount: total.minus(part).toFixed(2),
      paymentDate: '2026-11-21',
    });

    const told = await outboxOf('invoicing', invoice.id, 'sales-invoice.paid');
    expect(told.map((row) => row.change)).toEqual(['PARTLY_PAID', 'PAID']);
    expect(told[0]!.record).toMatchObject({
      number: invoice.number,
      status: 'ISSUED',
      total: total.toFixed(2),
      outstanding: total.minus(part).toFixed(2),
      currency: 'IDR',
      dueDate: invoice.dueDate,
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(told[1]!.record).toMatchObject({ status: 'PAID', outstanding: '0.00' });

    await eventually(() => reading.received.length >= 2, 10_000);
    expect(reading.received).toEqual([
      { change: 'PARTLY_PAID', salesInvoice: expect.objectContaining({ id: expect.any(String) }) },
      { change: 'PAID', salesInvoice: expect.objectContaining({ id: expect.any(String) }) },
    ]);
    await eventually(() => target.handled.length >= 3, 20_000, 100);
    expect(target.handled.map(({ webhook }) => [webhook.type, webhook.data.change])).toEqual([
      ['sales_invoice.issued', 'ISSUED'],
      ['sales_invoice.partly_paid', 'PARTLY_PAID'],
      ['sales_invoice.paid', 'PAID'],
    ]);
    expect(target.handled[1]!.webhook.data.record).toMatchObject({
      number: invoice.number,
      outstanding: total.minus(part).toFixed(2),
      currency: 'IDR',
    });
    expect(theirs.received).toEqual([]);
    expect(barred.refusal()).toBe('FORBIDDEN');
  });
});

describe('an invoice overdue', () => {
  it('when its due date has passed in the organisation’s time zone, the job tells it OVERDUE once, and a second run tells nothing', async () => {
    const invoice = await issuedInvoice(writers, { quantity: '2' });
    const lastHourJakarta = new Date(`${invoice.dueDate}T23:30:00+07:00`);
    const nextDayJakarta = new Date(`${invoice.dueDate}T23:30:00+07:00`);
    nextDayJakarta.setUTCHours(nextDayJakarta.getUTCHours() + 1);

    await system.invoicing.tellOverdueInvoices(lastHourJakarta);
    expect(await outboxOf('invoicing', invoice.id, 'sales-invoice.changed')).not.toContainEqual(
      expect.objectContaining({ change: 'OVERDUE' }),
    );
    await system.invoicing.tellOverdueInvoices(nextDayJakarta);
    await system.invoicing.tellOverdueInvoices(nextDayJakarta);
    const overdue = (await outboxOf('invoicing', invoice.id, 'sales-invoice.changed')).filter(
      (row) => row.change === 'OVERDUE',
    );
    expect(overdue).toEqual([
      {
        type: 'sales-invoice.changed',
        change: 'OVERDUE',
        record: expect.objectContaining({
          status: 'ISSUED',
          outstanding: invoice.remainingAmount,
          dueDate: invoice.dueDate,
        }),
      },
    ]);
  });

  it('when twenty runs meet, the invoice is told once', async () => {
    const invoice = await issuedInvoice(writers, { quantity: '3' });
    const after = new Date(`${invoice.dueDate}T18:00:00Z`);
    await Promise.all(
      Array.from({ length: 20 }, () => system.invoicing.tellOverdueInvoices(after)),
    );
    const overdue = (await outboxOf('invoicing', invoice.id, 'sales-invoice.changed')).filter(
      (row) => row.change === 'OVERDUE',
    );
    expect(overdue).toHaveLength(1);
  });

  it('when the organisation is in Jayapura, its invoice is overdue two hours before one in Jakarta', async () => {
    const { organizationId: eastern, owner: easternOwner } = await createOrganization(
      system,
      'PT Timur Jauh',
    );
    const tokens = await signInRest(system, easternOwner);
    const saved = await callRest(system.accountUrl, 'PUT', '/organization/profile', tokens, {
      name: 'PT Timur Jauh',
      timeZone: 'Asia/Jayapura',
      defaultCurrency: 'IDR',
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const theirs = await issuedInvoice(await invoiceWritersIn(system, eastern), { quantity: '1' });
    // A call that reads the settings keeps the zone for the job (the issue above read them before the change).
    expect((await callRest(system.invoicingUrl, 'GET', '/aged-receivables', tokens)).status).toBe(
      200,
    );
    const ours = await issuedInvoice(writers, { quantity: '1' });
    expect(ours.dueDate).toBe(theirs.dueDate);
    // 00:30 in Jayapura the day after the due date, 22:30 in Jakarta on it.
    await system.invoicing.tellOverdueInvoices(new Date(`${ours.dueDate}T15:30:00Z`));
    const changes = async (id: string) =>
      (await outboxOf('invoicing', id, 'sales-invoice.changed')).map((row) => row.change);
    expect(await changes(theirs.id)).toContain('OVERDUE');
    expect(await changes(ours.id)).not.toContain('OVERDUE');
  });
});

describe('customers', () => {
  it('when a request is approved and an active customer’s terms change, the customer is told APPROVED then TERMS_CHANGED, with its record, to its subscribers only and to the endpoints of each', async () => {
    const probe = {
      service: 'invoicing' as const,
      event: probeOf('customer.changed', 'UPDATED', 'customers:read'),
      last: 'DEACTIVATED',
    };
    const SELECTION = '{ change customer { id status } }';
    const reading = await liveSubscription<{ change: string }>(
      owner,
      'customerUpdated',
      SELECTION,
      probe,
    );
    const theirs = await liveSubscription<unknown>(outsider, 'customerUpdated', SELECTION, {
      ...probe,
      event: { ...probe.event, organizationId: outsiderOrganization },
    });
    const approvals = await endpointFor(['CUSTOMER_APPROVED'], ['customers:read']);
    const changes = await endpointFor(['CUSTOMER_CHANGED'], ['customers:read']);
    const customerId = await insertActiveBuyer(system.invoicing.db, organizationId);
    await system.invoicing.db
      .updateTable('customers')
      .set({ status: 'REQUEST_SENT', approved_at: null })
      .where('id', '=', customerId)
      .execute();

    const approved = await callRest<{ version: number; status: string }>(
      system.invoicingUrl,
      'POST',
      `/customers/${customerId}/approve`,
      ownerTokens,
      { creditLimit: '250000000' },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const terms = await callRest(
      system.invoicingUrl,
      'PUT',
      `/customers/${customerId}/terms`,
      ownerTokens,
      {
        version: approved.body.version,
        paymentTermDays: 14,
        billingCycle: 'MONTHLY',
        creditLimit: '300000000',
      },
    );
    expect(terms.status, JSON.stringify(terms.body)).toBe(200);

    expect(await outboxOf('invoicing', customerId)).toEqual(
      rowsTold(
        'customer.changed',
        ['APPROVED', { status: 'ACTIVE', currency: 'IDR' }],
        ['TERMS_CHANGED', { status: 'ACTIVE' }],
      ),
    );
    await eventually(() => reading.received.length >= 2, 10_000);
    expect(reading.received.map((update) => update.change)).toEqual(['APPROVED', 'TERMS_CHANGED']);
    await eventually(() => approvals.handled.length >= 1 && changes.handled.length >= 1, 20_000);
    expect(approvals.handled.map(({ webhook }) => webhook.type)).toEqual(['customer.approved']);
    expect(changes.handled.map(({ webhook }) => webhook.data.change)).toEqual(['TERMS_CHANGED']);
    expect(theirs.received).toEqual([]);
  });
});

describe('counterparties and bills', () => {
  it('when a counterparty is renamed and made inactive, it is told UPDATED then INACTIVE; a bill recorded, submitted, approved and cancelled is told each move; to subscribers of the organisation only', async () => {
    const counterpartyProbe = {
      service: 'treasury' as const,
      event: probeOf('counterparty.updated', 'UPDATED', 'counterparties:read'),
      last: 'INACTIVE',
    };
    const billProbe = {
      service: 'treasury' as const,
      event: probeOf('bill.changed', 'CREATED', 'bills:read'),
      last: 'CANCELLED',
    };
    const counterparties = await liveSubscription<{ change: string }>(
      owner,
      'counterpartyUpdated',
      '{ change counterparty { id alias } }',
      counterpartyProbe,
    );
    const bills = await liveSubscription<{ change: string; bill: { status: string } | null }>(
      owner,
      'billUpdated',
      '{ change bill { id status } }',
      billProbe,
    );
    const theirs = await liveSubscription<unknown>(
      outsider,
      'billUpdated',
      '{ change bill { id } }',
      { ...billProbe, event: { ...billProbe.event, organizationId: outsiderOrganization } },
    );
    const target = await endpointFor(
      ['COUNTERPARTY_UPDATED', 'BILL_CHANGED'],
      ['counterparties:read', 'bills:read'],
    );

    const counterpartyId = await createSupplierRest(system, ownerTokens, {
      legalName: 'PT Graha Sewa',
      alias: 'Graha Sewa',
    });
    const treasury = <T>(method: string, path: string, body?: unknown) =>
      callRest<T>(system.treasuryUrl, method, path, ownerTokens, body);
    expect(
      (await treasury('PATCH', `/counterparties/${counterpartyId}`, { alias: 'Graha Sewa Baru' }))
        .status,
    ).toBe(200);
    expect(
      (await treasury('PATCH', `/counterparties/${counterpartyId}`, { status: 'INACTIVE' })).status,
    ).toBe(200);
    expect(await outboxOf('treasury', counterpartyId, 'counterparty.updated')).toEqual(
      rowsTold(
        'counterparty.updated',
        ['UPDATED', { name: 'Graha Sewa Baru', status: 'ACTIVE' }],
        ['INACTIVE', { status: 'INACTIVE' }],
      ),
    );

    const made = await createdRest<BillEdge>(system.treasuryUrl, '/bills', ownerTokens, {
      number: 'INV/GS/2026/12/001',
      date: '2026-11-20',
      dueDate: '2026-12-01',
      category: 'RENT',
      counterpartyId: await createSupplierRest(system, ownerTokens, {
        legalName: 'PT Kantor',
        alias: 'Kantor',
      }),
      amount: '45000000',
    });
    const billId = made.node.id;
    const submitted = await treasury('POST', `/bills/${billId}/submit`);
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const approver = await signInRest(
      system,
      await addMemberInBuiltInRole(system, organizationId, 'APPROVER'),
    );
    const approved = await callRest(
      system.treasuryUrl,
      'POST',
      `/bills/${billId}/approve`,
      approver,
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const cancelled = await treasury('POST', `/bills/${billId}/cancel`, { reason: 'Dobel' });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const billEvents = await outboxOf('treasury', billId);
    expect(billEvents.map((row) => row.change)).toEqual([
      'CREATED',
      'SUBMITTED',
      'APPROVED',
      'CANCELLED',
    ]);
    expect(billEvents[0]!.record).toMatchObject({
      number: 'INV/GS/2026/12/001',
      status: 'CREATED',
      total: '45000000.00',
      outstanding: '45000000.00',
      currency: 'IDR',
      dueDate: '2026-12-01',
    });

    await eventually(
      () => counterparties.received.length >= 2 && bills.received.length >= 4,
      10_000,
    );
    expect(counterparties.received.map((update) => update.change)).toEqual(['UPDATED', 'INACTIVE']);
    expect(bills.received.map((update) => update.change)).toEqual([
      'CREATED',
      'SUBMITTED',
      'APPROVED',
      'CANCELLED',
    ]);
    expect(bills.received.at(-1)!.bill).toMatchObject({ status: 'CANCELLED' });
    await eventually(() => target.handled.length >= 6, 20_000, 100);
    // Webhooks promise each event once, not their order (Standard Webhooks; a retry comes later): each is there.
    expect(
      target.handled.map(({ webhook }) => `${webhook.type} ${webhook.data.change}`).sort(),
    ).toEqual(
      [
        'counterparty.updated UPDATED',
        'counterparty.updated INACTIVE',
        'bill.changed CREATED',
        'bill.changed SUBMITTED',
        'bill.changed APPROVED',
        'bill.changed CANCELLED',
      ].sort(),
    );
    expect(theirs.received).toEqual([]);
  });
});

describe('orders, goods receipts and customer payments', () => {
  it('when an order is received, invoiced and paid, its order, receipt and payment each tell their subscribers in the organisation, and nobody else', async () => {
    const listen = (
      client: GraphQLClient,
      field: string,
      record: string,
      type: DomainEvent['type'],
      permission: string,
      first: string,
      last: string,
      organization = organizationId,
    ) =>
      liveSubscription<{ change: string }>(client, field, `{ change ${record} { id } }`, {
        service: 'invoicing',
        event: probeOf(type, first, permission, organization),
        last,
      });
    const orders = await listen(
      owner,
      'salesOrderUpdated',
      'salesOrder',
      'sales-order.changed',
      'sales-orders:read',
      'REVISED',
      'CLOSED',
    );
    const receipts = await listen(
      owner,
      'goodsReceiptUpdated',
      'goodsReceipt',
      'goods-receipt.changed',
      'sales-orders:read',
      'RECEIVED',
      'CANCELLED',
    );
    const payment = [
      'invoicePaymentUpdated',
      'invoicePayment',
      'invoice-payment.changed',
      'invoice-payments:read',
      'PROOF_ADDED',
      'PROOF_REMOVED',
    ] as const;
    const payments = await listen(owner, ...payment);
    const theirs = await listen(outsider, ...payment, outsiderOrganization);

    const invoice = await issuedInvoice(writers, { quantity: '2', received: true });
    const paid = await transferRecorded(system, writers.writer, invoice, {
      amount: invoice.remainingAmount,
      paymentDate: '2026-11-20',
    });

    await eventually(
      () =>
        orders.received.some((update) => update.change === 'INVOICED') &&
        receipts.received.length > 0 &&
        payments.received.some((update) => update.change === 'CREATED'),
      10_000,
    );
    expect(orders.received.map((update) => update.change)).toEqual(
      expect.arrayContaining(['CREATED', 'FULFILLMENT', 'INVOICED']),
    );
    expect(receipts.received.map((update) => update.change)).toEqual(['CREATED']);
    expect(payments.received.map((update) => update.change)).toEqual(
      expect.arrayContaining(['CREATED', 'ALLOCATED']),
    );
    expect(await outboxOf('invoicing', paid.id, 'invoice-payment.changed')).toContainEqual({
      type: 'invoice-payment.changed',
      change: 'CREATED',
      record: expect.objectContaining({
        number: paid.number,
        total: new Decimal(invoice.remainingAmount).toFixed(2),
        currency: 'IDR',
      }),
    });
    expect(theirs.received).toEqual([]);
  });
});
