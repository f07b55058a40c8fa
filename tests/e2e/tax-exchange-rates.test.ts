import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { SERVER_ROUND_TRIP } from './rows.js';
import { createdRest, signInRest, type Tokens } from '../support/factories.js';
import { insertActiveBuyer } from '../support/invoicing.js';

const suite = browserSuite('PT Kurs Pajak Peramban');
let ownerTokens: Tokens | undefined;
/** The owner signed in over REST, once. */
const owner = () => ownerTokens!;

/** Space-normalised text: the money format writes a no-break space after the currency sign. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('the kurs pajak table in the browser', () => {
  it('the owner enters the KMK week’s rate (a Thursday refused in words), imports a file (its bad line named, then the corrected one), and the card fits in English and Indonesian', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
      ownerTokens = await signInRest(suite.system, suite.owner);
      const bad = path.join(os.tmpdir(), 'kurs-pajak-salah.csv');
      const good = path.join(os.tmpdir(), 'kurs-pajak-desember.csv');
      writeFileSync(
        bad,
        'currency,valid_from,rate\nSGD,2024-12-04,11824.42\nSGD,2024-12-05,11800\n',
      );
      writeFileSync(
        good,
        'currency,valid_from,rate,kmk_number\nSGD,2024-12-04,11824.42,50/KM.10/KF.4/2024\n',
      );
      await openSignedIn(page, `${suite.system.url}/settings/orders`, suite.owner);
      const card = page.getByTestId('tax-rates');
      await page.getByTestId('tax-rates-empty').waitFor();

      await page.getByTestId('tax-rates-enter').click();
      const dialog = page.getByTestId('tax-rate-dialog');
      await dialog.locator('select[name="currency"]').selectOption('USD');
      await dialog.locator('input[name="validFrom"]').fill('2024-11-28');
      await dialog.locator('input[name="rate"]').fill('15875');
      await dialog.locator('input[name="kmkNumber"]').fill('49/KM.10/KF.4/2024');
      await dialog.getByTestId('tax-rate-submit').click();
      await expect
        .poll(() => dialog.innerText())
        .toContain('Enter the Wednesday the rate’s week starts (YYYY-MM-DD)');
      await dialog.locator('input[name="validFrom"]').fill('2024-11-27');
      expect(plain(await dialog.innerText())).toContain('US$ 1 = Rp 15,875.00');
      await dialog.getByTestId('tax-rate-submit').click();
      await expect.poll(() => dialog.count(), SERVER_ROUND_TRIP).toBe(0);
      const rows = card.getByTestId('tax-rate-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(plain(await rows.first().innerText())).toContain('KMK 49/KM.10/KF.4/2024');

      await page.getByTestId('tax-rates-import').click();
      const importer = page.getByTestId('tax-rates-import-dialog');
      await importer.getByTestId('tax-rates-import-file').setInputFiles(bad);
      await importer.getByTestId('tax-rates-import-submit').click();
      const issues = importer.getByTestId('tax-rates-import-issue');
      await expect.poll(() => issues.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(await issues.allInnerTexts()).toEqual([
        'Line 3 (week): Enter the Wednesday the rate’s week starts (YYYY-MM-DD): a KMK rate is valid from a Wednesday to the Tuesday after. (found “2024-12-05”)',
      ]);
      expect(await rows.count()).toBe(1);
      await importer.getByTestId('tax-rates-import-file').setInputFiles(good);
      await importer.getByTestId('tax-rates-import-submit').click();
      await expect.poll(() => importer.count(), SERVER_ROUND_TRIP).toBe(0);
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      expect(plain(await rows.first().innerText())).toContain('SGD 1 = Rp 11,824.42');
      await card.scrollIntoViewIfNeeded();
      await fitsEverywhere(page, 'settings-tax-rates', 'en');

      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => card.innerText()).toContain('Kurs pajak');
      expect(plain(await card.innerText())).toContain('Rp 15.875,00');
      await page.getByTestId('tax-rates-enter').click();
      expect(await page.getByTestId('tax-rate-dialog').innerText()).toContain('Minggu mulai');
      await page.keyboard.press('Escape');
      await expect.poll(() => page.getByTestId('tax-rate-dialog').count()).toBe(0);
      await card.scrollIntoViewIfNeeded();
      await fitsEverywhere(page, 'settings-tax-rates', 'id');

      // A rate entered wrongly is corrected, and another deleted, while no document uses them.
      const usd = card.locator('[data-testid="tax-rate-row"][data-currency="USD"]');
      await usd.getByTestId('tax-rate-correct').click();
      const correcting = page.getByTestId('tax-rate-dialog');
      expect(await correcting.locator('input[name="rate"]').inputValue()).toBe('15875.00');
      await correcting.locator('input[name="rate"]').fill('15880');
      await fitsEverywhere(page, 'settings-tax-rate-correct', 'id');
      await correcting.getByTestId('tax-rate-submit').click();
      await expect.poll(() => correcting.count(), SERVER_ROUND_TRIP).toBe(0);
      await expect
        .poll(async () => plain(await usd.innerText()), SERVER_ROUND_TRIP)
        .toContain('Rp 15.880,00');
      await card
        .locator('[data-testid="tax-rate-row"][data-currency="SGD"]')
        .getByTestId('tax-rate-delete')
        .click();
      await page.getByTestId('tax-rate-delete-confirm').click();
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);

      // Once a payment is valued at the USD rate, deleting it is refused, saying why.
      const buyerId = await insertActiveBuyer(suite.system.invoicing.db, suite.organizationId, {
        name: 'PT Importir Kurs',
        creditLimit: '0.00',
      });
      await createdRest(suite.system.invoicingUrl, '/invoice-payments', owner(), {
        customerId: buyerId,
        currency: 'USD',
        paymentDate: '2024-11-29',
        amount: '100.00',
        method: 'BANK_TRANSFER',
      });
      await usd.getByTestId('tax-rate-delete').click();
      await page.getByTestId('tax-rate-delete-confirm').click();
      const refusal = page.getByTestId('tax-rate-delete-error');
      await refusal.waitFor(SERVER_ROUND_TRIP);
      expect(plain(await refusal.innerText())).toContain('dipakai oleh 1 dokumen');
      await fitsEverywhere(page, 'settings-tax-rate-delete-refused', 'id');
      // The refusal is written as it comes: asked again in English, it answers in English.
      await page.keyboard.press('Escape');
      await expect.poll(() => refusal.count()).toBe(0);
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      await usd.getByTestId('tax-rate-delete').click();
      await page.getByTestId('tax-rate-delete-confirm').click();
      await expect
        .poll(async () => plain(await refusal.innerText()), SERVER_ROUND_TRIP)
        .toContain('is used by 1 document(s)');
      await fitsEverywhere(page, 'settings-tax-rate-delete-refused', 'en');
      await page.keyboard.press('Escape');
      await usd.getByTestId('tax-rate-correct').click();
      await fitsEverywhere(page, 'settings-tax-rate-correct', 'en');
    }));
});
