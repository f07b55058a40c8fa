import { describe, expect, it } from 'vitest';
import { insertActiveBuyer } from '../support/invoicing.js';
import { browserSuite, openSignedIn, screenshot, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

/**
 * How a line's discount is typed in the browser: as an amount or, with the
 * Rp/% switch beside it, as a percent of unit price x quantity, its amount
 * and the line's figures shown live as the service will compute them; the
 * saved order shows the percent under the discount; the form and the
 * order's page fit at 1440, 1280 and 390 px in English and in Indonesian.
 */
const suite = browserSuite('PT Harga Baris Peramban');
const BUYER = 'PT Toko Keramik Makmur';

describe('line pricing in the browser', () => {
  it('a discount typed as a percent shows what it comes to and the line total as typed, in both languages, and the saved order shows the percent', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, { name: BUYER });
      await openSignedIn(page, `${suite.system.url}/sales-order`, suite.owner);
      await page.getByTestId('create-sales-order').click();
      await page.getByTestId('sales-order-form').waitFor();
      const editor = page.getByTestId('document-line-editor').nth(0);
      const field = (name: string) => editor.locator(`[name="lines.0.${name}"]`);

      await field('product').fill('Keramik lantai 60x60');
      await field('quantity').fill('3');
      await field('unitPrice').fill('100,000');
      await editor.getByTestId('discount-mode-percent').click();
      expect(plain(await editor.innerText())).toContain('Discount (%)');
      await field('discount').fill('10');
      // Odoo's Coretax test (test_efaktur_tax_include_with_discount), three times over: 10% of 300,000 is
      // 30,000; tax base 270,000, other tax base 247,500, PPN 29,700; the line 299,700.
      await expect
        .poll(async () => plain(await editor.getByTestId('document-line-total').innerText()))
        .toBe('Rp 299,700.00');
      expect(plain(await editor.innerText())).toContain('Rp 30,000.00 off');
      await fitsEverywhere(page, 'line-pricing-create', 'en');

      // Back to an amount: the field empties, for 10 read as Rp 10 is not what was meant.
      await editor.getByTestId('discount-mode-amount').click();
      expect(await field('discount').inputValue()).toBe('');
      expect(plain(await editor.innerText())).toContain('Discount (Rp)');
      await editor.getByTestId('discount-mode-percent').click();
      await field('discount').fill('101');
      await field('discount').blur();
      await expect
        .poll(() => editor.innerText())
        .toContain('Line 1: the discount percent is a number from 0 to 100');
      await field('discount').fill('10');

      const buyer = page.getByTestId('buyer-select');
      const options = await buyer
        .locator('option')
        .evaluateAll((elements) => elements.map((element) => element.textContent ?? ''));
      await buyer.selectOption({ label: options.find((option) => option.startsWith(BUYER))! });
      await page.getByTestId('sales-order-submit').click();
      await page.waitForURL('**/sales-order/detail/*', SERVER_ROUND_TRIP);
      const percent = page.getByTestId('document-line-discount-percent');
      await percent.waitFor();
      expect(await percent.innerText()).toBe('10%');
      expect(plain(await page.getByTestId('document-line').innerText())).toContain('Rp 30,000.00');
      await fitsEverywhere(page, 'line-pricing-detail', 'en');

      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(async () => plain(await page.getByTestId('document-line').innerText()))
        .toContain('Rp 30.000,00');
      await fitsEverywhere(page, 'line-pricing-detail', 'id');

      // A new order in Indonesian: a percent in Indonesian writing.
      await page.goto(`${suite.system.url}/sales-order`);
      await page.getByTestId('create-sales-order').click();
      await page.getByTestId('sales-order-form').waitFor();
      await field('product').fill('Keramik dinding 30x60');
      await field('quantity').fill('1,5');
      await field('unitPrice').fill('12.345,67');
      await editor.getByTestId('discount-mode-percent').click();
      await field('discount').fill('12,5');
      expect(plain(await editor.innerText())).toContain('Diskon (%)');
      // 1,5 x 12.345,67 = 18.518,505: 12,5% of it 2.314,81 (half up); tax base 16.203,70.
      await expect
        .poll(async () => plain(await editor.innerText()))
        .toContain('Potongan Rp 2.314,81');

      // Prices with PPN in them: Odoo's test_efaktur_tax_include_with_discount, 111.000 with 10% off, is a tax base
      // of 90.000 and PPN of 9.900: the line comes to the 99.900 written.
      await page.getByTestId('document-prices-include-tax').click();
      expect(plain(await page.getByTestId('sales-order-form').innerText())).toContain(
        'Harga sudah termasuk PPN',
      );
      await field('quantity').fill('1');
      await field('unitPrice').fill('111.000');
      await field('discount').fill('10');
      await expect
        .poll(async () => plain(await editor.getByTestId('document-line-total').innerText()))
        .toBe('Rp 99.900,00');
      expect(plain(await page.getByTestId('document-totals-vat').innerText())).toBe('Rp 9.900,00');
      // Luxury goods at 20% PPnBM: the rate is chosen beside the tax, and the totals show PPnBM.
      await field('taxCode').selectOption('PPN_LUXURY');
      await field('luxuryRate').selectOption('20');
      await page.getByTestId('document-totals-luxuryTax').waitFor();
      // 99.900 with 12% PPN and 20% PPnBM in it: a base of 75.681,82, PPN 9.081,82, PPnBM 15.136,36.
      await expect
        .poll(async () => plain(await page.getByTestId('document-totals-luxuryTax').innerText()))
        .toBe('Rp 15.136,36');
      await fitsEverywhere(page, 'line-pricing-create', 'id');
      await screenshot(page, 'line-pricing-create-id');
    }));
});
