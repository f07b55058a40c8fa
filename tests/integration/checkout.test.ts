import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { authHeaders, createOrganization } from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { pdfText } from '../support/pdf-text.js';
import { GraphQLClient } from '../support/graphql-client.js';
import {
  chargesOf,
  latestChargeOrderId,
  mailedInvoice as mailedInvoiceOf,
} from '../support/invoice-links.js';
import { type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { localGatewayOf, workerSystem } from '../support/system.js';

/**
 * Checkout through the BFF, without a session, against the local gateway
 * sandbox speaking Xendit's invoice API: the channels and their limits, a
 * charge paid on the gateway's page whose notification comes twice and out
 * of order and pays the invoice once; fifty copies of a notification at once
 * make one payment; a forged one changes nothing and is logged; an expired
 * charge gives way to a new one; a missed notification is caught by the
 * status check; a bad token opens nothing.
 */
let system: System;
let writers: InvoiceWriters;
let buyer: GraphQLClient;

const CHECKOUT = `query ($token: String!) {
  invoiceLink(token: $token) {
    state
    invoice { status remainingAmount { amount } }
    checkout {
      available amount { amount currency } rounding { amount currency }
      channels { channel refusal { code limit { amount } } }
      charge { gateway channel status amount { amount } paymentUrl }
    }
  }
}`;
type Checkout = {
  invoiceLink: {
    state: string;
    invoice: { status: string; remainingAmount: { amount: string } } | null;
    checkout: {
      available: boolean;
      amount: { amount: string; currency: string } | null;
      rounding: { amount: string; currency: string } | null;
      channels: { channel: string; refusal: { code: string; limit: { amount: string } } | null }[];
      charge: { status: string; channel: string; paymentUrl: string | null } | null;
    } | null;
  };
};
const START = `mutation ($input: CheckoutStartInput!) {
  checkoutStart(input: $input) {
    charge { gateway channel status amount { amount } paymentUrl }
    userErrors { code field message }
  }
}`;
type Start = {
  checkoutStart: {
    charge: {
      gateway: string;
      status: string;
      amount: { amount: string };
      paymentUrl: string;
    } | null;
    userErrors: { code: string; field: string | null; message: string }[];
  };
};
const REFRESH = `mutation ($token: String!) {
  checkoutRefresh(input: { token: $token }) {
    checkout { charge { status } }
    userErrors { code }
  }
}`;

/** An issued invoice of `quantity` x `unitPrice` mailed to a buyer of its own, and its link's token. */
const mailedInvoice = (quantity: string, unitPrice = '100000.00') =>
  mailedInvoiceOf(writers, { quantity, unitPrice });

const checkout = async (token: string) =>
  (await buyer.data<Checkout>(CHECKOUT, { token })).invoiceLink;
const start = async (token: string, channel: string) =>
  (await buyer.data<Start>(START, { input: { token, channel } })).checkoutStart;

/** The charge's order id at the gateway, as the invoicing service wrote it. */
const orderOf = (invoiceId: string) => latestChargeOrderId(system, invoiceId);

const paymentsOf = (invoiceId: string) =>
  system.invoicing.db
    .selectFrom('invoice_payment_allocations as a')
    .innerJoin('invoice_payments as p', 'p.id', 'a.payment_id')
    .select([
      'p.amount',
      'p.source',
      'p.method',
      'a.amount as allocated',
      'a.rounding',
      'p.created_by',
    ])
    .where('a.sales_invoice_id', '=', invoiceId)
    .execute();

const outcomesOf = async (orderId: string) =>
  (
    await system.invoicing.db
      .selectFrom('gateway_notifications')
      .select('outcome')
      .where('order_id', '=', orderId)
      .execute()
  ).map((row) => row.outcome);

/**
 * Pays the charge at the gateway while its notifications go where nothing
 * takes them: the product misses them. Answers the first, as sent.
 */
async function payMissingNotification(orderId: string) {
  const local = localGatewayOf(system);
  local.sandbox.setWebhookUrls({ xendit: `${system.invoicingUrl}/checkout/notifications/nowhere` });
  try {
    local.sandbox.pay(orderId);
    return await local.sandbox.deliveries.waitFor((a) => a.orderId === orderId);
  } finally {
    local.notifyTo(system.invoicingUrl);
  }
}

beforeAll(async () => {
  system = await workerSystem();
  buyer = new GraphQLClient(system.url);
  const created = await createOrganization(system, 'PT Penjual Checkout');
  writers = await invoiceWritersIn(system, created.organizationId);
});

describe('a virtual account paid on the gateway’s page', () => {
  it('pays the invoice once, though the notification comes twice and a stale one after it', async () => {
    const { sandbox } = localGatewayOf(system);
    const { invoice, token } = await mailedInvoice('3');
    const before = await checkout(token);
    expect(before.checkout).toMatchObject({
      available: true,
      amount: { amount: '300000.00', currency: 'IDR' },
      charge: null,
    });
    expect(before.checkout!.channels.map((option) => option.channel)).toEqual([
      'BCA_VA',
      'BNI_VA',
      'BRI_VA',
      'MANDIRI_VA',
      'PERMATA_VA',
      'QRIS',
    ]);

    const started = await start(token, 'BCA_VA');
    expect(started.userErrors).toEqual([]);
    expect(started.charge).toMatchObject({
      gateway: 'XENDIT',
      status: 'PENDING',
      amount: { amount: '300000.00' },
      paymentUrl: expect.stringContaining(sandbox.url),
    });
    // The same channel again is the same charge.
    expect((await start(token, 'BCA_VA')).charge!.paymentUrl).toBe(started.charge!.paymentUrl);

    const orderId = await orderOf(invoice.id);
    sandbox.configure({ duplicateWebhooks: true, outOfOrder: true });
    try {
      sandbox.pay(orderId);
      await sandbox.deliveries.waitFor(
        (a) => a.orderId === orderId && a.stale && a.httpStatus === 200,
      );
      await sandbox.deliveries.waitFor(
        (a) => a.orderId === orderId && a.copy === 2 && a.httpStatus === 200,
      );
    } finally {
      sandbox.configure({ duplicateWebhooks: false, outOfOrder: false });
    }
    const after = await checkout(token);
    expect(after.invoice).toMatchObject({ status: 'PAID', remainingAmount: { amount: '0.00' } });
    expect(after.checkout).toMatchObject({ available: false, charge: { status: 'PAID' } });
    expect(await paymentsOf(invoice.id)).toEqual([
      {
        amount: '300000.00',
        source: 'CHECKOUT',
        method: 'VIRTUAL_ACCOUNT',
        allocated: '300000.00',
        rounding: '0.00',
        created_by: null,
      },
    ]);
    expect((await outcomesOf(orderId)).sort()).toEqual(['APPLIED', 'DUPLICATE', 'STALE']);
  });

  it('when the invoice has sen, the charge is whole rupiah and the sen are its rounding: the invoice is paid in full and nothing is left as credit', async () => {
    const { sandbox } = localGatewayOf(system);
    const { invoice, token } = await mailedInvoice('1', '1234567.45');
    const before = await checkout(token);
    expect(before.invoice!.remainingAmount.amount).toBe('1234567.45');
    expect(before.checkout).toMatchObject({
      amount: { amount: '1234567.00', currency: 'IDR' },
      rounding: { amount: '0.45', currency: 'IDR' },
    });
    const started = await start(token, 'BNI_VA');
    expect(started.charge!.amount.amount).toBe('1234567.00');
    const orderId = await orderOf(invoice.id);
    sandbox.pay(orderId);
    await sandbox.deliveries.waitFor((a) => a.orderId === orderId && a.httpStatus === 200);

    const after = await checkout(token);
    expect(after.invoice).toMatchObject({ status: 'PAID', remainingAmount: { amount: '0.00' } });
    expect(await paymentsOf(invoice.id)).toEqual([
      {
        amount: '1234567.00',
        source: 'CHECKOUT',
        method: 'VIRTUAL_ACCOUNT',
        allocated: '1234567.45',
        rounding: '0.45',
        created_by: null,
      },
    ]);
    const payment = await system.invoicing.db
      .selectFrom('invoice_payments')
      .select(['id', 'number', 'status', 'allocated_amount', 'customer_id'])
      .where('source', '=', 'CHECKOUT')
      .where(
        'source_ref',
        '=',
        system.invoicing.db
          .selectFrom('checkout_charges')
          .select(sql<string>`id::text`.as('id'))
          .where('order_id', '=', orderId),
      )
      .executeTakeFirstOrThrow();
    // All of the money paid the invoice: the payment is not open, and the buyer has no credit.
    expect(payment).toMatchObject({ status: 'ALLOCATED', allocated_amount: '1234567.00' });
    const credit = await system.invoicing.db
      .selectFrom('invoice_payments')
      .select('id')
      .where('customer_id', '=', payment.customer_id)
      .where('status', '=', 'OPEN')
      .execute();
    expect(credit).toEqual([]);
    const entries = await system.invoicing.db
      .selectFrom('activity_log')
      .select(['summary', 'actor_id'])
      .where('entity_id', '=', payment.id)
      .orderBy('id')
      .execute();
    // The receipt: the money paid of the invoice, and the rounding settled beside it.
    const receipt = await fetch(
      `${system.invoicingUrl}/invoice-payments/${payment.id}/receipt?language=en`,
      { headers: authHeaders(writers.writer) },
    );
    expect(receipt.status).toBe(200);
    const printed = (await pdfText(new Uint8Array(await receipt.arrayBuffer()))).text.join(' ');
    expect(printed).toContain(`Invoice ${invoice.number} IDR 1,234,567.00`);
    expect(printed).toContain(
      `Rounding settled on invoice ${invoice.number} (under a rupiah, not charged) IDR 0.45`,
    );
    expect(entries.at(-1)).toEqual({
      summary: `Payment ${payment.number} settled invoice ${invoice.number} with IDR 0.45 of rounding: the gateway charges whole rupiah`,
      actor_id: null,
    });
  });

  it('when a payment recorded by hand, or an allocation that leaves something of its invoice, would round, the database refuses it', async () => {
    const { invoice } = await mailedInvoice('1', '1000.45');
    const db = system.invoicing.db;
    const paymentOf = async (source: 'MANUAL' | 'CHECKOUT') =>
      (
        await db
          .insertInto('invoice_payments')
          .values({
            organization_id: writers.organizationId,
            number: `~${source}-${invoice.id}`,
            customer_id: invoice.customer.id,
            payment_date: '2026-11-22',
            currency: 'IDR',
            amount: '1000.00',
            method: 'VIRTUAL_ACCOUNT',
            source,
            source_ref: source === 'MANUAL' ? null : invoice.id,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    const allocate = (paymentId: string, amount: string, rounding: string) =>
      db
        .insertInto('invoice_payment_allocations')
        .values({
          organization_id: writers.organizationId,
          payment_id: paymentId,
          sales_invoice_id: invoice.id,
          amount,
          rounding,
        })
        .execute();
    await expect(allocate(await paymentOf('MANUAL'), '1000.45', '0.45')).rejects.toMatchObject({
      constraint: 'invoice_payment_allocations_rounding_settles',
    });
    const checkoutPayment = await paymentOf('CHECKOUT');
    await expect(allocate(checkoutPayment, '1000.40', '0.40')).rejects.toMatchObject({
      constraint: 'invoice_payment_allocations_rounding_settles',
    });
    await expect(allocate(checkoutPayment, '1000.45', '1.00')).rejects.toMatchObject({
      constraint: 'invoice_payment_allocations_rounding',
    });
    const invoiceNow = () =>
      db
        .selectFrom('sales_invoices')
        .select(['status', 'remaining_amount'])
        .where('id', '=', invoice.id)
        .executeTakeFirstOrThrow();
    expect(await invoiceNow()).toEqual({ status: 'ISSUED', remaining_amount: '1000.45' });
    // What a paid charge writes: the invoice is paid in full, the payment allocated in full.
    await allocate(checkoutPayment, '1000.45', '0.45');
    expect(await invoiceNow()).toEqual({ status: 'PAID', remaining_amount: '0.00' });
    expect(
      await db
        .selectFrom('invoice_payments')
        .select(['status', 'allocated_amount'])
        .where('id', '=', checkoutPayment)
        .executeTakeFirstOrThrow(),
    ).toEqual({ status: 'ALLOCATED', allocated_amount: '1000.00' });
    // Undone, both have back what the allocation moved.
    await db
      .deleteFrom('invoice_payment_allocations')
      .where('payment_id', '=', checkoutPayment)
      .execute();
    expect(await invoiceNow()).toEqual({ status: 'ISSUED', remaining_amount: '1000.45' });
  });

  it('makes one payment of fifty copies of its notification at once, and none of a forged one', async () => {
    const { invoice, token } = await mailedInvoice('2');
    await start(token, 'MANDIRI_VA');
    const orderId = await orderOf(invoice.id);
    const delivered = await payMissingNotification(orderId);
    const url = `${system.invoicingUrl}/checkout/notifications/xendit`;
    const forged = await fetch(url, {
      method: 'POST',
      headers: { ...delivered.headers, 'x-callback-token': 'not-the-token' },
      body: delivered.body,
    });
    expect(forged.status).toBe(401);
    expect(await paymentsOf(invoice.id)).toEqual([]);
    const refused = await system.invoicing.db
      .selectFrom('gateway_notifications')
      .select('reason')
      .where('outcome', '=', 'REFUSED')
      .where('reason', '=', 'BAD_TOKEN')
      .execute();
    expect(refused.length).toBeGreaterThan(0);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(url, { method: 'POST', headers: delivered.headers, body: delivered.body }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(50).fill(200));
    expect(await paymentsOf(invoice.id)).toHaveLength(1);
    const outcomes = await outcomesOf(orderId);
    expect(outcomes.filter((outcome) => outcome === 'APPLIED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'DUPLICATE')).toHaveLength(49);
    expect((await checkout(token)).invoice!.status).toBe('PAID');
  });
});

describe('what does not pay', () => {
  it('an expired charge gives way to a new one, and a missed notification is caught by the status check', async () => {
    const { sandbox } = localGatewayOf(system);
    const { invoice, token } = await mailedInvoice('1', '250000.40');
    const first = await start(token, 'QRIS');
    // What is left is charged in whole rupiah, rounded down.
    expect(first.charge!.amount.amount).toBe('250000.00');
    const firstOrder = await orderOf(invoice.id);
    sandbox.expire(firstOrder);
    await eventually(async () => (await checkout(token)).checkout!.charge!.status === 'EXPIRED');
    expect(await paymentsOf(invoice.id)).toEqual([]);

    const second = await start(token, 'BRI_VA');
    expect(second.charge!.status).toBe('PENDING');
    const secondOrder = await orderOf(invoice.id);
    expect(secondOrder).not.toBe(firstOrder);
    await payMissingNotification(secondOrder);
    // No notification reached the product: the charge waits until the status check asks the gateway.
    expect((await checkout(token)).checkout!.charge!.status).toBe('PENDING');
    const refreshed = await buyer.data<{
      checkoutRefresh: { checkout: { charge: { status: string } } };
    }>(REFRESH, { token });
    expect(refreshed.checkoutRefresh.checkout.charge.status).toBe('PAID');
    // 250,000.00 paid of 250,000.40: the 0.40 under a rupiah is the charge's rounding.
    expect(await paymentsOf(invoice.id)).toMatchObject([
      { amount: '250000.00', allocated: '250000.40', rounding: '0.40', method: 'VIRTUAL_ACCOUNT' },
    ]);
  });

  it('when an attempt failed on the gateway’s page and the charge still waits there, another channel opens at once: the waiting charge is expired at the gateway first', async () => {
    const { sandbox } = localGatewayOf(system);
    const { invoice, token } = await mailedInvoice('1');
    await start(token, 'BCA_VA');
    const firstOrder = await orderOf(invoice.id);
    // A failed attempt leaves a Xendit invoice waiting: nothing is said to the product.
    expect(sandbox.charge(firstOrder).status).toBe('PENDING');

    const other = await start(token, 'QRIS');
    expect(other.userErrors).toEqual([]);
    expect(other.charge).toMatchObject({ status: 'PENDING', amount: { amount: '100000.00' } });
    expect(sandbox.charge(firstOrder).status).toBe('EXPIRED');
    const charges = await chargesOf(system, invoice.id);
    expect(charges).toEqual([
      { channel: 'BCA_VA', status: 'EXPIRED' },
      { channel: 'QRIS', status: 'PENDING' },
    ]);
    expect((await checkout(token)).checkout!.charge).toMatchObject({
      channel: 'QRIS',
      status: 'PENDING',
    });
  });

  it('when twenty channels are chosen at once while a charge waits, one charge is left waiting and every other is expired at the gateway', async () => {
    const { sandbox } = localGatewayOf(system);
    const { invoice, token } = await mailedInvoice('1');
    await start(token, 'BCA_VA');
    const channels = ['QRIS', 'BNI_VA', 'BRI_VA', 'MANDIRI_VA', 'PERMATA_VA'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => start(token, channels[index % channels.length]!)),
    );
    for (const answer of answers)
      if (answer.userErrors.length > 0) expect(answer.userErrors[0]!.code).toBe('U-INV-CO-5');
    expect(answers.some((answer) => answer.charge?.status === 'PENDING')).toBe(true);
    const charges = await system.invoicing.db
      .selectFrom('checkout_charges')
      .select(['order_id', 'status'])
      .where('invoice_id', '=', invoice.id)
      .orderBy('created_at')
      .execute();
    expect(charges.filter((charge) => charge.status === 'PENDING')).toHaveLength(1);
    // At the gateway too, only the one left waiting can be paid.
    const payable = charges.filter(
      (charge) => sandbox.charge(charge.order_id).status === 'PENDING',
    );
    expect(payable.map((charge) => charge.status)).toEqual(['PENDING']);
  });

  it('when the waiting charge was paid at the gateway meanwhile, choosing another channel records that payment and opens nothing', async () => {
    const { invoice, token } = await mailedInvoice('1');
    await start(token, 'BRI_VA');
    const orderId = await orderOf(invoice.id);
    await payMissingNotification(orderId);

    const other = await start(token, 'QRIS');
    expect(other.userErrors[0]!.code).toBe('U-INV-CO-1');
    expect(await orderOf(invoice.id)).toBe(orderId);
    expect((await checkout(token)).invoice!.status).toBe('PAID');
    expect(await paymentsOf(invoice.id)).toMatchObject([
      { amount: '100000.00', allocated: '100000.00', source: 'CHECKOUT' },
    ]);
  });

  it('when a charge is past its time and the gateway has not said so, the page reads it expired and another channel opens at once', async () => {
    const { invoice, token } = await mailedInvoice('1');
    await start(token, 'PERMATA_VA');
    await system.invoicing.db
      .updateTable('checkout_charges')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('invoice_id', '=', invoice.id)
      .execute();
    const options = (await checkout(token)).checkout!;
    expect(options).toMatchObject({
      available: true,
      charge: { channel: 'PERMATA_VA', status: 'EXPIRED', paymentUrl: null },
    });
    const other = await start(token, 'MANDIRI_VA');
    expect(other.userErrors).toEqual([]);
    expect(other.charge).toMatchObject({ status: 'PENDING' });
  });

  it('refuses a channel that cannot take the amount before any charge, and a token that names nothing', async () => {
    const { invoice, token } = await mailedInvoice('1', '60000000.00');
    const options = (await checkout(token)).checkout!;
    expect(options.channels.find((option) => option.channel === 'BCA_VA')!.refusal).toEqual({
      code: 'ABOVE_CHANNEL_MAXIMUM',
      limit: { amount: '50000000.00' },
    });
    expect(options.channels.find((option) => option.channel === 'BNI_VA')!.refusal).toBeNull();
    const refused = await start(token, 'QRIS');
    expect(refused.userErrors[0]).toMatchObject({ code: 'U-INV-CO-3', field: 'channel' });
    expect(
      await system.invoicing.db
        .selectFrom('checkout_charges')
        .select('id')
        .where('invoice_id', '=', invoice.id)
        .execute(),
    ).toEqual([]);
    const nothing = await start('not-a-real-token', 'BNI_VA');
    expect(nothing.userErrors[0]!.code).toBe('U-INV-IL-1');
    expect((await checkout('not-a-real-token')).checkout).toBeNull();
  });
});
