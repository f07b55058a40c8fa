import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import type { InvoicePaymentResponse } from '../../contracts/invoicing/invoice-payments.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { invoicingSuite } from '../support/sales-invoices.js';
import { send, TRANSPORTS } from '../support/transports.js';

/**
 * Payments in US dollars over REST and GraphQL (HTTP and the WebSocket), in
 * the real system: a payment keeps the rate the member entered, or the kurs
 * pajak of its date's week, or none (recorded all the same, its difference
 * unknown); each allocation is valued in rupiah at the invoice's rate and the
 * payment's, and the realised exchange difference is their difference, to the
 * sen (PSAK 10 / IAS 21 par. 28); totals on the payment and on the invoice. A
 * rupiah payment has none of it. A bad rate is refused and writes nothing.
 *
 * Invoices of 10 x US$ 123.45 with PPN, US$ 1,370.30, issued on 29 November
 * 2024 at KMK 49/KM.10/KF.4/2024's USD 15,875.00: Rp 21,753,512.50.
 */
const suite = invoicingSuite({
  name: 'PT Eksportir Bayar Valas',
  reader: ['invoice-payments:read', 'invoices:read'],
  outsider: 'PT Lain Bayar Valas',
  clients: true,
});
const call = suite.invoicing;

type Answer = InvoicePaymentResponse & { error?: { code: string; field?: string } };

/** A new buyer in dollars with an issued invoice of US$ 1,370.30 dated 29 November 2024. */
async function usdInvoice(): Promise<SalesInvoiceResponse> {
  const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name: 'PT Importir Singapura',
    creditLimit: '0.00',
  });
  return suite.issued({
    buyerId,
    currency: 'USD',
    quantity: '10',
    unitPrice: '123.45',
    taxCode: 'PPN',
    invoiceDate: '2024-11-29',
  });
}

const pay = (invoice: SalesInvoiceResponse, body: Record<string, unknown>, by = suite.writer) =>
  call<Answer>('POST', '/invoice-payments', by, {
    customerId: invoice.customer.id,
    currency: invoice.currency,
    method: 'BANK_TRANSFER',
    ...body,
  });

beforeAll(async () => {
  // The organisation's kurs pajak table, entered as a member does: the KMK's week, and the next one by hand.
  for (const rate of [
    { currency: 'USD', validFrom: '2024-11-27', rate: '15875.00', kmkNumber: '49/KM.10/KF.4/2024' },
    { currency: 'USD', validFrom: '2024-12-04', rate: '15800.00' },
  ]) {
    const entered = await call('POST', '/tax-exchange-rates', suite.owner, rate);
    expect(entered.status, JSON.stringify(entered.body)).toBe(201);
  }
});

describe('a payment in US dollars over REST', () => {
  it('at the rate the member entered: each allocation and the payment show the rupiah at both rates and the gain, to the sen', async () => {
    const invoice = await usdInvoice();
    const made = await pay(invoice, {
      paymentDate: '2024-12-10',
      amount: '1370.30',
      exchangeRate: '16050',
      allocations: [{ invoiceId: invoice.id, amount: '1370.30' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    // 1,370.30 x 15,875 = 21,753,512.50; x 16,050 = 21,993,315.00: a gain of 239,802.50.
    const settled = {
      atInvoiceRate: '21753512.50',
      atPaymentRate: '21993315.00',
      difference: '239802.50',
    };
    expect(made.body.exchange).toEqual({
      rate: '16050.00',
      source: 'ENTERED',
      taxRate: null,
      total: settled,
    });
    expect(made.body.allocations.map((allocation) => allocation.exchange)).toEqual([
      { invoiceRate: '15875.00', ...settled },
    ]);
  });

  it('without a rate it takes the kurs pajak of the payment date’s week and names it; paid below the invoice’s rate it is a loss', async () => {
    const invoice = await usdInvoice();
    const made = await pay(invoice, {
      paymentDate: '2024-12-05',
      amount: '1000.00',
      allocations: [{ invoiceId: invoice.id, amount: '1000.00' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.exchange).toMatchObject({
      rate: '15800.00',
      source: 'KURS_PAJAK',
      taxRate: { validFrom: '2024-12-04', source: 'MANUAL' },
      // 1,000.00 x 15,800 = 15,800,000.00 against 15,875,000.00.
      total: {
        atInvoiceRate: '15875000.00',
        atPaymentRate: '15800000.00',
        difference: '-75000.00',
      },
    });

    // With neither a rate entered nor one in the table, the rest is recorded all the same; its difference unknown.
    const rest = await pay(invoice, { paymentDate: '2025-01-15', amount: '370.30' });
    expect(rest.status, JSON.stringify(rest.body)).toBe(201);
    expect(rest.body.exchange).toEqual({
      rate: null,
      source: 'NONE',
      taxRate: null,
      total: { atInvoiceRate: '5878512.50', atPaymentRate: null, difference: null },
    });
    const paid = await call<SalesInvoiceResponse>(
      'GET',
      `/sales-invoices/${invoice.id}`,
      suite.writer,
    );
    expect(paid.body.status).toBe('PAID');
  });

  it('a payment in rupiah has no rate and no difference, and one given a rate is refused', async () => {
    const invoice = await suite.issued({ quantity: '2' });
    const made = await pay(invoice, { paymentDate: '2026-11-20', amount: '200000' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body.exchange).toBeNull();
    expect(made.body.allocations.map((allocation) => allocation.exchange)).toEqual([null]);
    const refused = await pay(invoice, {
      paymentDate: '2026-11-20',
      amount: '1000',
      exchangeRate: '1',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 'U-INV-PAY-41', field: 'exchangeRate' });
  });

  it.each(['0', '-16050', '16050.123', 'enam belas ribu', '16.050,00'])(
    'a rate of %s is refused on exchangeRate and nothing is written',
    async (exchangeRate) => {
      const invoice = await usdInvoice();
      const refused = await pay(invoice, {
        paymentDate: '2024-12-10',
        amount: '100.00',
        exchangeRate,
      });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 'U-INV-PAY-40', field: 'exchangeRate' });
      const listed = await call<{ totalCount: number }>(
        'GET',
        `/invoice-payments?customerId=${invoice.customer.id}`,
        suite.writer,
      );
      expect(listed.body.totalCount).toBe(0);
      const after = await call<SalesInvoiceResponse>(
        'GET',
        `/sales-invoices/${invoice.id}`,
        suite.writer,
      );
      expect(after.body.status).toBe('ISSUED');
    },
  );

  it('another organisation finds no such payment, and a member without invoice-payments:manage records none', async () => {
    const invoice = await usdInvoice();
    const made = await pay(invoice, {
      paymentDate: '2024-12-10',
      amount: '10.00',
      exchangeRate: '16050',
    });
    expect(made.status).toBe(201);
    const theirs = await call<Answer>('GET', `/invoice-payments/${made.body.id}`, suite.outsider);
    expect(theirs.status).toBe(404);
    const forbidden = await pay(
      invoice,
      { paymentDate: '2024-12-10', amount: '10.00', exchangeRate: '16050' },
      suite.reader,
    );
    expect(forbidden.status).toBe(403);
  });
});

const CREATE = `mutation ($input: InvoicePaymentCreateInput!) { invoicePaymentCreate(input: $input) {
  invoicePayment { id exchange { rate source kursPajakValidFrom kursPajakSource
    atInvoiceRates { amount currency } atPaymentRate { amount } difference { amount } }
    allocations { exchange { invoiceRate atInvoiceRate { amount } atPaymentRate { amount } difference { amount } } } }
  userErrors { field code } } }`;
const INVOICE = `query ($id: ID!) { node(id: $id) { ... on SalesInvoice {
  exchange { atInvoiceRate { amount currency } atPaymentRates { amount } difference { amount } } } } }`;
const PAYMENT = `query ($id: ID!) { node(id: $id) { ... on InvoicePayment { exchange { rate } } } }`;

type Created = {
  invoicePaymentCreate: {
    invoicePayment: {
      id: string;
      exchange: Record<string, unknown>;
      allocations: unknown[];
    } | null;
    userErrors: UserErrors;
  };
};

describe.each(TRANSPORTS)('a payment in US dollars over GraphQL (%s)', (transport) => {
  const input = (invoice: SalesInvoiceResponse, values: Record<string, unknown>) => ({
    input: {
      customerId: toGlobalId('Customer', invoice.customer.id),
      paymentDate: '2024-11-29',
      currency: 'USD',
      amount: '1370.30',
      method: 'BANK_TRANSFER',
      allocations: [{ invoiceId: toGlobalId('SalesInvoice', invoice.id), amount: '1370.30' }],
      ...values,
    },
  });

  it('records the kurs pajak of its week, and the invoice shows what its payments settled in rupiah; a bad rate is a user error', async () => {
    const invoice = await usdInvoice();
    const refused = await send<Created>(
      transport,
      suite.ownerClient,
      CREATE,
      input(invoice, { exchangeRate: '0' }),
    );
    expect(refused.data!.invoicePaymentCreate).toEqual({
      invoicePayment: null,
      userErrors: [{ field: 'exchangeRate', code: 'U-INV-PAY-40' }],
    });
    const made = await send<Created>(transport, suite.ownerClient, CREATE, input(invoice, {}));
    expect(made.errors).toBeUndefined();
    const payment = made.data!.invoicePaymentCreate.invoicePayment!;
    // Paid in the invoice's own week at its own kurs pajak: no difference.
    expect(payment.exchange).toEqual({
      rate: '15875.00',
      source: 'KURS_PAJAK',
      kursPajakValidFrom: '2024-11-27',
      kursPajakSource: '49/KM.10/KF.4/2024',
      atInvoiceRates: { amount: '21753512.50', currency: 'IDR' },
      atPaymentRate: { amount: '21753512.50' },
      difference: { amount: '0.00' },
    });
    expect(payment.allocations).toEqual([
      {
        exchange: {
          invoiceRate: '15875.00',
          atInvoiceRate: { amount: '21753512.50' },
          atPaymentRate: { amount: '21753512.50' },
          difference: { amount: '0.00' },
        },
      },
    ]);
    const read = await send<{ node: { exchange: unknown } }>(
      transport,
      suite.ownerClient,
      INVOICE,
      {
        id: toGlobalId('SalesInvoice', invoice.id),
      },
    );
    expect(read.data!.node.exchange).toEqual({
      atInvoiceRate: { amount: '21753512.50', currency: 'IDR' },
      atPaymentRates: { amount: '21753512.50' },
      difference: { amount: '0.00' },
    });
    const theirs = await send<{ node: unknown }>(transport, suite.outsiderClient, PAYMENT, {
      id: payment.id,
    });
    expect(theirs.data!.node).toBeNull();
  });

  it('a member without invoice-payments:manage records none: FORBIDDEN', async () => {
    const invoice = await usdInvoice();
    const answer = await send<Created>(
      transport,
      suite.readerClient,
      CREATE,
      input(invoice, { exchangeRate: '16050' }),
    );
    expect(answer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const listed = await call<{ totalCount: number }>(
      'GET',
      `/invoice-payments?customerId=${invoice.customer.id}`,
      suite.writer,
    );
    expect(listed.body.totalCount).toBe(0);
  });
});
