import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { browserSuite, openSignedIn, withPageIn } from './browser.js';
import { fitsEverywhere } from './fits.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Kurs Pajak Peramban');

/** Space-normalised text: the money format writes a no-break space after the currency sign. */
const plain = (text: string) => text.replace(/\s+/g, ' ');

describe('the kurs pajak table in the browser', () => {
  it('the owner enters the KMK week’s rate (a Thursday refused in words), imports a file (its bad line named, then the corrected one), and the card fits in English and Indonesian', () =>
    withPageIn(suite.browser, suite.system.url, 'en', async (page) => {
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
    }));
});
