import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
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
import { invoicingSuite, saveSellerProfile, transferRecorded } from '../support/sales-invoices.js';
import { SENAYAN_ADDRESS } from '../support/customer-profiles.js';
import { expectToContainEach } from '../support/text.js';

/**
 * An invoice's PDF from the invoicing service, in the real system: read
 * back with pdf.js, it names the seller (its address, its NPWP in the form
 * DJP prints it) from the company profile, the buyer from its customer
 * profile, the number, the products (goods or a service, in their units) and
 * the figures, written the requested language's way; a draft says so; one
 * acknowledging more than Rp5,000,000 paid carries the e-Meterai note; another
 * organisation's invoice is not found, a member without invoices:read is
 * refused, and a language the PDF is not written in is a bad request. The
 * BFF hands it to a signed-in member's browser as a download.
 */
const suite = invoicingSuite({
  name: 'PT Pemasok Cetak',
  reader: ['invoices:read'],
  outsider: 'PT Lain Cetak',
});

type Json = { error?: { code: string; message: string } };

/** The invoice's PDF as the service answers it: status, headers, and its bytes (or error). */
async function pdf(id: string, query: string, by: Tokens = suite.reader) {
  const answer = await downloadRest<Json>(
    `${suite.system.invoicingUrl}/sales-invoices/${id}/pdf${query}`,
    by,
  );
  return { ...answer, error: answer.json?.error };
}

/** What a reader sees of the PDF, its pages' text together. */
async function read(bytes: Uint8Array): Promise<string> {
  const { text } = await pdfText(bytes);
  return text.join(' ');
}

/**
 * A draft for an order of 10 boxes of goods at 100,000.00 and 1 service (an
 * activity) of 140,000.00, both with PPN (one e-Faktur has one transaction
 * code, so an issued invoice taxes its lines alike): tax base 1,140,000.00,
 * PPN 125,400.00, grand total 1,265,400.00, paid in two milestones.
 */
async function draftInvoice(): Promise<SalesInvoiceResponse> {
  const buyer = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name: 'CV Bangun Jaya',
    profile: {
      billingAddress: SENAYAN_ADDRESS,
      tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
      owner: { nik: '3174075203900001' },
    },
  });
  const create = <T>(path: string, body: unknown) =>
    createdRest<T>(suite.system.invoicingUrl, path, suite.writer, body);
  const order = await create<SalesOrderResponse>('/sales-orders', {
    customerId: buyer,
    orderDate: '2026-11-05',
    poReference: 'PO-7781',
    lines: [
      {
        product: 'Semen Portland 50 kg',
        description: 'Dikirim ke gudang Cikarang',
        quantity: '10',
        unitPrice: '100000.00',
        taxCode: 'PPN',
        unit: 'UM.0022',
      },
      {
        product: 'Jasa angkut',
        quantity: '1',
        unitPrice: '140000.00',
        taxCode: 'PPN',
        kind: 'SERVICE',
        unit: 'UM.0030',
      },
    ],
  });
  const draft = await create<SalesInvoiceResponse>('/sales-invoices', {
    salesOrderId: order.id,
    invoiceDate: '2026-11-12',
    paymentTermDays: 30,
    lines: [
      { orderLine: 1, quantity: '10' },
      { orderLine: 2, quantity: '1' },
    ],
    milestones: [
      { name: 'Uang muka', percent: '40' },
      { name: 'Pelunasan', percent: '60' },
    ],
    bankDetails: 'BCA 1234567890 a.n. PT Pemasok Cetak',
    notes: 'Terima kasih atas kepercayaan Anda.',
  });
  expect(draft.totals.grandTotal).toBe('1265400.00');
  return draft;
}

async function issue(draft: SalesInvoiceResponse): Promise<SalesInvoiceResponse> {
  const move = (action: string, by: Tokens) =>
    callRest<SalesInvoiceResponse & Json>(
      suite.system.invoicingUrl,
      'POST',
      `/sales-invoices/${draft.id}/${action}`,
      by,
    );
  expect((await move('submit', suite.writer)).status).toBe(200);
  const issued = await move('approve', suite.approver);
  expect(issued.status, JSON.stringify(issued.body)).toBe(200);
  return issued.body;
}

let issued: SalesInvoiceResponse;

/** The seller's address as its company profile gives it (pdf.js reads `17,` back as two runs). */
const SELLER_ADDRESS = ['Jl. Pemuda No. 17', 'Jakarta Timur, DKI Jakarta 13220'];

beforeAll(async () => {
  await saveSellerProfile(suite.system, suite.owner, {
    name: 'PT Pemasok Cetak',
    taxNumber: '01.234.567.8-901.000',
    address: {
      street: 'Jl. Pemuda No. 17',
      city: 'Jakarta Timur',
      province: 'DKI Jakarta',
      postalCode: '13220',
    },
  });
  issued = await issue(await draftInvoice());
});

describe('an issued invoice’s PDF', () => {
  it('in Indonesian, names seller and buyer, the number, the products and every figure the Indonesian way', async () => {
    const answer = await pdf(issued.id, '?language=id');
    expect(answer.status, JSON.stringify(answer.error)).toBe(200);
    expect(answer.type).toBe('application/pdf');
    expect(answer.disposition).toBe(
      `attachment; filename="${issued.number!.replaceAll('/', '-')}.pdf"`,
    );
    const text = await read(answer.bytes);
    expectToContainEach(text, [
      'Faktur',
      issued.number!,
      'Diterbitkan',
      'PT Pemasok Cetak',
      ...SELLER_ADDRESS,
      'NPWP 01.234.567.8-901.000',
      'CV Bangun Jaya',
      'Jl. Asia Afrika No. 8',
      'Jakarta Selatan',
      '12190',
      'NPWP 0987654321098765',
      'NIK 3174075203900001',
      'Tanggal faktur 12 November 2026',
      'Jatuh tempo 12 Desember 2026',
      'Termin pembayaran 30 hari',
      'Nomor PO PO-7781',
      'Semen Portland 50 kg',
      'Dikirim ke gudang Cikarang',
      'Jasa angkut',
      'Jenis',
      // Each line's kind, then its quantity in its unit's name.
      'Dikirim ke gudang Cikarang Barang 10 Boks',
      'Jasa angkut Jasa 1 Kegiatan',
      '100.000,00',
      'PPN 12% × 11/12',
      'Dasar pengenaan pajak (DPP) Rp 1.140.000,00',
      'DPP nilai lain Rp 1.045.000,00',
      'PPN Rp 125.400,00',
      'Total akhir Rp 1.265.400,00',
      'Uang muka 40,00% Rp 506.160,00',
      'Dibayar Rp 0,00',
      'Sisa tagihan Rp 1.265.400,00',
      'BCA 1234567890 a.n. PT Pemasok Cetak',
      'Halaman 1 dari 1',
    ]);
    expect(text).not.toContain('IDR 1,265,400.00');
    expect(text).not.toContain('DRAF');
    expect(text).not.toContain('e-Meterai');
  });

  it('in English, writes the same figures and dates the English way under English labels', async () => {
    const text = await read((await pdf(issued.id, '?language=en')).bytes);
    expectToContainEach(text, [
      'Invoice',
      issued.number!,
      'Issued',
      'Invoice date November 12, 2026',
      'Due date December 12, 2026',
      'Payment terms 30 days',
      ...SELLER_ADDRESS,
      'NPWP 01.234.567.8-901.000',
      'NPWP 0987654321098765',
      'Semen Portland 50 kg',
      'Kind',
      'Dikirim ke gudang Cikarang Goods 10 Box',
      'Jasa angkut Service 1 Activity',
      '100,000.00',
      'Tax base (DPP) IDR 1,140,000.00',
      'Grand total IDR 1,265,400.00',
      'Uang muka 40.00% IDR 506,160.00',
      'Remaining to pay IDR 1,265,400.00',
      'Page 1 of 1',
    ]);
    expect(text).not.toContain('Rp 1.265.400,00');
    expect(text).not.toContain('e-Meterai');
  });

  it('without a language, is in Indonesian', async () => {
    expect(await read((await pdf(issued.id, '')).bytes)).toContain('Total akhir Rp 1.265.400,00');
  });
});

describe('the e-Meterai note', () => {
  const NOTE = {
    id: 'Dikenakan e-Meterai Rp10.000: faktur ini berisi pengakuan bahwa utang lebih dari Rp5.000.000 telah dilunasi atau diperhitungkan (UU 10/2020 tentang Bea Meterai, Pasal 3 ayat (2) huruf g dan Pasal 5).',
    en: 'e-Meterai of Rp10,000 applies: this invoice acknowledges more than Rp5,000,000 of it paid or set off (Law 10/2020 on Stamp Duty, Article 3 (2) g and Article 5).',
  };
  const texts = async (id: string) => ({
    id: await read((await pdf(id, '?language=id')).bytes),
    en: await read((await pdf(id, '?language=en')).bytes),
  });
  /** An issued invoice of Rp6,000,000 without PPN, and a payment of `amount` on it. */
  const paidInPart = async (amount: string) => {
    const invoice = await suite.issued({ quantity: '10', unitPrice: '600000.00' });
    expect(invoice.totals.grandTotal).toBe('6000000.00');
    const unpaid = await texts(invoice.id);
    await transferRecorded(suite.system, suite.writer, invoice, {
      amount,
      paymentDate: '2026-11-20',
    });
    return { unpaid, paid: await texts(invoice.id) };
  };

  it('is on no invoice that only bills, whatever its total, nor on one acknowledging Rp5,000,000 paid', async () => {
    const { unpaid, paid } = await paidInPart('5000000.00');
    for (const text of [unpaid.id, unpaid.en, paid.id, paid.en])
      expect(text).not.toContain('e-Meterai');
    expect(paid.id).toContain('Dibayar Rp 5.000.000,00');
  });

  it('is on an invoice acknowledging more than Rp5,000,000 paid, in each language', async () => {
    const { paid } = await paidInPart('5000000.01');
    expect(paid.id).toContain(NOTE.id);
    expect(paid.en).toContain(NOTE.en);
    expect(paid.en).not.toContain(NOTE.id);
  });
});

describe('the PDF of an invoice that is not a bill', () => {
  it('is marked DRAFT, names the order it is for, and is named draft.pdf', async () => {
    const draft = await draftInvoice();
    const answer = await pdf(draft.id, '?language=en');
    expect(answer.status).toBe(200);
    expect(answer.disposition).toBe('attachment; filename="draft.pdf"');
    const text = await read(answer.bytes);
    expect(text).toContain(`Draft invoice for ${draft.salesOrder.number}`);
    expect(text).toContain('DRAFT');
    expect(await read((await pdf(draft.id, '?language=id')).bytes)).toContain('DRAF');
  });

  it('once cancelled, is marked CANCELLED in the language asked', async () => {
    const draft = await draftInvoice();
    const cancelled = await callRest<Json>(
      suite.system.invoicingUrl,
      'POST',
      `/sales-invoices/${draft.id}/cancel`,
      suite.approver,
      { reason: 'Salah pelanggan' },
    );
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    const text = await read((await pdf(draft.id, '?language=id')).bytes);
    expect(text).toContain('Dibatalkan');
    expect(text).toContain('DIBATALKAN');
  });
});

describe('who may have an invoice’s PDF', () => {
  it('answers another organisation’s invoice as not found', async () => {
    const answer = await pdf(issued.id, '?language=en', suite.outsider);
    expect(answer.status).toBe(404);
    expect(answer.error?.code).toBe('U-INV-SI-1');
  });

  it('refuses a member without invoices:read', async () => {
    const stranger = await signInRest(
      suite.system,
      await addMember(suite.system, suite.organizationId, ['sales-orders:read']),
    );
    const answer = await pdf(issued.id, '?language=en', stranger);
    expect(answer.status).toBe(403);
    expect(answer.type).toMatch(/^application\/json/);
  });

  it('answers a language it is not written in as a bad request', async () => {
    const answer = await pdf(issued.id, '?language=fr');
    expect(answer.status).toBe(400);
    expect(answer.type).toMatch(/^application\/json/);
  });
});

describe('the PDF through the BFF, as the web app downloads it', () => {
  const download = async (path: string, cookie?: string) =>
    fetch(`${suite.system.url}${path}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });

  it('serves a signed-in member the PDF in the language asked, named after the invoice, never cached', async () => {
    const client = await signedInClient(suite.system.url, suite.readerCredentials);
    const response = await download(`/invoices/${issued.id}/pdf?language=en`, client.cookieHeader);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="${issued.number!.replaceAll('/', '-')}.pdf"`,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const text = await read(new Uint8Array(await response.arrayBuffer()));
    expectToContainEach(text, [
      'Grand total IDR 1,265,400.00',
      ...SELLER_ADDRESS,
      'NPWP 01.234.567.8-901.000',
      'Jasa angkut Service 1 Activity',
    ]);
  });

  it('sends a visitor without a session to sign in, and answers another organisation’s member not found', async () => {
    const anonymous = await download(`/invoices/${issued.id}/pdf?language=id`);
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.get('location')).toBe('/');
    const stranger = await signedInClient(suite.system.url, suite.outsiderCredentials);
    const theirs = await download(`/invoices/${issued.id}/pdf?language=id`, stranger.cookieHeader);
    expect(theirs.status).toBe(404);
    expect(((await theirs.json()) as Json).error?.code).toBe('U-INV-SI-1');
  });
});
