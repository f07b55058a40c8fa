import { beforeAll, describe, expect, it } from 'vitest';
import { mailedInvoice } from '../support/invoice-links.js';
import { type InvoiceWriters, invoiceWritersIn } from '../support/sales-invoices.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { SERVER_ROUND_TRIP } from './rows.js';

/**
 * An invoice paid in milestones, in the browser: its buyer's page lists the
 * milestones with their due dates and what is paid and left of each, and
 * offers the next one due to pay (all that is left one click away); paying
 * the 30% down payment on the gateway's page settles it, and the page then
 * offers the next milestone. The seller's invoice shows the same table, and
 * the invoice list the next milestone due. Each page in both languages at
 * 1440, 1280 and 390 px.
 */
const suite = browserSuite('PT Penjual Termin Peramban');

let writers: InvoiceWriters;

beforeAll(async () => {
  writers = await invoiceWritersIn(suite.system, suite.organizationId);
});

/** The text of each row of the milestones' table on the page. */
const milestoneRows = async (page: import('playwright-core').Page) =>
  (await page.getByTestId('invoice-milestone').allInnerTexts()).map((row) =>
    row.replaceAll('\u00a0', ' ').split(/\s*\t\s*|\n/),
  );

describe('an invoice paid in milestones', () => {
  it('its buyer pays the down payment, then sees it paid and the next milestone offered; the seller sees the same', async () => {
    const { invoice, token } = await mailedInvoice(writers, {
      quantity: '10',
      milestones: [
        { name: 'Uang muka', percent: '30', dueDate: '2026-11-12' },
        { name: 'Termin 2', percent: '40', dueDate: '2026-11-26' },
        { name: 'Pelunasan', percent: '30' },
      ],
    });
    const url = `${suite.system.url}/checkout?token=${encodeURIComponent(token)}`;

    await withPageIn(suite.browser, suite.system.url, 'id', async (page) => {
      await page.goto(url);
      await page.getByTestId('buyer-invoice-milestones').waitFor(SERVER_ROUND_TRIP);
      expect(await milestoneRows(page)).toEqual([
        ['Uang muka', '12 Nov 2026', '30,00%', 'Rp 300.000,00', 'Rp 0,00', 'Rp 300.000,00'],
        ['Termin 2', '26 Nov 2026', '40,00%', 'Rp 400.000,00', 'Rp 0,00', 'Rp 400.000,00'],
        ['Pelunasan', '12 Des 2026', '30,00%', 'Rp 300.000,00', 'Rp 0,00', 'Rp 300.000,00'],
      ]);
      // The next milestone due is what the page offers to pay first.
      await expect
        .poll(() => page.getByTestId('checkout-pay-button').innerText())
        .toContain('300.000,00');
      await fitsEverywhere(page, 'invoice-milestones-buyer', 'id');
    });

    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await page.goto(url);
      await page.getByTestId('checkout-channels').waitFor(SERVER_ROUND_TRIP);
      await fitsEverywhere(page, 'invoice-milestones-buyer', 'en');
      await page.getByTestId('checkout-channel-BCA_VA').click();
      await page.getByTestId('checkout-pay-button').click();
      // The gateway's own page (the local sandbox), then back to the product.
      await page.getByRole('button', { name: 'Pay', exact: true }).click(SERVER_ROUND_TRIP);
      await page.getByTestId('checkout-return-paid').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('checkout-return-paid').innerText()).toContain(
        'Rp\u00a0300,000.00',
      );
      await page.getByTestId('checkout-return-back').click();
      await page.getByTestId('buyer-invoice-milestones').waitFor(SERVER_ROUND_TRIP);
      await expect
        .poll(async () => (await milestoneRows(page))[0])
        .toEqual([
          'Uang muka',
          'Nov 12, 2026',
          '30.00%',
          'Rp 300,000.00',
          'Rp 300,000.00',
          'Rp 0.00',
        ]);
      // Paid, the down payment is no longer offered: the next milestone is.
      expect(await page.getByTestId('checkout-part-1').count()).toBe(0);
      expect(await page.getByTestId('checkout-pay-button').innerText()).toContain('400,000.00');
      await fitsEverywhere(page, 'invoice-milestones-buyer-paid', 'en');
    });

    await withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await openSignedIn(page, `${suite.system.url}/invoices/detail/${invoice.id}`, suite.owner);
      await page.getByTestId('invoice-milestones').waitFor(SERVER_ROUND_TRIP);
      expect((await milestoneRows(page))[1]).toEqual([
        'Termin 2',
        'Nov 26, 2026',
        '40.00%',
        'Rp 400,000.00',
        'Rp 0.00',
        'Rp 400,000.00',
      ]);
      await fitsEverywhere(page, 'invoice-milestones-seller', 'en');
      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(async () => (await milestoneRows(page))[0]?.[0]).toBe('Uang muka');
      await expect
        .poll(() => page.getByTestId('invoice-milestones').innerText())
        .toContain('SISA TAGIHAN');
      await fitsEverywhere(page, 'invoice-milestones-seller', 'id');

      // The list names the next milestone due under the invoice's own due date.
      await page.goto(`${suite.system.url}/invoices`);
      const next = page.getByTestId('invoice-next-milestone');
      await next.waitFor(SERVER_ROUND_TRIP);
      expect(await next.innerText()).toBe('Termin berikut 26 Nov 2026');
      await fitsEverywhere(page, 'invoice-milestones-list', 'id');
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => next.innerText()).toBe('Next milestone Nov 26, 2026');
      await fitsEverywhere(page, 'invoice-milestones-list', 'en');
    });
  });
});
