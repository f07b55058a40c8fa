import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_LINK_TOKEN_HEADER,
  type InvoiceLinkResponse,
} from '../../contracts/invoicing/invoice-links.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import type { System } from '../../system.js';
import { callRest, createOrganization } from '../support/factories.js';
import { buyerMailedIn, linkTokenIn, mailsTo as mailsToOf } from '../support/invoice-links.js';
import { issuedInvoice, type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';

/**
 * What an issued invoice sends its buyer, in the real system: the mail to the
 * buyer's finance contact in the buyer's language with the PDF (a job queued
 * when the invoice is issued), and the link in it, which opens that invoice
 * and its PDF without an account and nothing else; a link sent again, or of
 * a cancelled invoice, is spent, one past its date expired, and neither shows
 * anything.
 */
let system: System;
let writers: InvoiceWriters;

const mailsTo = (to: string, count = 1) => mailsToOf(system, to, count);
const tokenIn = linkTokenIn;

const open = (token: string) =>
  fetch(`${system.invoicingUrl}/invoice-link`, { headers: { [INVOICE_LINK_TOKEN_HEADER]: token } });
const pdf = (token: string, language = 'en') =>
  fetch(`${system.invoicingUrl}/invoice-link/pdf?language=${language}`, {
    headers: { [INVOICE_LINK_TOKEN_HEADER]: token },
  });

const buyer = (language: 'en' | 'id' | null, financeContactEmail: string | null) =>
  buyerMailedIn(system, writers.organizationId, language, financeContactEmail);

beforeAll(async () => {
  system = await workerSystem();
  const created = await createOrganization(system, 'PT Penjual Tautan');
  writers = await invoiceWritersIn(system, created.organizationId);
});

describe('the mail an issued invoice sends', () => {
  it('goes to the finance contact in the buyer’s language with the PDF and a link that opens that invoice only', async () => {
    const to = `keuangan-${Date.now()}@pembeli.co.id`;
    const { id } = await buyer('id', to);
    const invoice = await issuedInvoice(writers, { buyerId: id, quantity: '3' });
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe(
      `Faktur ${invoice.number} dari PT Penjual Tautan: Rp 300.000,00 jatuh tempo 12 Desember 2026`,
    );
    expect(mail!.text_body).toContain('Yth. PT Pembeli Tautan');
    expect(mail!.text_body).not.toContain('Amount due');
    expect(mail!.attachments).toHaveLength(1);
    const attachment = mail!.attachments[0]!;
    expect(attachment).toMatchObject({
      filename: `${invoice.number!.replaceAll('/', '-')}.pdf`,
      contentType: 'application/pdf',
    });
    const content = Buffer.from(attachment.content, 'base64');
    expect(content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(content.length).toBe(attachment.size);

    const token = tokenIn(mail!);
    const opened = await open(token);
    expect(opened.status).toBe(200);
    const view = (await opened.json()) as InvoiceLinkResponse;
    expect(view).toMatchObject({
      state: 'VALID',
      invoice: {
        number: invoice.number,
        seller: { name: 'PT Penjual Tautan' },
        buyerName: 'PT Pembeli Tautan',
        dueDate: '2026-12-12',
        status: 'ISSUED',
        remainingAmount: '300000.00',
        totals: { grandTotal: '300000.00' },
      },
    });
    // Valid until 30 days after the due date.
    expect(view.expiresAt?.slice(0, 10)).toBe('2027-01-11');
    // Nothing of the organisation but that invoice: no ids, no other documents.
    expect(JSON.stringify(view)).not.toContain(invoice.id);
    expect(JSON.stringify(view)).not.toContain(writers.organizationId);

    for (const language of ['en', 'id']) {
      const file = await pdf(token, language);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
    }
  });

  it('is written in the language the buyer’s profile names for invoices, over the one it was invited in', async () => {
    const to = `english-${Date.now()}@pembeli.co.id`;
    const { id } = await buyer('id', to);
    await system.invoicing.db
      .updateTable('customers')
      .set({
        profile: JSON.stringify({
          invoiceDelivery: { financeContactEmail: to, invoiceLanguage: 'EN' },
        }),
      })
      .where('id', '=', id)
      .execute();
    const invoice = await issuedInvoice(writers, { buyerId: id });
    const [mail] = await mailsTo(to);
    expect(mail!.subject).toBe(
      `Invoice ${invoice.number} from PT Penjual Tautan: IDR 1,000,000.00 due December 12, 2026`,
    );
  });

  it('writes both languages and goes to the customer’s email when the buyer has neither', async () => {
    const { id, email } = await buyer(null, null);
    const invoice = await issuedInvoice(writers, { buyerId: id });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe(
      `Invoice ${invoice.number} from PT Penjual Tautan: IDR 1,000,000.00 due December 12, 2026 / Faktur ${invoice.number} dari PT Penjual Tautan: Rp 1.000.000,00 jatuh tempo 12 Desember 2026`,
    );
    expect(mail!.attachments.map((attachment) => attachment.filename)).toEqual([
      `${invoice.number!.replaceAll('/', '-')}-en.pdf`,
      `${invoice.number!.replaceAll('/', '-')}-id.pdf`,
    ]);
  });
});

describe('a link that opens nothing', () => {
  it('a token that names no link, one past its date, one of a cancelled invoice: each says so and shows nothing', async () => {
    for (const token of ['tidak-ada', 'x'.repeat(43)]) {
      const answer = (await (await open(token)).json()) as InvoiceLinkResponse;
      expect(answer).toEqual({ state: 'EXPIRED', expiresAt: null, invoice: null });
    }
    const missing = await fetch(`${system.invoicingUrl}/invoice-link`);
    expect(missing.status).toBe(400);

    const to = `kedaluwarsa-${Date.now()}@pembeli.co.id`;
    const { id } = await buyer('en', to);
    const invoice = await issuedInvoice(writers, { buyerId: id });
    const token = tokenIn((await mailsTo(to))[0]!);
    await system.invoicing.db
      .updateTable('invoice_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('invoice_id', '=', invoice.id)
      .execute();
    expect(await (await open(token)).json()).toEqual({
      state: 'EXPIRED',
      expiresAt: null,
      invoice: null,
    });
    const expiredPdf = await pdf(token);
    expect(expiredPdf.status).toBe(410);
    expect(((await expiredPdf.json()) as { error: { code: string } }).error.code).toBe(
      'U-INV-IL-1',
    );

    const cancelledTo = `batal-${Date.now()}@pembeli.co.id`;
    const cancelledBuyer = await buyer('en', cancelledTo);
    const cancelled = await issuedInvoice(writers, { buyerId: cancelledBuyer.id });
    const cancelledToken = tokenIn((await mailsTo(cancelledTo))[0]!);
    expect(((await (await open(cancelledToken)).json()) as InvoiceLinkResponse).state).toBe(
      'VALID',
    );
    const cancel = await callRest<SalesInvoiceResponse>(
      system.invoicingUrl,
      'POST',
      `/sales-invoices/${cancelled.id}/cancel`,
      writers.writer,
      { reason: 'Salah harga' },
    );
    expect(cancel.status).toBe(200);
    expect(await (await open(cancelledToken)).json()).toEqual({
      state: 'SPENT',
      expiresAt: null,
      invoice: null,
    });
    const spentPdf = await pdf(cancelledToken);
    expect(spentPdf.status).toBe(410);
    expect(((await spentPdf.json()) as { error: { code: string } }).error.code).toBe('U-INV-IL-2');
  });

  it('a newer link spends the older one', async () => {
    const to = `ulang-${Date.now()}@pembeli.co.id`;
    const { id } = await buyer('en', to);
    const invoice = await issuedInvoice(writers, { buyerId: id });
    const first = tokenIn((await mailsTo(to))[0]!);
    // The job once more, as a retry after a failed send does: a new mail with a new link.
    await sql`select invoicing_jobs.add_job('invoice-mail', ${JSON.stringify({
      organizationId: writers.organizationId,
      invoiceId: invoice.id,
    })}::json)`.execute(system.invoicing.db);
    const second = tokenIn((await mailsTo(to, 2))[1]!);
    expect(second).not.toBe(first);
    expect(((await (await open(first)).json()) as InvoiceLinkResponse).state).toBe('SPENT');
    expect(((await (await open(second)).json()) as InvoiceLinkResponse).state).toBe('VALID');
  });
});
