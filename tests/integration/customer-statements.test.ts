import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgedReceivablesResponse } from '../../contracts/invoicing/aged-receivables.js';
import type { CreditMemoResponse } from '../../contracts/invoicing/credit-memos.js';
import type { CustomerStatementResponse } from '../../contracts/invoicing/customer-statements.js';
import type {
  CustomerCreditResponse,
  InvoicePaymentResponse,
} from '../../contracts/invoicing/invoice-payments.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import {
  addMember,
  callRest,
  createdRest,
  downloadRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { pdfText } from '../support/pdf-text.js';
import { type InvoiceOf, saveSellerProfile, invoicingSuite } from '../support/sales-invoices.js';
import { SENAYAN_ADDRESS } from '../support/customer-profiles.js';

/**
 * A buyer's statement of account from the invoicing service, in the real
 * system, on a history of four months: an invoice left unpaid before the
 * period, another partly paid before it (the opening balance), then in the
 * period two invoices, a credit memo, a cancelled invoice, a payment that
 * pays two invoices off and leaves the rest as the buyer's credit, and a
 * payment net of PPh 23 whose slip is awaited. The figures to the sen, the
 * CSV line for line, the PDF as a reader sees it, the closing balance equal
 * to the buyer's aged receivables less its credit; tenancy, permission, bad
 * periods; the BFF hands both files to a signed-in member.
 */
const suite = invoicingSuite({
  name: 'PT Pemasok Rekening',
  reader: ['invoices:read'],
  outsider: 'PT Lain Rekening',
});

type Json = {
  error?: { code: string; field?: string; message: string };
};
const call = <T>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(suite.system.invoicingUrl, method, path, tokens, body);

/** The statement as the service answers it, in a format: status, headers, and its text or bytes. */
const statement = (customerId: string, query: string, by: Tokens = suite.reader) =>
  downloadRest<CustomerStatementResponse & Json>(
    `${suite.system.invoicingUrl}/customers/${customerId}/statement?${query}`,
    by,
  );

const PERIOD = 'from=2026-11-01&to=2026-11-25';

/** The documents of the history, by the name the test gives them. */
type History = {
  buyerId: string;
  disputed: SalesInvoiceResponse;
  older: SalesInvoiceResponse;
  goods: SalesInvoiceResponse;
  services: SalesInvoiceResponse;
  cancelled: SalesInvoiceResponse;
  memo: CreditMemoResponse;
  overpaid: InvoicePaymentResponse;
  netOfTax: InvoicePaymentResponse;
};

const pay = (body: Record<string, unknown>) =>
  createdRest<InvoicePaymentResponse>(
    suite.system.invoicingUrl,
    '/invoice-payments',
    suite.writer,
    {
      method: 'BANK_TRANSFER',
      ...body,
    },
  );

/**
 * The buyer's history, every amount with sen. Before the period: an invoice
 * of 250,000.00 (20 July, due 19 August) the buyer disputes, and one of
 * 1,000,000.50 (15 September, due 15 October) of which 400,000.45 was paid on
 * 5 October. In it: invoices of 500,000.50 (3 November, due 17 November),
 * 2,000,007.00 for services (5 November, due 5 December) and 300,000.00
 * (6 November, cancelled on 10 November); a credit memo of 50,000.25 applied
 * on 10 November; 1,200,000.00 paid on 12 November for the two older
 * invoices' rest, 149,999.70 over; 1,000,000.00 paid on 20 November for the
 * services, with 2% PPh 23 (40,000.14) withheld, its slip awaited.
 */
async function buildHistory(): Promise<History> {
  const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name: 'PT Rekening Koran',
    profile: {
      billingAddress: SENAYAN_ADDRESS,
      tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
    },
  });
  const issue = (of: InvoiceOf) => suite.issued({ buyerId, ...of });
  const disputed = await issue({ invoiceDate: '2026-07-20', quantity: '5', unitPrice: '50000.00' });
  const older = await issue({ invoiceDate: '2026-09-15', quantity: '10', unitPrice: '100000.05' });
  await pay({
    customerId: buyerId,
    paymentDate: '2026-10-05',
    amount: '400000.45',
    allocations: [{ invoiceId: older.id, amount: '400000.45' }],
  });
  const goods = await issue({
    invoiceDate: '2026-11-03',
    quantity: '5',
    unitPrice: '100000.10',
    paymentTermDays: 14,
  });
  const services = await issue({
    invoiceDate: '2026-11-05',
    quantity: '20',
    unitPrice: '100000.35',
    kind: 'SERVICE',
  });
  const cancelled = await issue({ invoiceDate: '2026-11-06', quantity: '3' });
  const cancel = await call('POST', `/sales-invoices/${cancelled.id}/cancel`, suite.writer, {
    reason: 'Salah harga',
  });
  expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
  // Cancelled on 10 November: the invoicing service has no clock of its own to set, so the day is written back.
  await suite.system.invoicing.db
    .updateTable('sales_invoices')
    .set({ cancelled_at: new Date('2026-11-10T09:00:00+07:00') })
    .where('id', '=', cancelled.id)
    .execute();
  const memo = await createdRest<CreditMemoResponse>(
    suite.system.invoicingUrl,
    '/credit-memos',
    suite.writer,
    {
      invoiceId: goods.id,
      memoDate: '2026-11-10',
      amount: '50000.25',
      reason: 'Barang rusak',
      applications: [{ invoiceId: goods.id, amount: '50000.25' }],
    },
  );
  const overpaid = await pay({
    customerId: buyerId,
    paymentDate: '2026-11-12',
    amount: '1200000.00',
    allocations: [
      { invoiceId: goods.id, amount: '450000.25' },
      { invoiceId: older.id, amount: '600000.05' },
    ],
  });
  const netOfTax = await pay({
    customerId: buyerId,
    paymentDate: '2026-11-20',
    amount: '1000000.00',
    allocations: [{ invoiceId: services.id, amount: '1000000.00' }],
    withholdings: [{ invoiceId: services.id }],
  });
  expect(netOfTax.withholdings.map((w) => [w.status, w.rate, w.amount])).toEqual([
    ['AWAITING_SLIP', '2.00', '40000.14'],
  ]);
  return {
    buyerId,
    disputed,
    older,
    goods,
    services,
    cancelled,
    memo,
    overpaid,
    netOfTax,
  };
}

let history: History;

beforeAll(async () => {
  await saveSellerProfile(suite.system, suite.owner, {
    name: 'PT Pemasok Rekening',
    taxNumber: '01.234.567.8-901.000',
  });
  history = await buildHistory();
});

describe('a buyer’s statement of account', () => {
  it('opens with what was owed before the period and runs every movement to the sen', async () => {
    const answer = await statement(history.buyerId, `${PERIOD}&format=json&language=en`);
    expect(answer.status, answer.text).toBe(200);
    const { older, goods, services, cancelled, memo, overpaid, netOfTax } = history;
    expect(answer.json).toMatchObject({
      customer: { id: history.buyerId, name: 'PT Rekening Koran', taxNumber: '0987654321098765' },
      currency: 'IDR',
      from: '2026-11-01',
      to: '2026-11-25',
      openingBalance: '850000.05',
      totals: { debit: '2800007.50', credit: '2590000.39' },
      closingBalance: '1060007.16',
      ageing: {
        CURRENT: '960006.86',
        OVERDUE_1_30: '0.00',
        OVERDUE_31_60: '0.00',
        OVERDUE_61_90: '0.00',
        OVERDUE_OVER_90: '250000.00',
        total: '1210006.86',
      },
      customerCredit: '149999.70',
    });
    expect(
      answer.json!.entries.map((entry) => [
        entry.date,
        entry.type,
        entry.documentNumber,
        entry.invoiceNumber,
        entry.debit,
        entry.credit,
        entry.balance,
      ]),
    ).toEqual([
      ['2026-11-03', 'INVOICE', goods.number, goods.number, '500000.50', null, '1350000.55'],
      ['2026-11-05', 'INVOICE', services.number, services.number, '2000007.00', null, '3350007.55'],
      [
        '2026-11-06',
        'INVOICE',
        cancelled.number,
        cancelled.number,
        '300000.00',
        null,
        '3650007.55',
      ],
      ['2026-11-10', 'CREDIT_MEMO', memo.number, goods.number, null, '50000.25', '3600007.30'],
      [
        '2026-11-10',
        'INVOICE_CANCELLED',
        cancelled.number,
        cancelled.number,
        null,
        '300000.00',
        '3300007.30',
      ],
      ['2026-11-12', 'PAYMENT', overpaid.number, older.number, null, '600000.05', '2700007.25'],
      ['2026-11-12', 'PAYMENT', overpaid.number, goods.number, null, '450000.25', '2250007.00'],
      ['2026-11-12', 'CUSTOMER_CREDIT', overpaid.number, null, null, '149999.70', '2100007.30'],
      ['2026-11-20', 'PAYMENT', netOfTax.number, services.number, null, '1000000.00', '1100007.30'],
      [
        '2026-11-20',
        'WITHHOLDING',
        services.number,
        services.number,
        null,
        '40000.14',
        '1060007.16',
      ],
    ]);
  });

  it('closes on what the buyer owes in aged receivables on the end date less its unallocated credit', async () => {
    const { json } = await statement(history.buyerId, `${PERIOD}&format=json`);
    const aged = await call<AgedReceivablesResponse>(
      'GET',
      '/aged-receivables?asOf=2026-11-25',
      suite.reader,
    );
    const owed = aged.body.currencies
      .find((currency) => currency.currency === 'IDR')!
      .customers.find((row) => row.customer.id === history.buyerId)!;
    const credit = await call<CustomerCreditResponse>(
      'GET',
      `/customers/${history.buyerId}/credit`,
      suite.writer,
    );
    expect(credit.body.credits).toEqual([{ currency: 'IDR', amount: '149999.70' }]);
    expect(json!.ageing).toEqual(owed.amounts);
    expect(json!.customerCredit).toBe(credit.body.credits[0]!.amount);
    expect(json!.closingBalance).toBe('1060007.16');
    expect(owed.amounts.total).toBe('1210006.86');
  });

  it('as CSV: one header row, ISO dates, amounts with two decimals and a dot, the balances first and last', async () => {
    const answer = await statement(history.buyerId, `${PERIOD}&format=csv&language=en`);
    expect(answer.status).toBe(200);
    expect(answer.type).toBe('text/csv; charset=utf-8');
    expect(answer.disposition).toBe(
      'attachment; filename="Statement-PT-Rekening-Koran-2026-11-01-2026-11-25.csv"',
    );
    expect(answer.cache).toBe('private, no-store');
    const { older, goods, services, cancelled, memo, overpaid, netOfTax } = history;
    const [A, B, C, D] = [older, goods, services, cancelled].map((invoice) => invoice.number!);
    expect(answer.text.split('\r\n')).toEqual([
      'date,type,document_number,description,debit,credit,balance',
      '2026-11-01,OPENING_BALANCE,,Opening balance,,,850000.05',
      `2026-11-03,INVOICE,${B},"Invoice ${B}, due November 17, 2026",500000.50,,1350000.55`,
      `2026-11-05,INVOICE,${C},"Invoice ${C}, due December 5, 2026",2000007.00,,3350007.55`,
      `2026-11-06,INVOICE,${D},"Invoice ${D}, due December 6, 2026",300000.00,,3650007.55`,
      `2026-11-10,CREDIT_MEMO,${memo.number},Credit memo applied to invoice ${B},,50000.25,3600007.30`,
      `2026-11-10,INVOICE_CANCELLED,${D},Invoice ${D} cancelled: Salah harga,,300000.00,3300007.30`,
      `2026-11-12,PAYMENT,${overpaid.number},Payment for invoice ${A},,600000.05,2700007.25`,
      `2026-11-12,PAYMENT,${overpaid.number},Payment for invoice ${B},,450000.25,2250007.00`,
      `2026-11-12,CUSTOMER_CREDIT,${overpaid.number},Overpayment held as customer credit,,149999.70,2100007.30`,
      `2026-11-20,PAYMENT,${netOfTax.number},Payment for invoice ${C},,1000000.00,1100007.30`,
      `2026-11-20,WITHHOLDING,${C},"PPh 23 withheld from invoice ${C}, slip awaited",,40000.14,1060007.16`,
      '2026-11-25,CLOSING_BALANCE,,Closing balance,,,1060007.16',
      '',
    ]);
  });

  it('as the PDF for the buyer, in Indonesian or English: seller, buyer, period, movements, totals and ageing', async () => {
    const indonesian = await statement(history.buyerId, `${PERIOD}&language=id`);
    expect(indonesian.status).toBe(200);
    expect(indonesian.type).toBe('application/pdf');
    expect(indonesian.disposition).toBe(
      'attachment; filename="Statement-PT-Rekening-Koran-2026-11-01-2026-11-25.pdf"',
    );
    const text = (await pdfText(indonesian.bytes)).text.join(' ');
    for (const part of [
      'PT Pemasok Rekening',
      'NPWP 01.234.567.8-901.000',
      'Laporan Rekening Pelanggan',
      '1 November 2026 – 25 November 2026',
      'PT Rekening Koran',
      'Jl. Asia Afrika No. 8',
      'NPWP 0987654321098765',
      'Saldo awal Rp 850.000,05',
      'Saldo akhir Rp 1.060.007,16',
      'Saldo awal 850.000,05',
      `Faktur ${history.goods.number}, jatuh tempo 17 November 2026`,
      `Faktur ${history.cancelled.number} dibatalkan: Salah harga`,
      'Kelebihan bayar, disimpan sebagai kredit pelanggan 149.999,70',
      `PPh 23 dipotong dari faktur ${history.services.number}, bukti potong ditunggu`,
      'Jumlah periode ini 2.800.007,50 2.590.000,39',
      'Saldo akhir 1.060.007,16',
      'Faktur terbuka per 25 November 2026',
      'Belum jatuh tempo',
      'Lebih dari 90 hari',
      '960.006,86',
      '250.000,00',
      'Faktur terbuka Rp 1.210.006,86',
      'Dikurangi kredit pelanggan Rp 149.999,70',
      'Saldo terutang Rp 1.060.007,16',
    ])
      expect(text).toContain(part);
    const english = await statement(history.buyerId, `${PERIOD}&format=pdf&language=en`);
    const inEnglish = (await pdfText(english.bytes)).text.join(' ');
    for (const part of [
      'Statement of account',
      'November 1, 2026 – November 25, 2026',
      'Opening balance',
      'Overpayment held as customer credit',
      'Over 90 days',
      'Less customer credit IDR 149,999.70',
      'Balance due IDR 1,060,007.16',
    ])
      expect(inEnglish).toContain(part);
  });

  it('in a currency the buyer has no movement in, is empty and owes nothing', async () => {
    const { json } = await statement(history.buyerId, `${PERIOD}&format=json&currency=USD`);
    expect(json).toMatchObject({
      currency: 'USD',
      openingBalance: '0.00',
      entries: [],
      closingBalance: '0.00',
      customerCredit: '0.00',
    });
  });
});

describe('who may have it, and for what period', () => {
  it('answers another organisation’s customer, or none, as not found', async () => {
    for (const [customerId, by] of [
      [history.buyerId, suite.outsider],
      [randomUUID(), suite.reader],
    ] as const) {
      const answer = await statement(customerId, `${PERIOD}&format=csv`, by);
      expect(answer.status).toBe(404);
      expect(answer.json?.error?.code).toBe('U-INV-CU-1');
    }
  });

  it('refuses a member without invoices:read', async () => {
    const stranger = await signInRest(
      suite.system,
      await addMember(suite.system, suite.organizationId, [
        'customers:read',
        'invoice-payments:read',
      ]),
    );
    const answer = await statement(history.buyerId, PERIOD, stranger);
    expect(answer.status).toBe(403);
    expect(answer.json?.error?.code).toBe('FORBIDDEN');
  });

  it('refuses a period that is malformed, out of order or longer than 366 days, with its own code, and changes nothing', async () => {
    const before = (await statement(history.buyerId, `${PERIOD}&format=json`)).json;
    for (const [query, code, field] of [
      ['from=2026-11-31&to=2026-12-01', 'U-INV-ST-1', 'from'],
      ['from=2026-11-01&to=25-11-2026', 'U-INV-ST-1', 'to'],
      ['from=2026-11-26&to=2026-11-25', 'U-INV-ST-2', 'to'],
      ['from=2025-11-24&to=2026-11-25', 'U-INV-ST-3', 'to'],
    ] as const) {
      const answer = await statement(history.buyerId, `${query}&format=pdf`);
      expect([query, answer.status, answer.json?.error?.code, answer.json?.error?.field]).toEqual([
        query,
        400,
        code,
        field,
      ]);
    }
    expect(
      (await statement(history.buyerId, 'from=2025-11-25&to=2026-11-25&format=json')).status,
    ).toBe(200);
    expect((await statement(history.buyerId, `${PERIOD}&format=json`)).json).toEqual(before);
  });
});

describe('the statement through the BFF, as the web app downloads it', () => {
  const download = async (path: string, cookie?: string) =>
    fetch(`${suite.system.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  it('serves a signed-in member the CSV and the PDF, never cached', async () => {
    const client = await signedInClient(suite.system.url, suite.readerCredentials);
    const csv = await download(
      `/customers/${history.buyerId}/statement.csv?${PERIOD}&language=en`,
      client.cookieHeader,
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(csv.headers.get('content-disposition')).toBe(
      'attachment; filename="Statement-PT-Rekening-Koran-2026-11-01-2026-11-25.csv"',
    );
    expect(csv.headers.get('cache-control')).toBe('private, no-store');
    expect(await csv.text()).toBe(
      (await statement(history.buyerId, `${PERIOD}&format=csv&language=en`)).text,
    );
    const pdf = await download(
      `/customers/${history.buyerId}/statement.pdf?${PERIOD}&language=en`,
      client.cookieHeader,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    const text = (await pdfText(new Uint8Array(await pdf.arrayBuffer()))).text.join(' ');
    expect(text).toContain('Balance due IDR 1,060,007.16');
  });

  it('answers a refusal as the service’s error for the app to word, and a visitor without a session goes to sign in', async () => {
    const client = await signedInClient(suite.system.url, suite.readerCredentials);
    const refused = await download(
      `/customers/${history.buyerId}/statement.pdf?from=2026-11-26&to=2026-11-25`,
      client.cookieHeader,
    );
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as Json).error?.code).toBe('U-INV-ST-2');
    const anonymous = await download(`/customers/${history.buyerId}/statement.csv?${PERIOD}`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/');
    const stranger = await signedInClient(suite.system.url, suite.outsiderCredentials);
    const theirs = await download(
      `/customers/${history.buyerId}/statement.csv?${PERIOD}`,
      stranger.cookieHeader,
    );
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as Json).error?.code).toBe('U-INV-CU-1');
  });
});
