import { once } from 'node:events';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewaySandbox, type GatewaySandbox } from '../../../gateway-sandbox/sandbox.js';
import { gatewayFromEnvironment, resolvingGatewaysFromEnvironment } from './from-environment.js';
import {
  GatewayError,
  GatewayRefusal,
  type ChargeRequest,
  type CheckoutChannel,
  type PaymentGateway,
} from './gateway.js';
import { MidtransGateway } from './midtrans.js';
import { XenditGateway } from './xendit.js';

/**
 * Both adapters against the local gateway sandbox over real HTTP, with a small
 * receiver standing in for our webhook endpoint. Tests wait for deliveries,
 * never for a time.
 */

type Received = { path: string; headers: IncomingHttpHeaders; body: Buffer };

const received: Received[] = [];
/** How the receiver answers a path; 200 unless a test says otherwise. */
const answers = new Map<string, () => number>();
const receiver = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const path = request.url ?? '/';
    received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
    response.statusCode = answers.get(path)?.() ?? 200;
    response.end();
  });
});

let sandbox: GatewaySandbox;
let receiverUrl: string;
let xendit: XenditGateway;
let midtrans: MidtransGateway;

beforeAll(async () => {
  receiver.listen(0, '127.0.0.1');
  await once(receiver, 'listening');
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  sandbox = await createGatewaySandbox({
    retryBaseMs: 5,
    webhookUrls: { xendit: `${receiverUrl}/xendit`, midtrans: `${receiverUrl}/midtrans` },
  });
  xendit = new XenditGateway({
    secretKey: sandbox.xendit.secretKey,
    callbackToken: sandbox.xendit.callbackToken,
    baseUrl: sandbox.xendit.baseUrl,
  });
  midtrans = new MidtransGateway({
    serverKey: sandbox.midtrans.serverKey,
    snapUrl: sandbox.midtrans.snapUrl,
    apiUrl: sandbox.midtrans.apiUrl,
  });
});

afterAll(async () => {
  await sandbox?.stop();
  receiver.close();
});

let sequence = 0;
function chargeRequest(channel: CheckoutChannel, overrides: Partial<ChargeRequest> = {}) {
  sequence += 1;
  return {
    orderId: `INV-2026-11-${String(sequence).padStart(4, '0')}-${Date.now().toString(36)}`,
    amount: '1250000',
    channel,
    description: `Invoice ${sequence} of PT Maju Bersama`,
    customer: { name: 'Siti Rahayu', email: 'siti@example.co.id' },
    successUrl: 'https://kas.example/pay/done',
    failureUrl: 'https://kas.example/pay/failed',
    expiresAt: new Date(Date.now() + 3_600_000),
    idempotencyKey: `key-${sequence}-${Date.now()}`,
    ...overrides,
  } satisfies ChargeRequest;
}

/** The webhook our receiver got for this delivery, verified by the adapter. */
function verified(gateway: PaymentGateway, body: string) {
  const delivery = received.find((request) => request.body.toString('utf8') === body)!;
  return gateway.verifyWebhook(delivery.headers, delivery.body);
}

const delivered =
  (orderId: string, status: string) =>
  (attempt: { orderId: string; status: string; httpStatus: number | null; stale: boolean }) =>
    attempt.orderId === orderId &&
    attempt.status === status &&
    attempt.httpStatus === 200 &&
    !attempt.stale;

/** Opens the hosted page and presses one of its buttons, as a buyer's browser would. */
async function press(paymentUrl: string, button: 'pay' | 'expire' | 'fail') {
  const page = await fetch(paymentUrl);
  const html = await page.text();
  expect(html).toContain(`action="${new URL(paymentUrl).pathname}/${button}"`);
  const response = await fetch(`${paymentUrl}/${button}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${button}`,
    redirect: 'manual',
  });
  return { html, status: response.status, location: response.headers.get('location') };
}

describe('Xendit adapter against the sandbox', () => {
  it('when a charge is opened per channel kind, it is a pending invoice with its hosted page', async () => {
    const va = await xendit.createCharge(chargeRequest('BNI_VA'));
    const qris = await xendit.createCharge(chargeRequest('QRIS', { amount: '150000.00' }));
    expect(va).toMatchObject({ provider: 'XENDIT', status: 'PENDING' });
    expect(va.providerRef).toMatch(/^[0-9a-f]{24}$/);
    expect(va.paymentUrl).toBe(`${sandbox.url}/checkout/v2/${va.providerRef}`);
    const vaPage = await (await fetch(va.paymentUrl)).text();
    expect(vaPage).toContain('Rp 1.250.000');
    expect(vaPage).toContain(sandbox.charge(va.providerRef).vaNumber!);
    expect(sandbox.charge(va.providerRef).vaNumber).toMatch(/^8808\d{12}$/);
    const qrPage = await (await fetch(qris.paymentUrl)).text();
    expect(sandbox.charge(qris.providerRef).qrString).toMatch(/^000201010212.*6304[0-9A-F]{4}$/);
    expect(qrPage).toContain('Rp 150.000');
  });

  it('when the secret key is wrong, the charge is refused as unauthorized with Xendit’s code', async () => {
    const impostor = new XenditGateway({
      secretKey: 'xnd_development_not-ours',
      callbackToken: 'x',
      baseUrl: sandbox.xendit.baseUrl,
    });
    const refused = await impostor.createCharge(chargeRequest('BCA_VA')).catch((error) => error);
    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({
      kind: 'UNAUTHORIZED',
      httpStatus: 401,
      gatewayCode: 'INVALID_API_KEY',
    });
  });

  it('when the buyer pays on the hosted page, the PAID callback verifies with the amount, then Xendit settles it', async () => {
    const request = chargeRequest('BCA_VA');
    const charge = await xendit.createCharge(request);
    const pressed = await press(charge.paymentUrl, 'pay');
    expect(pressed).toMatchObject({ status: 303, location: request.successUrl });
    const paid = await sandbox.deliveries.waitFor(delivered(request.orderId, 'PAID'));
    expect(paid.headers['x-callback-token']).toBe(sandbox.xendit.callbackToken);
    const event = verified(xendit, paid.body);
    expect(event).toMatchObject({
      provider: 'XENDIT',
      providerRef: charge.providerRef,
      orderId: request.orderId,
      status: 'PAID',
      amount: '1250000.00',
      channel: 'BCA_VA',
    });
    expect(event.paidAt).not.toBeNull();
    expect(await xendit.fetchStatus(charge)).toMatchObject({
      status: 'PAID',
      amount: '1250000.00',
    });
    sandbox.settle(charge.providerRef);
    const settled = await sandbox.deliveries.waitFor(delivered(request.orderId, 'SETTLED'));
    const settledEvent = verified(xendit, settled.body);
    expect(settledEvent.status).toBe('SETTLED');
    expect(settledEvent.eventId).not.toBe(event.eventId);
  });

  it('when a callback carries another token or none, verifyWebhook refuses it', async () => {
    const body = Buffer.from(
      JSON.stringify({ id: 'x', external_id: 'y', status: 'PAID', amount: 1 }),
    );
    const wrong = () => xendit.verifyWebhook({ 'x-callback-token': 'forged' }, body);
    expect(wrong).toThrow(GatewayRefusal);
    expect(() => wrong()).toThrow(expect.objectContaining({ reason: 'BAD_TOKEN' }));
    expect(() => xendit.verifyWebhook({}, body)).toThrow(
      expect.objectContaining({ reason: 'MISSING_TOKEN' }),
    );
  });

  it('when a receiver answers 500, the callback is retried with backoff until it gets a 2xx', async () => {
    let calls = 0;
    answers.set('/flaky', () => ((calls += 1) <= 2 ? 500 : 204));
    sandbox.setWebhookUrls({ xendit: `${receiverUrl}/flaky` });
    try {
      const request = chargeRequest('MANDIRI_VA');
      await xendit.createCharge(request);
      sandbox.pay(request.orderId);
      await sandbox.deliveries.waitFor(
        (attempt) => attempt.orderId === request.orderId && attempt.httpStatus === 204,
      );
      const attempts = sandbox.deliveries.attempts.filter((a) => a.orderId === request.orderId);
      expect(attempts.map((a) => [a.attempt, a.httpStatus])).toEqual([
        [1, 500],
        [2, 500],
        [3, 204],
      ]);
    } finally {
      sandbox.setWebhookUrls({ xendit: `${receiverUrl}/xendit` });
    }
  });

  it('when the same idempotency key is sent again, the same invoice comes back; with another body, a conflict', async () => {
    const now = new Date();
    const fixed = new XenditGateway({
      secretKey: sandbox.xendit.secretKey,
      callbackToken: sandbox.xendit.callbackToken,
      baseUrl: sandbox.xendit.baseUrl,
      now: () => now,
    });
    const request = chargeRequest('BRI_VA', { expiresAt: new Date(now.getTime() + 600_000) });
    const first = await fixed.createCharge(request);
    const again = await fixed.createCharge(request);
    expect(again.providerRef).toBe(first.providerRef);
    const changed = await fixed
      .createCharge({ ...request, amount: '1250001' })
      .catch((error) => error);
    expect(changed).toMatchObject({ kind: 'CONFLICT', httpStatus: 409 });
  });

  it('when a waiting invoice is expired through the API, Xendit answers it EXPIRED and calls back; a paid one is answered as paid', async () => {
    const request = chargeRequest('BCA_VA');
    const charge = await xendit.createCharge(request);
    expect(await xendit.expireCharge(charge)).toMatchObject({
      status: 'EXPIRED',
      orderId: request.orderId,
    });
    await sandbox.deliveries.waitFor(delivered(request.orderId, 'EXPIRED'));
    expect(sandbox.charge(charge.providerRef).status).toBe('EXPIRED');
    const paidRequest = chargeRequest('BNI_VA');
    const paid = await xendit.createCharge(paidRequest);
    sandbox.pay(paid.providerRef);
    expect(await xendit.expireCharge(paid)).toMatchObject({
      status: 'PAID',
      amount: '1250000.00',
    });
  });

  it('when an invoice expires, fetchStatus answers EXPIRED', async () => {
    const charge = await xendit.createCharge(chargeRequest('PERMATA_VA'));
    sandbox.expire(charge.providerRef);
    expect(await xendit.fetchStatus(charge)).toMatchObject({
      status: 'EXPIRED',
      amount: '1250000.00',
    });
  });
});

describe('Midtrans adapter against the sandbox', () => {
  it('when a charge is opened per channel kind, Snap answers a token and a redirect page', async () => {
    const va = await midtrans.createCharge(chargeRequest('MANDIRI_VA'));
    const qris = await midtrans.createCharge(chargeRequest('QRIS', { amount: '75000' }));
    expect(va).toMatchObject({ provider: 'MIDTRANS', status: 'PENDING' });
    expect(va.paymentUrl).toBe(`${sandbox.url}/midtrans/snap/v4/redirection/${va.providerRef}`);
    expect(await (await fetch(va.paymentUrl)).text()).toContain(
      sandbox.charge(va.providerRef).vaNumber!,
    );
    expect(await (await fetch(qris.paymentUrl)).text()).toContain('Rp 75.000');
  });

  it('when the server key is wrong, Snap refuses the charge as unauthorized', async () => {
    const impostor = new MidtransGateway({
      serverKey: 'SB-Mid-server-not-ours',
      snapUrl: sandbox.midtrans.snapUrl,
      apiUrl: sandbox.midtrans.apiUrl,
    });
    await expect(impostor.createCharge(chargeRequest('BCA_VA'))).rejects.toMatchObject({
      kind: 'UNAUTHORIZED',
      httpStatus: 401,
    });
  });

  it('when an order id was used already, Snap refuses the second charge as a conflict', async () => {
    const request = chargeRequest('BNI_VA');
    await midtrans.createCharge(request);
    await expect(midtrans.createCharge(request)).rejects.toMatchObject({ kind: 'CONFLICT' });
  });

  it('when the buyer pays on the page, the pending and settlement notifications verify and the status is PAID', async () => {
    const request = chargeRequest('BCA_VA', { amount: '2500000.00' });
    const charge = await midtrans.createCharge(request);
    const pressed = await press(charge.paymentUrl, 'pay');
    expect(pressed.status).toBe(303);
    expect(pressed.location).toBe(
      `${request.successUrl}?order_id=${request.orderId}&status_code=200&transaction_status=settlement`,
    );
    const pending = await sandbox.deliveries.waitFor(delivered(request.orderId, 'PENDING'));
    const paid = await sandbox.deliveries.waitFor(delivered(request.orderId, 'PAID'));
    expect(verified(midtrans, pending.body)).toMatchObject({
      status: 'PENDING',
      channel: 'BCA_VA',
    });
    const event = verified(midtrans, paid.body);
    expect(event).toMatchObject({
      provider: 'MIDTRANS',
      orderId: request.orderId,
      status: 'PAID',
      amount: '2500000.00',
      channel: 'BCA_VA',
    });
    expect(event.providerRef).toBe(sandbox.charge(charge.providerRef).transactionId);
    expect(await midtrans.fetchStatus(charge)).toMatchObject({
      status: 'PAID',
      amount: '2500000.00',
    });
  });

  it('when a notification’s gross_amount or signature is tampered with, verifyWebhook refuses it', async () => {
    const request = chargeRequest('BRI_VA');
    await midtrans.createCharge(request);
    sandbox.pay(request.orderId);
    const paid = await sandbox.deliveries.waitFor(delivered(request.orderId, 'PAID'));
    const body = JSON.parse(paid.body) as Record<string, string>;
    const tampered = Buffer.from(JSON.stringify({ ...body, gross_amount: '1.00' }));
    expect(() => midtrans.verifyWebhook({}, tampered)).toThrow(
      expect.objectContaining({ name: 'GatewayRefusal', reason: 'BAD_SIGNATURE' }),
    );
    const forged = Buffer.from(JSON.stringify({ ...body, signature_key: 'ab'.repeat(64) }));
    expect(() => midtrans.verifyWebhook({}, forged)).toThrow(
      expect.objectContaining({ reason: 'BAD_SIGNATURE' }),
    );
    expect(() => midtrans.verifyWebhook({}, Buffer.from('not json'))).toThrow(
      expect.objectContaining({ reason: 'MALFORMED' }),
    );
  });

  it('when asked for duplicates and disorder, each notification comes twice and a stale pending follows the payment', async () => {
    sandbox.configure({ duplicateWebhooks: true, outOfOrder: true });
    try {
      const request = chargeRequest('PERMATA_VA');
      await midtrans.createCharge(request);
      sandbox.pay(request.orderId);
      const stale = await sandbox.deliveries.waitFor(
        (attempt) =>
          attempt.orderId === request.orderId && attempt.stale && attempt.httpStatus === 200,
      );
      const attempts = sandbox.deliveries.attempts.filter((a) => a.orderId === request.orderId);
      expect(attempts.map((a) => [a.status, a.copy, a.stale])).toEqual([
        ['PENDING', 1, false],
        ['PENDING', 2, false],
        ['PAID', 1, false],
        ['PAID', 2, false],
        ['PENDING', 1, true],
      ]);
      const [firstPending, , firstPaid, secondPaid] = attempts.map((a) =>
        verified(midtrans, a.body),
      );
      expect(secondPaid).toEqual(firstPaid);
      const staleEvent = verified(midtrans, stale.body);
      expect(staleEvent).toMatchObject({ status: 'PENDING', channel: 'PERMATA_VA' });
      expect(staleEvent.eventId).toBe(firstPending!.eventId);
      expect(firstPaid!.eventId).not.toBe(firstPending!.eventId);
    } finally {
      sandbox.configure({ duplicateWebhooks: false, outOfOrder: false });
    }
  });

  it('when a transaction expires, fetchStatus answers EXPIRED; one never opened is not found', async () => {
    const unopened = await midtrans.createCharge(chargeRequest('BNI_VA'));
    await expect(midtrans.fetchStatus(unopened)).rejects.toMatchObject({ kind: 'NOT_FOUND' });
    const request = chargeRequest('QRIS');
    const charge = await midtrans.createCharge(request);
    const pressed = await press(charge.paymentUrl, 'expire');
    expect(pressed.location).toContain(`${request.failureUrl}?order_id=${request.orderId}`);
    expect(await midtrans.fetchStatus(charge)).toMatchObject({
      status: 'EXPIRED',
      channel: 'QRIS',
    });
  });
});

describe('Midtrans taking money back, and expiring through the API', () => {
  /** A Midtrans transaction of `amount` the buyer paid, with its settlement notification received. */
  async function settled(amount: string) {
    const request = chargeRequest('BNI_VA', { amount });
    const charge = await midtrans.createCharge(request);
    sandbox.pay(request.orderId);
    await sandbox.deliveries.waitFor(delivered(request.orderId, 'PAID'));
    return { request, charge };
  }
  const latestTo = (orderId: string) =>
    sandbox.deliveries.attempts.filter((a) => a.orderId === orderId && a.httpStatus === 200);

  it('when part and then the rest is refunded, each notification verifies with what was refunded in all, and Get Status agrees', async () => {
    const { request, charge } = await settled('1000000');
    sandbox.reverse(request.orderId, 'refund', '250000');
    await sandbox.deliveries.waitFor(() => latestTo(request.orderId).length === 3);
    const partial = verified(midtrans, latestTo(request.orderId)[2]!.body);
    expect(partial).toMatchObject({
      status: 'REFUNDED',
      amount: '1000000.00',
      reversedAmount: '250000.00',
    });
    expect(partial.eventId).toMatch(/:partial_refund:200:250000\.00$/);
    sandbox.reverse(request.orderId, 'refund');
    await sandbox.deliveries.waitFor(() => latestTo(request.orderId).length === 4);
    const full = verified(midtrans, latestTo(request.orderId)[3]!.body);
    expect(full).toMatchObject({ status: 'REFUNDED', reversedAmount: '1000000.00' });
    expect(full.eventId).toMatch(/:refund:200:1000000\.00$/);
    expect(await midtrans.fetchStatus(charge)).toMatchObject({
      status: 'REFUNDED',
      reversedAmount: '1000000.00',
    });
  });

  it('when a chargeback or the bank’s reversal follows settlement, the notification verifies as a reversal', async () => {
    const charged = await settled('500000');
    sandbox.reverse(charged.request.orderId, 'chargeback', '100000');
    await sandbox.deliveries.waitFor(() => latestTo(charged.request.orderId).length === 3);
    expect(verified(midtrans, latestTo(charged.request.orderId)[2]!.body)).toMatchObject({
      status: 'REFUNDED',
      reversedAmount: '100000.00',
    });
    const denied = await settled('500000');
    sandbox.reverse(denied.request.orderId, 'deny');
    await sandbox.deliveries.waitFor(() => latestTo(denied.request.orderId).length === 3);
    expect(verified(midtrans, latestTo(denied.request.orderId)[2]!.body)).toMatchObject({
      status: 'FAILED',
      amount: '500000.00',
    });
  });

  it('when a waiting transaction is expired through the API, Midtrans answers 407 expire; a paid one is answered as paid; one never opened as expired', async () => {
    const request = chargeRequest('QRIS');
    const charge = await midtrans.createCharge(request);
    await press(charge.paymentUrl, 'pay').catch(() => null);
    const waiting = await midtrans.createCharge(chargeRequest('BRI_VA'));
    await fetch(waiting.paymentUrl);
    expect(sandbox.charge(waiting.providerRef).transactionId).not.toBeNull();
    expect(await midtrans.expireCharge(waiting)).toMatchObject({ status: 'EXPIRED' });
    expect(sandbox.charge(waiting.providerRef).status).toBe('EXPIRED');
    expect(await midtrans.expireCharge(charge)).toMatchObject({ status: 'PAID' });
    const unopened = await midtrans.createCharge(chargeRequest('BCA_VA'));
    expect(await midtrans.expireCharge(unopened)).toMatchObject({
      status: 'EXPIRED',
      providerRef: null,
    });
  });
});

describe('choosing and guarding a gateway', () => {
  it('when an amount is beyond its channel, the charge is refused before any request', async () => {
    const request = chargeRequest('QRIS', { amount: '10000001' });
    await expect(xendit.createCharge(request)).rejects.toMatchObject({
      kind: 'CHANNEL_LIMIT',
      gatewayCode: 'ABOVE_CHANNEL_MAXIMUM',
    });
    expect(() => sandbox.charge(request.orderId)).toThrow(/no charge/);
    await expect(
      midtrans.createCharge(chargeRequest('BCA_VA', { amount: '9999' })),
    ).rejects.toMatchObject({
      kind: 'CHANNEL_LIMIT',
      gatewayCode: 'BELOW_CHANNEL_MINIMUM',
    });
    await expect(
      midtrans.createCharge(chargeRequest('BCA_VA', { amount: '10000.50' })),
    ).rejects.toMatchObject({
      kind: 'INVALID_REQUEST',
    });
  });

  it('when the environment points at the sandbox, the configured gateway works with no code change', async () => {
    const gateway = gatewayFromEnvironment({
      PAYMENT_GATEWAY: 'MIDTRANS',
      MIDTRANS_SERVER_KEY: sandbox.midtrans.serverKey,
      MIDTRANS_SNAP_URL: sandbox.midtrans.snapUrl,
      MIDTRANS_API_URL: sandbox.midtrans.apiUrl,
      XENDIT_SECRET_KEY: sandbox.xendit.secretKey,
      XENDIT_CALLBACK_TOKEN: sandbox.xendit.callbackToken,
      XENDIT_BASE_URL: sandbox.xendit.baseUrl,
    });
    expect(gateway.provider).toBe('MIDTRANS');
    expect((await gateway.createCharge(chargeRequest('BRI_VA'))).status).toBe('PENDING');
    expect(() => gatewayFromEnvironment({ XENDIT_SECRET_KEY: 'k' })).toThrow(
      /XENDIT_CALLBACK_TOKEN/,
    );
    expect(() => gatewayFromEnvironment({})).toThrow(/No payment gateway/);
  });

  it('when both gateways are configured and new charges open at one, the other still resolves the charges opened there', () => {
    const both = {
      PAYMENT_GATEWAY: 'MIDTRANS',
      MIDTRANS_SERVER_KEY: 'SB-Mid-server-a',
      XENDIT_SECRET_KEY: 'xnd_development_b',
      XENDIT_CALLBACK_TOKEN: 'token',
    };
    expect(resolvingGatewaysFromEnvironment('MIDTRANS', both).map((g) => g.provider)).toEqual([
      'XENDIT',
    ]);
    expect(
      resolvingGatewaysFromEnvironment('MIDTRANS', { MIDTRANS_SERVER_KEY: 'SB-Mid-server-a' }),
    ).toEqual([]);
  });
});
