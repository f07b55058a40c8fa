import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/graphql-client.js';
import { payableOrganisation } from '../support/payments.js';
import { enterLineGraphql } from '../support/treasury-graphql.js';
import { browserSuite, screenshot, signInFrom, withPage, openSignedIn } from './browser.js';
import { resizeTo, WINDOWS } from './windows.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Mutasi Berurutan');

/** The organisation's statement lines: date, direction, amount, description. */
const LINES = [
  ['2026-11-18', 'DEBIT', '45000000', 'Gaji November'],
  ['2026-11-20', 'CREDIT', '15000000.10', 'Penjualan toko'],
  ['2026-11-21', 'CREDIT', '2750000', 'Angsuran pelanggan'],
  ['2026-11-22', 'DEBIT', '6500', 'Biaya transfer'],
] as const;

beforeAll(async () => {
  const organisation = await payableOrganisation(suite.system, suite.owner);
  const owner = await signedInClient(suite.system.url, suite.owner);
  for (const [date, direction, amount, description] of LINES) {
    await enterLineGraphql(owner, {
      bankAccountId: organisation.accounts.bcaManual,
      date,
      description,
      direction,
      amount,
    });
  }
});

/** The descriptions the table shows, top to bottom. */
const descriptions = async (page: Page) =>
  (await page.getByTestId('statement-transaction-description').allInnerTexts()).join(' | ');

/** The totals row's text on one line, non-breaking spaces (currency formatting) as plain ones. */
const totals = async (page: Page) =>
  (await page.getByTestId('statement-transactions-totals').innerText()).replace(/\s+/g, ' ').trim();

const search = (page: Page) => new URL(page.url()).search;

describe('the statement transactions list keeps its sort and filters in the URL', () => {
  it('when the owner sorts by amount and description, filters by direction and words, the URL says so, the totals follow, Back steps back and a shared link reopens the same list', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await openSignedIn(page, `${suite.system.url}/statement-transactions`, suite.owner);
      await expect
        .poll(() => descriptions(page), SERVER_ROUND_TRIP)
        .toBe('Biaya transfer | Angsuran pelanggan | Penjualan toko | Gaji November');
      expect(
        await page.getByTestId('statement-transactions-table-sort-DATE').getAttribute('data-sort'),
      ).toBe('DESC');
      expect(await totals(page)).toBe(
        'Total In Rp 17,750,000.10 (2 rows) Out Rp 45,006,500.00 (2 rows)',
      );

      await page.getByTestId('statement-transactions-table-sort-AMOUNT').click();
      await expect.poll(() => search(page)).toBe('?sort=AMOUNT&dir=ASC');
      // Smallest first happens to be the newest-first order too: the heading's arrow says the new sort is in.
      await expect
        .poll(
          () =>
            page.getByTestId('statement-transactions-table-sort-AMOUNT').getAttribute('data-sort'),
          SERVER_ROUND_TRIP,
        )
        .toBe('ASC');
      await expect
        .poll(() => descriptions(page), SERVER_ROUND_TRIP)
        .toBe('Biaya transfer | Angsuran pelanggan | Penjualan toko | Gaji November');
      await page.getByTestId('statement-transactions-table-sort-AMOUNT').click();
      await expect.poll(() => search(page)).toBe('?sort=AMOUNT&dir=DESC');
      await expect
        .poll(() => descriptions(page), SERVER_ROUND_TRIP)
        .toBe('Gaji November | Penjualan toko | Angsuran pelanggan | Biaya transfer');
      expect(
        await page
          .getByTestId('statement-transactions-table-sort-AMOUNT')
          .getAttribute('data-sort'),
      ).toBe('DESC');

      await page.getByTestId('statement-filter-direction').selectOption('CREDIT');
      await expect.poll(() => search(page)).toBe('?sort=AMOUNT&dir=DESC&direction=CREDIT');
      await expect
        .poll(() => descriptions(page), SERVER_ROUND_TRIP)
        .toBe('Penjualan toko | Angsuran pelanggan');
      expect(await totals(page)).toBe('Total In Rp 17,750,000.10 (2 rows)');

      // Words reach the URL once the typing stops: one history entry for the whole search.
      await page.getByTestId('statement-search').pressSequentially('pelanggan');
      await expect
        .poll(() => search(page), SERVER_ROUND_TRIP)
        .toBe('?sort=AMOUNT&dir=DESC&direction=CREDIT&search=pelanggan');
      await expect.poll(() => descriptions(page), SERVER_ROUND_TRIP).toBe('Angsuran pelanggan');
      expect(await totals(page)).toBe('Total In Rp 2,750,000.00 (1 row)');
      await screenshot(page, 'statements-sorted-filtered-1440-en');
      const shared = page.url();

      await page.goBack();
      await expect.poll(() => search(page)).toBe('?sort=AMOUNT&dir=DESC&direction=CREDIT');
      await expect
        .poll(() => descriptions(page), SERVER_ROUND_TRIP)
        .toBe('Penjualan toko | Angsuran pelanggan');
      expect(await page.getByTestId('statement-search').inputValue()).toBe('');
      expect(await page.getByTestId('statement-filter-direction').inputValue()).toBe('CREDIT');
      await page.goBack();
      await expect
        .poll(() => descriptions(page), SERVER_ROUND_TRIP)
        .toBe('Gaji November | Penjualan toko | Angsuran pelanggan | Biaya transfer');
      expect(await page.getByTestId('statement-filter-direction').inputValue()).toBe('');

      await page.getByTestId('statement-transactions-table-sort-DESCRIPTION').click();
      await expect.poll(() => search(page)).toBe('?sort=DESCRIPTION&dir=ASC');
      await expect
        .poll(() => descriptions(page), SERVER_ROUND_TRIP)
        .toBe('Angsuran pelanggan | Biaya transfer | Gaji November | Penjualan toko');

      // The link, opened afresh, shows the same list with the same filters in the bar.
      await page.goto(shared);
      await expect.poll(() => descriptions(page), SERVER_ROUND_TRIP).toBe('Angsuran pelanggan');
      expect(await page.getByTestId('statement-search').inputValue()).toBe('pelanggan');
      expect(await page.getByTestId('statement-filter-direction').inputValue()).toBe('CREDIT');
      expect(
        await page
          .getByTestId('statement-transactions-table-sort-AMOUNT')
          .getAttribute('data-sort'),
      ).toBe('DESC');
      expect(await totals(page)).toBe('Total In Rp 2,750,000.00 (1 row)');
    }));

  it('when a link names a custom date range and an amount range, the list opens narrowed to them, in English and Indonesian at every width', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page, context) => {
      await signInFrom(page, suite.system.url, suite.owner);
      const link = `${suite.system.url}/statement-transactions?preset=CUSTOM&customFrom=2026-11-19&customTo=2026-11-22&amountMin=5000&amountMax=15000000&sort=AMOUNT&dir=ASC`;
      for (const language of ['en', 'id'] as const) {
        await context.addCookies([{ name: 'language', value: language, url: suite.system.url }]);
        // Loaded once per language and looked at in each window, widest first (tests/e2e/windows.ts).
        await resizeTo(page, WINDOWS[0]);
        await page.goto(link);
        for (const viewport of WINDOWS) {
          await resizeTo(page, viewport);
          await expect
            .poll(() => descriptions(page), SERVER_ROUND_TRIP)
            .toBe('Biaya transfer | Angsuran pelanggan');
          expect(await page.getByTestId('statement-filter-amountMin').inputValue()).toBe('5000');
          expect(await page.getByTestId('statement-filter-preset').inputValue()).toBe('CUSTOM');
          expect(await totals(page)).toBe(
            language === 'en'
              ? 'Total In Rp 2,750,000.00 (1 row) Out Rp 6,500.00 (1 row)'
              : 'Total Masuk Rp 2.750.000,00 (1 baris) Keluar Rp 6.500,00 (1 baris)',
          );
          await screenshot(page, `statements-url-${viewport.width}-${language}`);
        }
      }
    }));
});
