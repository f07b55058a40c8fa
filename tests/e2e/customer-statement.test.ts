import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { addMonths } from '../../formats/calendar.js';
import { jakartaToday } from '../../formats/indonesia.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { pdfText } from '../support/pdf-text.js';
import { issuedInvoice, invoiceWritersIn } from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, screenshot, withPageIn } from './browser.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Pemasok Laporan');

let buyerId: string;
/** The buyer's one invoice: 1,000,000.00 dated 12 November 2026, due 12 December. */
let invoice: SalesInvoiceResponse;

beforeAll(async () => {
  const writers = await invoiceWritersIn(suite.system, suite.organizationId);
  buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name: 'PT Pembeli Laporan',
  });
  invoice = await issuedInvoice(writers, { buyerId, quantity: '10' });
});

/** Downloads the statement with the dialog's choices as they stand, and answers the saved file. */
async function downloaded(page: Page) {
  const [file] = await Promise.all([
    page.waitForEvent('download', SERVER_ROUND_TRIP),
    page.getByTestId('customer-statement-download').click(),
  ]);
  return { name: file.suggestedFilename(), bytes: await readFile((await file.path())!) };
}

describe('a customer’s statement of account in the browser', () => {
  it('opens from the customer’s page on the last three months, refuses a period ending before it starts, and downloads the CSV and the PDF', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/buyer/${buyerId}`, suite.owner);
      await page.getByTestId('customer-statement').click();
      const dialog = page.getByTestId('customer-statement-dialog');
      await dialog.waitFor();
      const today = jakartaToday();
      expect(await page.getByTestId('customer-statement-from').inputValue()).toBe(
        `${addMonths(today, -3).slice(0, 7)}-01`,
      );
      expect(await page.getByTestId('customer-statement-to').inputValue()).toBe(today);
      await screenshot(page, 'customer-statement-dialog-en');

      const from = dialog.locator('[data-date-text="from"]');
      const to = dialog.locator('[data-date-text="to"]');
      await from.fill('11/30/2026');
      await to.fill('11/01/2026');
      await page.getByTestId('customer-statement-download').click();
      await expect
        .poll(() => dialog.innerText())
        .toContain('The period cannot end before it starts.');

      await from.fill('11/01/2026');
      await to.fill('11/30/2026');
      await page.getByTestId('customer-statement-format').selectOption('csv');
      const csv = await downloaded(page);
      expect(csv.name).toBe('Statement-PT-Pembeli-Laporan-2026-11-01-2026-11-30.csv');
      expect(csv.bytes.toString('utf8').split('\r\n')).toEqual([
        'date,type,document_number,description,debit,credit,balance',
        '2026-11-01,OPENING_BALANCE,,Opening balance,,,0.00',
        `2026-11-12,INVOICE,${invoice.number},"Invoice ${invoice.number}, due December 12, 2026",1000000.00,,1000000.00`,
        '2026-11-30,CLOSING_BALANCE,,Closing balance,,,1000000.00',
        '',
      ]);
      await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });

      // In Indonesian, as the PDF for the buyer (the dialog's first file); the dates are typed the English way still.
      await page.getByTestId('customer-statement').click();
      await dialog.waitFor();
      await from.fill('11/01/2026');
      await to.fill('11/30/2026');
      await page.getByTestId('customer-statement-language').selectOption('id');
      const pdf = await downloaded(page);
      expect(pdf.name).toBe('Statement-PT-Pembeli-Laporan-2026-11-01-2026-11-30.pdf');
      const text = (await pdfText(pdf.bytes)).text.join(' ');
      expect(text).toContain('Laporan Rekening Pelanggan');
      expect(text).toContain('PT Pembeli Laporan');
      expect(text).toContain(`Faktur ${invoice.number}, jatuh tempo 12 Desember 2026`);
    }));

  it('speaks Indonesian to a reader who chose it, the dates written day first', () =>
    withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await openSignedIn(page, `${suite.system.url}/buyer/${buyerId}`, suite.owner);
      await page.getByTestId('customer-statement').click();
      const dialog = page.getByTestId('customer-statement-dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('Laporan rekening pelanggan');
      const [year, month] = addMonths(jakartaToday(), -3).split('-');
      expect(await dialog.locator('[data-date-text="from"]').inputValue()).toBe(
        `01/${month}/${year}`,
      );
      expect(await page.getByTestId('customer-statement-language').inputValue()).toBe('id');
      await screenshot(page, 'customer-statement-dialog-id');
    }));
});
