import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SalesOrderResponse } from '../../contracts/invoicing/sales-orders.js';
import {
  addMemberInBuiltInRole,
  allowSelfApproval,
  createdRest,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { pdfText } from '../support/pdf-text.js';
import { formatMoney } from '../../web/i18n/format.js';
import { browserSuite, openSignedIn, screenshot, withPage, withPageIn } from './browser.js';
import { saveSellerProfile } from '../support/sales-invoices.js';
import { saveOrdersSettings } from '../support/orders-settings.js';
import { fitsEverywhere } from './fits.js';
import { movedRest, openGoodsReceipt, receiptsFitEverywhere } from './order-documents.js';
import { confirmWithReason } from './reason-dialog.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Pemasok Nusantara');

let owner: Tokens;
/** A second member, who approves what the owner writes. */
let approver: Credentials;
/** The invoice of the received order's receipt. */
let receivedInvoiceId = '';
/** A second invoice of the received order, submitted and waiting for its approver. */
let waitingInvoiceId = '';
/** Why the approver returned the received order's invoice to draft. */
const RETURN_REASON = 'Termin pembayaran belum disepakati dengan pembeli';
/** A buyer whose credit limit one order of the form's goes over. */
const SMALL_BUYER = 'CV Warung Kecil';
/** The orders the file writes: one to approve and cancel, one to reject, one left waiting, one kept a draft. */
const orders: Record<
  'approved' | 'rejected' | 'waiting' | 'received' | 'draft',
  SalesOrderResponse
> = {} as never;

const ordersSettings = (approvalRequired: boolean) =>
  saveOrdersSettings(suite.system, owner, { salesOrderApprovalRequired: approvalRequired });

async function write(
  customerId: string,
  poReference: string,
  by: Tokens = owner,
  draft = false,
): Promise<SalesOrderResponse> {
  return createdRest<SalesOrderResponse>(suite.system.invoicingUrl, '/sales-orders', by, {
    customerId,
    poReference,
    draft,
    orderDate: '2026-11-05',
    requiredDate: '2026-11-20',
    notes: 'Kirim ke gudang Cikarang',
    lines: [
      {
        product: 'Semen Portland 50 kg',
        description: 'Zak',
        quantity: '40',
        unitPrice: '65000',
        taxCode: 'PPN',
      },
      {
        product: 'Besi beton 10 mm',
        quantity: '1.5',
        unitPrice: '12345.67',
        discount: '518.51',
        taxCode: 'PPN',
      },
      { product: 'Jasa angkut', quantity: '1', unitPrice: '250000', taxCode: 'NO_PPN' },
    ],
  });
}

/** An active buyer of `organizationId` (approving one is the customers' tests' subject). */
async function activeBuyer(
  organizationId: string,
  name = 'PT Toko Bangunan Sejahtera Abadi',
  creditLimit = '500000000.00',
): Promise<string> {
  const { id } = await suite.system.invoicing.db
    .insertInto('customers')
    .values({
      organization_id: organizationId,
      type: 'COMPANY',
      status: 'ACTIVE',
      name,
      email: `sejahtera-${randomUUID()}@example.co.id`,
      payment_term_days: 30,
      billing_cycle: 'MONTHLY',
      credit_limit: creditLimit,
      approved_at: new Date(),
      // A VAT-registered buyer: its NPWP names it in the e-Faktur file.
      // It also asked for invoices on paper.
      profile: JSON.stringify({
        tax: { taxStatus: 'PKP', taxNumber: '0987654321098765' },
        invoiceDelivery: { hardCopyRequired: true },
      }),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

beforeAll(async () => {
  // The owner approves their own work here: the company allows self-approval (four eyes are
  // four-eyes.test.ts's subject).
  await allowSelfApproval(suite.system, suite.organizationId);
  owner = await signInRest(suite.system, suite.owner);
  const buyer = await activeBuyer(suite.organizationId);
  await activeBuyer(suite.organizationId, SMALL_BUYER, '1000000.00');
  await ordersSettings(true);
  orders.approved = await write(buyer, 'PO-SEJ-0412');
  orders.rejected = await write(buyer, 'PO-SEJ-0413');
  orders.waiting = await write(buyer, 'PO-SEJ-0414');
  orders.received = await write(buyer, 'PO-SEJ-0415');
  orders.draft = await write(buyer, 'PO-SEJ-0416', owner, true);
  await movedRest(suite.system, `/sales-orders/${orders.received.id}/approve`, owner);
  const received = await createdRest<{ id: string }>(
    suite.system.invoicingUrl,
    '/goods-receipts',
    owner,
    {
      salesOrderId: orders.received.id,
      receivedDate: '2026-11-12',
      lines: [{ orderLine: 1, quantity: '25' }],
    },
  );
  const billed = await createdRest<{ id: string }>(
    suite.system.invoicingUrl,
    '/sales-invoices',
    owner,
    {
      salesOrderId: orders.received.id,
      goodsReceiptIds: [received.id],
      invoiceDate: '2026-11-13',
      milestones: [
        { name: 'Uang muka', percent: '40' },
        { name: 'Pelunasan', percent: '60' },
      ],
    },
  );
  receivedInvoiceId = billed.id;
  const waitingInvoice = await createdRest<{ id: string }>(
    suite.system.invoicingUrl,
    '/sales-invoices',
    owner,
    {
      salesOrderId: orders.received.id,
      invoiceDate: '2026-11-13',
      lines: [{ orderLine: 3, quantity: '1' }],
    },
  );
  await movedRest(suite.system, `/sales-invoices/${waitingInvoice.id}/submit`, owner);
  waitingInvoiceId = waitingInvoice.id;
  approver = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER');
  // Submitted, then returned by the approver: a draft again whose page says who returned it and why.
  await movedRest(suite.system, `/sales-invoices/${billed.id}/submit`, owner);
  await movedRest(
    suite.system,
    `/sales-invoices/${billed.id}/return`,
    await signInRest(suite.system, approver),
    RETURN_REASON,
  );
  await saveSellerProfile(suite.system, owner, {
    name: 'PT Pemasok Nusantara',
    taxNumber: '0123456789012345',
  });
  await movedRest(
    suite.system,
    `/sales-orders/${orders.rejected.id}/reject`,
    owner,
    'Harga belum disepakati',
  );
});

afterAll(async () => {
  if (owner) await ordersSettings(false);
});

/** The return an invoice's page shows while it is a draft again: its label, and who returned it and why. */
const returnShown = (page: Page) => page.getByTestId('invoice-returned').locator('xpath=..');

/** The status the order's page shows. */
const orderStatus = (page: Page) =>
  page.getByTestId('sales-order-page-status').getAttribute('data-status');

/** The whole words of the buyer select's choice that starts with `name` ("name — email"). */
async function optionLabel(page: Page, name: string): Promise<string | null> {
  const options = await page
    .getByTestId('buyer-select')
    .locator('option')
    .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
  return options.find((option) => option.startsWith(name)) ?? null;
}

describe('sales orders in the browser', () => {
  it('the list keeps its status filter in the URL; an order’s page shows its lines as Coretax computes them, its history, and its moves', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/sales-order?status=OPEN`, suite.owner);
      const rows = page.getByTestId('sales-order-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(3);
      expect(await page.locator('select[name="status"]').inputValue()).toBe('OPEN');
      expect(await page.getByTestId('sales-orders-total').innerText()).toBe('Showing 3 of 3');

      await page.locator('select[name="status"]').selectOption('REJECTED');
      await page.waitForURL((url) => url.searchParams.get('status') === 'REJECTED');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await rows.first().getAttribute('data-status')).toBe('REJECTED');
      expect(plain(await rows.first().innerText())).toContain(orders.rejected.number);

      // Every order: the four moved on, and the draft.
      await page.locator('select[name="status"]').selectOption('');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(5);
      await rows
        .filter({ hasText: orders.approved.number })
        .getByTestId('sales-order-link')
        .click();
      await page.waitForURL(`**/sales-order/detail/${orders.approved.id}`);
      await page.getByTestId('sales-order-page-title').waitFor();
      expect(await orderStatus(page)).toBe('PENDING_APPROVAL');
      // 40 x 65,000.00 = 2,600,000.00, 11/12 = 2,383,333.33, PPN 286,000.00; 18,518.51 - 518.51 = 18,000.00,
      // 16,500.00, PPN 1,980.00; 250,000.00 without PPN: 2,868,000.00 + 287,980.00 = 3,155,980.00.
      const lines = page.getByTestId('document-line');
      expect(await lines.count()).toBe(3);
      expect(plain(await lines.nth(0).innerText())).toMatch(
        /Semen Portland 50 kg[\s\S]*40[\s\S]*Rp 286,000\.00[\s\S]*Rp 2,886,000\.00/,
      );
      expect(plain(await lines.nth(1).innerText())).toContain('1.5');
      // A line's discount is an amount in the order's currency, never a bare number.
      expect(plain(await lines.nth(1).innerText())).toContain('Rp 518.51');
      expect(plain(await lines.nth(2).innerText())).toContain('No PPN');
      expect(plain(await page.getByTestId('document-totals-vat').innerText())).toBe(
        'Rp 287,980.00',
      );
      expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
        'Rp 3,155,980.00',
      );

      await page.getByTestId('sales-order-approve').click();
      await expect.poll(() => orderStatus(page), SERVER_ROUND_TRIP).toBe('OPEN');
      await page.getByTestId('sales-order-approval').waitFor();
      expect(await page.getByTestId('sales-order-approve').count()).toBe(0);

      await page.getByTestId('sales-order-cancel').click();
      await confirmWithReason(page, 'sales-order-cancel', 'Pembeli membatalkan pesanan');
      await expect.poll(() => orderStatus(page), SERVER_ROUND_TRIP).toBe('CANCELLED');
      expect(await page.getByTestId('sales-order-cancellation').innerText()).toContain(
        'Pembeli membatalkan pesanan',
      );
      for (const action of ['approve', 'reject', 'cancel', 'close'])
        expect(await page.getByTestId(`sales-order-${action}`).count()).toBe(0);

      await page.getByTestId('sales-order-tab-revisions').click();
      const revisions = page.getByTestId('document-revision');
      await expect.poll(() => revisions.count()).toBe(3);
      expect(await revisions.first().innerText()).toMatch(
        /Cancelled[\s\S]*Status: Open → Cancelled/,
      );
      expect(await revisions.last().innerText()).toContain('Created');
    }));

  it('in Indonesian, a new order reads what is typed in Indonesian writing, shows its figures as they are typed, refuses a bad line and a buyer over its limit in the service’s words, and opens once saved', () =>
    withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await openSignedIn(page, `${suite.system.url}/sales-order`, suite.owner);
      await page.getByTestId('create-sales-order').click();
      await page.getByTestId('sales-order-form').waitFor();
      const lines = page.getByTestId('document-line-editor');
      const line = (index: number, field: string) =>
        lines.nth(index).locator(`[name="lines.${index}.${field}"]`);
      const totals = async () =>
        plain(await page.getByTestId('document-totals-grandTotal').innerText());

      await line(0, 'product').fill('Semen Portland 50 kg');
      await line(0, 'quantity').fill('40');
      await line(0, 'unitPrice').fill('65.000');
      // 40 x 65.000 = 2.600.000, PPN 12% of 11/12 = 286.000.
      await expect
        .poll(async () => plain(await lines.nth(0).getByTestId('document-line-total').innerText()))
        .toBe('Rp 2.886.000,00');
      await page.getByTestId('document-line-add').click();
      await line(1, 'product').fill('Besi beton 10 mm');
      await line(1, 'quantity').fill('1,5');
      await line(1, 'unitPrice').fill('12.345,67');
      await line(1, 'discount').fill('518,51');
      // The discount is typed as an amount in the order's currency: its label says so.
      expect(plain(await lines.nth(1).innerText())).toContain('Diskon (Rp)');
      expect(plain(await page.getByTestId('sales-order-form').innerText())).toContain(
        'Diskon seluruh pesanan (Rp)',
      );
      // 1,5 x 12.345,67 = 18.518,51 less 518,51 = 18.000, PPN 1.980: 2.905.980 in all.
      await expect.poll(totals).toBe('Rp 2.905.980,00');
      expect(plain(await page.getByTestId('document-totals-vat').innerText())).toBe(
        'Rp 287.980,00',
      );

      await line(1, 'quantity').fill('-1');
      await line(1, 'quantity').blur();
      await expect
        .poll(() => lines.nth(1).innerText())
        .toContain('Baris 2: jumlah berupa angka di atas 0 dengan paling banyak empat desimal.');
      await expect.poll(totals).toBe('—');
      await line(1, 'quantity').fill('1,5');
      await expect.poll(totals).toBe('Rp 2.905.980,00');

      const buyer = page.getByTestId('buyer-select');
      await buyer.selectOption({ label: (await optionLabel(page, SMALL_BUYER))! });
      await expect
        .poll(() => page.getByTestId('buyer-select-terms').innerText())
        .toContain('batas kredit Rp');
      await page.getByTestId('sales-order-submit').click();
      await expect
        .poll(
          async () => plain(await page.getByTestId('sales-order-form').innerText()),
          SERVER_ROUND_TRIP,
        )
        .toContain(
          `Pesanan ini akan membuat ${SMALL_BUYER} melewati batas kreditnya sebesar Rp 1.000.000,00`,
        );
      expect(plain(await page.getByTestId('sales-order-form').innerText())).toContain(
        'berjumlah Rp 2.905.980,00, lebih Rp 1.905.980,00.',
      );
      await screenshot(page, 'sales-order-create-refused-1280-id');

      await buyer.selectOption({ label: (await optionLabel(page, 'PT Toko Bangunan Sejahtera'))! });
      await page.locator('[name="poReference"]').fill('PO-SEJ-0500');
      // Saved as a draft first: it reserves no credit until it is submitted from its page.
      await page.getByTestId('sales-order-save-draft').click();
      await page.waitForURL('**/sales-order/detail/*', SERVER_ROUND_TRIP);
      await page.getByTestId('sales-order-page-title').waitFor();
      expect(await page.getByTestId('sales-order-page-title').innerText()).toMatch(
        /SO\/\d{4}\/\d{2}\/\d{4}/,
      );
      expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
        'Rp 2.905.980,00',
      );
      expect(await page.getByTestId('document-line').count()).toBe(2);
      expect(await orderStatus(page)).toBe('DRAFT');
      expect(await page.getByTestId('sales-order-page-status').innerText()).toBe('Draf');
      // Submitted, it waits for approval as a new order does where the settings ask for it.
      await page.getByTestId('sales-order-submit').click();
      await expect.poll(() => orderStatus(page), SERVER_ROUND_TRIP).toBe('PENDING_APPROVAL');

      // Approved, it can be received: part of the cement now, none of the steel.
      await page.getByTestId('sales-order-approve').click();
      await expect.poll(() => orderStatus(page), SERVER_ROUND_TRIP).toBe('OPEN');
      await page.getByTestId('sales-order-tab-receipts').click();
      const { dialog, quantities, confirm } = await openGoodsReceipt(page, 'sales-order');
      expect(await quantities.nth(1).inputValue()).toBe('1,5');
      await quantities.nth(0).fill('41');
      await quantities.nth(0).blur();
      await expect.poll(() => dialog.innerText()).toContain('Hanya tersisa 40 untuk diterima.');
      await confirm('12,5', '');
      await page.getByTestId('goods-receipt').waitFor(SERVER_ROUND_TRIP);
      await expect
        .poll(() => page.getByTestId('sales-order-fulfillment').innerText())
        .toContain('Diterima sebagian');
      const progress = page.getByTestId('sales-order-line-receipt');
      expect(plain(await progress.nth(0).innerText())).toMatch(/40\s+12,5\s+27,5/);
      // 12,5 x 65.000 = 812.500, PPN 89.375: 901.875.
      expect(plain(await page.getByTestId('goods-receipt').innerText())).toContain('Rp 901.875,00');

      await page.getByTestId('goods-receipt-cancel').click();
      await page.getByTestId('goods-receipt-cancel-reason').fill('Salah hitung di gudang');
      await page.getByTestId('goods-receipt-cancel-confirm').click();
      await expect
        .poll(() => page.getByTestId('goods-receipt-cancellation').innerText(), SERVER_ROUND_TRIP)
        .toContain('Salah hitung di gudang');
      await expect
        .poll(() => page.getByTestId('sales-order-fulfillment').innerText())
        .toContain('Belum diterima');

      // Received again and billed: a draft invoice from the receipt, submitted, refused to its
      // author, and approved by another member.
      const again = await openGoodsReceipt(page, 'sales-order');
      await again.confirm('12,5', '');
      await expect
        .poll(() => page.getByTestId('sales-order-fulfillment').innerText(), SERVER_ROUND_TRIP)
        .toContain('Diterima sebagian');
      await page.getByTestId('sales-order-tab-invoices').click();
      await page.getByTestId('sales-order-invoice').click();
      await page.getByTestId('invoice-dialog').waitFor();
      expect(await page.getByTestId('invoice-dialog-receipt').count()).toBe(1);
      // The members it may name to approve it leave out its author; none named, any of them may.
      await expect
        .poll(() => page.getByTestId('invoice-dialog-approver').locator('option').allInnerTexts())
        .toEqual(['Anggota mana pun yang boleh menyetujui faktur', 'Anggota APPROVER']);
      await page.getByTestId('invoice-dialog-confirm').click();
      await page.waitForURL('**/invoices/detail/*', SERVER_ROUND_TRIP);
      await page.getByTestId('invoice-page-title').waitFor();
      expect(await page.getByTestId('invoice-page-title').innerText()).toContain(
        'Draf faktur untuk SO/',
      );
      expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
        'Rp 901.875,00',
      );
      expect(await page.getByTestId('invoice-approver').innerText()).toContain(
        'Anggota mana pun yang boleh menyetujui faktur',
      );
      const status = () => page.getByTestId('invoice-page-status').getAttribute('data-status');
      await page.getByTestId('invoice-submit').click();
      await expect.poll(status, SERVER_ROUND_TRIP).toBe('PENDING_APPROVAL');
      // Its author is not offered Approve: another member approves it.
      await page.getByTestId('invoice-cancel').waitFor();
      expect(await page.getByTestId('invoice-approve').count()).toBe(0);
      const invoiceUrl = page.url();
      let issuedNumber = '';
      await withPageIn(suite.browser, suite.system.url, 'id', async (colleague) => {
        await openSignedIn(colleague, invoiceUrl, approver);
        // Returned first, with what to correct: the author's open page hears it, a draft again that says why.
        await colleague.getByTestId('invoice-return').click();
        await colleague.getByTestId('invoice-return-dialog').waitFor();
        expect(await colleague.getByTestId('invoice-return-dialog').innerText()).toContain(
          'Apa yang perlu diperbaiki?',
        );
        await colleague.getByTestId('invoice-return-reason').fill('Lampirkan surat jalan');
        await colleague.getByTestId('invoice-return-confirm').click();
        await expect.poll(status, SERVER_ROUND_TRIP).toBe('DRAFT');
        await expect
          .poll(() => returnShown(page).innerText(), SERVER_ROUND_TRIP)
          .toContain('Dikembalikan ke draf\nLampirkan surat jalan · Anggota APPROVER');
        await page.getByTestId('invoice-submit').click();
        await expect.poll(status, SERVER_ROUND_TRIP).toBe('PENDING_APPROVAL');
        // Waiting again, the return is no longer shown on it; its revision history keeps it.
        expect(await page.getByTestId('invoice-returned').count()).toBe(0);
        await colleague.getByTestId('invoice-approve').click();
        await expect
          .poll(
            () => colleague.getByTestId('invoice-page-status').getAttribute('data-status'),
            SERVER_ROUND_TRIP,
          )
          .toBe('ISSUED');
        expect(await colleague.getByTestId('invoice-page-title').innerText()).toMatch(
          /^INV\/2026\/11\/\d{4}$/,
        );
        issuedNumber = await colleague.getByTestId('invoice-page-title').innerText();
      });
      // The author's page, still open, hears the approval: no reload.
      await expect.poll(status, SERVER_ROUND_TRIP).toBe('ISSUED');
      await expect
        .poll(() => page.getByTestId('invoice-page-title').innerText())
        .toBe(issuedNumber);

      // The month's e-Faktur file for Coretax starts on the latest month with issued invoices,
      // November, and says how many it holds.
      await page.goto(`${suite.system.url}/invoices`);
      const coretaxMonth = page.getByTestId('coretax-month');
      const coretaxCount = () => page.getByTestId('coretax-count').innerText();
      await expect.poll(() => coretaxMonth.inputValue()).toBe('2026-11');
      await expect
        .poll(coretaxCount, SERVER_ROUND_TRIP)
        .toBe('Berkas memuat 1 faktur yang telah terbit.');
      // A month with no issued invoice is said before any download, and its file is not offered.
      await coretaxMonth.selectOption('2026-10');
      // The month is worded in the app's language, not the browser's.
      expect(await coretaxMonth.locator('option:checked').innerText()).toBe('Oktober 2026');
      await expect
        .poll(coretaxCount, SERVER_ROUND_TRIP)
        .toBe(
          'Tidak ada faktur pada bulan ini yang dibuatkan faktur pajak, sehingga berkas e-Faktur akan kosong.',
        );
      expect(await page.getByTestId('coretax-download').isDisabled()).toBe(true);
      await fitsEverywhere(page, 'invoices-coretax-empty', 'id');
      // November's file holds the issued invoice, named by our number.
      await coretaxMonth.selectOption('2026-11');
      await expect
        .poll(coretaxCount, SERVER_ROUND_TRIP)
        .toBe('Berkas memuat 1 faktur yang telah terbit.');
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('coretax-download').click(),
      ]);
      expect(file.suggestedFilename()).toBe('efaktur-2026-11.xml');
      const xml = await readFile((await file.path())!, 'utf8');
      expect(xml).toContain(`<RefDesc>${issuedNumber}</RefDesc>`);
      expect(xml).toContain('<TIN>0123456789012345</TIN>');
      expect(xml).toContain('<BuyerTin>0987654321098765</BuyerTin>');

      // The invoice as a PDF for the buyer, in the reader's language, named by its number.
      await page.goto(invoiceUrl);
      const [pdf] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('invoice-pdf-download').click(),
      ]);
      expect(pdf.suggestedFilename()).toBe(`${issuedNumber.replaceAll('/', '-')}.pdf`);
      const printed = (await pdfText(await readFile((await pdf.path())!))).text.join(' ');
      expect(printed).toContain(issuedNumber);
      expect(printed).toContain('Total akhir Rp 901.875,00');
      // The other language from the button's menu, the reader's own listed first.
      await page.getByTestId('invoice-pdf-languages').click();
      await page.getByTestId('invoice-pdf-download-en').waitFor();
      await screenshot(page, 'invoice-pdf-languages-id', false);
      const [english] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('invoice-pdf-download-en').click(),
      ]);
      const inEnglish = (await pdfText(await readFile((await english.path())!))).text.join(' ');
      expect(inEnglish).toContain('Grand total IDR 901,875.00');

      // Coretax's number for it, recorded back on the invoice.
      await page.getByTestId('invoice-record-tax-number').click();
      const taxDialog = page.getByTestId('invoice-tax-number');
      await taxDialog.waitFor();
      await taxDialog.locator('[name="value"]').fill('ABC');
      await taxDialog.locator('button[type="submit"]').click();
      await expect
        .poll(() => taxDialog.innerText())
        .toContain('Nomor faktur pajak terdiri atas 17 digit angka dari Coretax');
      await taxDialog.locator('[name="value"]').fill('04002600000000123');
      await taxDialog.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.getByTestId('invoice-tax-number-value').innerText(), SERVER_ROUND_TRIP)
        .toContain('04002600000000123');
      // Gone, as a person sees it, before the next dialog opens: a dialog still closing hands the
      // focus back to the button that opened it, and the next dialog takes that focus leaving it as a
      // click outside and closes before its form is sent.
      await taxDialog.waitFor({ state: 'detached' });

      // The buyer asked for paper: the copy is shipped to an address.
      await expect
        .poll(() => page.getByTestId('invoice-delivery').innerText())
        .toContain('Menunggu dikirim');
      await page.getByTestId('invoice-mark-shipped').click();
      const shipDialog = page.getByTestId('invoice-delivery-dialog');
      await shipDialog.locator('[name="address"]').fill('Jl. Industri 7, Cikarang 17530');
      await page.getByTestId('invoice-delivery-dialog-confirm').click();
      await shipDialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
      await expect
        .poll(() => page.getByTestId('invoice-delivery').innerText())
        .toContain('ke Jl. Industri 7, Cikarang 17530');
    }));

  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, the list, the form and an order’s page fit at 1440, 1280 and 390 px`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/sales-order`, suite.owner);
        const rows = page.getByTestId('sales-order-row');
        // The four orders written before the file's tests, and the one the form's journey writes when it ran first.
        await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBeGreaterThanOrEqual(4);
        const title = await page.locator('h1').first().innerText();
        expect(title).toBe(language === 'en' ? 'Sales orders' : 'Pesanan penjualan');
        const waiting = rows.filter({ hasText: orders.waiting.number });
        expect(await waiting.innerText()).toContain(
          language === 'en' ? 'Waiting for approval' : 'Menunggu persetujuan',
        );
        await fitsEverywhere(page, 'sales-orders', language);

        await page.getByTestId('create-sales-order').click();
        await page.getByTestId('document-line-editor').waitFor();
        await page.locator('[name="lines.0.product"]').fill('Cat tembok 20 L');
        expect(plain(await page.getByTestId('document-line-editor').innerText())).toContain(
          language === 'en' ? 'Discount (Rp)' : 'Diskon (Rp)',
        );
        await fitsEverywhere(page, 'sales-order-create', language);

        await page.goto(`${suite.system.url}/sales-order/detail/${orders.rejected.id}`);
        await page.getByTestId('sales-order-rejection').waitFor();
        expect(await page.getByTestId('sales-order-rejection').innerText()).toContain(
          'Harga belum disepakati',
        );
        expect(await page.getByTestId('document-totals').innerText()).toContain(
          language === 'en' ? 'Other tax base (DPP nilai lain)' : 'DPP nilai lain',
        );
        await fitsEverywhere(page, 'sales-order-detail', language);

        // A draft is corrected in the form it was written with, filled with what it holds:
        // its figures come back to the stored ones before anything is changed.
        await page.goto(`${suite.system.url}/sales-order/detail/${orders.draft.id}`);
        await page.getByTestId('sales-order-edit').click();
        await page.getByTestId('sales-order-form').waitFor();
        expect(await page.locator('[name="poReference"]').inputValue()).toBe('PO-SEJ-0416');
        expect(await page.locator('[name="lines.1.quantity"]').inputValue()).toBe(
          language === 'en' ? '1.5' : '1,5',
        );
        expect(await page.getByTestId('sales-order-kept-buyer').inputValue()).toBe(
          'PT Toko Bangunan Sejahtera Abadi',
        );
        expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
          plain(formatMoney(orders.draft.totals.grandTotal, 'IDR', language)),
        );
        await fitsEverywhere(page, 'sales-order-edit', language);
        if (language === 'id') {
          // Saved on its version: still a draft, its history names the line that changed.
          await page.locator('[name="lines.0.quantity"]').fill('50');
          await page.getByTestId('sales-order-submit').click();
          await page.waitForURL('**/sales-order/detail/*', SERVER_ROUND_TRIP);
          await page.getByTestId('sales-order-tab-revisions').click();
          const revision = page.getByTestId('document-revision').first();
          await expect.poll(() => revision.innerText(), SERVER_ROUND_TRIP).toContain('Draf diubah');
          expect(await revision.innerText()).toContain(
            '40 × Semen Portland 50 kg → 50 × Semen Portland 50 kg',
          );
          expect(await orderStatus(page)).toBe('DRAFT');
        }

        await page.goto(`${suite.system.url}/sales-order/detail/${orders.received.id}`);
        await receiptsFitEverywhere(page, 'sales-order', language);
        await page.getByTestId('sales-order-tab-invoices').click();
        await page.getByTestId('sales-order-invoice-row').first().waitFor();
        await fitsEverywhere(page, 'sales-order-invoices', language);
        await page.getByTestId('sales-order-invoice').click();
        await page.getByTestId('invoice-dialog').waitFor();
        // A milestone with its due date: the row fits, its date field named in the language.
        await page.getByTestId('invoice-dialog-add-milestone').click();
        await page.locator('[name="milestones.0.name"]').fill('Uang muka');
        await page.locator('[name="milestones.0.dueDate"]').fill('2026-11-20');
        expect(await page.getByTestId('invoice-dialog-milestone').innerText()).toContain(
          language === 'en' ? 'Due date' : 'Jatuh tempo',
        );
        await fitsEverywhere(page, 'sales-order-invoice-dialog', language);

        await page.goto(`${suite.system.url}/invoices`);
        await page.getByTestId('invoice-row').first().waitFor();
        // The e-Faktur month starts on November, the month of the invoice the journey above issued.
        await expect
          .poll(() => page.getByTestId('coretax-count').innerText(), SERVER_ROUND_TRIP)
          .toMatch(
            language === 'en'
              ? /^The file holds \d+ issued invoices?\.$/
              : /^Berkas memuat \d+ faktur yang telah terbit\.$/,
          );
        await fitsEverywhere(page, 'invoices', language);
        await page.goto(`${suite.system.url}/invoices/detail/${receivedInvoiceId}`);
        await page.getByTestId('invoice-milestones').waitFor();
        expect(await returnShown(page).innerText()).toContain(
          `${language === 'en' ? 'Returned to draft' : 'Dikembalikan ke draf'}\n${RETURN_REASON}`,
        );
        await fitsEverywhere(page, 'invoice-detail', language);

        // The returned draft is corrected in the form it was written with, filled with what it holds.
        await page.getByTestId('invoice-edit').click();
        const dialog = page.getByTestId('invoice-dialog');
        await dialog.waitFor();
        const percent = dialog.locator('[name="milestones.0.percent"]');
        expect(await dialog.locator('[name="milestones.0.name"]').inputValue()).toBe('Uang muka');
        expect(await percent.inputValue()).toBe('40');
        expect(
          await dialog.getByTestId('invoice-dialog-receipt').locator('input').isChecked(),
        ).toBe(true);
        await fitsEverywhere(page, 'invoice-edit', language);
        if (language === 'en') return;
        // Saved on its version: the page shows the new split, and its history says what changed.
        await percent.fill('50');
        await dialog.locator('[name="milestones.1.percent"]').fill('50');
        await dialog.locator('[name="notes"]').fill('Termin dibagi dua sesuai kesepakatan');
        await page.getByTestId('invoice-dialog-confirm').click();
        await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
        await expect
          .poll(() => page.getByTestId('invoice-milestones').innerText(), SERVER_ROUND_TRIP)
          .toContain('50');
        await page.getByTestId('invoice-tab-revisions').click();
        expect(await page.getByTestId('document-revision').first().innerText()).toContain(
          'Draf diubah',
        );
        expect(await page.getByTestId('document-revision').first().innerText()).toContain(
          'Termin: Uang muka 40.00%, Pelunasan 60.00% → Uang muka 50.00%, Pelunasan 50.00%',
        );
      }));

  for (const language of ['en', 'id'] as const)
    it(`in ${language === 'en' ? 'English' : 'Indonesian'}, an invoice waiting for its approver is called so, never a draft: on the list, its page and its order’s Invoices tab`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        const words =
          language === 'en'
            ? { waiting: 'Waiting for approval', draft: 'Draft', title: 'Invoice for ' }
            : { waiting: 'Menunggu persetujuan', draft: 'Draf', title: 'Faktur untuk ' };
        await openSignedIn(page, `${suite.system.url}/invoices`, suite.owner);
        const waitingRow = page.locator(
          '[data-testid="invoice-row"][data-status="PENDING_APPROVAL"]',
        );
        await expect.poll(() => waitingRow.count(), SERVER_ROUND_TRIP).toBe(1);
        expect(await waitingRow.getByTestId('invoice-link').innerText()).toContain(words.waiting);
        expect(await waitingRow.innerText()).not.toContain(words.draft);
        // A draft still says so.
        const draftRow = page.locator('[data-testid="invoice-row"][data-status="DRAFT"]');
        expect(await draftRow.first().getByTestId('invoice-link').innerText()).toContain(
          words.draft,
        );

        await page.goto(`${suite.system.url}/invoices/detail/${waitingInvoiceId}`);
        await page.getByTestId('invoice-page-title').waitFor();
        expect(await page.getByTestId('invoice-page-title').innerText()).toBe(
          `${words.title}${orders.received.number}`,
        );
        expect(await page.getByTestId('invoice-page-status').innerText()).toBe(words.waiting);

        await page.goto(`${suite.system.url}/sales-order/detail/${orders.received.id}`);
        await page.getByTestId('sales-order-tab-invoices').click();
        const orderRows = page.getByTestId('sales-order-invoice-row');
        await expect.poll(() => orderRows.count(), SERVER_ROUND_TRIP).toBe(2);
        const waitingOnOrder = orderRows.filter({ hasText: words.waiting });
        expect(await waitingOnOrder.count()).toBe(1);
        expect(await waitingOnOrder.innerText()).not.toContain(words.draft);
      }));

  it('another organisation’s order, and an id that names none, show the not-found page', async () => {
    const other = await suite.anotherOrganization('PT Pemasok Lain');
    const theirs = await write(await activeBuyer(other.organizationId), 'PO-LAIN-1', other.tokens);
    await withPage(suite.browser, {}, async (page) => {
      for (const id of [theirs.id, randomUUID()]) {
        await openSignedIn(page, `${suite.system.url}/sales-order/detail/${id}`, suite.owner);
        await page.getByTestId('status-404').waitFor();
        expect(await page.getByTestId('sales-order-page-title').count()).toBe(0);
      }
    });
  });
});
