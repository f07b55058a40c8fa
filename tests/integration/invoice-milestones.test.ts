import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { System } from '../../system.js';
import { callRest, createOrganization, signInRest, type Tokens } from '../support/factories.js';
import { GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { latestChargeOrderId, mailedInvoice } from '../support/invoice-links.js';
import { type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { localGatewayOf, workerSystem } from '../support/system.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * Milestones that can be paid, in the real system against the local gateway
 * sandbox: an invoice of 1,000,000.00 in a 30% down payment, a 40% instalment
 * and the 30% rest, each with its due date. The buyer's link lists them with
 * what is paid of each; checkout charges one milestone (what is left of it and
 * of those due before it); a paid charge settles the milestones in due order
 * and the invoice names the next one due; twenty checkouts of one milestone at
 * once open one charge, and once it is paid none more: a milestone is never
 * paid twice. A milestone the invoice lacks or one settled is refused, over
 * HTTP and over the WebSocket; another organisation does not see the invoice.
 */
let system: System;
let writers: InvoiceWriters;
let outsider: Tokens;
let buyer: GraphQLClient;

const MILESTONES = [
  { name: 'Uang muka', percent: '30', dueDate: '2026-11-12' },
  { name: 'Termin 2', percent: '40', dueDate: '2026-11-26' },
  { name: 'Pelunasan', percent: '30' },
];

const LINK = `query ($token: String!) {
  invoiceLink(token: $token) {
    invoice {
      remainingAmount { amount }
      milestones { position name dueDate amount { amount } paidAmount { amount } remainingAmount { amount } }
    }
    checkout { available milestones { position amount { amount currency } } charge { status milestone } }
  }
}`;
type Link = {
  invoiceLink: {
    invoice: {
      remainingAmount: { amount: string };
      milestones: {
        position: number;
        name: string;
        dueDate: string;
        amount: { amount: string };
        paidAmount: { amount: string };
        remainingAmount: { amount: string };
      }[];
    };
    checkout: {
      available: boolean;
      milestones: { position: number; amount: { amount: string; currency: string } | null }[];
      charge: { status: string; milestone: number | null } | null;
    };
  };
};
const START = `mutation ($input: CheckoutStartInput!) {
  checkoutStart(input: $input) {
    charge { status milestone amount { amount } }
    userErrors { code field message }
  }
}`;
type Start = {
  checkoutStart: {
    charge: { status: string; milestone: number | null; amount: { amount: string } } | null;
    userErrors: UserErrors;
  };
};

/** An issued invoice of 10 x 100,000.00 in the three milestones, mailed to its buyer: the invoice and its link's token. */
const milestoneInvoice = () =>
  mailedInvoice(writers, { quantity: '10', unitPrice: '100000.00', milestones: MILESTONES });

const link = async (token: string) => (await buyer.data<Link>(LINK, { token })).invoiceLink;
const start = async (token: string, milestone: number, transport: 'http' | 'ws' = 'http') => {
  const answer = await send<Start>(transport, buyer, START, {
    input: { token, channel: 'BCA_VA', milestone },
  });
  expect(answer.errors).toBeUndefined();
  return answer.data!.checkoutStart;
};

/** The invoice as its staff reads it over REST. */
const staffRead = async (id: string, by = writers.writer) =>
  callRest<SalesInvoiceResponse>(system.invoicingUrl, 'GET', `/sales-invoices/${id}`, by);

/** Pays the invoice's latest charge on the gateway's page and waits until the product applied it. */
async function payLatestCharge(invoiceId: string): Promise<void> {
  const { sandbox } = localGatewayOf(system);
  const orderId = await latestChargeOrderId(system, invoiceId);
  sandbox.pay(orderId);
  await sandbox.deliveries.waitFor((a) => a.orderId === orderId && a.httpStatus === 200);
}

const chargesOf = (invoiceId: string) =>
  system.invoicing.db
    .selectFrom('checkout_charges')
    .select(['amount', 'status', 'milestone_position'])
    .where('invoice_id', '=', invoiceId)
    .orderBy('created_at')
    .execute();

beforeAll(async () => {
  system = await workerSystem();
  buyer = new GraphQLClient(system.url);
  const created = await createOrganization(system, 'PT Penjual Termin');
  writers = await invoiceWritersIn(system, created.organizationId);
  outsider = await signInRest(system, (await createOrganization(system, 'PT Lain Termin')).owner);
});

describe('a milestone paid at checkout', () => {
  it('charges what is left of it, settles the milestones in due order, names the next one due, and is not charged again', async () => {
    const { invoice, token } = await milestoneInvoice();
    const unpaid = (amount: string) => ({
      amount: { amount },
      paidAmount: { amount: '0.00' },
      remainingAmount: { amount },
    });
    const before = await link(token);
    expect(before.invoice.milestones).toEqual([
      { position: 1, name: 'Uang muka', dueDate: '2026-11-12', ...unpaid('300000.00') },
      { position: 2, name: 'Termin 2', dueDate: '2026-11-26', ...unpaid('400000.00') },
      { position: 3, name: 'Pelunasan', dueDate: '2026-12-12', ...unpaid('300000.00') },
    ]);
    // Paying a later milestone pays the ones before it too: payments settle them in due order.
    expect(before.checkout.milestones).toEqual([
      { position: 1, amount: { amount: '300000.00', currency: 'IDR' } },
      { position: 2, amount: { amount: '700000.00', currency: 'IDR' } },
      { position: 3, amount: { amount: '1000000.00', currency: 'IDR' } },
    ]);

    const started = await start(token, 1);
    expect(started).toEqual({
      charge: { status: 'PENDING', milestone: 1, amount: { amount: '300000.00' } },
      userErrors: [],
    });
    await payLatestCharge(invoice.id);

    const read = await staffRead(invoice.id);
    expect(read.body).toMatchObject({ status: 'ISSUED', remainingAmount: '700000.00' });
    expect(
      read.body.milestones.map((milestone) => [milestone.paidAmount, milestone.remainingAmount]),
    ).toEqual([
      ['300000.00', '0.00'],
      ['0.00', '400000.00'],
      ['0.00', '300000.00'],
    ]);
    expect(read.body.nextMilestone).toMatchObject({ position: 2, dueDate: '2026-11-26' });
    const after = await link(token);
    expect(after.invoice.milestones[0]!.paidAmount.amount).toBe('300000.00');
    expect(after.checkout.milestones).toEqual([
      { position: 1, amount: null },
      { position: 2, amount: { amount: '400000.00', currency: 'IDR' } },
      { position: 3, amount: { amount: '700000.00', currency: 'IDR' } },
    ]);
    expect(after.checkout.charge).toEqual({ status: 'PAID', milestone: 1 });

    // Another organisation does not see the invoice at all.
    expect((await staffRead(invoice.id, outsider)).status).toBe(404);
  });

  it('twenty checkouts of one milestone at once open one charge for it, and once it is paid none more: it is never paid twice', async () => {
    const { invoice, token } = await milestoneInvoice();
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(token, 1)));
    const charged = answers.filter((answer) => answer.charge);
    expect(charged.length).toBeGreaterThanOrEqual(1);
    for (const answer of charged)
      expect(answer.charge).toEqual({
        status: 'PENDING',
        milestone: 1,
        amount: { amount: '300000.00' },
      });
    // The others were told a payment is being opened for them.
    for (const answer of answers.filter((each) => !each.charge))
      expect(answer.userErrors.map((error) => error.code)).toEqual(['U-INV-CO-5']);
    expect(await chargesOf(invoice.id)).toEqual([
      { amount: '300000.00', status: 'PENDING', milestone_position: 1 },
    ]);
    await payLatestCharge(invoice.id);

    const again = await Promise.all(Array.from({ length: 20 }, () => start(token, 1)));
    for (const answer of again)
      expect(answer).toMatchObject({
        charge: null,
        userErrors: [{ code: 'U-INV-CO-7', field: 'milestone' }],
      });
    expect(await chargesOf(invoice.id)).toEqual([
      { amount: '300000.00', status: 'PAID', milestone_position: 1 },
    ]);
    expect((await staffRead(invoice.id)).body).toMatchObject({
      paidAmount: '300000.00',
      remainingAmount: '700000.00',
    });
  });
});

describe.each(TRANSPORTS)('checkout of a milestone over %s', (transport) => {
  it('charges the milestone chosen; one the invoice lacks is refused with its code and opens nothing', async () => {
    const { invoice, token } = await milestoneInvoice();
    const missing = await start(token, 4, transport);
    expect(missing).toMatchObject({
      charge: null,
      userErrors: [{ code: 'U-INV-CO-6', field: 'milestone' }],
    });
    expect(await chargesOf(invoice.id)).toEqual([]);
    const second = await start(token, 2, transport);
    expect(second.charge).toEqual({
      status: 'PENDING',
      milestone: 2,
      amount: { amount: '700000.00' },
    });
  });
});
