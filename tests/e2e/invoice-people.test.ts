import { beforeAll, describe, expect, it } from 'vitest';
import { addMonths } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import { addMemberInBuiltInRole, type Credentials } from '../support/factories.js';
import {
  invoiceWritersIn,
  serviceInvoicesToWithhold,
  submittedInvoice,
  type InvoiceWriters,
} from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { paymentDialogFor } from './invoice-payment-dialog.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

/**
 * The people in an invoice's flow, in the browser: the approver an invoice
 * names sees it on Home under "Waiting for approval", counted and linked to
 * its page; a clerk recording a payment of several invoices sees the PPh 23
 * the buyer withheld from each and in total before saving; in English and in
 * Indonesian, at every window width.
 */
const suite = browserSuite('PT Faktur Orang');
let writers: InvoiceWriters;
let approver: Credentials;

beforeAll(async () => {
  [approver, writers] = await Promise.all([
    addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER'),
    invoiceWritersIn(suite.system, suite.organizationId),
  ]);
});

/** The month before today's in Jakarta, `YYYY-MM`: where the e-Faktur month starts with no invoice issued. */
const previousMonth = addMonths(jakartaToday(), -1).slice(0, 7);
/** A month as the locale words it in full ("Oktober 2026"), as an independent check of the app's wording. */
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

describe('Home’s waiting for approval', () => {
  it('shows the approver the invoice named to them, in English and Indonesian, linked to its page', async () => {
    const draft = await submittedInvoice(writers, {
      buyerName: 'CV Pembeli Menunggu Persetujuan',
      approverId: approver.userId,
    });
    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/home`, approver);
      const figure = page.getByTestId('home-approvals');
      const invoice = figure.getByTestId('home-approvals-invoice');
      await invoice.waitFor();
      expect(plain(await figure.innerText())).toContain('1 invoice for you');
      expect(plain(await invoice.innerText())).toBe(
        `CV Pembeli Menunggu Persetujuan · ${draft.salesOrder.number} · Rp 1,000,000.00`,
      );
      await fitsEverywhere(page, 'home-approvals-invoices', 'en');

      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(async () => plain(await figure.innerText()), SERVER_ROUND_TRIP)
        .toContain('1 faktur untuk Anda');
      expect(plain(await invoice.innerText())).toContain('Rp 1.000.000,00');
      await fitsEverywhere(page, 'home-approvals-invoices', 'id');

      await invoice.click();
      await page.waitForURL(`**/invoices/detail/${draft.id}`);
      await expect
        .poll(
          () => page.getByTestId('invoice-page-status').getAttribute('data-status'),
          SERVER_ROUND_TRIP,
        )
        .toBe('PENDING_APPROVAL');

      // The e-Faktur month on the invoices' list is chosen among months worded in the app's
      // language (none issued yet: the month before today's is chosen), in both languages.
      await page.goto(`${suite.system.url}/invoices`);
      const month = page.getByTestId('coretax-month');
      const chosen = () => month.locator('option:checked').innerText();
      await expect.poll(chosen, SERVER_ROUND_TRIP).toBe(monthName(previousMonth, 'id-ID'));
      await fitsEverywhere(page, 'invoices-coretax-month', 'id');
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(chosen, SERVER_ROUND_TRIP).toBe(monthName(previousMonth, 'en-US'));
      await fitsEverywhere(page, 'invoices-coretax-month', 'en');
    });
  });
});

const WITHHOLDING_WORDS = {
  en: {
    first: 'Rp 12,000.00, 4% of Rp 300,000.00 in services',
    second: 'Rp 9,333.33, 4% of Rp 233,333.31 in services',
    total: 'PPh 23 withheld from 2 invoices: Rp 21,333.33',
  },
  id: {
    first: 'Rp 12.000,00, 4% dari DPP jasa Rp 300.000,00',
    second: 'Rp 9.333,33, 4% dari DPP jasa Rp 233.333,31',
    total: 'PPh 23 yang dipotong dari 2 faktur: Rp 21.333,33',
  },
};

describe('PPh 23 on a payment of several invoices', () => {
  for (const language of ['en', 'id'] as const)
    it(`shows in ${language === 'en' ? 'English' : 'Indonesian'} what is withheld of each invoice ticked and in total, before the payment is saved`, async () => {
      const buyerName = `PT Potong Dua ${language}`;
      // No NPWP in the company profile: 4% of each invoice's services (UU PPh article 23 (1a)).
      const { invoices } = await serviceInvoicesToWithhold(writers, buyerName);
      const words = WITHHOLDING_WORDS[language];
      await withPageIn(suite.browser, suite.system.url, language, async (page) => {
        await openSignedIn(page, `${suite.system.url}/settlement`, suite.owner);
        const dialog = await paymentDialogFor(page, buyerName);
        const withholdings = dialog.getByTestId('invoice-payment-withholdings');
        for (const invoice of invoices)
          await dialog.getByTestId(`invoice-payment-withheld-${invoice.number}`).click();
        const total = dialog.getByTestId('invoice-payment-withheld-total');
        await total.waitFor();
        const text = plain(await withholdings.innerText());
        expect(text).toContain(words.first);
        expect(text).toContain(words.second);
        expect(plain(await total.innerText())).toBe(words.total);
        await total.scrollIntoViewIfNeeded();
        await fitsEverywhere(page, 'invoice-payment-withholdings', language);
      });
    });
});
