import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { counterpartyInput } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { createExpectedGraphql } from '../support/treasury-graphql.js';
import { borrowPage, browserSuite, screenshot, signInFrom, withPage } from './browser.js';

const suite = browserSuite('PT Jejak Rapi');

beforeAll(async () => {
  const admin = await signedInClient(suite.system.url, suite.owner);
  await admin.request(
    'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { counterparty { id } } }',
    {
      input: counterpartyInput({ legalName: 'PT Sumber Jaya', alias: 'Sumber Jaya' }),
    },
  );
  await admin.request(
    'mutation { roleCreate(input: { name: "Kasir", permissions: ["statements:read", "counterparties:read"] }) { role { id } } }',
  );
});

async function signIn(page: Page) {
  // Signed in: the app's frame is shown, wherever sign-in lands.
  await signInFrom(page, suite.system.url, suite.owner);
  await page.getByTestId('language-switch').waitFor();
}

describe('the activity log page', () => {
  it('lists the organisation’s changes newest first, shows what changed, and filters by kind of record', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await signIn(page);
      await page.goto(suite.system.url + '/log');
      await page.getByTestId('activity-row').first().waitFor();
      await expect.poll(() => page.getByTestId('activity-row').count()).toBe(2);
      expect(await page.getByTestId('activity-row').first().getAttribute('data-entity')).toBe(
        'ROLE',
      );
      await page.getByTestId('activity-changes-toggle').first().click();
      await expect.poll(() => page.getByTestId('activity-changes').innerText()).toContain('Kasir');
      await screenshot(page, 'activity-log');
      await page.getByTestId('activity-filter-entity').selectOption('COUNTERPARTY');
      await expect.poll(() => page.getByTestId('activity-row').count()).toBe(1);
      expect(await page.getByTestId('activity-row').getAttribute('data-entity')).toBe(
        'COUNTERPARTY',
      );
      await page.getByTestId('activity-filter-preset').selectOption('LAST_YEAR');
      await page.getByTestId('activity-empty').waitFor();
    });
  });

  it('words each change in the reader’s language with its money and date formats, and names every kind of record', async () => {
    const admin = await signedInClient(suite.system.url, suite.owner);
    await createExpectedGraphql(admin, {
      date: '2026-12-18',
      description: 'Sewa gudang Desember',
      amount: '4500000.00',
      direction: 'DEBIT',
    });
    await admin.request('mutation { statementTransactionsExport(input: {}) { export { id } } }');
    const { page, release } = await borrowPage(suite.browser);
    // Intl puts a no-break space between "Rp" and the amount.
    const text = async (entity: string) =>
      (
        await page
          .locator(`[data-testid="activity-row"][data-entity="${entity}"]`)
          .first()
          .innerText()
      ).replace(/\s+/g, ' ');
    try {
      await signIn(page);
      await page.goto(suite.system.url + '/log');
      await page
        .locator('[data-testid="activity-row"][data-entity="EXPECTED_TRANSACTION"]')
        .waitFor();
      const english = await text('EXPECTED_TRANSACTION');
      expect(english).toMatch(/Expected outgoing (IDR|Rp) 4,500,000\.00 on Dec 18, 2026 created/);
      expect(english).toContain('Expected transaction');

      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => text('EXPECTED_TRANSACTION'))
        .toContain('Transaksi diharapkan keluar Rp 4.500.000,00 pada 18 Des 2026 dibuat');
      const indonesian = await text('EXPECTED_TRANSACTION');
      expect(indonesian).not.toContain('4500000.00');
      expect(indonesian).not.toContain('2026-12-18');
      expect(await text('EXPORT')).toContain('Ekspor transaksi rekening koran ke CSV diminta');
      expect(await text('COUNTERPARTY')).toContain('Rekanan PT Sumber Jaya (Sumber Jaya) dibuat');
      // No kind of record falls back to "Other record" ("Data lain").
      expect(await page.getByTestId('activity-table').innerText()).not.toContain('Data lain');
      await screenshot(page, 'activity-log-id');
      await page.getByTestId('language-switch').selectOption('en');
    } finally {
      await release();
    }
  });
});
