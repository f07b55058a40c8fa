import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  callRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { sql } from 'kysely';
import { CHECKOUT_MISMATCH_JOB } from '../../contracts/invoicing/checkout.js';
import { TREASURY_JOBS_SCHEMA } from '../../contracts/treasury/jobs.js';
import { eventually } from '../support/eventually.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { latestChargeOrderId, mailedInvoice as mailedInvoiceOf } from '../support/invoice-links.js';
import {
  type InvoiceWriters,
  invoiceWritersIn,
  transferRecorded,
} from '../support/sales-invoices.js';
import { localGatewayOf, startTestSystem, workerSystem } from '../support/system.js';

/**
 * Only what a gateway signed, or says when asked, is believed, and every
 * status a provider documents moves the money it says. Xendit's callbacks are
 * tried on the worker's system (its gateway speaks Xendit); Midtrans's on a
 * system of this file's own, started with the local gateway speaking
 * Midtrans's protocol (the worker systems of integration tests speak Xendit).
 * Notifications are posted to the invoicing service as the gateway posts them.
 */

const START = `mutation ($input: CheckoutStartInput!) {
  checkoutStart(input: $input) { charge { status } userErrors { code } }
}`;

type Seller = {
  system: System;
  writers: InvoiceWriters;
  buyer: GraphQLClient;
  owner: { email: string; password: string };
};

async function sellerOn(system: System, name: string): Promise<Seller> {
  const created = await createOrganization(system, name);
  return {
    system,
    writers: await invoiceWritersIn(system, created.organizationId),
    buyer: new GraphQLClient(system.url),
    owner: created.owner,
  };
}

/** An invoice of `quantity` x 100,000.00 with a charge opened by `channel`, and the charge's order id. */
async function chargedInvoice(
  seller: Seller,
  quantity: string,
  channel = 'BNI_VA',
  kind: 'GOODS' | 'SERVICE' = 'GOODS',
) {
  const { invoice, token } = await mailedInvoiceOf(seller.writers, {
    quantity,
    unitPrice: '100000.00',
    kind,
  });
  const started = await seller.buyer.data<{
    checkoutStart: { charge: { status: string } | null; userErrors: { code: string }[] };
  }>(START, { input: { token, channel } });
  expect(started.checkoutStart.userErrors).toEqual([]);
  return { invoice, token, orderId: await latestChargeOrderId(seller.system, invoice.id) };
}

const invoiceNow = (seller: Seller, id: string) =>
  seller.system.invoicing.db
    .selectFrom('sales_invoices')
    .select(['status', 'remaining_amount as remaining', 'paid_amount as paid'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

const paymentsOf = (seller: Seller, invoiceId: string) =>
  seller.system.invoicing.db
    .selectFrom('checkout_charges as c')
    .innerJoin('invoice_payments as p', 'p.id', 'c.payment_id')
    .select(['p.amount', 'p.allocated_amount as allocated', 'p.status', 'p.settlement_status'])
    .where('c.invoice_id', '=', invoiceId)
    .execute();

const chargeOf = (seller: Seller, orderId: string) =>
  seller.system.invoicing.db
    .selectFrom('checkout_charges')
    .select(['status', 'reversed_amount as reversed'])
    .where('order_id', '=', orderId)
    .executeTakeFirstOrThrow();

const CHECKOUT_TICKETS = `{
  exceptionTickets(first: 50, type: CHECKOUT_AMOUNT_DIFFERS, status: [OPEN, IN_PROGRESS, RESOLVED]) {
    edges { node { id type status resolution resolutionNote line { date } payout { date }
      checkout { invoiceId invoiceNumber orderId gateway charged { amount currency } paid { amount currency } } } }
  }
}`;
const EXCEPTIONS_SCAN = 'mutation { exceptionsScan { opened userErrors { code } } }';
const TICKET_RESOLVE = `mutation ($input: ExceptionTicketResolveInput!) {
  exceptionTicketResolve(input: $input) { exceptionTicket { id status resolution resolutionNote } userErrors { field code } }
}`;
type CheckoutTicket = {
  id: string;
  type: string;
  status: string;
  resolution: string | null;
  resolutionNote: string | null;
  line: null;
  payout: null;
  checkout: {
    invoiceId: string;
    invoiceNumber: string;
    orderId: string;
    gateway: string;
    charged: { amount: string; currency: string };
    paid: { amount: string; currency: string };
  };
};
/** The organisation's checkout tickets about one invoice, as the Exceptions screen reads them. */
const checkoutTicketsOf = async (client: GraphQLClient, invoiceNumber: string | null) =>
  (
    await client.data<{ exceptionTickets: { edges: { node: CheckoutTicket }[] } }>(CHECKOUT_TICKETS)
  ).exceptionTickets.edges
    .map((edge) => edge.node)
    .filter((ticket) => ticket.checkout.invoiceNumber === invoiceNumber);

const notificationsOf = (seller: Seller, orderId: string) =>
  seller.system.invoicing.db
    .selectFrom('gateway_notifications')
    .select(['outcome', 'reason', 'status'])
    .where('order_id', '=', orderId)
    .orderBy('received_at')
    .execute();

/** Posts a notification to the invoicing service, as the gateway posts it. */
const post = (
  seller: Seller,
  provider: 'xendit' | 'midtrans',
  headers: Record<string, string>,
  body: string,
) =>
  fetch(`${seller.system.invoicingUrl}/checkout/notifications/${provider}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
  });

describe('Xendit: one static callback token for every callback', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await sellerOn(await workerSystem(), 'PT Penjual Kebenaran Xendit');
  });

  it('when a PAID callback carries the right token for a charge nobody paid, Xendit’s invoice says it waits and nothing is paid', async () => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, orderId } = await chargedInvoice(seller, '2');
    const charge = sandbox.charge(orderId);
    const forged = {
      id: charge.ref,
      external_id: orderId,
      user_id: 'sandbox-business',
      status: 'PAID',
      merchant_name: 'Kas Sandbox Merchant',
      amount: 200000,
      paid_amount: 200000,
      paid_at: '2026-11-22T03:00:00.000Z',
      payment_method: 'BANK_TRANSFER',
      payment_channel: 'BNI',
      currency: 'IDR',
      created: charge.createdAt.toISOString(),
      updated: '2026-11-22T03:00:00.000Z',
    };
    const answer = await post(
      seller,
      'xendit',
      { 'x-callback-token': sandbox.xendit.callbackToken },
      JSON.stringify(forged),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'STALE' });
    expect(await invoiceNow(seller, invoice.id)).toEqual({
      status: 'ISSUED',
      remaining: '200000.00',
      paid: '0.00',
    });
    expect(await paymentsOf(seller, invoice.id)).toEqual([]);
    expect((await chargeOf(seller, orderId)).status).toBe('PENDING');
  });

  it('when Xendit says a charge was paid with another amount, no payment is recorded: the invoice’s activity says so once and the metric counts it', async () => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, orderId } = await chargedInvoice(seller, '4');
    const mismatches = async () => {
      const text = await (await fetch(`${seller.system.invoicingUrl}/metrics`)).text();
      const line = text
        .split('\n')
        .find(
          (row) =>
            row.startsWith('checkout_notifications_total{') &&
            row.includes('provider="XENDIT"') &&
            row.includes('outcome="MISMATCH"'),
        );
      return line ? Number(line.split(' ').at(-1)) : 0;
    };
    const before = await mismatches();
    sandbox.configure({ duplicateWebhooks: true });
    try {
      sandbox.pay(orderId, '399000');
      await sandbox.deliveries.waitFor(
        (a) => a.orderId === orderId && a.status === 'PAID' && a.copy === 2 && a.httpStatus === 200,
      );
    } finally {
      sandbox.configure({ duplicateWebhooks: false });
    }
    expect(await paymentsOf(seller, invoice.id)).toEqual([]);
    expect((await invoiceNow(seller, invoice.id)).status).toBe('ISSUED');
    expect((await notificationsOf(seller, orderId)).map((row) => row.outcome).sort()).toEqual([
      'DUPLICATE',
      'MISMATCH',
    ]);
    const activity = await seller.system.invoicing.db
      .selectFrom('activity_log')
      .select(['summary', 'action'])
      .where('entity_id', '=', invoice.id)
      .where('action', '=', 'FAILED')
      .execute();
    expect(activity).toEqual([
      {
        action: 'FAILED',
        summary: `Invoice ${invoice.number}: Xendit says IDR 399000.00 was paid on a charge of IDR 400000.00; no payment was recorded: check it at Xendit`,
      },
    ]);
    expect((await mismatches()) - before).toBe(1);
  });

  it('when Xendit says a charge was paid with another amount, Scan now beside the treasury’s own job leaves one exception naming the invoice, what was charged and what was paid, however many copies came; a member resolves it by hand', async () => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, orderId } = await chargedInvoice(seller, '3');
    sandbox.configure({ duplicateWebhooks: true });
    try {
      sandbox.pay(orderId, '299000');
      await sandbox.deliveries.waitFor(
        (a) => a.orderId === orderId && a.status === 'PAID' && a.copy === 2 && a.httpStatus === 200,
      );
    } finally {
      sandbox.configure({ duplicateWebhooks: false });
    }
    const owner = await signedInClient(seller.system.url, seller.owner);
    const scanned = await owner.data<{
      exceptionsScan: { opened: number; userErrors: { code: string }[] };
    }>(EXCEPTIONS_SCAN);
    expect(scanned.exceptionsScan.userErrors).toEqual([]);
    // The treasury's job opens the ticket too, with nobody asking; whichever comes first, the other opens nothing again, nor does a second scan.
    await owner.data(EXCEPTIONS_SCAN);

    const [ticket, ...others] = await checkoutTicketsOf(owner, invoice.number);
    expect(others).toEqual([]);
    expect(ticket).toMatchObject({
      type: 'CHECKOUT_AMOUNT_DIFFERS',
      status: 'OPEN',
      resolution: null,
      line: null,
      payout: null,
      checkout: {
        invoiceNumber: invoice.number,
        orderId,
        gateway: 'XENDIT',
        charged: { amount: '300000.00', currency: 'IDR' },
        paid: { amount: '299000.00', currency: 'IDR' },
      },
    });
    expect(Buffer.from(ticket!.checkout.invoiceId, 'base64url').toString()).toBe(
      `SalesInvoice:${invoice.id}`,
    );

    const stranger = await signedInClient(
      seller.system.url,
      (await createOrganization(seller.system, 'PT Orang Lain Checkout')).owner,
    );
    await stranger.data(EXCEPTIONS_SCAN);
    expect(await checkoutTicketsOf(stranger, invoice.number)).toEqual([]);
    const foreign = await stranger.data<{
      exceptionTicketResolve: { exceptionTicket: null; userErrors: { code: string }[] };
    }>(TICKET_RESOLVE, { input: { exceptionTicketId: ticket!.id, note: 'bukan milik kami' } });
    expect(foreign.exceptionTicketResolve).toEqual({
      exceptionTicket: null,
      userErrors: [{ field: 'exceptionTicketId', code: 'U-TRSY-EXC-1' }],
    });

    const clerk = await signedInClient(
      seller.system.url,
      await addMember(seller.system, seller.writers.organizationId, ['invoices:read']),
    );
    expect((await clerk.request(CHECKOUT_TICKETS)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const resolved = await owner.data<{
      exceptionTicketResolve: { exceptionTicket: { status: string; resolution: string } };
    }>(TICKET_RESOLVE, {
      input: {
        exceptionTicketId: ticket!.id,
        note: 'Pembeli membayar Rp 299.000; selisih ditagih ulang.',
      },
    });
    expect(resolved.exceptionTicketResolve.exceptionTicket).toMatchObject({
      status: 'RESOLVED',
      resolution: 'MANUAL',
    });
    await owner.data(EXCEPTIONS_SCAN);
    expect((await checkoutTicketsOf(owner, invoice.number)).map((t) => t.status)).toEqual([
      'RESOLVED',
    ]);
  });

  it('when twenty copies of a Xendit callback of another amount arrive at once, its exception opens with nobody pressing Scan now, once, however many scans run beside, and no other organisation sees it', async () => {
    const local = localGatewayOf(seller.system);
    const { invoice, orderId } = await chargedInvoice(seller, '6');
    // The product misses the paid callback: its copies are posted below, all at once.
    local.sandbox.setWebhookUrls({
      xendit: `${seller.system.invoicingUrl}/checkout/notifications/nowhere`,
    });
    let paid;
    try {
      local.sandbox.pay(orderId, '599000');
      paid = await local.sandbox.deliveries.waitFor(
        (a) => a.orderId === orderId && a.status === 'PAID',
      );
    } finally {
      local.notifyTo(seller.system.invoicingUrl);
    }
    const copy = () =>
      post(seller, 'xendit', { 'x-callback-token': local.sandbox.xendit.callbackToken }, paid.body);
    const answers = await Promise.all(Array.from({ length: 20 }, copy));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(
      (await notificationsOf(seller, orderId)).filter((row) => row.outcome === 'MISMATCH'),
    ).toHaveLength(1);

    // Nobody scans: the treasury's job, queued with the mismatch, opens the ticket (watched in its table:
    // the screen's query, asked every few milliseconds, would spend the member's cost bucket).
    await eventually(
      async () =>
        (await seller.system.treasury.db
          .selectFrom('exception_tickets')
          .select('id')
          .where('checkout_order_id', '=', orderId)
          .executeTakeFirst()) !== undefined,
      10_000,
    );
    const owner = await signedInClient(seller.system.url, seller.owner);
    // Scan now twice and three more copies, all at once: none of them opens a second ticket.
    const [scans, copies] = await Promise.all([
      Promise.all(
        [1, 2].map(() =>
          owner.data<{ exceptionsScan: { userErrors: { code: string }[] } }>(EXCEPTIONS_SCAN),
        ),
      ),
      Promise.all(Array.from({ length: 3 }, copy)),
    ]);
    expect(scans.map((scan) => scan.exceptionsScan.userErrors)).toEqual([[], []]);
    expect(copies.map((answer) => answer.status)).toEqual([200, 200, 200]);
    const tickets = await checkoutTicketsOf(owner, invoice.number);
    expect(tickets.map(({ type, status, checkout }) => ({ type, status, checkout }))).toEqual([
      {
        type: 'CHECKOUT_AMOUNT_DIFFERS',
        status: 'OPEN',
        checkout: {
          invoiceId: expect.any(String),
          invoiceNumber: invoice.number,
          orderId,
          gateway: 'XENDIT',
          charged: { amount: '600000.00', currency: 'IDR' },
          paid: { amount: '599000.00', currency: 'IDR' },
        },
      },
    ]);

    const stranger = await signedInClient(
      seller.system.url,
      (await createOrganization(seller.system, 'PT Orang Lain Tanpa Pindai')).owner,
    );
    expect(await checkoutTicketsOf(stranger, invoice.number)).toEqual([]);
  });

  it('when a checkout mismatch job carries an amount as a number, the treasury opens no ticket and leaves the job done', async () => {
    const jobKey = `checkout-mismatch-test:${Date.now().toString(36)}`;
    const invoiceNumber = `INV/BAD/${Date.now().toString(36)}`;
    await seller.system.treasury.jobs.add(
      CHECKOUT_MISMATCH_JOB,
      {
        organizationId: seller.writers.organizationId,
        mismatch: {
          notificationId: '7a0c2d1e-0000-4000-8000-00000000b4d1',
          invoiceId: '7a0c2d1e-0000-4000-8000-00000000b4d2',
          invoiceNumber,
          orderId: 'BAD-ORDER',
          gateway: 'XENDIT',
          currency: 'IDR',
          chargedAmount: '100000.00',
          paidAmount: 99000,
          notifiedAt: '2026-11-22T03:00:00.000Z',
        },
      },
      { jobKey, maxAttempts: 1 },
    );
    const queued = async () =>
      (
        await sql<{
          count: string;
        }>`select count(*)::text as count from ${sql.raw(TREASURY_JOBS_SCHEMA)}.jobs
          where key = ${jobKey}`.execute(seller.system.treasury.db)
      ).rows[0]!.count;
    await eventually(async () => (await queued()) === '0', 10_000);
    const owner = await signedInClient(seller.system.url, seller.owner);
    expect(await checkoutTicketsOf(owner, invoiceNumber)).toEqual([]);
  });

  it('the invoicing service tells only the organisation’s own checkout mismatches, once per gateway event, and only to a member who may scan exceptions', async () => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, orderId } = await chargedInvoice(seller, '5');
    sandbox.configure({ duplicateWebhooks: true });
    try {
      sandbox.pay(orderId, '500500');
      await sandbox.deliveries.waitFor(
        (a) => a.orderId === orderId && a.status === 'PAID' && a.copy === 2 && a.httpStatus === 200,
      );
    } finally {
      sandbox.configure({ duplicateWebhooks: false });
    }
    type Mismatches = { items: { invoiceId: string; orderId: string }[]; hasMore: boolean };
    const mismatches = async (tokens: Tokens) =>
      callRest<Mismatches & { error?: { code: string } }>(
        seller.system.invoicingUrl,
        'GET',
        '/checkout/mismatches',
        tokens,
      );
    const own = await mismatches(await signInRest(seller.system, seller.owner));
    expect(own.status).toBe(200);
    expect(own.body.items.filter((item) => item.orderId === orderId)).toEqual([
      {
        notificationId: expect.any(String),
        invoiceId: invoice.id,
        invoiceNumber: invoice.number,
        orderId,
        gateway: 'XENDIT',
        currency: 'IDR',
        chargedAmount: '500000.00',
        paidAmount: '500500.00',
        notifiedAt: expect.any(String),
      },
    ]);
    const stranger = await mismatches(
      await signInRest(
        seller.system,
        (await createOrganization(seller.system, 'PT Tetangga Checkout')).owner,
      ),
    );
    expect(stranger).toEqual({ status: 200, body: { items: [], hasMore: false } });
    const reader = await mismatches(
      await signInRest(
        seller.system,
        await addMember(seller.system, seller.writers.organizationId, ['exceptions:read']),
      ),
    );
    expect(reader.status).toBe(403);
  });

  it('when a callback with the right token names a status Xendit’s invoices do not have, it is answered 200 and recorded with its order id, and nothing moves', async () => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, orderId } = await chargedInvoice(seller, '1');
    const answer = await post(
      seller,
      'xendit',
      { 'x-callback-token': sandbox.xendit.callbackToken },
      JSON.stringify({
        id: sandbox.charge(orderId).ref,
        external_id: orderId,
        status: 'VOIDED',
        amount: 100000,
      }),
    );
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'IGNORED' });
    expect(await notificationsOf(seller, orderId)).toEqual([
      { outcome: 'IGNORED', reason: 'UNSUPPORTED', status: null },
    ]);
    expect((await invoiceNow(seller, invoice.id)).status).toBe('ISSUED');
  });
});

describe('a charge follows its invoice', () => {
  let seller: Seller;
  beforeAll(async () => {
    seller = await sellerOn(await workerSystem(), 'PT Penjual Mengikuti Faktur');
  });

  const CHECKOUT = `query ($token: String!) {
    invoiceLink(token: $token) {
      checkout { available amount { amount } charge { status amount { amount } paymentUrl } }
    }
  }`;
  type Checkout = {
    invoiceLink: {
      checkout: {
        available: boolean;
        amount: { amount: string } | null;
        charge: { status: string; amount: { amount: string }; paymentUrl: string | null } | null;
      };
    };
  };
  const checkoutOf = async (token: string) =>
    (await seller.buyer.data<Checkout>(CHECKOUT, { token })).invoiceLink.checkout;

  /** Records a payment by hand of `amount` to the invoice, as a member does for a bank transfer. */
  const payByHand = async (invoice: { id: string; customer: { id: string } }, amount: string) => {
    await transferRecorded(seller.system, seller.writers.writer, invoice, {
      amount,
      paymentDate: '2026-11-22',
    });
  };

  it('when the invoice is paid by a bank transfer recorded by hand, its waiting charge is expired at the gateway and the buyer’s page no longer invites payment', async () => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, token, orderId } = await chargedInvoice(seller, '2');
    expect((await checkoutOf(token)).charge!.paymentUrl).not.toBeNull();
    await payByHand(invoice, '200000.00');
    // Before the gateway has been told, the page offers the charge no more.
    expect((await checkoutOf(token)).charge!.paymentUrl).toBeNull();
    await sandbox.deliveries.waitFor(
      (a) => a.orderId === orderId && a.status === 'EXPIRED' && a.httpStatus === 200,
    );
    expect(sandbox.charge(orderId).status).toBe('EXPIRED');
    expect(await chargeOf(seller, orderId)).toEqual({ status: 'EXPIRED', reversed: '0.00' });
    expect(await checkoutOf(token)).toEqual({
      available: false,
      amount: null,
      charge: { status: 'EXPIRED', amount: { amount: '200000.00' }, paymentUrl: null },
    });
  });

  it('when part of the invoice is paid another way, the waiting charge is expired at the gateway and the same channel opens a charge for what is left', async () => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, token, orderId } = await chargedInvoice(seller, '3');
    await payByHand(invoice, '120000.00');
    await sandbox.deliveries.waitFor(
      (a) => a.orderId === orderId && a.status === 'EXPIRED' && a.httpStatus === 200,
    );
    expect(sandbox.charge(orderId).status).toBe('EXPIRED');
    expect(await checkoutOf(token)).toMatchObject({
      available: true,
      amount: { amount: '180000.00' },
      charge: { status: 'EXPIRED', amount: { amount: '300000.00' }, paymentUrl: null },
    });
    const again = await seller.buyer.data<{
      checkoutStart: { charge: { status: string } | null; userErrors: { code: string }[] };
    }>(START, { input: { token, channel: 'BNI_VA' } });
    expect(again.checkoutStart).toEqual({ charge: { status: 'PENDING' }, userErrors: [] });
    const replaced = await latestChargeOrderId(seller.system, invoice.id);
    expect(replaced).not.toBe(orderId);
    expect(sandbox.charge(replaced).amount.toFixed(2)).toBe('180000.00');
  });
  /**
   * The road that lowers what is left differs; the follow-up is the same: the
   * charge waiting for the old amount is expired at the gateway, and the
   * buyer's page asks for what is left now, which the same channel charges.
   */
  const replacedAfter = async (
    lower: (invoice: { id: string; customer: { id: string } }) => Promise<void>,
    { kind = 'GOODS', left }: { kind?: 'GOODS' | 'SERVICE'; left: string },
  ) => {
    const { sandbox } = localGatewayOf(seller.system);
    const { invoice, token, orderId } = await chargedInvoice(seller, '3', 'BRI_VA', kind);
    await lower(invoice);
    await sandbox.deliveries.waitFor(
      (a) => a.orderId === orderId && a.status === 'EXPIRED' && a.httpStatus === 200,
    );
    expect(sandbox.charge(orderId).status).toBe('EXPIRED');
    expect(await checkoutOf(token)).toMatchObject({
      available: true,
      amount: { amount: left },
      charge: { status: 'EXPIRED', amount: { amount: '300000.00' }, paymentUrl: null },
    });
    const again = await seller.buyer.data<{
      checkoutStart: { charge: { status: string } | null; userErrors: { code: string }[] };
    }>(START, { input: { token, channel: 'BRI_VA' } });
    expect(again.checkoutStart).toEqual({ charge: { status: 'PENDING' }, userErrors: [] });
    const replaced = await latestChargeOrderId(seller.system, invoice.id);
    expect(replaced).not.toBe(orderId);
    expect(sandbox.charge(replaced).amount.toFixed(2)).toBe(left);
  };

  it('when a credit memo is applied to the invoice, the waiting charge is expired at the gateway and the same channel charges what is left after it', async () => {
    await replacedAfter(
      async (invoice) => {
        const memo = await callRest(
          seller.system.invoicingUrl,
          'POST',
          '/credit-memos',
          seller.writers.writer,
          {
            invoiceId: invoice.id,
            memoDate: '2026-11-22',
            amount: '50000.00',
            reason: 'Satu unit rusak saat pengiriman',
            applications: [{ invoiceId: invoice.id, amount: '50000.00' }],
          },
        );
        expect(memo.status, JSON.stringify(memo.body)).toBe(201);
      },
      { left: '250000.00' },
    );
  });

  it('when the buyer withholds PPh 23 from a payment, the waiting charge is expired and the same channel charges what is left after the payment and the tax withheld', async () => {
    await replacedAfter(
      async (invoice) => {
        // 3 x 100,000.00 of a service without PPN; the seller has no NPWP in its profile: 4% of 300,000.00 is 12,000.00.
        await transferRecorded(seller.system, seller.writers.writer, invoice, {
          amount: '100000.00',
          paymentDate: '2026-11-22',
          withholding: true,
        });
      },
      { kind: 'SERVICE', left: '188000.00' },
    );
  });

  it('when a bank credit reconciled in the treasury settles part of the invoice, the waiting charge is expired and the same channel charges what is left', async () => {
    const owner = await signInRest(seller.system, seller.owner);
    await replacedAfter(
      async (invoice) => {
        const settled = await callRest(
          seller.system.invoicingUrl,
          'PUT',
          `/receivables/${invoice.id}/settlements/${randomUUID()}`,
          owner,
          { amount: '100000.00', bookedOn: '2026-11-22' },
        );
        expect(settled.status, JSON.stringify(settled.body)).toBe(200);
      },
      { left: '200000.00' },
    );
  });
});

describe('Midtrans: a signature over order_id, status_code and gross_amount only', () => {
  let system: System;
  let seller: Seller;
  beforeAll(async () => {
    // Midtrans's protocol (the worker systems of integration tests speak Xendit's), with Xendit configured still:
    // the organisation moved from it, and the charges opened there still resolve.
    system = await startTestSystem({}, {}, {}, 'MIDTRANS', true);
    seller = await sellerOn(system, 'PT Penjual Kebenaran Midtrans');
  });
  afterAll(async () => {
    await system?.stop();
  });

  /** Opens the Snap page (Midtrans names the transaction and sends its pending notification) and waits for it. */
  async function opened(orderId: string) {
    const { sandbox } = localGatewayOf(system);
    const charge = sandbox.charge(orderId);
    await fetch(`${sandbox.url}${charge.pagePath}`);
    return sandbox.deliveries.waitFor(
      (a) => a.orderId === orderId && a.status === 'PENDING' && a.httpStatus === 200,
    );
  }

  /** Pays the charge at Midtrans and waits until the product applied its settlement. */
  async function paid(orderId: string) {
    const { sandbox } = localGatewayOf(system);
    await opened(orderId);
    sandbox.pay(orderId);
    return sandbox.deliveries.waitFor(
      (a) => a.orderId === orderId && a.status === 'PAID' && a.httpStatus === 200,
    );
  }

  /** Waits until `count` notifications of the order were answered 200. */
  const answered = (orderId: string, count: number) =>
    localGatewayOf(system).sandbox.deliveries.waitFor(
      () =>
        localGatewayOf(system).sandbox.deliveries.attempts.filter(
          (a) => a.orderId === orderId && a.httpStatus === 200,
        ).length >= count,
    );

  it('when a charge was opened at Xendit before the organisation moved to Midtrans, Xendit’s callback still pays it, as Xendit confirms', async () => {
    const local = localGatewayOf(system);
    const { invoice } = await mailedInvoiceOf(seller.writers, {
      quantity: '1',
      unitPrice: '100000.00',
    });
    const orderId = `MOVED-${Date.now().toString(36)}`;
    const expiresAt = new Date(Date.now() + 3_600_000);
    const opened = await local.other.createCharge({
      orderId,
      amount: '100000',
      channel: 'BCA_VA',
      description: `Invoice ${invoice.number}`,
      customer: { name: 'PT Pembeli Tautan', email: null },
      successUrl: `${system.url}/checkout/success`,
      failureUrl: `${system.url}/checkout/failed`,
      expiresAt,
      idempotencyKey: orderId,
    });
    expect(opened.provider).toBe('XENDIT');
    await system.invoicing.db
      .insertInto('checkout_charges')
      .values({
        organization_id: seller.writers.organizationId,
        invoice_id: invoice.id,
        provider: 'XENDIT',
        channel: 'BCA_VA',
        order_id: orderId,
        provider_ref: opened.providerRef,
        currency: 'IDR',
        amount: '100000.00',
        payment_url: opened.paymentUrl,
        expires_at: expiresAt,
      })
      .execute();
    local.sandbox.pay(orderId);
    const delivered = await local.sandbox.deliveries.waitFor(
      (a) => a.orderId === orderId && a.status === 'PAID' && a.httpStatus !== null,
    );
    expect(delivered.httpStatus).toBe(200);
    expect(await invoiceNow(seller, invoice.id)).toEqual({
      status: 'PAID',
      remaining: '0.00',
      paid: '100000.00',
    });
    expect(await chargeOf(seller, orderId)).toEqual({ status: 'PAID', reversed: '0.00' });
  });

  it('when a validly signed settlement names a charge Midtrans cannot confirm, it is answered 503 to come again and nothing is paid', async () => {
    const local = localGatewayOf(system);
    const { invoice } = await mailedInvoiceOf(seller.writers, {
      quantity: '1',
      unitPrice: '100000.00',
    });
    // A charge Midtrans holds no transaction of (as when its Get Status is out of reach).
    const orderId = `UNCONFIRMED-${Date.now().toString(36)}`;
    await system.invoicing.db
      .insertInto('checkout_charges')
      .values({
        organization_id: seller.writers.organizationId,
        invoice_id: invoice.id,
        provider: 'MIDTRANS',
        channel: 'BNI_VA',
        order_id: orderId,
        provider_ref: 'snap-token-unknown',
        currency: 'IDR',
        amount: '100000.00',
        payment_url: `${local.sandbox.url}/midtrans/snap/v4/redirection/snap-token-unknown`,
        expires_at: new Date(Date.now() + 3_600_000),
      })
      .execute();
    const signature = createHash('sha512')
      .update(`${orderId}200100000.00${local.sandbox.midtrans.serverKey}`, 'utf8')
      .digest('hex');
    const answer = await post(
      seller,
      'midtrans',
      {},
      JSON.stringify({
        transaction_time: '2026-11-22 10:00:00',
        transaction_status: 'settlement',
        transaction_id: '7a0c2d1e-0000-4000-8000-000000000001',
        status_message: 'midtrans payment notification',
        status_code: '200',
        signature_key: signature,
        payment_type: 'bank_transfer',
        order_id: orderId,
        gross_amount: '100000.00',
        fraud_status: 'accept',
        currency: 'IDR',
        va_numbers: [{ bank: 'bni', va_number: '8808000000000001' }],
      }),
    );
    expect(answer.status).toBe(503);
    expect(await answer.json()).toEqual({ outcome: 'UNCONFIRMED' });
    expect(await invoiceNow(seller, invoice.id)).toEqual({
      status: 'ISSUED',
      remaining: '100000.00',
      paid: '0.00',
    });
    expect((await notificationsOf(seller, orderId)).map((row) => row.outcome)).toEqual([
      'UNCONFIRMED',
    ]);
  });

  it('when a signed pending notification has its status edited to settlement, it is refused and the invoice stays unpaid', async () => {
    const { invoice, orderId } = await chargedInvoice(seller, '3');
    const pending = await opened(orderId);
    const edited = { ...JSON.parse(pending.body), transaction_status: 'settlement' };
    const answer = await post(seller, 'midtrans', {}, JSON.stringify(edited));
    expect(answer.status).toBe(401);
    expect(await invoiceNow(seller, invoice.id)).toEqual({
      status: 'ISSUED',
      remaining: '300000.00',
      paid: '0.00',
    });
    expect(await paymentsOf(seller, invoice.id)).toEqual([]);
    expect((await notificationsOf(seller, orderId)).map((row) => row.reason)).toContain(
      'UNSIGNED_STATUS',
    );
  });

  it('when a signed settlement is edited to a refund (both signed 200), Get Status says settlement and nothing is taken back', async () => {
    const { invoice, orderId } = await chargedInvoice(seller, '2');
    const settlement = await paid(orderId);
    const edited = {
      ...JSON.parse(settlement.body),
      transaction_status: 'refund',
      refund_amount: '200000.00',
    };
    const answer = await post(seller, 'midtrans', {}, JSON.stringify(edited));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ outcome: 'STALE' });
    expect(await invoiceNow(seller, invoice.id)).toMatchObject({
      status: 'PAID',
      remaining: '0.00',
    });
    expect(await paymentsOf(seller, invoice.id)).toEqual([
      {
        amount: '200000.00',
        allocated: '200000.00',
        status: 'ALLOCATED',
        settlement_status: 'PENDING',
      },
    ]);
  });

  it('when part of a paid charge is refunded and then the rest, the invoice is reopened by each, once, with an activity entry, and the payment is cancelled at the end', async () => {
    const { sandbox } = localGatewayOf(system);
    const { invoice, orderId } = await chargedInvoice(seller, '3');
    await paid(orderId);
    expect((await invoiceNow(seller, invoice.id)).status).toBe('PAID');

    sandbox.configure({ duplicateWebhooks: true });
    try {
      sandbox.reverse(orderId, 'refund', '100000');
      await answered(orderId, 4);
    } finally {
      sandbox.configure({ duplicateWebhooks: false });
    }
    expect(await invoiceNow(seller, invoice.id)).toEqual({
      status: 'ISSUED',
      remaining: '100000.00',
      paid: '200000.00',
    });
    expect(await paymentsOf(seller, invoice.id)).toEqual([
      {
        amount: '200000.00',
        allocated: '200000.00',
        status: 'ALLOCATED',
        settlement_status: 'PENDING',
      },
    ]);
    expect(await chargeOf(seller, orderId)).toEqual({ status: 'PAID', reversed: '100000.00' });
    expect(
      (await notificationsOf(seller, orderId)).filter((row) => row.status === 'REFUNDED'),
    ).toEqual([
      { outcome: 'APPLIED', reason: null, status: 'REFUNDED' },
      { outcome: 'DUPLICATE', reason: null, status: 'REFUNDED' },
    ]);

    sandbox.reverse(orderId, 'refund');
    await answered(orderId, 5);
    expect(await invoiceNow(seller, invoice.id)).toEqual({
      status: 'ISSUED',
      remaining: '300000.00',
      paid: '0.00',
    });
    expect(await paymentsOf(seller, invoice.id)).toEqual([
      { amount: '200000.00', allocated: '0.00', status: 'CANCELLED', settlement_status: 'PENDING' },
    ]);
    expect(await chargeOf(seller, orderId)).toEqual({ status: 'REFUNDED', reversed: '300000.00' });
    const { payment_id: paymentId } = await system.invoicing.db
      .selectFrom('checkout_charges')
      .select('payment_id')
      .where('order_id', '=', orderId)
      .executeTakeFirstOrThrow();
    const activity = await system.invoicing.db
      .selectFrom('activity_log')
      .select(['summary', 'action'])
      .where('entity_id', '=', paymentId!)
      .where('summary', 'like', '%taken back%')
      .orderBy('id')
      .execute();
    expect(
      activity.map((entry) => [entry.action, entry.summary.replace(/^Payment \S+: /, '')]),
    ).toEqual([
      [
        'UPDATED',
        "IDR 100000.00 taken back at Midtrans (a refund, a chargeback or the bank's reversal)",
      ],
      [
        'CANCELLED',
        "IDR 200000.00 taken back at Midtrans (a refund, a chargeback or the bank's reversal)",
      ],
    ]);
  });

  it('when twenty-five copies of a refund notification arrive at once, the money is taken back once', async () => {
    const local = localGatewayOf(system);
    const { invoice, orderId } = await chargedInvoice(seller, '4');
    await paid(orderId);
    // The product misses the refund's notification: its copies are posted below, all at once.
    local.sandbox.setWebhookUrls({
      midtrans: `${system.invoicingUrl}/checkout/notifications/nowhere`,
    });
    let refund;
    try {
      local.sandbox.reverse(orderId, 'refund', '150000');
      refund = await local.sandbox.deliveries.waitFor(
        (a) => a.orderId === orderId && a.body.includes('"transaction_status":"partial_refund"'),
      );
    } finally {
      local.notifyTo(system.invoicingUrl);
    }
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post(seller, 'midtrans', {}, refund.body)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(25).fill(200));
    const outcomes = (await notificationsOf(seller, orderId))
      .filter((row) => row.status === 'REFUNDED')
      .map((row) => row.outcome);
    expect(outcomes.filter((outcome) => outcome === 'APPLIED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DUPLICATE')).toHaveLength(24);
    expect(await invoiceNow(seller, invoice.id)).toEqual({
      status: 'ISSUED',
      remaining: '150000.00',
      paid: '250000.00',
    });
    expect(await chargeOf(seller, orderId)).toEqual({ status: 'PAID', reversed: '150000.00' });
  });

  it('when a partial chargeback and then the bank’s reversal (deny after settlement) follow, each takes back what it says, and a new charge can be opened', async () => {
    const { sandbox } = localGatewayOf(system);
    const { invoice, token, orderId } = await chargedInvoice(seller, '5');
    await paid(orderId);
    sandbox.reverse(orderId, 'chargeback', '50000');
    await answered(orderId, 3);
    expect(await invoiceNow(seller, invoice.id)).toMatchObject({
      status: 'ISSUED',
      remaining: '50000.00',
    });
    sandbox.reverse(orderId, 'deny');
    await answered(orderId, 4);
    expect(await invoiceNow(seller, invoice.id)).toMatchObject({
      status: 'ISSUED',
      remaining: '500000.00',
    });
    expect(await chargeOf(seller, orderId)).toEqual({ status: 'REFUNDED', reversed: '500000.00' });
    const again = await seller.buyer.data<{
      checkoutStart: { charge: { status: string } | null; userErrors: { code: string }[] };
    }>(START, { input: { token, channel: 'BRI_VA' } });
    expect(again.checkoutStart).toEqual({ charge: { status: 'PENDING' }, userErrors: [] });
  });
});
