import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import {
  addMemberInBuiltInRole,
  createdRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { movedRest } from './order-documents.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

/**
 * A sale in US dollars in the browser: the order written in USD, its invoice's
 * page warning that the invoice date's week has no kurs pajak (with the way
 * to the table), the rate entered, then issued at it with the rupiah DPP, DPP
 * nilai lain and PPN shown. KMK 49/KM.10/KF.4/2024: USD 15,875.00 for 27
 * November to 3 December 2024; 10 x US$ 123.45 = US$ 1,234.50 is
 * Rp 19,597,687.50, its DPP nilai lain (11/12) Rp 17,964,546.88 and PPN (12%)
 * Rp 2,155,745.63 (as tests/integration/foreign-invoices.test.ts issues it).
 */
const suite = browserSuite('PT Eksportir Peramban');
const BUYER = 'PT Importir Singapura';
let owner: Tokens;
let buyerId: string;
/** Another member, who approves the owner's invoice (its writer may not). */
let approver: Tokens;

beforeAll(async () => {
  owner = await signInRest(suite.system, suite.owner);
  approver = await signInRest(
    suite.system,
    await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER'),
  );
  buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
    name: BUYER,
    creditLimit: '0.00',
  });
});

/** An element's text as one line, its lines joined by a space. */
const lines = (text: string) =>
  plain(text)
    .replace(/\s*\n\s*/g, ' ')
    .trim();

/** Runs `steps` with the page switched to `language`, then back to English. */
async function inLanguage(page: Page, language: 'id', steps: () => Promise<void>) {
  const switcher = page.getByTestId('language-switch');
  await switcher.selectOption(language);
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
  await steps();
  await switcher.selectOption('en');
  await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
}

/** Writes a USD order of 10 x 123.45 with PPN on the form, dated in the KMK's week: its id. */
async function usdOrder(page: Page): Promise<string> {
  await openSignedIn(page, `${suite.system.url}/sales-order`, suite.owner);
  await page.getByTestId('create-sales-order').click();
  const form = page.getByTestId('sales-order-form');
  await form.waitFor();
  const buyer = page.getByTestId('buyer-select');
  const label = await buyer
    .locator('option')
    .evaluateAll((options) => options.map((option) => option.textContent ?? ''));
  await buyer.selectOption({ label: label.find((text) => text.startsWith(BUYER))! });
  await page.getByTestId('sales-order-currency').selectOption('USD');
  await page.locator('[name="orderDate"]').fill('2024-11-29');
  await page.locator('[name="lines.0.product"]').fill('Jasa konsultasi');
  await page.locator('[name="lines.0.quantity"]').fill('10');
  await page.locator('[name="lines.0.unitPrice"]').fill('123.45');
  // The figures are in dollars as they are typed: 1,234.50 + PPN 135.80.
  await expect
    .poll(async () => plain(await page.getByTestId('document-totals-grandTotal').innerText()))
    .toBe('US$ 1,370.30');
  await fitsEverywhere(page, 'sales-order-usd-form', 'en');
  await inLanguage(page, 'id', async () => {
    expect(plain(await form.innerText())).toContain('Mata uang');
    await fitsEverywhere(page, 'sales-order-usd-form', 'id');
  });
  await page.getByTestId('sales-order-submit').click();
  await page.waitForURL('**/sales-order/detail/*', SERVER_ROUND_TRIP);
  expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
    'US$ 1,370.30',
  );
  return page.url().split('/').pop()!;
}

describe('a sale in US dollars in the browser', () => {
  it('the order is written in USD; its invoice warns of the missing kurs pajak, then is issued at the one entered with its rupiah tax, in English and Indonesian', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      const orderId = await usdOrder(page);
      const invoice = await createdRest<SalesInvoiceResponse>(
        suite.system.invoicingUrl,
        '/sales-invoices',
        owner,
        {
          salesOrderId: orderId,
          invoiceDate: '2024-11-29',
          lines: [{ orderLine: 1, quantity: '10' }],
        },
      );
      await page.goto(`${suite.system.url}/invoices/detail/${invoice.id}`);
      const section = page.getByTestId('invoice-tax-conversion');
      const missing = section.getByTestId('invoice-tax-rate-missing');
      await missing.waitFor(SERVER_ROUND_TRIP);
      expect(plain(await missing.innerText())).toContain(
        'No kurs pajak of USD is entered for the week of the invoice date',
      );
      await fitsEverywhere(page, 'invoice-usd-no-rate', 'en');
      await inLanguage(page, 'id', async () => {
        expect(plain(await missing.innerText())).toContain('Belum ada kurs pajak USD');
        await fitsEverywhere(page, 'invoice-usd-no-rate', 'id');
      });
      await missing.getByRole('link').click();
      await page.waitForURL('**/settings/orders');

      await page.getByTestId('tax-rates-enter').click();
      const dialog = page.getByTestId('tax-rate-dialog');
      await dialog.locator('select[name="currency"]').selectOption('USD');
      await dialog.locator('input[name="validFrom"]').fill('2024-11-27');
      await dialog.locator('input[name="rate"]').fill('15875');
      await dialog.locator('input[name="kmkNumber"]').fill('49/KM.10/KF.4/2024');
      await dialog.getByTestId('tax-rate-submit').click();
      await expect.poll(() => dialog.count(), SERVER_ROUND_TRIP).toBe(0);

      // Before issue the page names the rate that will apply.
      await page.goto(`${suite.system.url}/invoices/detail/${invoice.id}`);
      await expect
        .poll(async () => plain(await section.innerText()), SERVER_ROUND_TRIP)
        .toContain('US$ 1 = Rp 15,875.00');
      expect(await section.getByTestId('invoice-vat-idr').count()).toBe(0);

      await movedRest(suite.system, `/sales-invoices/${invoice.id}/submit`, owner);
      await movedRest(suite.system, `/sales-invoices/${invoice.id}/approve`, approver);
      await page.reload();
      await section.getByTestId('invoice-vat-idr').waitFor(SERVER_ROUND_TRIP);
      const figures = async () =>
        Promise.all(
          [
            'invoice-tax-rate',
            'invoice-tax-base-idr',
            'invoice-other-tax-base-idr',
            'invoice-vat-idr',
          ].map(async (id) => plain(await section.getByTestId(id).innerText())),
        );
      expect(await figures()).toEqual([
        'US$ 1 = Rp 15,875.00',
        'Rp 19,597,687.50',
        'Rp 17,964,546.88',
        'Rp 2,155,745.63',
      ]);
      expect(plain(await section.innerText())).toContain('KMK 49/KM.10/KF.4/2024');
      expect(plain(await page.getByTestId('document-totals-grandTotal').innerText())).toBe(
        'US$ 1,370.30',
      );
      await section.scrollIntoViewIfNeeded();
      await fitsEverywhere(page, 'invoice-usd-issued', 'en');

      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => section.innerText()).toContain('DPP nilai lain (Rp)');
      expect(await figures()).toEqual([
        'US$ 1 = Rp 15.875,00',
        'Rp 19.597.687,50',
        'Rp 17.964.546,88',
        'Rp 2.155.745,63',
      ]);
      await section.scrollIntoViewIfNeeded();
      await fitsEverywhere(page, 'invoice-usd-issued', 'id');
    }));

  it('a payment recorded at the bank’s rate shows the realised exchange gain on the invoice and on the payments list, in English and Indonesian', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      // A week of its own (4 to 10 December 2024), entered by hand, and a USD invoice issued in it: US$ 1,370.30.
      await createdRest(suite.system.invoicingUrl, '/tax-exchange-rates', owner, {
        currency: 'USD',
        validFrom: '2024-12-04',
        rate: '15800.00',
      });
      const order = await createdRest<{ id: string }>(
        suite.system.invoicingUrl,
        '/sales-orders',
        owner,
        {
          customerId: buyerId,
          orderDate: '2024-12-05',
          currency: 'USD',
          lines: [
            { product: 'Jasa konsultasi', quantity: '10', unitPrice: '123.45', taxCode: 'PPN' },
          ],
        },
      );
      const invoice = await createdRest<SalesInvoiceResponse>(
        suite.system.invoicingUrl,
        '/sales-invoices',
        owner,
        {
          salesOrderId: order.id,
          invoiceDate: '2024-12-05',
          lines: [{ orderLine: 1, quantity: '10' }],
        },
      );
      await movedRest(suite.system, `/sales-invoices/${invoice.id}/submit`, owner);
      await movedRest(suite.system, `/sales-invoices/${invoice.id}/approve`, approver);

      await openSignedIn(page, `${suite.system.url}/invoices/detail/${invoice.id}`, suite.owner);
      // The journey before left the owner reading Indonesian.
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await page.getByTestId('invoice-record-payment').click();
      const dialog = page.getByTestId('invoice-payment-dialog');
      await dialog.locator('[data-date-text="paymentDate"]').fill('12/10/2024');
      await page.getByTestId('invoice-payment-exchange-rate').fill('16,050');
      await fitsEverywhere(page, 'invoice-payment-usd-dialog', 'en');
      await inLanguage(page, 'id', async () => {
        expect(plain(await dialog.innerText())).toContain('Kurs (Rp per US$ 1)');
        await fitsEverywhere(page, 'invoice-payment-usd-dialog', 'id');
      });
      await page.getByTestId('invoice-payment-dialog-confirm').click();
      await dialog.waitFor({ state: 'detached', ...SERVER_ROUND_TRIP });

      // 1,370.30 x 15,800 = 21,650,740.00 at the invoice's rate; x 16,050 = 21,993,315.00: a gain of 342,575.00.
      await page.getByTestId('invoice-tab-payments').click();
      const allocation = page.getByTestId('invoice-payment-allocation-exchange');
      await allocation.waitFor(SERVER_ROUND_TRIP);
      expect(lines(await allocation.innerText())).toBe(
        "Rp 21,650,740.00 at the invoice's rate Rp 21,993,315.00 at the payment's rate Exchange gain Rp 342,575.00",
      );
      const total = page.getByTestId('invoice-exchange-total');
      expect(plain(await total.getByTestId('invoice-exchange-difference').innerText())).toBe(
        'Exchange gain Rp 342,575.00',
      );
      await total.scrollIntoViewIfNeeded();
      await fitsEverywhere(page, 'invoice-usd-paid', 'en');
      await inLanguage(page, 'id', async () => {
        await expect
          .poll(async () =>
            plain(await total.getByTestId('invoice-exchange-difference').innerText()),
          )
          .toBe('Laba selisih kurs Rp 342.575,00');
        expect(plain(await allocation.innerText())).toContain(
          'Rp 21.993.315,00 dengan kurs pembayaran',
        );
        await fitsEverywhere(page, 'invoice-usd-paid', 'id');
      });

      await page.goto(`${suite.system.url}/settlement`);
      const row = page.getByTestId('invoice-payment-exchange').first();
      await row.waitFor(SERVER_ROUND_TRIP);
      expect(lines(await row.innerText())).toBe(
        "Rate US$ 1 = Rp 16,050.00, entered Rp 21,650,740.00 at the invoices' rates Exchange gain Rp 342,575.00",
      );
      await fitsEverywhere(page, 'invoice-payments-usd', 'en');
      await inLanguage(page, 'id', async () => {
        await expect
          .poll(async () => plain(await row.innerText()))
          .toContain('Kurs US$ 1 = Rp 16.050,00, diisi manual');
        await fitsEverywhere(page, 'invoice-payments-usd', 'id');
      });
    }));
});
