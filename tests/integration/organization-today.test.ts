import { parseCrontab } from 'graphile-worker';
import { describe, expect, it } from 'vitest';
import type { AgedReceivablesResponse } from '../../contracts/invoicing/aged-receivables.js';
import type { RecurringInvoiceResponse } from '../../contracts/invoicing/recurring-invoices.js';
import { RECURRING_INVOICES_DUE_JOB } from '../../contracts/invoicing/recurring-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { RECURRING_INVOICES_CRONTAB } from '../../services/invoicing/recurring-invoices/service.js';
import { eventually } from '../support/eventually.js';
import { callRest, createOrganization, createdRest, signInRest } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { systemSuite } from '../support/system-suite.js';

/**
 * "Today" in the invoicing service is the organisation's, in the time zone
 * its account settings carry, as the web shows its dates. At 15:30 UTC on 22
 * November 2026 it is 22:30 in Jakarta and already 00:30 on the 23rd in
 * Jayapura: an organisation in Jayapura records a goods receipt and a payment
 * dated the 23rd and ages its receivables on it; one in Jakarta is refused
 * both (a date that has not come) and ages on the 22nd; a recurring invoice
 * of the 23rd is due in Jayapura and written by the hourly job, in Jakarta
 * not before 17:00 UTC. This file starts its own system: it needs its own
 * clock (the invoicing service's `now`).
 */
const NEAR_MIDNIGHT_UTC = new Date('2026-11-22T15:30:00Z');
const suite = systemSuite({}, {}, {}, undefined, false, { now: () => NEAR_MIDNIGHT_UTC });

/** An organisation in `timeZone`, signed in as its owner, with an active buyer and an open order of theirs. */
async function organisationIn(timeZone: string) {
  const { organizationId, owner } = await createOrganization(suite.system, `PT Zona ${timeZone}`);
  const tokens = await signInRest(suite.system, owner);
  const saved = await callRest(suite.system.accountUrl, 'PUT', '/organization/profile', tokens, {
    name: `PT Zona ${timeZone}`,
    timeZone,
    defaultCurrency: 'IDR',
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const customerId = await insertActiveBuyer(suite.system.invoicing.db, organizationId);
  const order = await createdRest<SalesOrderResponse>(
    suite.system.invoicingUrl,
    '/sales-orders',
    tokens,
    {
      customerId,
      orderDate: '2026-11-05',
      lines: [{ product: 'Semen', quantity: '2', unitPrice: '50000.00', taxCode: 'NO_PPN' }],
    },
  );
  const invoicing = (method: string, path: string, body?: unknown) =>
    callRest<{ error?: { code: string }; asOf?: string } & Partial<RecurringInvoiceResponse>>(
      suite.system.invoicingUrl,
      method,
      path,
      tokens,
      body,
    );
  return {
    organizationId,
    recurring: (nextDate: string) =>
      invoicing('POST', '/recurring-invoices', {
        salesOrderId: order.id,
        lines: [{ orderLine: 1, quantity: '1' }],
        nextDate,
      }),
    template: (id: string) => invoicing('GET', `/recurring-invoices/${id}`),
    receipt: (receivedDate: string) =>
      invoicing('POST', '/goods-receipts', {
        salesOrderId: order.id,
        receivedDate,
        lines: [{ orderLine: 1, quantity: '1' }],
      }),
    payment: (paymentDate: string) =>
      invoicing('POST', '/invoice-payments', {
        customerId,
        paymentDate,
        amount: '10000',
        method: 'BANK_TRANSFER',
      }),
    agedOn: async () =>
      ((await invoicing('GET', '/aged-receivables')).body as unknown as AgedReceivablesResponse)
        .asOf,
  };
}

describe('today, in the organisation’s time zone', () => {
  it('in Jayapura the 23rd has come at 15:30 UTC: a receipt and a payment dated then are recorded, and receivables age on it', async () => {
    const jayapura = await organisationIn('Asia/Jayapura');
    expect((await jayapura.receipt('2026-11-23')).status).toBe(201);
    expect((await jayapura.payment('2026-11-23')).status).toBe(201);
    expect(await jayapura.agedOn()).toBe('2026-11-23');
    // The 24th has not come there either.
    expect((await jayapura.receipt('2026-11-24')).body.error?.code).toBe('U-INV-GR-9');
  });

  it('in Jakarta it is still the 22nd: the same dates are refused, and receivables age on the 22nd', async () => {
    const jakarta = await organisationIn('Asia/Jakarta');
    expect((await jakarta.receipt('2026-11-23')).body.error?.code).toBe('U-INV-GR-9');
    expect((await jakarta.payment('2026-11-23')).body.error?.code).toBe('U-INV-PAY-15');
    expect((await jakarta.receipt('2026-11-22')).status).toBe(201);
    expect(await jakarta.agedOn()).toBe('2026-11-22');
  });
});

describe('recurring invoices, on the organisation’s day', () => {
  it('the hourly job writes a template of the 23rd in Jayapura at 15:30 UTC and leaves Jakarta’s until its own midnight', async () => {
    // Hourly at five past, UTC: 15:05 is 00:05 in Jayapura, 17:05 is 00:05 in Jakarta.
    const [entry] = parseCrontab(RECURRING_INVOICES_CRONTAB);
    expect(entry).toMatchObject({ identifier: RECURRING_INVOICES_DUE_JOB });
    const at = (hour: number, min: number) =>
      entry!.match({ min, hour, date: 22, month: 11, dow: 0 });
    expect([at(15, 5), at(17, 5), at(15, 0)]).toEqual([true, true, false]);

    const [jayapura, jakarta] = await Promise.all(
      ['Asia/Jayapura', 'Asia/Jakarta'].map((zone) => organisationIn(zone)),
    );
    // The 22nd has passed in Jayapura: a template cannot start on it there.
    expect((await jayapura!.recurring('2026-11-22')).body.error?.code).toBe('U-INV-REC-6');
    const [east, west] = await Promise.all([
      jayapura!.recurring('2026-11-23'),
      jakarta!.recurring('2026-11-23'),
    ]);
    expect([east.status, west.status]).toEqual([201, 201]);

    // Only Jayapura's organisation has a template due: one run queued, which writes its period.
    expect(await suite.system.invoicing.recurringInvoices.queueRuns(NEAR_MIDNIGHT_UTC)).toBe(1);
    await eventually(
      async () => (await jayapura!.template(east.body.id!)).body.issuedCount === 1,
      10_000,
    );
    expect((await jayapura!.template(east.body.id!)).body.nextDate).toBe('2026-12-23');
    const run = suite.system.invoicing.recurringInvoices.run.bind(
      suite.system.invoicing.recurringInvoices,
    );
    expect(await run(jakarta!.organizationId, NEAR_MIDNIGHT_UTC)).toBe(0);
    expect((await jakarta!.template(west.body.id!)).body).toMatchObject({
      issuedCount: 0,
      nextDate: '2026-11-23',
    });
    // At 17:05 UTC the 23rd has come in Jakarta too.
    expect(await run(jakarta!.organizationId, new Date('2026-11-22T17:05:00Z'))).toBe(1);
    expect((await jakarta!.template(west.body.id!)).body.issuedCount).toBe(1);
  });
});
