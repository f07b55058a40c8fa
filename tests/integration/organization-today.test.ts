import { describe, expect, it } from 'vitest';
import type { AgedReceivablesResponse } from '../../contracts/invoicing/aged-receivables.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import { callRest, createOrganization, createdRest, signInRest } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { systemSuite } from '../support/system-suite.js';

/**
 * "Today" in the invoicing service is the organisation's, in the time zone
 * its account settings carry, as the web shows its dates. At 15:30 UTC on 22
 * November 2026 it is 22:30 in Jakarta and already 00:30 on the 23rd in
 * Jayapura: an organisation in Jayapura records a goods receipt and a payment
 * dated the 23rd and ages its receivables on it; one in Jakarta is refused
 * both (a date that has not come) and ages on the 22nd. This file starts its
 * own system: it needs its own clock (the invoicing service's `now`).
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
    callRest<{ error?: { code: string }; asOf?: string }>(
      suite.system.invoicingUrl,
      method,
      path,
      tokens,
      body,
    );
  return {
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
