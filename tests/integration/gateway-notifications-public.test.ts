import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { latestChargeOrderId, mailedInvoice } from '../support/invoice-links.js';
import { type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { localGatewayOf, workerSystem } from '../support/system.js';

/**
 * A gateway posts its notifications to the address a merchant gives it: the
 * product's public address (the BFF's), never a service behind it. There they
 * reach checkout with their bytes intact and the service's answer comes back
 * (200 taken, 401 forged), so the gateway retries until one is taken; a path
 * of the API that nothing serves answers JSON 404, never the web app's 200.
 */
let system: System;
let writers: InvoiceWriters;
const buyer = () => new GraphQLClient(system.url);

const START = `mutation ($input: CheckoutStartInput!) {
  checkoutStart(input: $input) { charge { status } userErrors { code } }
}`;
const STATUS = `query ($token: String!) {
  invoiceLink(token: $token) { invoice { status remainingAmount { amount } } checkout { charge { status } } }
}`;
type Status = {
  invoiceLink: {
    invoice: { status: string; remainingAmount: { amount: string } };
    checkout: { charge: { status: string } | null };
  };
};

const statusOf = async (token: string) =>
  (await buyer().data<Status>(STATUS, { token })).invoiceLink;

const paymentsOf = (invoiceId: string) =>
  system.invoicing.db
    .selectFrom('invoice_payment_allocations as a')
    .innerJoin('invoice_payments as p', 'p.id', 'a.payment_id')
    .select(['p.amount', 'p.source'])
    .where('a.sales_invoice_id', '=', invoiceId)
    .execute();

/** An invoice mailed to a buyer of its own with a virtual account charge waiting at the gateway, and the charge's order id. */
async function waitingCharge(unitPrice: string) {
  const { invoice, token } = await mailedInvoice(writers, { quantity: '1', unitPrice });
  const started = await buyer().data<{ checkoutStart: { userErrors: unknown[] } }>(START, {
    input: { token, channel: 'BNI_VA' },
  });
  expect(started.checkoutStart.userErrors).toEqual([]);
  return { invoice, token, orderId: await latestChargeOrderId(system, invoice.id) };
}

beforeAll(async () => {
  system = await workerSystem();
  const { organizationId } = await createOrganization(system, 'PT Penjual Notifikasi');
  writers = await invoiceWritersIn(system, organizationId);
});

afterEach(() => {
  // The worker's other files expect the gateway to post to the invoicing service, as the test system set it.
  localGatewayOf(system).notifyTo(system.invoicingUrl);
});

describe('a gateway posting to the product’s public address', () => {
  it('when the gateway notifies the public address that a charge was paid, the invoice is paid once and the gateway is answered 200 in JSON', async () => {
    const local = localGatewayOf(system);
    local.notifyTo(system.url);
    const { invoice, token, orderId } = await waitingCharge('175000.00');

    local.sandbox.pay(orderId);
    const delivered = await local.sandbox.deliveries.waitFor(
      (attempt) => attempt.orderId === orderId && attempt.status === 'PAID',
    );

    expect(delivered.url).toBe(`${system.url}/checkout/notifications/xendit`);
    expect(delivered.httpStatus).toBe(200);
    expect(await statusOf(token)).toEqual({
      invoice: { status: 'PAID', remainingAmount: { amount: '0.00' } },
      checkout: { charge: { status: 'PAID' } },
    });
    expect(await paymentsOf(invoice.id)).toEqual([{ amount: '175000.00', source: 'CHECKOUT' }]);
    // The same notification again, as a gateway retries it: taken, and nothing paid twice.
    const again = await fetch(delivered.url, {
      method: 'POST',
      headers: delivered.headers,
      body: delivered.body,
    });
    expect(again.status).toBe(200);
    expect(again.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await again.json()).toEqual({ outcome: 'DUPLICATE' });
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
  });

  it('when a notification with a forged callback token is posted to the public address, it is answered 401 and pays nothing', async () => {
    const local = localGatewayOf(system);
    local.notifyTo(system.url);
    const paid = await waitingCharge('90000.00');
    local.sandbox.pay(paid.orderId);
    const genuine = await local.sandbox.deliveries.waitFor(
      (attempt) => attempt.orderId === paid.orderId && attempt.status === 'PAID',
    );
    const target = await waitingCharge('90000.00');

    // Another charge's genuine notification, pointed at this charge, without the gateway's token.
    const forged = await fetch(`${system.url}/checkout/notifications/xendit`, {
      method: 'POST',
      headers: { ...genuine.headers, 'x-callback-token': 'not-the-callback-token' },
      body: genuine.body.replaceAll(paid.orderId, target.orderId),
    });

    expect(forged.status).toBe(401);
    expect(await forged.json()).toEqual({ outcome: 'REFUSED' });
    expect(await paymentsOf(target.invoice.id)).toEqual([]);
    expect(await statusOf(target.token)).toEqual({
      invoice: { status: 'ISSUED', remainingAmount: { amount: '90000.00' } },
      checkout: { charge: { status: 'PENDING' } },
    });
  });
});

describe('a path of the API that nothing serves', () => {
  it.each([
    ['POST', '/checkout/notifications/stripe'],
    ['GET', '/checkout/notifications/xendit/extra'],
    ['GET', '/api/nothing-here'],
    ['POST', '/api/nothing-here'],
    ['GET', '/graphql/batch'],
    ['GET', '/invoice-link/nothing'],
    ['POST', '/counterparties'],
    ['PUT', '/'],
    ['DELETE', '/settings'],
  ])(
    'when a client sends %s %s, it is answered JSON 404 and never the web app',
    async (method, path) => {
      const response = await fetch(`${system.url}${path}`, {
        method,
        ...(method === 'GET'
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: '{}' }),
      });

      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
      expect(await response.json()).toEqual({
        errors: [{ message: 'Not found.', extensions: { code: 'NOT_FOUND' } }],
      });
    },
  );

  it('when a gateway reads its notification path with GET, it is told to POST, in JSON', async () => {
    const response = await fetch(`${system.url}/checkout/notifications/midtrans`);

    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
    expect(await response.json()).toEqual({
      error: { code: 'METHOD_NOT_ALLOWED', message: 'Send notifications with POST.' },
    });
  });
});
