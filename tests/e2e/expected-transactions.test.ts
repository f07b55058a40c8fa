import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createCounterpartyRest, signInRest } from '../support/factories.js';
import { browserSuite, screenshot, signInFrom, withPage, type PageSteps } from './browser.js';
import { expectToContainEach } from '../support/text.js';
import { plain } from './rows.js';

const suite = browserSuite('PT Karya Mandiri Sejahtera');

beforeAll(async () => {
  await createCounterpartyRest(suite.system, await signInRest(suite.system, suite.owner), {
    legalName: 'PT Semen Gresik Jaya',
    alias: 'Semen Gresik',
  });
});

const inPage = (steps: PageSteps) => withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, steps);

const signIn = (page: Page) => signInFrom(page, suite.system.url, suite.owner);

const shot = screenshot;

describe('expected transactions in the browser', () => {
  it('creates one through the form, sees it in the list, edits it and deletes it', () =>
    inPage(async (page) => {
      await signIn(page);
      await page
        .getByTestId('sidebar')
        .getByRole('link', { name: 'Expected Transactions' })
        .click();
      await page.waitForURL('**/expected-transactions');
      await expect.poll(() => page.getByTestId('expected-transactions-empty').count()).toBe(1);
      expect(
        await page.getByTestId('download-expected-transactions-template').getAttribute('href'),
      ).toBe('/templates/expected-transactions-template.csv');

      await page.getByTestId('create-expected-transaction').first().click();
      await page.waitForURL('**/expected-transactions/create');
      await page.locator('input[name="date"]').fill('2026-12-15');
      await page.locator('select[name="direction"]').selectOption('DEBIT');
      await page.locator('input[name="amount"]').fill('12.500.000');
      await page
        .locator('select[name="counterpartyId"]')
        .selectOption({ label: 'Semen Gresik — PT Semen Gresik Jaya' });
      await page.locator('input[name="description"]').fill('Pembelian semen proyek Cikarang');
      await page.locator('textarea[name="internalDescription"]').fill('PO gudang tahap 2');
      await page.locator('input[name="externalId"]').fill('PO-2026-0088');
      await page.getByTestId('add-reconciliation-data').click();
      await page.locator('input[name="reconciliationData.0.key"]').fill('invoice_number');
      await page.locator('input[name="reconciliationData.0.value"]').fill('INV/SGJ/2026/0412');
      await shot(page, 'expected-transaction-create-en');
      await page.getByTestId('expected-transaction-submit').click();

      await page.waitForURL('**/expected-transactions');
      const rows = page.getByTestId('expected-transaction-row');
      await expect.poll(() => rows.count()).toBe(1);
      const row = plain(await rows.first().innerText());
      expectToContainEach(row, [
        'Dec 15, 2026',
        'Semen Gresik',
        'Pembelian semen proyek Cikarang',
        'Outgoing',
        'Rp 12,500,000.00',
        'Unreconciled',
        'PO-2026-0088',
      ]);

      // The amount filter's rule, in the spec's words, before anything is asked of the server.
      await page.locator('input[name="amountMin"]').fill('500000');
      await page.locator('input[name="amountMax"]').fill('100000');
      await expect
        .poll(() => page.getByTestId('amount-filter-error').allInnerTexts())
        .toEqual([
          'Must be less than the “No more than” amount.',
          'Must be greater than the “At least” amount.',
        ]);
      await shot(page, 'expected-transactions-en');
      await page.locator('input[name="amountMax"]').fill('20.000.000');
      await expect.poll(() => page.getByTestId('amount-filter-error').count()).toBe(0);
      await expect.poll(() => rows.count()).toBe(1);
      await page.locator('input[name="amountMin"]').fill('15.000.000');
      await expect.poll(() => page.getByTestId('expected-transactions-empty').count()).toBe(1);
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => rows.count()).toBe(1);

      await rows.first().getByTestId('expected-transaction-edit').click();
      await page.waitForURL(/\/expected-transactions\/[0-9a-f-]{36}\/edit$/);
      await expect
        .poll(() => page.locator('input[name="amount"]').inputValue())
        .toBe('12500000.00');
      await page.locator('input[name="amount"]').fill('13000000');
      await page
        .locator('input[name="description"]')
        .fill('Pembelian semen proyek Cikarang (revisi)');
      await shot(page, 'expected-transaction-edit-en');
      await page.getByTestId('expected-transaction-submit').click();
      await page.waitForURL('**/expected-transactions');
      await expect
        .poll(async () => plain(await rows.first().innerText()))
        .toContain('Rp 13,000,000.00');
      expect(await rows.first().innerText()).toContain('Pembelian semen proyek Cikarang (revisi)');

      // In Indonesian: DEBIT reads Keluar, the amount is in rupiah's own notation.
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Transaksi yang diharapkan' }).count())
        .toBeGreaterThan(0);
      await expect
        .poll(async () => plain(await rows.first().innerText()))
        .toContain('Rp 13.000.000,00');
      expect(await rows.first().innerText()).toContain('Keluar');
      await shot(page, 'expected-transactions-id');
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');

      await rows.first().getByTestId('expected-transaction-delete').click();
      await expect
        .poll(() => page.getByTestId('expected-transaction-delete-dialog').innerText())
        .toContain('Pembelian semen proyek Cikarang (revisi)');
      await shot(page, 'expected-transaction-delete-en');
      await page.getByTestId('expected-transaction-delete-confirm').click();
      await expect.poll(() => page.getByTestId('expected-transactions-empty').count()).toBe(1);
      const stored = await suite.system.treasury.db
        .selectFrom('expected_transactions')
        .select('id')
        .where('organization_id', '=', suite.organizationId)
        .execute();
      expect(stored).toEqual([]);
    }));
});
