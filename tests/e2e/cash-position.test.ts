import { writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMemberInBuiltInRole,
  callRest,
  createdRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { createManualAccountRest } from '../support/treasury-rest.js';
import { browserSuite, screenshot, withPage, withPageIn, openSignedIn } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Kas Sejahtera Abadi');

let tokens: Tokens;

const account = (input: Record<string, unknown>) =>
  createManualAccountRest(suite.system, tokens, input);
async function balance(id: string, available: string, asOf: string): Promise<void> {
  await createdRest(suite.system.treasuryUrl, `/bank-accounts/${id}/balances`, tokens, {
    available,
    asOf,
  });
}

/**
 * Two rupiah accounts at BCA and Mandiri, dollars at BNI and Singapore
 * dollars at BCA, all opened on 1 November; the dollar's rate of the 21st,
 * none yet for the Singapore dollar.
 */
beforeAll(async () => {
  tokens = await signInRest(suite.system, suite.owner);
  const bca = await account({ bankCode: '014', alias: 'BCA Operasional', currency: 'IDR' });
  const mandiri = await account({ bankCode: '008', alias: 'Mandiri Payroll', currency: 'IDR' });
  const bni = await account({ bankCode: '009', alias: 'BNI Valas USD', currency: 'USD' });
  const sgd = await account({ bankCode: '014', alias: 'BCA Valas SGD', currency: 'SGD' });
  await suite.system.treasury.db
    .updateTable('bank_accounts')
    .set({ created_at: '2026-11-01T00:00:00+07:00' })
    .where('organization_id', '=', suite.organizationId)
    .execute();
  await balance(bca, '2750000000.00', '2026-11-20T16:00:00+07:00');
  await balance(mandiri, '420500000.50', '2026-11-21T08:00:00+07:00');
  await balance(bni, '85000.00', '2026-11-21T09:00:00+07:00');
  await balance(sgd, '15000.00', '2026-11-21T09:00:00+07:00');
  expect(
    (
      await callRest(suite.system.treasuryUrl, 'PUT', '/fx-rates', tokens, {
        date: '2026-11-21',
        currency: 'USD',
        rate: '16240.75',
      })
    ).status,
  ).toBe(200);
});

/** Opens /cash-position signed in as `who` (the owner by default) and waits for the position. */
async function onCashPosition(page: Page, who = suite.owner): Promise<void> {
  await openSignedIn(page, `${suite.system.url}/cash-position`, who);
  await page.getByTestId('cash-position-table').waitFor();
}

const totalOf = (page: Page, currency: 'IDR' | 'USD') =>
  page.getByTestId(`cash-position-total-${currency}`);

describe('the cash position in the browser', () => {
  it('shows today’s position by bank, entity and currency; the totals name the missing SGD rate until one is recorded, then convert', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onCashPosition(page);
      expect(await page.getByTestId('cash-position-date').inputValue()).toBe('2026-11-22');
      expect(await totalOf(page, 'IDR').getByTestId('cash-position-total-amount').innerText()).toBe(
        '—',
      );
      expect(
        plain(await totalOf(page, 'IDR').getByTestId('cash-position-total-missing').innerText()),
      ).toBe('Not given: no SGD rate on or before Nov 22, 2026. Record it below.');
      expect(plain(await page.getByTestId('cash-position-rate-USD').innerText())).toContain(
        'US$ 1 = Rp 16,240.75',
      );
      expect(await page.getByTestId('cash-position-rate-SGD').innerText()).toContain(
        'No SGD rate on or before Nov 22, 2026',
      );

      // By bank: BCA holds rupiah and Singapore dollars, its rupiah total lacks the SGD rate.
      const groups = page.getByTestId('cash-position-group');
      expect(await groups.getByTestId('cash-position-group-name').allInnerTexts()).toEqual([
        'Bank Central Asia (BCA)',
        'Bank Mandiri',
        'Bank Negara Indonesia (BNI)',
      ]);
      expect(
        plain(await groups.first().getByTestId('cash-position-group-sums').innerText()),
      ).toContain('Rp 2,750,000,000.00 · SGD 15,000.00');
      expect(
        plain(await groups.nth(2).getByTestId('cash-position-group-converted').innerText()),
      ).toBe('≈ Rp 1,380,463,750.00 · ≈ US$ 85,000.00');
      await page.getByTestId('cash-position-by-CURRENCY').click();
      expect(await groups.getByTestId('cash-position-group-name').allInnerTexts()).toEqual([
        'IDR',
        'USD',
        'SGD',
      ]);
      await page.getByTestId('cash-position-by-ENTITY').click();
      expect(await groups.getByTestId('cash-position-group-name').allInnerTexts()).toEqual([
        'Default',
      ]);
      await screenshot(page, 'cash-position-missing-rate-en');

      // A rate of 0 is refused in the form, in the service's words, and nothing is sent.
      await page.getByTestId('fx-rates-record').click();
      const dialog = page.getByTestId('record-rate-dialog');
      await dialog.locator('select[name="currency"]').selectOption('SGD');
      await dialog.locator('input[name="rate"]').fill('0');
      await dialog.getByTestId('record-rate-submit').click();
      await expect
        .poll(() => dialog.innerText())
        .toContain('Enter a rate greater than zero, with at most 8 decimals.');
      await dialog.locator('input[name="rate"]').fill('12,100.25');
      expect(plain(await dialog.innerText())).toContain('SGD 1 = Rp 12,100.25');
      await screenshot(page, 'cash-position-record-rate-en');
      await dialog.getByTestId('record-rate-submit').click();
      await expect.poll(() => dialog.count(), SERVER_ROUND_TRIP).toBe(0);

      // 2,750,000,000.00 + 420,500,000.50 + 85,000.00 × 16,240.75 + 15,000.00 × 12,100.25 = 4,732,467,500.50.
      await expect
        .poll(
          async () =>
            plain(await totalOf(page, 'IDR').getByTestId('cash-position-total-amount').innerText()),
          SERVER_ROUND_TRIP,
        )
        .toBe('Rp 4,732,467,500.50');
      // 85,000.00 + (3,170,500,000.50 + 181,503,750.00) / 16,240.75 = 291,394.64….
      expect(
        plain(await totalOf(page, 'USD').getByTestId('cash-position-total-amount').innerText()),
      ).toBe('US$ 291,394.64');
      expect(plain(await page.getByTestId('cash-position-rate-SGD').innerText())).toContain(
        'SGD 1 = Rp 12,100.25',
      );
      const rows = page.getByTestId('fx-rate-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
      expect(plain(await rows.first().innerText())).toContain('SGD 1 = Rp 12,100.25');
      expect(await rows.first().getByTestId('fx-rate-source').innerText()).toBe(
        'Entered by Pemilik Uji',
      );

      // As of the 20th: only BCA's rupiah balance by then; the others have none yet, not zero.
      await page.getByTestId('cash-position-date').fill('2026-11-20');
      await expect
        .poll(() => page.getByTestId('cash-position').getAttribute('data-date'), SERVER_ROUND_TRIP)
        .toBe('2026-11-20');
      expect(
        plain(await totalOf(page, 'IDR').getByTestId('cash-position-total-amount').innerText()),
      ).toBe('Rp 2,750,000,000.00');
      expect(await page.getByTestId('cash-position-accounts-summary').innerText()).toBe(
        '4 accounts, 3 with no balance yet (not counted as zero)',
      );
      expect(
        await page
          .getByTestId('cash-position-account')
          .filter({ hasText: 'Mandiri Payroll' })
          .getByTestId('cash-position-account-balance')
          .innerText(),
      ).toBe('No balance yet');
      // No dollar rate on or before the 20th: the USD total says so.
      expect(
        plain(await totalOf(page, 'USD').getByTestId('cash-position-total-missing').innerText()),
      ).toBe('Not given: no USD rate on or before Nov 20, 2026. Record it below.');

      // The trend: the last 90 days a day at a time, as a chart or a table.
      const trend = page.getByTestId('cash-position-trend');
      expect(await trend.getAttribute('data-interval')).toBe('DAY');
      await trend.getByTestId('chart-view-table').click();
      const cells = trend.getByTestId('chart-table').locator('tbody tr');
      await expect.poll(() => cells.count()).toBe(90);
      expect(plain(await cells.last().innerText())).toContain('Rp 4,732,467,500.50');
      await trend.locator('select[name="range"]').selectOption('730');
      await expect.poll(() => trend.getAttribute('data-interval'), SERVER_ROUND_TRIP).toBe('WEEK');
      await screenshot(page, 'cash-position-as-of-en');
    }));

  it('a CSV with a bad line imports nothing and names the line; the corrected file imports every rate', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      const folder = os.tmpdir();
      const bad = path.join(folder, 'kurs-salah.csv');
      const good = path.join(folder, 'kurs-november.csv');
      writeFileSync(
        bad,
        'date,currency,rate\n2026-11-19,USD,16180.00\n2026-11-19,SGD,"12.080,50"\n2026-11-30,USD,16300\n',
      );
      writeFileSync(good, 'date,currency,rate\n2026-11-19,USD,16180.00\n2026-11-19,SGD,12080.50\n');
      await onCashPosition(page);
      const rows = page.getByTestId('fx-rate-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);

      await page.getByTestId('fx-rates-import').click();
      const dialog = page.getByTestId('import-rates-dialog');
      await dialog.getByTestId('import-rates-file').setInputFiles(bad);
      await dialog.getByTestId('import-rates-submit').click();
      const issues = dialog.getByTestId('import-rates-issue');
      await expect.poll(() => issues.count(), SERVER_ROUND_TRIP).toBe(2);
      expect(await dialog.getByTestId('import-rates-issues').innerText()).toContain(
        'Nothing was imported: 2 problems to fix in the file.',
      );
      expect(await issues.allInnerTexts()).toEqual([
        'Line 3 (rate): Enter a rate greater than zero, with a dot for decimals (at most 8) and no thousands separators, for example 16250.50. (found “12.080,50”)',
        'Line 4 (date): A rate cannot be for a day after today. (found “2026-11-30”)',
      ]);
      await screenshot(page, 'cash-position-import-refused-en');
      expect(await rows.count()).toBe(2);

      await dialog.getByTestId('import-rates-file').setInputFiles(good);
      await dialog.getByTestId('import-rates-submit').click();
      await expect.poll(() => dialog.count(), SERVER_ROUND_TRIP).toBe(0);
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(4);
      expect(
        await rows
          .filter({ hasText: 'Nov 19, 2026' })
          .getByTestId('fx-rate-source')
          .allInnerTexts(),
      ).toEqual(['Imported from kurs-november.csv', 'Imported from kurs-november.csv']);
    }));

  it('a Maker reads the position and may download the template, but has no way to record or import rates', async () => {
    const maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onCashPosition(page, maker);
      expect(await page.getByTestId('fx-rates-template').getAttribute('href')).toBe(
        '/templates/fx-rates-template.csv',
      );
      expect(await page.getByTestId('fx-rates-record').count()).toBe(0);
      expect(await page.getByTestId('fx-rates-import').count()).toBe(0);
    });
  });

  // Per language the screen is loaded once and resized through the windows (tests/e2e/windows.ts).
  for (const language of ['en', 'id'] as const) {
    it(`the screen at 1440, 1280 and 390 px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
      withPageIn(suite.browser, suite.system.url, language, async (page) => {
        // The SGD rate the first test records through its form, recorded here too (the same rate,
        // so in either order the totals agree): this test reads nothing the tests above left.
        expect(
          (
            await callRest(suite.system.treasuryUrl, 'PUT', '/fx-rates', tokens, {
              date: '2026-11-22',
              currency: 'SGD',
              rate: '12100.25',
            })
          ).status,
        ).toBe(200);
        await onCashPosition(page);
        for (const window of WINDOWS) {
          await resizeTo(page, window);
          await expect
            .poll(
              async () =>
                plain(
                  await totalOf(page, 'IDR').getByTestId('cash-position-total-amount').innerText(),
                ),
              SERVER_ROUND_TRIP,
            )
            .toBe(language === 'en' ? 'Rp 4,732,467,500.50' : 'Rp 4.732.467.500,50');
          expect(await page.getByTestId('cash-position-trend-chart').count()).toBe(1);
          // Nothing of the page runs off the side of the window, nor is an action cut off.
          expect(await settledOverflow(page, isDesktop(window))).toEqual([]);
          await screenshot(page, `cash-position-${window.width}-${language}`);
        }
      }));
  }
});
