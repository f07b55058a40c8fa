import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { signInRest } from '../support/factories.js';
import { createManualAccountRest } from '../support/treasury-rest.js';
import { browserSuite, screenshot, signInFrom, withPage } from './browser.js';
import { BUDI_BCA_ACCOUNT, importInDialog } from './imports.js';

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/statements');

const suite = browserSuite('PT Rekening Koran');

describe('statement transactions in the browser', () => {
  it('with no bank account yet, explains that lines need one and leads to creating it (no import, no entry)', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await signInFrom(page, suite.system.url, suite.owner);

      await page.goto(suite.system.url + '/statement-transactions');
      const empty = page.getByTestId('statement-transactions-no-accounts');
      // The screen's code arrives with the route (lazy): wait for it as long as the other screens do.
      await expect.poll(() => empty.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await empty.innerText()).toContain('Add a bank account first');
      expect(await page.getByTestId('import-statement').count()).toBe(0);
      expect(await page.getByTestId('create-statement-transaction').count()).toBe(0);
      await screenshot(page, 'statement-transactions-no-accounts', false);
      await page.getByTestId('statements-create-bank-account').click();
      await page.waitForURL('**/bank-accounts/internal-accounts/create');
    });
  });

  it('imports a BCA statement with a live progress bar, lists its lines, shows the new balance, and reports a broken file row by row', async () => {
    const tokens = await signInRest(suite.system, suite.owner);
    await createManualAccountRest(suite.system, tokens, BUDI_BCA_ACCOUNT);

    await withPage(suite.browser, {}, async (page) => {
      await signInFrom(page, suite.system.url, suite.owner);

      await page.goto(suite.system.url + '/statement-transactions');
      await expect
        .poll(() => page.getByTestId('statement-transactions-empty').isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);

      await page.getByTestId('import-statement').click();
      const dialog = await importInDialog(
        page,
        path.join(FIXTURES, 'bca-personal.csv'),
        'COMPLETED',
        'BCA Budi · 0183456721 · IDR',
      );
      const result = dialog.getByTestId('import-result');
      await expect.poll(() => result.innerText()).toMatch(/\d+ records imported/);
      await expect.poll(() => result.innerText()).toContain('Closing balance');
      await screenshot(page, 'statement-import-done', false);
      await dialog.getByTestId('import-done').click();

      const rows = page.getByTestId('statement-transaction-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(10);
      await expect
        .poll(() => page.getByTestId('statement-transactions-table').innerText())
        .toContain('KOPI KENANGAN');
      await screenshot(page, 'statement-transactions');

      await page.getByTestId('statement-filter-direction').selectOption('CREDIT');
      await expect
        .poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('Incoming')))
        .toBe(true);
      await page.getByTestId('statement-filter-amountMin').fill('500000');
      await page.getByTestId('statement-filter-amountMax').fill('1000');
      await expect
        .poll(() => page.getByTestId('amount-filter-error').first().innerText())
        .toContain('Must be less than');

      await page.goto(suite.system.url + '/balances');
      await expect.poll(() => page.locator('body').innerText()).toMatch(/Rp\s27,686,969\.86/);

      await page.goto(suite.system.url + '/statement-transactions');
      await page.getByTestId('import-statement').click();
      const again = await importInDialog(
        page,
        path.join(FIXTURES, 'bca-personal-bad-date.csv'),
        'BLOCKED',
        'BCA Budi · 0183456721 · IDR',
      );
      const issue = again.getByTestId('import-issue').first();
      await expect.poll(() => issue.innerText()).toMatch(/Row \d+: the date/);
      await screenshot(page, 'statement-import-blocked', false);
      // The dialog of a refused file closes like any other.
      await again.getByTestId('import-close').click();
      await expect.poll(() => page.getByTestId('import-dialog').count()).toBe(0);
    });
  });
});
