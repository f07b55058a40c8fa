import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { callRest, createdRest, signInRest } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { payableOrganisation } from '../support/payments.js';
import { issuedInvoice, invoiceWritersIn } from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, screenshot, withPageIn } from './browser.js';
import { choose, payeeAccountFilled } from './payment-form.js';
import { fitsEverywhere } from './fits.js';
import { paymentDialogFor } from './invoice-payment-dialog.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Pembayaran Peramban');

/** A small real PDF: the buyer's transfer receipt, or a withholding slip. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);
const pdfNamed = (name: string) => ({ name, mimeType: 'application/pdf', buffer: PDF });

/** An issued invoice of 1,000,000.00 whose buyer pays it from its page. */
let paidOnItsPage: SalesInvoiceResponse;
/** An issued invoice of a service (1,000,000.00) from which its buyer withholds PPh 23. */
let withheldFrom: SalesInvoiceResponse;
/** A buyer who paid more than it owed, and is paid back. */
let refundedBuyer: string;
/** Two service invoices a payment from the list pays oldest due first, PPh 23 withheld from the first; a third it leaves open. */
let listWithheld: SalesInvoiceResponse[];

beforeAll(async () => {
  const writers = await invoiceWritersIn(suite.system, suite.organizationId);
  const db = suite.system.invoicing.db;
  const [payer, other, withholder, refunded, listWithholder] = await Promise.all([
    insertActiveBuyer(db, suite.organizationId, { name: 'PT Bayar Lebih' }),
    insertActiveBuyer(db, suite.organizationId, { name: 'PT Cicilan Sebagian' }),
    insertActiveBuyer(db, suite.organizationId, { name: 'PT Pemotong Pajak' }),
    insertActiveBuyer(db, suite.organizationId, { name: 'PT Kembali Kredit' }),
    insertActiveBuyer(db, suite.organizationId, { name: 'PT Potong Daftar' }),
  ]);
  listWithheld = await Promise.all(
    (
      [
        ['10', '2026-11-10'],
        ['5', '2026-11-11'],
        ['3', '2026-11-15'],
      ] as const
    ).map(([quantity, invoiceDate]) =>
      issuedInvoice(writers, { buyerId: listWithholder, quantity, invoiceDate, kind: 'SERVICE' }),
    ),
  );
  refundedBuyer = refunded;
  const [invoice, partlyPaid, service] = await Promise.all([
    issuedInvoice(writers, { buyerId: payer, quantity: '10' }),
    issuedInvoice(writers, { buyerId: other, quantity: '5' }),
    issuedInvoice(writers, { buyerId: withholder, quantity: '10', kind: 'SERVICE' }),
  ]);
  paidOnItsPage = invoice;
  withheldFrom = service;
  // A payment recorded before: part of another buyer's invoice, so the list is never empty.
  await createdRest(suite.system.invoicingUrl, '/invoice-payments', writers.writer, {
    customerId: partlyPaid.customer.id,
    paymentDate: '2026-11-18',
    amount: '300000.00',
    method: 'VIRTUAL_ACCOUNT',
    reference: 'VA 8808 1234 5678',
  });
});

describe('invoice payments in the browser', () => {
  it('a payment of more than an invoice asks, recorded on its page, pays it and leaves the rest as credit; undone, the invoice is open again and the list offers to allocate the payment', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      const invoice = paidOnItsPage;
      await openSignedIn(page, `${suite.system.url}/invoices/detail/${invoice.id}`, suite.owner);
      await page.getByTestId('invoice-record-payment').click();
      const dialog = page.getByTestId('invoice-payment-dialog');
      expect(await page.getByTestId('invoice-payment-allocated').inputValue()).toBe('1,000,000.00');
      // The services' today is 22 November 2026 (TEST_TODAY): the money arrived before it.
      await dialog.locator('[data-date-text="paymentDate"]').fill('11/20/2026');
      await page.getByTestId('invoice-payment-amount').fill('1,250,000');
      await page.getByTestId('invoice-payment-reference').fill('TRF BCA 0099');
      await dialog
        .getByTestId('invoice-payment-dialog-proofs-input')
        .setInputFiles(pdfNamed('bukti transfer.pdf'));
      await dialog.getByTestId('invoice-payment-dialog-proofs-chosen').waitFor();
      await expect
        .poll(async () => plain(await page.getByTestId('invoice-payment-credit').innerText()))
        .toBe('Rp 250,000.00 stays as PT Bayar Lebih’s credit.');
      await screenshot(page, 'invoice-payment-dialog-on-invoice-en');
      await page.getByTestId('invoice-payment-dialog-confirm').click();
      await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });

      const status = () => page.getByTestId('invoice-page-status').getAttribute('data-status');
      await expect.poll(status, SERVER_ROUND_TRIP).toBe('PAID');
      expect(plain(await page.getByTestId('invoice-remaining').innerText())).toBe('Rp 0.00');
      await page.getByTestId('invoice-tab-payments').click();
      const allocation = page.getByTestId('invoice-payment-allocation');
      const row = plain(await allocation.innerText());
      expect(row).toMatch(/PAY\/\d{4}\/\d{2}\/\d{4}/);
      expect(row).toContain('TRF BCA 0099');
      expect(row).toContain('Nov 20, 2026');
      expect(row).toContain('Rp 1,000,000.00');
      await screenshot(page, 'invoice-payments-tab-en');

      // The toast of the payment sits over the row's end for a few seconds: a keyboard user need not wait for it.
      await page.getByTestId('invoice-payment-undo').press('Enter');
      await page.getByTestId('invoice-payment-undo-confirm').click();
      await page.getByTestId('invoice-payments-none').waitFor(SERVER_ROUND_TRIP);
      await expect.poll(status).toBe('ISSUED');
      expect(plain(await page.getByTestId('invoice-remaining').innerText())).toBe(
        'Rp 1,000,000.00',
      );

      await page.goto(`${suite.system.url}/settlement`);
      const listed = page.getByTestId('invoice-payment-row').filter({ hasText: 'TRF BCA 0099' });
      await listed.waitFor();
      expect(await page.locator('h1').first().innerText()).toBe('Payments and settlement');
      expect(await listed.getAttribute('data-status')).toBe('OPEN');
      const text = plain(await listed.innerText());
      expect(text).toContain('PT Bayar Lebih');
      expect(text).toContain('Bank transfer · TRF BCA 0099');
      expect(text).toContain('Rp 1,250,000.00 left as credit');
      expect(text).toContain('Pending');
      expect(text).toContain('1 proof');

      // Its proof, attached as it was recorded, is listed with its download link.
      await listed.getByTestId('invoice-payment-proofs').click();
      const proofs = page.getByTestId('invoice-payment-proofs-dialog');
      const link = proofs.getByTestId('invoice-payment-proof-download');
      await link.waitFor(SERVER_ROUND_TRIP);
      expect(await link.innerText()).toContain('bukti transfer.pdf');
      expect(await link.getAttribute('href')).toMatch(
        /^\/invoice-payment-proofs\/[0-9a-f-]{36}\/[0-9a-f-]{36}\/download$/,
      );
      await screenshot(page, 'invoice-payment-proofs-en');
      await page.keyboard.press('Escape');
      await proofs.waitFor({ state: 'detached' });

      // Allocated again from the list, oldest due first: the invoice is paid, the rest stays as credit.
      await listed.getByTestId('invoice-payment-allocate').click();
      await page.getByTestId('invoice-payment-allocate-confirm').click();
      await expect
        .poll(async () => plain(await listed.innerText()), SERVER_ROUND_TRIP)
        .toContain('Rp 250,000.00 left as credit');
      expect(await listed.innerText()).toContain(invoice.number!);
    }));

  it('a buyer who withheld PPh 23 pays the invoice less it; the invoice waits for the slip, and settles once it is recorded', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(
        page,
        `${suite.system.url}/invoices/detail/${withheldFrom.id}`,
        suite.owner,
      );
      await page.getByTestId('invoice-record-payment').click();
      const dialog = page.getByTestId('invoice-payment-dialog');
      await dialog.locator('[data-date-text="paymentDate"]').fill('11/20/2026');
      // The seller's profile names no NPWP: 4% of the service's 1,000,000.00.
      await page.getByTestId('invoice-payment-amount').fill('960,000');
      await page.getByTestId('invoice-payment-allocated').fill('960,000');
      await page.getByTestId('invoice-payment-withheld').click();
      await page.getByTestId('invoice-payment-slip-number').waitFor();
      await screenshot(page, 'invoice-payment-dialog-withheld-en');
      await page.getByTestId('invoice-payment-dialog-confirm').click();
      await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
      const withholding = page.getByTestId('invoice-withholding');
      await expect
        .poll(async () => plain(await withholding.innerText()), SERVER_ROUND_TRIP)
        .toContain('Rp 40,000.00, slip awaited');
      const status = () => page.getByTestId('invoice-page-status').getAttribute('data-status');
      expect(await status()).toBe('ISSUED');

      await page.getByTestId('invoice-record-slip').click();
      await page.getByTestId('invoice-slip-number').fill('BP-2611-0042');
      await page
        .getByTestId('invoice-slip-file-input')
        .setInputFiles(pdfNamed('bukti potong BP-2611-0042.pdf'));
      await screenshot(page, 'invoice-slip-dialog-en');
      await page.getByTestId('invoice-slip-save').click();
      await expect
        .poll(async () => plain(await withholding.innerText()), SERVER_ROUND_TRIP)
        .toContain('Rp 40,000.00, slip BP-2611-0042');
      await expect.poll(status, SERVER_ROUND_TRIP).toBe('PAID');
      const slipFile = page.getByTestId('invoice-withholding-slip-file');
      await slipFile.waitFor(SERVER_ROUND_TRIP);
      expect(await slipFile.innerText()).toContain('bukti potong BP-2611-0042.pdf');
      await screenshot(page, 'invoice-withholding-received-en');
    }));

  it('a payment recorded from the list with PPh 23 withheld from one of its invoices says the service’s figure', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      const [first, second] = listWithheld as [SalesInvoiceResponse, SalesInvoiceResponse];
      await openSignedIn(page, `${suite.system.url}/settlement`, suite.owner);
      const dialog = await paymentDialogFor(page, 'PT Potong Daftar');
      await dialog.locator('[data-date-text="paymentDate"]').fill('11/20/2026');
      // 4% of the first invoice's 1,000,000.00 withheld (no NPWP), the second's 500,000.00 in full.
      await page.getByTestId('invoice-payment-amount').fill('1,460,000');
      const withheld = dialog.getByTestId(`invoice-payment-withheld-${first.number}`);
      await withheld.waitFor(SERVER_ROUND_TRIP);
      expect(await dialog.getByTestId('invoice-payment-withholdings').innerText()).toContain(
        second.number!,
      );
      await withheld.click();
      await screenshot(page, 'invoice-payment-dialog-list-withheld-en');
      await page.getByTestId('invoice-payment-dialog-confirm').click();
      await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });
      await expect
        .poll(
          async () => plain((await page.getByTestId('toast').allInnerTexts()).join(' ')),
          SERVER_ROUND_TRIP,
        )
        .toContain(`PPh 23 withheld: ${first.number} Rp 40,000.00.`);
      const invoices = await Promise.all(
        [first, second].map(
          async (invoice) =>
            (
              await callRest<{ status: string; remainingAmount: string }>(
                suite.system.invoicingUrl,
                'GET',
                `/sales-invoices/${invoice.id}`,
                await signInRest(suite.system, suite.owner),
              )
            ).body.status,
        ),
      );
      // The first waits for its slip; the second is paid.
      expect(invoices).toEqual(['ISSUED', 'PAID']);
    }));

  it('a buyer’s credit is paid back by a payment through its approval: the credit is reserved while it is on its way', async () => {
    // The owner can pay: an API-connected account and the buyer as a counterparty with its bank account.
    await payableOrganisation(suite.system, suite.owner);
    const credit = await createdRest<{ id: string; number: string }>(
      suite.system.invoicingUrl,
      '/invoice-payments',
      await signInRest(suite.system, suite.owner),
      {
        customerId: refundedBuyer,
        paymentDate: '2026-11-19',
        amount: '400000.00',
        method: 'BANK_TRANSFER',
        reference: 'LEBIH BAYAR 77',
        allocations: [],
      },
    );
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/settlement`, suite.owner);
      const row = page.getByTestId('invoice-payment-row').filter({ hasText: 'LEBIH BAYAR 77' });
      await row.getByTestId('invoice-payment-refund').click();
      await page.waitForURL(
        (url) =>
          url.pathname === '/payments/create' && url.searchParams.get('refund') === credit.id,
      );
      const notice = page.getByTestId('pays-expected');
      await expect
        .poll(async () => plain(await notice.innerText()), SERVER_ROUND_TRIP)
        .toContain(`Pays back the credit of ${credit.number} · PT Kembali Kredit`);
      expect(plain(await notice.innerText())).toContain('Rp 400,000.00 of credit is left.');
      expect(await page.getByTestId('payment-form-amount').inputValue()).toBe('400000.00');
      await choose(page.getByTestId('payment-form-source'), 'BCA Operasional');
      await page
        .getByTestId('payment-order-form')
        .locator('select[name="counterpartyId"]')
        .selectOption({ label: 'Sinar Jaya — PT Sinar Jaya Abadi' });
      await payeeAccountFilled(page);
      await page.getByTestId('payment-method-BI_FAST').click();
      await page.getByTestId('payment-form-amount').fill('150,000');
      await screenshot(page, 'payments-create-refund-credit-en');
      await page.getByTestId('payment-form-submit').click();
      await page.waitForURL((url) => url.pathname === '/payments');

      // Back on the list, the payment shows what is reserved for the refund, and the refund's state links to it.
      await page.goto(`${suite.system.url}/settlement`);
      await expect
        .poll(async () => plain(await row.innerText()), SERVER_ROUND_TRIP)
        .toMatch(/Refunded Rp 150,000\.00\s+Awaiting approval/);
      expect(plain(await row.innerText())).toContain('Rp 250,000.00 left as credit');
      // While a refund is on its way, the payment is not cancelled.
      expect(await row.getByTestId('invoice-payment-cancel').count()).toBe(0);
      await screenshot(page, 'invoice-payments-refunding-en');
      await row.getByTestId('invoice-payment-refunded').getByRole('link').click();
      await page.waitForURL((url) => /^\/payments\/[0-9a-f-]{36}$/.test(url.pathname));
      const detail = page.getByTestId('payment-detail-refund-of');
      await expect.poll(() => detail.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(plain(await detail.innerText())).toContain(`${credit.number} · PT Kembali Kredit`);
    });
  });

  it('the list and the record-payment dialog fit at 1440, 1280 and 390 px in English and Indonesian', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/settlement`, suite.owner);
      for (const language of ['en', 'id'] as const) {
        if (language === 'id') await page.getByTestId('language-switch').selectOption('id');
        const row = page.getByTestId('invoice-payment-row').filter({ hasText: 'VA 8808' });
        await expect
          .poll(async () => plain(await row.innerText()))
          .toContain(language === 'en' ? 'Rp 300,000.00' : 'Rp 300.000,00');
        expect(await row.getAttribute('data-status')).toBe('ALLOCATED');
        await fitsEverywhere(page, `invoice-payments-${language}`);

        await row.getByTestId('invoice-payment-proofs').click();
        const proofs = page.getByTestId('invoice-payment-proofs-dialog');
        await proofs.getByTestId('invoice-payment-proofs-empty').waitFor();
        await fitsEverywhere(page, `invoice-payment-proofs-${language}`);
        await page.keyboard.press('Escape');
        await proofs.waitFor({ state: 'detached' });

        // The buyer whose third invoice (services) is still open: its withholding choice shows too.
        const dialog = await paymentDialogFor(page, 'PT Potong Daftar');
        await dialog.getByTestId('invoice-payment-withholdings').waitFor(SERVER_ROUND_TRIP);
        // Nothing typed yet: each refusal in the reader's words, before anything is sent.
        await page.getByTestId('invoice-payment-dialog-confirm').click();
        await expect
          .poll(() => dialog.innerText())
          .toContain(
            language === 'en'
              ? 'The amount is more than 0 with at most two decimals.'
              : 'Jumlah harus lebih dari 0 dengan paling banyak dua desimal.',
          );
        await fitsEverywhere(page, `invoice-payment-dialog-${language}`);
        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
      }
    }));
});
