import type { Client } from 'graphql-ws';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from '../../bff/server.js';
import type { System } from '../../system.js';
import { callRest, createOrganization } from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { latestChargeOrderId, mailedInvoice as mailedInvoiceOf } from '../support/invoice-links.js';
import { type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { createSecondBff, localGatewayOf, workerSystem } from '../support/system.js';
import { cookieSocketClient } from '../support/transports.js';

/**
 * A buyer's checkout page, which has no account, hears its invoice change
 * over the WebSocket: `invoiceLinkUpdated(token)` answers the invoice as it
 * is, then again when the gateway's notification pays it (or a charge
 * expires), and only for that invoice; a link that opens nothing is answered
 * as the query answers it and the subscription ends. A socket without a
 * session stays open while it watches, within its bounds, and holds a
 * bounded number of watches.
 */
let system: System;
let writers: InvoiceWriters;
let buyer: GraphQLClient;
const clients: Client[] = [];

const WATCH = `subscription ($token: String!) {
  invoiceLinkUpdated(token: $token) {
    state
    expiresAt
    invoice { number status remainingAmount { amount } }
    checkout { available charge { status } }
  }
}`;
type Answer = {
  data?: {
    invoiceLinkUpdated: {
      state: string;
      expiresAt: string | null;
      invoice: { number: string; status: string; remainingAmount: { amount: string } } | null;
      checkout: { available: boolean; charge: { status: string } | null } | null;
    };
  } | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

/** A graphql-ws client without a session, as the buyer's browser opens it. */
function anonymousClient(url = system.url): Client {
  const client = cookieSocketClient(url, '', { lazy: false });
  clients.push(client);
  return client;
}

/** Watches a link on `client` and collects what arrives, and whether the server ended the subscription. */
function watch(client: Client, token: string) {
  const answers: Answer[] = [];
  let completed = false;
  let failure: unknown;
  const dispose = client.subscribe(
    { query: WATCH, variables: { token } },
    {
      next: (value) => void answers.push(value as Answer),
      error: (error) => (failure = error),
      complete: () => (completed = true),
    },
  );
  return {
    answers,
    dispose,
    completed: () => completed,
    failure: () => failure,
    links: () => answers.map((answer) => answer.data?.invoiceLinkUpdated),
  };
}

const mailedInvoice = (quantity: string) => mailedInvoiceOf(writers, { quantity });

/** Opens a charge for the link's invoice by `channel`, as the buyer's page does. */
async function startCharge(token: string, channel: string) {
  const started = await buyer.data<{ checkoutStart: { userErrors: unknown[] } }>(
    `mutation ($input: CheckoutStartInput!) { checkoutStart(input: $input) { userErrors { code } } }`,
    { input: { token, channel } },
  );
  expect(started.checkoutStart.userErrors).toEqual([]);
}

/** Opens a charge for the link's invoice and pays it at the gateway, whose notification reaches the product. */
async function payThroughGateway(invoiceId: string, token: string) {
  await startCharge(token, 'BNI_VA');
  const { sandbox } = localGatewayOf(system);
  const orderId = await latestChargeOrderId(system, invoiceId);
  sandbox.pay(orderId);
  return orderId;
}

beforeAll(async () => {
  system = await workerSystem();
  buyer = new GraphQLClient(system.url);
  const created = await createOrganization(system, 'PT Penjual Siaran');
  writers = await invoiceWritersIn(system, created.organizationId);
});

afterAll(async () => {
  await Promise.all(clients.map((client) => client.dispose()));
});

describe('a buyer watching the link of an invoice', () => {
  it('hears the invoice paid when the gateway’s notification pays it, and nothing of another invoice paid meanwhile', async () => {
    const watched = await mailedInvoice('2');
    const other = await mailedInvoice('1');
    const socket = anonymousClient();
    const mine = watch(socket, watched.token);
    const theirs = watch(socket, other.token);
    await eventually(() => mine.answers.length === 1 && theirs.answers.length === 1, 10_000);
    expect(mine.links()[0]).toEqual({
      state: 'VALID',
      expiresAt: expect.any(String),
      invoice: {
        number: watched.invoice.number,
        status: 'ISSUED',
        remainingAmount: { amount: '200000.00' },
      },
      checkout: { available: true, charge: null },
    });

    // The other invoice of the same organisation is paid: its watcher hears it, this one nothing.
    await payThroughGateway(other.invoice.id, other.token);
    await eventually(() => theirs.links().at(-1)?.invoice?.status === 'PAID', 10_000);
    expect(theirs.links().every((link) => link?.invoice?.number === other.invoice.number)).toBe(
      true,
    );
    expect(mine.answers).toHaveLength(1);

    await payThroughGateway(watched.invoice.id, watched.token);
    await eventually(() => mine.links().at(-1)?.invoice?.status === 'PAID', 10_000);
    expect(mine.links().at(-1)).toEqual({
      state: 'VALID',
      expiresAt: expect.any(String),
      invoice: {
        number: watched.invoice.number,
        status: 'PAID',
        remainingAmount: { amount: '0.00' },
      },
      checkout: { available: false, charge: { status: 'PAID' } },
    });
    expect(mine.answers.every((answer) => answer.errors === undefined)).toBe(true);
    mine.dispose();
    theirs.dispose();
  });

  it('hears a charge the gateway expired, though the invoice itself did not change', async () => {
    const { invoice, token } = await mailedInvoice('1');
    await startCharge(token, 'QRIS');
    const watching = watch(anonymousClient(), token);
    await eventually(() => watching.answers.length === 1, 10_000);
    expect(watching.links()[0]!.checkout!.charge).toEqual({ status: 'PENDING' });

    localGatewayOf(system).sandbox.expire(await latestChargeOrderId(system, invoice.id));
    await eventually(() => watching.links().at(-1)?.checkout?.charge?.status === 'EXPIRED', 10_000);
    expect(watching.links().at(-1)).toMatchObject({
      state: 'VALID',
      invoice: { status: 'ISSUED' },
      checkout: { available: true },
    });
    watching.dispose();
  });

  it('hears a charge the product expired itself when a new one is opened past its time', async () => {
    const { invoice, token } = await mailedInvoice('1');
    await startCharge(token, 'QRIS');
    await system.invoicing.db
      .updateTable('checkout_charges')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('invoice_id', '=', invoice.id)
      .execute();
    const watching = watch(anonymousClient(), token);
    await eventually(() => watching.answers.length === 1, 10_000);

    await startCharge(token, 'BCA_VA');
    await eventually(() => watching.answers.length === 2, 10_000);
    const outbox = await system.invoicing.db
      .selectFrom('outbox')
      .select(sql<string>`payload->>'change'`.as('change'))
      .where('subject_id', '=', invoice.id)
      .where('type', '=', 'sales-invoice.changed')
      .execute();
    expect(outbox.map((row) => row.change)).toContain('CHECKOUT_EXPIRED');
    watching.dispose();
  });

  it('a link spent while watched answers SPENT, shows nothing of the invoice, and ends', async () => {
    const { invoice, token } = await mailedInvoice('1');
    const watching = watch(anonymousClient(), token);
    await eventually(() => watching.answers.length === 1, 10_000);

    const cancelled = await callRest(
      system.invoicingUrl,
      'POST',
      `/sales-invoices/${invoice.id}/cancel`,
      writers.writer,
      { reason: 'Salah harga' },
    );
    expect(cancelled.status).toBe(200);
    await eventually(() => watching.completed(), 10_000);
    expect(watching.links().at(-1)).toEqual({
      state: 'SPENT',
      expiresAt: null,
      invoice: null,
      checkout: null,
    });
  });

  it('a link that expires while watched answers EXPIRED at its expiry, and ends', async () => {
    const { invoice, token } = await mailedInvoice('1');
    await system.invoicing.db
      .updateTable('invoice_links')
      .set({ expires_at: new Date(Date.now() + 1_500) })
      .where('invoice_id', '=', invoice.id)
      .execute();
    const watching = watch(anonymousClient(), token);
    await eventually(() => watching.completed(), 10_000);
    expect(watching.links()).toEqual([
      expect.objectContaining({ state: 'VALID' }),
      { state: 'EXPIRED', expiresAt: null, invoice: null, checkout: null },
    ]);
  });
});

describe('a link that opens nothing', () => {
  it('an unknown, malformed, expired or spent token is answered once as the query answers it, and the subscription ends', async () => {
    const expired = await mailedInvoice('1');
    await system.invoicing.db
      .updateTable('invoice_links')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('invoice_id', '=', expired.invoice.id)
      .execute();
    const spent = await mailedInvoice('1');
    await callRest(
      system.invoicingUrl,
      'POST',
      `/sales-invoices/${spent.invoice.id}/cancel`,
      writers.writer,
      { reason: 'Dikirim ulang' },
    );
    const socket = anonymousClient();
    for (const [token, state] of [
      ['tidak-ada-tautan-seperti-ini', 'EXPIRED'],
      ['bukan token', 'EXPIRED'],
      [expired.token, 'EXPIRED'],
      [spent.token, 'SPENT'],
    ] as const) {
      const watching = watch(socket, token);
      await eventually(() => watching.completed() || watching.failure() !== undefined, 10_000);
      expect(watching.failure(), token).toBeUndefined();
      const answer = { state, expiresAt: null, invoice: null, checkout: null };
      expect(watching.links(), token).toEqual([answer]);
      const queried = await buyer.data<{ invoiceLink: unknown }>(
        `query ($token: String!) { invoiceLink(token: $token) { state expiresAt invoice { number } checkout { available } } }`,
        { token },
      );
      expect(queried.invoiceLink, token).toEqual(answer);
    }
  });
});

describe('how many links one socket watches', () => {
  it('five at once; a sixth is refused as RATE_LIMITED, and one ended makes room', async () => {
    const { token } = await mailedInvoice('1');
    const socket = anonymousClient();
    const five = Array.from({ length: 5 }, () => watch(socket, token));
    await eventually(() => five.every((watching) => watching.answers.length === 1), 10_000);

    const sixth = watch(socket, token);
    await eventually(() => sixth.answers.length > 0 || sixth.failure() !== undefined, 10_000);
    const refusal = (sixth.failure() as Answer['errors']) ?? sixth.answers[0]!.errors;
    expect(refusal?.map((error) => error.extensions?.code)).toEqual(['RATE_LIMITED']);
    expect(refusal?.[0]?.message).toBe('This connection already watches 5 invoice links.');

    five[0]!.dispose();
    const again = watch(socket, token);
    await eventually(() => again.answers.length > 0, 10_000);
    expect(again.links()[0]?.state).toBe('VALID');
    for (const watching of [...five, again]) watching.dispose();
  });
});

describe('how long a socket without a session lives', () => {
  /** A BFF in front of the worker's services with short socket bounds: no new system. */
  let bff: Bff;
  let url: string;
  const ANONYMOUS_MS = 1_500;
  const WATCH_MS = 4_000;

  beforeAll(async () => {
    bff = await createSecondBff(system, {
      anonymousSocketMs: ANONYMOUS_MS,
      linkWatchSocketMs: WATCH_MS,
      linkWatchesPerAddress: 3,
    });
    url = await bff.listen();
  });

  afterAll(async () => {
    await bff?.close();
  });

  /** A raw graphql-transport-ws socket without a session: when it opened, and how and when the server closed it. */
  function rawSocket() {
    const socket = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws');
    const openedAt = Date.now();
    const messages: { type: string; id?: string; payload?: unknown }[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string }));
    const closed = new Promise<{ code: number; reason: string; afterMs: number }>((resolve) =>
      socket.on('close', (code, reason) =>
        resolve({ code, reason: reason.toString(), afterMs: Date.now() - openedAt }),
      ),
    );
    socket.on('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    const subscribe = (id: string, token: string) =>
      socket.send(
        JSON.stringify({ id, type: 'subscribe', payload: { query: WATCH, variables: { token } } }),
      );
    return { socket, messages, closed, subscribe };
  }

  it('watching a link, it outlives the anonymous timeout but not its bound; without one it closes at the timeout', async () => {
    const { token } = await mailedInvoice('1');
    const idle = rawSocket();
    const watching = rawSocket();
    await eventually(() => watching.messages.some((m) => m.type === 'connection_ack'), 5_000);
    watching.subscribe('1', token);
    await eventually(() => watching.messages.some((m) => m.type === 'next'), 10_000);

    const idleClosed = await idle.closed;
    expect(idleClosed.code).toBe(4401);
    expect(idleClosed.afterMs).toBeLessThan(WATCH_MS);
    const watchedClosed = await watching.closed;
    expect(watchedClosed).toMatchObject({
      code: 4401,
      reason: 'Watched long enough: open the link again',
    });
    expect(watchedClosed.afterMs).toBeGreaterThanOrEqual(WATCH_MS - 50);
    expect(watchedClosed.afterMs).toBeLessThan(WATCH_MS + 2_000);
  });

  it('once its last watch ends it closes at the anonymous timeout again', async () => {
    const { token } = await mailedInvoice('1');
    const raw = rawSocket();
    await eventually(() => raw.messages.some((m) => m.type === 'connection_ack'), 5_000);
    raw.subscribe('1', token);
    await eventually(() => raw.messages.some((m) => m.type === 'next'), 10_000);
    const endedAt = Date.now();
    raw.socket.send(JSON.stringify({ id: '1', type: 'complete' }));
    const closed = await raw.closed;
    expect(closed).toMatchObject({ code: 4401, reason: 'Sign in to keep the connection' });
    expect(Date.now() - endedAt).toBeLessThan(WATCH_MS - 500);
  });

  it('the sockets of one address watch at most as many links as allowed', async () => {
    const { token } = await mailedInvoice('1');
    const first = anonymousClient(url);
    const second = anonymousClient(url);
    const held = [watch(first, token), watch(first, token), watch(second, token)];
    await eventually(() => held.every((watching) => watching.answers.length === 1), 10_000);
    const refused = watch(second, token);
    await eventually(() => refused.answers.length > 0 || refused.failure() !== undefined, 10_000);
    const errors = (refused.failure() as Answer['errors']) ?? refused.answers[0]!.errors;
    expect(errors?.[0]).toMatchObject({
      message: 'Too many invoice links are watched from this address.',
      extensions: { code: 'RATE_LIMITED' },
    });
    for (const watching of held) watching.dispose();
    // Before this BFF closes under them.
    await Promise.all([first.dispose(), second.dispose()]);
  });
});
