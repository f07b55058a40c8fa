import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/graphql-client.js';
import { TEST_DATE } from '../support/system.js';
import { borrowPage, browserSuite, screenshot, signInFrom } from './browser.js';
import { lineOnNewAccountGraphql } from '../support/treasury-graphql.js';

const suite = browserSuite('PT Ekspor Berkas');

beforeAll(async () => {
  const admin = await signedInClient(suite.system.url, suite.owner);
  await lineOnNewAccountGraphql(
    admin,
    { accountNumber: '0183456724', accountName: 'PT EKSPOR BERKAS', alias: 'BCA Berkas' },
    {
      date: TEST_DATE,
      description: 'SETORAN TUNAI CABANG SUDIRMAN',
      direction: 'CREDIT',
      amount: '1250000.00',
    },
  );
});

describe('the exports page', () => {
  it('an export asked for on the statement page is listed, turns ready by itself, and downloads', async () => {
    // Downloads are accepted in every Playwright context unless refused.
    const { page, release } = await borrowPage(suite.browser);
    try {
      await signInFrom(page, suite.system.url, suite.owner);

      await page.goto(suite.system.url + '/statement-transactions');
      await page.getByTestId('statement-export').click();
      // The notice leads to the list; so does the link beside the button.
      await page.getByRole('button', { name: 'See exports' }).click();
      await page.waitForURL('**/exports');
      const row = page.getByTestId('export-row').first();
      await row.waitFor();
      expect(await row.innerText()).toContain('Statement transactions');
      // The page asks again while the export is being written, until its Download link appears.
      await page
        .locator('[data-testid="export-row"][data-status="COMPLETED"]')
        .waitFor({ timeout: 20_000 });
      expect(await page.getByTestId('export-row').count()).toBe(1);
      expect((await row.innerText()).replace(/\s+/g, ' ')).toMatch(/Ready 1 Download/);
      await screenshot(page, 'exports', false);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('export-download').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^statement-transactions-.*\.csv$/);
      const file = await readFile((await download.path())!, 'utf8');
      expect(file).toContain('SETORAN TUNAI CABANG SUDIRMAN');
      expect(file).toContain('1250000.00');

      await page.goto(suite.system.url + '/statement-transactions');
      await page.getByTestId('statement-exports-link').click();
      await page.waitForURL('**/exports');
      await page.getByTestId('export-download').waitFor();
    } finally {
      await release();
    }
  });
});
