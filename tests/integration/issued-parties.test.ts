import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_LINK_TOKEN_HEADER,
  type InvoiceLinkResponse,
} from '../../contracts/invoicing/invoice-links.js';
import type { CustomerResponse } from '../../contracts/invoicing/customers.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { System } from '../../system.js';
import {
  authHeaders,
  callRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { linkTokenIn, mailsTo } from '../support/invoice-links.js';
import { pdfText } from '../support/pdf-text.js';
import {
  issuedInvoice,
  type InvoiceWriters,
  invoiceWritersIn,
  saveSellerProfile,
} from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';
import { BUYER_NIK, GAMBIR_WARD, SENAYAN_ADDRESS } from '../support/customer-profiles.js';

/**
 * What was issued stays issued, in the real system: an invoice keeps its
 * buyer (name, NIK, NPWP, address, email) and its seller (name, NPWP, NITKU,
 * address) as they were when it was issued. After the customer and the
 * company profile are changed, the issued invoice's PDF (staff's and the
 * buyer's), its buyer's link and its e-Faktur file still name them as they
 * were; an invoice issued after the change names them as they are now.
 */
let system: System;
let writers: InvoiceWriters;
let owner: Tokens;

type Json = { error?: { code: string; message: string } };

const NIK_AFTER = '3174071201900001';
/** Where the buyer moves from Senayan (SENAYAN_ADDRESS): Gambir, Jakarta Pusat (Kemendagri codes). */
const GAMBIR = { street1: 'Jl. Medan Merdeka Barat No. 12', ...GAMBIR_WARD };

const companyProfile = (name: string, taxNumber: string, street: string) =>
  saveSellerProfile(system, owner, {
    name,
    taxNumber,
    address: { street, city: 'Jakarta Selatan', province: 'DKI Jakarta', postalCode: '12190' },
  });

/** What a reader sees of a PDF, its pages' text together. */
async function read(response: Response): Promise<string> {
  expect(response.status).toBe(200);
  return (await pdfText(new Uint8Array(await response.arrayBuffer()))).text.join(' ');
}

const staffPdf = (invoice: SalesInvoiceResponse) =>
  fetch(`${system.invoicingUrl}/sales-invoices/${invoice.id}/pdf?language=id`, {
    headers: authHeaders(owner),
  });

/** The e-Faktur file of the invoices chosen: its status and its XML (or error). */
async function efaktur(invoices: SalesInvoiceResponse[]) {
  const response = await fetch(`${system.invoicingUrl}/sales-invoices/coretax`, {
    method: 'POST',
    headers: { ...authHeaders(owner), 'content-type': 'application/json' },
    body: JSON.stringify({ invoiceIds: invoices.map((invoice) => invoice.id) }),
  });
  return { status: response.status, text: await response.text() };
}

/** Each element's text in the file, by name. */
function values(xml: string, name: string): string[] {
  return [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map((match) => match[1]!);
}

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Penjual Tetap');
  owner = await signInRest(system, created.owner);
  writers = await invoiceWritersIn(system, created.organizationId);
});

describe('an issued invoice keeps its buyer and its seller', () => {
  it('when the customer and the company profile change after it is issued, its PDF, its buyer’s link and its e-Faktur file name them as they were; a later invoice names them as they are', async () => {
    await companyProfile('PT Penjual Tetap', '01.234.567.8-901.000', 'Jl. Lama No. 1');
    const financeBefore = `lama-${Date.now()}@pembeli.co.id`;
    const buyerId = await insertActiveBuyer(system.invoicing.db, writers.organizationId, {
      name: 'Siti Rahma',
      profile: {
        owner: { nik: BUYER_NIK },
        tax: { taxNumber: '098765432109000' },
        address: SENAYAN_ADDRESS,
        billingAddressSameAsRegistered: true,
        invoiceDelivery: { financeContactName: 'Siti', financeContactEmail: financeBefore },
      },
    });
    await system.invoicing.db
      .updateTable('customers')
      .set({ type: 'INDIVIDUAL', phone: '+6281234567890' })
      .where('id', '=', buyerId)
      .execute();
    const before = await issuedInvoice(writers, { buyerId, taxCode: 'PPN' });
    const token = linkTokenIn((await mailsTo(system, financeBefore))[0]!);

    // The buyer changes everything the invoice names of it; the company its name, NPWP and address.
    const customer = (
      await callRest<CustomerResponse>(system.invoicingUrl, 'GET', `/customers/${buyerId}`, owner)
    ).body;
    const financeAfter = `baru-${Date.now()}@pembeli.co.id`;
    const changed = await callRest<CustomerResponse & Json>(
      system.invoicingUrl,
      'PUT',
      `/customers/${buyerId}`,
      owner,
      {
        type: 'INDIVIDUAL',
        name: 'Siti Rahma Wijaya',
        email: customer.email,
        phone: '081234567890',
        version: customer.version,
        profile: {
          owner: { nik: NIK_AFTER },
          tax: { taxNumber: '01.111.222.3-444.000' },
          address: GAMBIR,
          billingAddressSameAsRegistered: true,
          invoiceDelivery: { financeContactName: 'Siti', financeContactEmail: financeAfter },
        },
      },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await companyProfile('PT Penjual Baru', '02.345.678.9-012.000', 'Jl. Baru No. 2');
    const after = await issuedInvoice(writers, { buyerId, taxCode: 'PPN' });

    // Staff's PDF and the buyer's PDF of the first invoice: the buyer and the seller as issued.
    const asIssued = [
      'PT Penjual Tetap',
      'Jl. Lama No. 1',
      'NPWP 01.234.567.8-901.000',
      'Siti Rahma',
      'NIK 3174075203900001',
      'NPWP 09.876.543.2-109.000',
      'Jl. Asia Afrika No. 8',
      'Kebayoran Baru',
      '12190',
    ];
    const asNow = [
      'PT Penjual Baru',
      'Jl. Baru No. 2',
      'NPWP 02.345.678.9-012.000',
      'Siti Rahma Wijaya',
      'NIK 3174071201900001',
      'NPWP 01.111.222.3-444.000',
      'Jl. Medan Merdeka Barat No. 12',
      'Gambir',
    ];
    const buyersPdf = await fetch(`${system.invoicingUrl}/invoice-link/pdf?language=id`, {
      headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
    });
    for (const text of [await read(await staffPdf(before)), await read(buyersPdf)]) {
      for (const expected of asIssued) expect(text).toContain(expected);
      for (const later of [
        'PT Penjual Baru',
        'Jl. Baru No. 2',
        'Siti Rahma Wijaya',
        'Gambir',
        NIK_AFTER,
      ])
        expect(text).not.toContain(later);
    }
    // The invoice issued after the change names them as they are now.
    const later = await read(await staffPdf(after));
    for (const expected of asNow) expect(later).toContain(expected);
    expect(later).not.toContain('Jl. Asia Afrika No. 8');

    // The buyer's link answers the buyer's name and the seller as issued.
    const link = await fetch(`${system.invoicingUrl}/invoice-link`, {
      headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
    });
    const opened = (await link.json()) as InvoiceLinkResponse;
    expect(opened.invoice).toMatchObject({
      number: before.number,
      buyerName: 'Siti Rahma',
      seller: {
        name: 'PT Penjual Tetap',
        taxNumber: '012345678901000',
        nitku: '0012345678901000000000',
        address: 'Jl. Lama No. 1, Jakarta Selatan, DKI Jakarta 12190',
      },
    });

    // The buyer's page reads the same through the BFF.
    const page = await new GraphQLClient(system.url).data<{
      invoiceLink: { invoice: { buyerName: string; seller: Record<string, string | null> } };
    }>(
      `query ($token: String!) { invoiceLink(token: $token) { invoice {
         buyerName seller { name legalName taxNumber nitku address } } } }`,
      { token },
    );
    expect(page.invoiceLink.invoice).toEqual({
      buyerName: 'Siti Rahma',
      seller: {
        name: 'PT Penjual Tetap',
        legalName: null,
        taxNumber: '012345678901000',
        nitku: '0012345678901000000000',
        address: 'Jl. Lama No. 1, Jakarta Selatan, DKI Jakarta 12190',
      },
    });

    // The staff's invoice names its buyer as issued too; the later one, as the customer is now.
    const staffSees = async (id: string) =>
      (
        await callRest<{ customer: { name: string } }>(
          system.invoicingUrl,
          'GET',
          `/sales-invoices/${id}`,
          owner,
        )
      ).body.customer.name;
    expect(await staffSees(before.id)).toBe('Siti Rahma');
    expect(await staffSees(after.id)).toBe('Siti Rahma Wijaya');

    // The e-Faktur file of the first invoice: its seller's NPWP and NITKU, its buyer as issued.
    const first = await efaktur([before]);
    expect(first.status, first.text).toBe(200);
    expect(values(first.text, 'TIN')).toEqual(['0012345678901000']);
    expect(values(first.text, 'SellerIDTKU')).toEqual(['0012345678901000000000']);
    expect(values(first.text, 'BuyerName')).toEqual(['Siti Rahma']);
    expect(values(first.text, 'BuyerTin')).toEqual(['0098765432109000']);
    expect(values(first.text, 'BuyerEmail')).toEqual([financeBefore]);
    expect(values(first.text, 'BuyerAdress')[0]).toMatch(
      /^Jl\. Asia Afrika No\. 8, .*Kebayoran Baru, .*, 12190$/,
    );
    // The later invoice's file: the seller and the buyer as they are now.
    const second = await efaktur([after]);
    expect(second.status, second.text).toBe(200);
    expect(values(second.text, 'TIN')).toEqual(['0023456789012000']);
    expect(values(second.text, 'SellerIDTKU')).toEqual(['0023456789012000000000']);
    expect(values(second.text, 'BuyerName')).toEqual(['Siti Rahma Wijaya']);
    expect(values(second.text, 'BuyerTin')).toEqual(['0011112223444000']);
    expect(values(second.text, 'BuyerEmail')).toEqual([financeAfter]);
    expect(values(second.text, 'BuyerAdress')[0]).toMatch(
      /^Jl\. Medan Merdeka Barat No\. 12, .*Gambir, .*, 10110$/,
    );
    // One file is one seller's: invoices issued under two NPWPs are refused together.
    const both = await efaktur([before, after]);
    expect(both.status).toBe(409);
    expect((JSON.parse(both.text) as Json).error?.code).toBe('U-INV-SI-25');
  });

  it('when an invoice was issued while the company had no NPWP, that one fact decides it for good: 4% PPh 23, no tax invoice number, left out of the month’s e-Faktur saying why, its PDF naming no NPWP; one issued after the NPWP is recorded gets 2% and its faktur', async () => {
    const unregistered = await createOrganization(system, 'PT Belum Terdaftar');
    const boss = await signInRest(system, unregistered.owner);
    const theirs = await invoiceWritersIn(system, unregistered.organizationId);
    const buyerId = await insertActiveBuyer(system.invoicing.db, unregistered.organizationId, {
      name: 'CV Pembeli Awal',
      profile: { tax: { taxNumber: '098765432109000' } },
    });
    const early = await issuedInvoice(theirs, { buyerId, taxCode: 'PPN', kind: 'SERVICE' });
    expect(early).toMatchObject({ sellerHadNpwp: false, withholdingRate: '4.00' });
    await saveSellerProfile(system, boss, {
      name: 'PT Belum Terdaftar',
      taxNumber: '03.456.789.0-123.000',
    });
    const late = await issuedInvoice(theirs, { buyerId, taxCode: 'PPN', kind: 'SERVICE' });
    expect(late).toMatchObject({ sellerHadNpwp: true, withholdingRate: '2.00' });
    const get = (path: string, by: Tokens = boss) =>
      callRest<Json & Record<string, unknown>>(system.invoicingUrl, 'GET', path, by);
    // The NPWP recorded since changes nothing of the invoice issued before it.
    expect((await get(`/sales-invoices/${early.id}`)).body).toMatchObject({
      sellerHadNpwp: false,
      withholdingRate: '4.00',
    });
    // Another organisation's member finds no such invoice.
    expect((await get(`/sales-invoices/${early.id}`, owner)).status).toBe(404);

    // No faktur pajak is made for it, so it takes no tax invoice number; the later one does.
    const record = (invoice: SalesInvoiceResponse, taxInvoiceNumber: string) =>
      callRest<Json>(
        system.invoicingUrl,
        'POST',
        `/sales-invoices/${invoice.id}/tax-invoice-number`,
        boss,
        { taxInvoiceNumber },
      );
    const refusedNumber = await record(early, '04002500000000071');
    expect(refusedNumber.status).toBe(409);
    expect(refusedNumber.body).toMatchObject({
      error: {
        code: 'U-INV-SI-70',
        field: 'taxInvoiceNumber',
        values: { number: early.number },
      },
    });
    expect((await get(`/sales-invoices/${early.id}`)).body).toMatchObject({
      taxInvoiceNumber: null,
    });
    expect((await record(late, '04002500000000072')).status).toBe(200);

    // The month's file holds the later invoice alone and says why the earlier one is left out.
    expect((await get('/sales-invoices/coretax/month?month=2026-11')).body).toEqual({
      latestMonth: '2026-11',
      month: '2026-11',
      invoiceCount: 1,
      withoutFaktur: [{ id: early.id, number: early.number, reason: 'SELLER_WITHOUT_NPWP' }],
    });
    const month = await fetch(`${system.invoicingUrl}/sales-invoices/coretax?month=2026-11`, {
      headers: authHeaders(boss),
    });
    const monthXml = await month.text();
    expect(month.status, monthXml).toBe(200);
    expect(values(monthXml, 'TIN')).toEqual(['0034567890123000']);
    expect(values(monthXml, 'RefDesc')).toEqual([late.number]);

    const pdf = await fetch(`${system.invoicingUrl}/sales-invoices/${early.id}/pdf?language=id`, {
      headers: authHeaders(boss),
    });
    const text = await read(pdf);
    expect(text).toContain('PT Belum Terdaftar');
    expect(text).not.toContain('03.456.789.0-123.000');
    expect(text).not.toContain('034567890123000');
    const file = (invoices: SalesInvoiceResponse[]) =>
      fetch(`${system.invoicingUrl}/sales-invoices/coretax`, {
        method: 'POST',
        headers: { ...authHeaders(boss), 'content-type': 'application/json' },
        body: JSON.stringify({ invoiceIds: invoices.map((invoice) => invoice.id) }),
      });
    // Chosen by hand, it is refused by name rather than written under today's NPWP.
    const refused = await file([early, late]);
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'U-INV-SI-26', field: 'invoiceIds', values: { numbers: early.number } },
    });
    const alone = await file([late]);
    const xml = await alone.text();
    expect(alone.status, xml).toBe(200);
    expect(values(xml, 'TIN')).toEqual(['0034567890123000']);
    expect(values(xml, 'RefDesc')).toEqual([late.number]);
  });
});
