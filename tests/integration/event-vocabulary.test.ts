import { randomUUID } from 'node:crypto';
import { sql, type QueryExecutorProvider } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { vocabularyRows, type EventService } from '../../contracts/common/events.js';
import { globalIdOf } from '../../platform/global-id.js';
import { publishEvent } from '../../services/kit/events.js';
import type { System } from '../../system.js';
import { callRest, createOrganization } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { latestChargeOrderId, mailedInvoice } from '../support/invoice-links.js';
import { organisationWithPayment } from '../support/payments.js';
import {
  issuedInvoice,
  type InvoiceWriters,
  invoiceWritersIn,
  transferRecorded,
} from '../support/sales-invoices.js';
import { localGatewayOf, workerSystem } from '../support/system.js';
import { rowsOf } from '../support/database.js';

/**
 * The events the services publish are the vocabulary's (contracts/common/events.ts),
 * on both paths into an outbox: publishEvent refuses another before writing,
 * and each service database's outbox refuses a row of another type or change
 * (its `event_vocabulary`, kept equal to the vocabulary here). What two of
 * them say: a paid checkout tells its invoice once, and a cancelled payment
 * tells its invoices it was cancelled, not that they are PAID.
 */
let system: System;
let writers: InvoiceWriters;
let organizationId: string;

/** The outbox rows about one record, oldest first, as (type, change). */
const outboxOf = (db: QueryExecutorProvider, subjectId: string) =>
  rowsOf(
    db,
    sql<{ type: string; change: string | null }>`
      select type, payload ->> 'change' as change from outbox where subject_id = ${subjectId} order by id`,
  );

/** A service's database, for statements that read or write its outbox as any writer could. */
const databaseOf = (service: EventService) =>
  service === 'invoicing' ? system.invoicing.db : system.treasury.db;

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Kosakata Peristiwa');
  organizationId = created.organizationId;
  writers = await invoiceWritersIn(system, organizationId);
});

describe('the event vocabulary in every service database', () => {
  it.each(['invoicing', 'treasury'] as const)(
    'when the %s database is migrated, its outbox takes exactly the vocabulary’s types and changes of that service',
    async (service) => {
      const { rows } = await sql<{ type: string; change: string }>`
        select type, change from event_vocabulary`.execute(databaseOf(service));
      const key = (row: { type: string; change: string }) => `${row.type} ${row.change}`;
      const expected = vocabularyRows(service).map(key).sort();
      expect(
        rows.map(key).sort(),
        `event_vocabulary of ${service} differs from contracts/common/events.ts: add a migration inserting (or deleting) the rows`,
      ).toEqual(expected);
    },
  );

  it('when a statement writes an outbox row with a change its type does not have, the database refuses it and nothing is written', async () => {
    const subjectId = randomUUID();
    const payload = JSON.stringify({ type: 'sales-invoice.changed', change: 'NOT_A_CHANGE' });
    await expect(
      sql`insert into outbox (type, organization_id, subject_id, payload)
        values ('sales-invoice.changed', ${organizationId}, ${subjectId}, ${payload}::jsonb)`.execute(
        databaseOf('invoicing'),
      ),
    ).rejects.toMatchObject({
      constraint: 'outbox_event_in_vocabulary',
      detail:
        'Key (type, change)=(sales-invoice.changed, NOT_A_CHANGE) is not present in table "event_vocabulary".',
    });
    expect(await outboxOf(databaseOf('invoicing'), subjectId)).toEqual([]);
  });

  it('when a statement writes an outbox row of a type the vocabulary does not hold, the database refuses it', async () => {
    const subjectId = randomUUID();
    await expect(
      sql`insert into outbox (type, organization_id, subject_id, payload)
        values ('payment.teleported', ${organizationId}, ${subjectId}, '{}'::jsonb)`.execute(
        databaseOf('treasury'),
      ),
    ).rejects.toMatchObject({
      constraint: 'outbox_event_in_vocabulary',
      detail:
        'Key (type, change)=(payment.teleported, ) is not present in table "event_vocabulary".',
    });
    expect(await outboxOf(databaseOf('treasury'), subjectId)).toEqual([]);
  });

  it('when a service publishes a change that is not in the vocabulary, publishEvent refuses it with the change and the ones allowed, and nothing is written', async () => {
    const subjectId = randomUUID();
    await expect(
      // @ts-expect-error the vocabulary refuses an unknown change at compile time too
      publishEvent(system.invoicing.db, {
        type: 'sales-invoice.changed',
        organizationId,
        subjectId,
        permission: 'invoices:read',
        change: 'PAID',
      }),
    ).rejects.toThrow(
      'Refused to publish an event outside the vocabulary: sales-invoice.changed has no change PAID in the vocabulary (contracts/common/events.ts): one of CREATED, PENDING_APPROVAL,',
    );
    await expect(
      publishEvent(system.treasury.db, {
        // @ts-expect-error an unknown type is refused at compile time too
        type: 'payment.teleported',
        organizationId,
        subjectId,
        permission: 'payments:read',
      }),
    ).rejects.toThrow(
      'Refused to publish an event outside the vocabulary: the event type payment.teleported is not in the vocabulary (contracts/common/events.ts).',
    );
    expect(await outboxOf(databaseOf('invoicing'), subjectId)).toEqual([]);
    expect(await outboxOf(databaseOf('treasury'), subjectId)).toEqual([]);
  });
});

describe('what the events of a payment say of its invoice', () => {
  it('when a checkout pays an invoice, the invoice gets one update, CHECKOUT_PAID, and one paid event for webhooks', async () => {
    const { sandbox } = localGatewayOf(system);
    const buyer = new GraphQLClient(system.url);
    const { invoice, token } = await mailedInvoice(writers, { quantity: '2' });
    const started = await buyer.data<{ checkoutStart: { userErrors: unknown[] } }>(
      `mutation ($input: CheckoutStartInput!) { checkoutStart(input: $input) { userErrors { code } } }`,
      { input: { token, channel: 'BCA_VA' } },
    );
    expect(started.checkoutStart.userErrors).toEqual([]);
    const before = await outboxOf(databaseOf('invoicing'), invoice.id);

    const orderId = await latestChargeOrderId(system, invoice.id);
    sandbox.pay(orderId);
    await sandbox.deliveries.waitFor((a) => a.orderId === orderId && a.httpStatus === 200);

    const after = (await outboxOf(databaseOf('invoicing'), invoice.id)).slice(before.length);
    expect(after).toEqual([
      { type: 'sales-invoice.paid', change: 'PAID' },
      { type: 'sales-invoice.changed', change: 'CHECKOUT_PAID' },
    ]);
  });

  it('when a payment allocated to an invoice is cancelled, the invoice is told PAYMENT_CANCELLED and the payment CANCELLED, never PAID', async () => {
    const invoice = await issuedInvoice(writers, { quantity: '4' });
    const call = <T>(method: string, path: string, body?: unknown) =>
      callRest<T>(system.invoicingUrl, method, path, writers.writer, body);
    const paid = await transferRecorded(system, writers.writer, invoice, {
      amount: '150000',
      paymentDate: '2026-11-20',
    });
    const before = await outboxOf(databaseOf('invoicing'), invoice.id);
    expect(before.at(-1)).toEqual({ type: 'sales-invoice.changed', change: 'PAYMENT_ALLOCATED' });

    const cancelled = await call('POST', `/invoice-payments/${paid.id}/cancel`, {
      reason: 'Transfer dibatalkan bank',
    });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);

    expect((await outboxOf(databaseOf('invoicing'), invoice.id)).slice(before.length)).toEqual([
      { type: 'sales-invoice.changed', change: 'PAYMENT_CANCELLED' },
    ]);
    expect((await outboxOf(databaseOf('invoicing'), paid.id)).at(-1)).toEqual({
      type: 'invoice-payment.changed',
      change: 'CANCELLED',
    });
  });

  it('when a treasury payment is cancelled, its update says CANCELLED, never PAID', async () => {
    const { owner, organizationId: treasurer } = await createOrganization(system, 'PT Bayar Batal');
    const { client } = await organisationWithPayment(system, owner);
    const { id } = await system.treasury.db
      .selectFrom('payment_orders')
      .select('id')
      .where('organization_id', '=', treasurer)
      .executeTakeFirstOrThrow();
    const cancelled = await client.data<{
      paymentsCancel: { payments: { status: string }[]; userErrors: unknown[] };
    }>(
      'mutation ($input: OrdersReasonInput!) { paymentsCancel(input: $input) { payments { status } userErrors { code } } }',
      { input: { ids: [globalIdOf('Payment', id)], reason: 'Dibayar tunai' } },
    );
    expect(cancelled.paymentsCancel).toEqual({
      payments: [{ status: 'CANCELLED' }],
      userErrors: [],
    });
    expect(await outboxOf(databaseOf('treasury'), id)).toEqual([
      { type: 'payment.updated', change: 'CREATED' },
      { type: 'payment.updated', change: 'CANCELLED' },
    ]);
  });
});
