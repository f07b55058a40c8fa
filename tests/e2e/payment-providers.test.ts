import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/graphql-client.js';
import {
  browserSuite,
  openSignedIn,
  screenshot,
  signInFrom,
  submitSignIn,
  withPage,
  withPageIn,
} from './browser.js';
import { fitsEverywhere } from './fits.js';
import { importInDialog } from './imports.js';
import { resizeTo, WINDOWS } from './windows.js';
import { expectToContainEach } from '../support/text.js';
import { plain } from './rows.js';

const suite = browserSuite('PT Sinar Niaga Digital');
const REPORT = readFileSync(
  path.join(import.meta.dirname, '../fixtures/payment-providers/xendit-detailed-transactions.csv'),
);
/** Where the screenshots of the three screens at 1440, 1280 and 390 px in both languages go, when asked for. */
const SHOTS_DIR = process.env.PROVIDER_SHOTS_DIR;

beforeAll(async () => {
  const client = await signedInClient(suite.system.url, suite.owner);
  await client.data(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } } }',
    {
      input: {
        bankCode: '014',
        accountNumber: '5270778899',
        accountName: 'PT SINAR NIAGA DIGITAL',
        alias: 'BCA Penampung',
        currency: 'IDR',
        connectionType: 'MANUAL',
      },
    },
  );
});

describe('payment providers in the browser', () => {
  it('configures Xendit, imports its Detailed Transactions Report and sees the payment records and transactions', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await signInFrom(page, suite.system.url, suite.owner);
      await page.getByTestId('sidebar').getByRole('link', { name: 'Payment Providers' }).click();
      await page.waitForURL('**/payment-providers');
      await expect.poll(() => page.getByTestId('payment-providers-empty').count()).toBe(1);

      await page.getByTestId('add-payment-provider').click();
      const dialog = page.getByTestId('payment-provider-dialog');
      await dialog.getByTestId('payment-provider-code').selectOption('MIDTRANS');
      await expect
        .poll(() => dialog.getByTestId('payment-provider-no-import').innerText())
        .toContain('cannot be imported yet');
      await dialog.getByTestId('payment-provider-code').selectOption('XENDIT');
      await dialog.getByTestId('payment-provider-name').fill('Xendit Toko Daring');
      await dialog
        .getByTestId('payment-provider-bank-account')
        .selectOption({ label: 'BCA Penampung (IDR)' });
      await dialog.getByTestId('payment-provider-submit').click();
      // Every credential is required.
      await expect.poll(() => dialog.getByText('This field is required').count()).toBe(2);
      await dialog
        .getByTestId('payment-provider-credential-secretKey')
        .fill('xnd_production_rahasia_0123456789');
      await dialog.getByTestId('payment-provider-credential-webhookToken').fill('tok-webhook-9876');
      await screenshot(page, 'payment-provider-create-en');
      await dialog.getByTestId('payment-provider-submit').click();
      const rows = page.getByTestId('payment-provider-row');
      await expect.poll(() => rows.count()).toBe(1);
      const row = await rows.first().innerText();
      expectToContainEach(row, [
        'Xendit Toko Daring',
        'Xendit',
        'BCA Penampung',
        'Stored',
        'Importable',
      ]);
      // Once the dialog has closed, nothing on the page holds the secret.
      await expect.poll(() => page.getByTestId('payment-provider-dialog').count()).toBe(0);
      expect(await page.content()).not.toContain('xnd_production_rahasia');

      // The credentials are write-only: editing shows them empty, and left empty they stay.
      await rows.first().getByTestId('payment-provider-edit').click();
      const edit = page.getByTestId('payment-provider-dialog');
      expect(await edit.getByTestId('payment-provider-credential-secretKey').inputValue()).toBe('');
      await edit.getByTestId('payment-provider-name').fill('Xendit Gerai');
      await edit.getByTestId('payment-provider-submit').click();
      await expect.poll(() => rows.first().innerText()).toContain('Xendit Gerai');
      expect(await rows.first().innerText()).toContain('Stored');

      await page.getByTestId('payment-providers-records').click();
      await page.waitForURL('**/payment-records');
      await expect.poll(() => page.getByTestId('payment-records-empty').count()).toBe(1);
      await page.getByTestId('import-payment-report').click();
      const importDialog = await importInDialog(
        page,
        { name: 'xendit-mei-2026.csv', buffer: REPORT },
        'COMPLETED',
      );
      await expect
        .poll(() => importDialog.getByTestId('import-result').innerText())
        .toContain('5 records imported');
      await screenshot(page, 'payment-records-import-done-en', false);
      await importDialog.getByTestId('import-done').click();

      const records = page.getByTestId('payment-record-row');
      await expect.poll(() => records.count()).toBe(5);
      const first = plain(
        await page
          .locator('[data-testid="payment-record-row"][data-order="INV-2026-0501"]')
          .innerText(),
      );
      expectToContainEach(first, [
        'INV-2026-0501',
        'Sinar Abadi Logistik',
        'Virtual account · BCA',
        'Rp 1,500,000.00',
        'Rp 4,440.00',
        'Rp 1,495,560.00',
        'Success',
        'Settled',
        'Unreconciled',
      ]);
      await page.getByTestId('payment-records-filter-settlement').selectOption('SETTLED');
      await expect.poll(() => records.count()).toBe(2);
      await page.getByTestId('payment-records-filter-settlement').selectOption('');
      await page.getByTestId('payment-records-filter-from').fill('2026-05-04');
      await expect.poll(() => records.count()).toBe(3);
      await screenshot(page, 'payment-records-en');

      await page.goto(suite.system.url + '/payment-transactions');
      const transactions = page.getByTestId('payment-transaction-row');
      await expect.poll(() => transactions.count()).toBe(5);
      await page.getByTestId('payment-transactions-filter-status').selectOption('FAILED');
      await expect.poll(() => transactions.count()).toBe(1);
      expect(await transactions.first().innerText()).toContain('txn_9f8e7d6c5b4a3021');

      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Transaksi pembayaran' }).count())
        .toBeGreaterThan(0);
      await expect.poll(() => transactions.first().innerText()).toContain('Gagal');
      await page.goto(suite.system.url + '/payment-records');
      await expect
        .poll(async () =>
          plain(
            await page
              .locator('[data-testid="payment-record-row"][data-order="INV-2026-0501"]')
              .innerText(),
          ),
        )
        .toContain('Rp 1.500.000,00');
      await screenshot(page, 'payment-records-id');
      await page.getByTestId('language-switch').selectOption('en');
    }));

  // Per language the list is loaded once and resized through the windows (tests/e2e/windows.ts); the test
  // above imported its records. Indonesian words are longer: at 1280 px every column still shows whole,
  // even beside a customer with a company's whole long name and a card's long channel.
  describe('laid out', () => {
    beforeAll(async () => {
      await suite.system.treasury.db
        .updateTable('payment_records')
        .set({
          customer: 'PT Sinar Abadi Logistik Nusantara Sejahtera',
          channel: 'MASTERCARD DEBIT',
        })
        .where('organization_id', '=', suite.organizationId)
        .where('order_id', '=', 'ORD-77125')
        .execute();
    });
    for (const language of ['en', 'id'] as const) {
      it(`the payment records show every column at 1440, 1280 and 390 px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
        withPageIn(suite.browser, suite.system.url, language, async (page) => {
          await openSignedIn(page, suite.system.url + '/payment-records', suite.owner);
          // The member's own language choice (the test above switched back and forth) wins over the cookie.
          await page.getByTestId('language-switch').selectOption(language);
          const heading = language === 'en' ? 'Payment records' : 'Catatan pembayaran';
          await expect.poll(() => page.getByRole('heading', { name: heading }).count()).toBe(1);
          await expect.poll(() => page.getByTestId('payment-record-row').count()).toBe(5);
          await fitsEverywhere(page, 'payment-records', language);
        }));
    }
  });

  it.skipIf(!SHOTS_DIR)(
    'shows the three screens at 1440, 1280 and 390 px in English and Indonesian',
    async () => {
      mkdirSync(SHOTS_DIR!, { recursive: true });
      // One page per language: each screen loaded once and looked at in each window, widest first (tests/e2e/windows.ts).
      for (const language of ['en', 'id'] as const) {
        const context = await suite.browser.newContext({
          viewport: WINDOWS[0],
          locale: language === 'en' ? 'en-US' : 'id-ID',
          timezoneId: 'Asia/Jakarta',
        });
        await context.addCookies([{ name: 'language', value: language, url: suite.system.url }]);
        await context.addInitScript(() =>
          window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
        );
        const page: Page = await context.newPage();
        try {
          await page.goto(suite.system.url + '/');
          await submitSignIn(page, suite.owner);
          await page.waitForURL((url) => url.pathname !== '/');
          // The member's own language choice wins over the cookie: the switch sets it (it shows in a desktop window).
          await page.getByTestId('language-switch').selectOption(language);
          for (const screen of ['payment-providers', 'payment-records', 'payment-transactions']) {
            await page.goto(`${suite.system.url}/${screen}`);
            const row = page.getByTestId(
              screen === 'payment-providers'
                ? 'payment-provider-row'
                : screen === 'payment-records'
                  ? 'payment-record-row'
                  : 'payment-transaction-row',
            );
            for (const viewport of WINDOWS) {
              await resizeTo(page, viewport);
              await row.first().waitFor();
              await page.screenshot({
                path: path.join(SHOTS_DIR!, `${screen}-${viewport.width}-${language}.png`),
                fullPage: true,
              });
            }
          }
          await page.goto(`${suite.system.url}/payment-providers`);
          await page.getByTestId('payment-provider-edit').first().click();
          await page.getByTestId('payment-provider-dialog').waitFor();
          for (const viewport of WINDOWS) {
            await resizeTo(page, viewport);
            await page.screenshot({
              path: path.join(
                SHOTS_DIR!,
                `payment-provider-dialog-${viewport.width}-${language}.png`,
              ),
            });
          }
        } finally {
          await context.close();
        }
      }
    },
  );
});
