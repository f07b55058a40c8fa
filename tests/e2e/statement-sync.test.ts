import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSnapSandbox,
  newSandboxPartner,
  type SnapSandbox,
} from '../../services/snap-sandbox/sandbox.js';
import { signedInClient } from '../support/graphql-client.js';
import { sandboxCredentials } from '../support/payments.js';
import { startTestSystem, TEST_TODAY } from '../support/system.js';
import { browserSuite, E2E_WEB_DIR, type PageSteps, screenshot, withPage } from './browser.js';

let sandbox: SnapSandbox;
const partner = newSandboxPartner();

// The sandbox bank starts first (the system reads from it) and stops last.
beforeAll(async () => {
  sandbox = await createSnapSandbox({
    seed: 'e2e-sync',
    now: () => TEST_TODAY,
    partners: [partner],
    accounts: [
      { accountNo: '5270004321', name: 'PT SINAR NUSANTARA', openingBalance: '650000000.00' },
      { accountNo: '5270008765', name: 'PT SINAR NUSANTARA', openingBalance: '90000000.00' },
    ],
  });
});
afterAll(async () => {
  await sandbox?.stop();
});

const suite = browserSuite('PT Sinar Nusantara', () =>
  startTestSystem({ webDir: E2E_WEB_DIR }, {}, { snapBaseUrl: () => sandbox.url }),
);

beforeAll(async () => {
  const client = await signedInClient(suite.system.url, suite.owner);
  const credentials = sandboxCredentials(partner);
  for (const [accountNumber, alias, clientSecret] of [
    ['5270004321', 'BCA Operasional', partner.clientSecret],
    ['5270008765', 'BCA Cadangan', 'rahasia-yang-sudah-diganti'],
  ] as const) {
    const created = await client.request<{ bankAccountCreate: { userErrors: unknown[] } }>(
      'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { userErrors { field code } } }',
      {
        input: {
          bankCode: '014',
          accountNumber,
          accountName: 'PT SINAR NUSANTARA',
          alias,
          currency: 'IDR',
          connectionType: 'API',
          status: 'ACTIVE',
          credentials: { ...credentials, clientSecret },
        },
      },
    );
    expect(created.data!.bankAccountCreate.userErrors).toEqual([]);
  }
});

const inPage = (steps: PageSteps) => withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, steps);

async function shot(page: Page, name: string) {
  await page.evaluate(() =>
    Promise.all(
      document.getAnimations().map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await screenshot(page, `${name}`, false);
}

describe('statement sync of an API-connected account in the browser', () => {
  it('an owner schedules the sync, sees it read the bank, runs it again, and stops it', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts');
      const row = page.getByTestId('internal-account-row').filter({ hasText: 'BCA Operasional' });
      expect(await row.getByTestId('internal-account-sync-status').count()).toBe(0);
      await row.getByTestId('internal-account-sync').click();
      const dialog = page.getByTestId('statement-sync-dialog');
      await expect.poll(() => dialog.getByTestId('statement-sync-interval').count()).toBe(1);
      await dialog.getByTestId('statement-sync-interval').selectOption('30');
      await dialog.getByTestId('statement-sync-start').click();

      // The dialog follows the first run until the bank has been read.
      await expect
        .poll(() => dialog.getByTestId('statement-sync-status').innerText(), { timeout: 20_000 })
        .toBe('Succeeded');
      expect(await dialog.getByTestId('statement-sync-frequency').innerText()).toBe(
        'Every 30 minutes',
      );
      expect(await dialog.getByTestId('statement-sync-through').innerText()).toBe('Nov 22, 2026');
      await shot(page, 'statement-sync-succeeded-en');

      const asked = sandbox.requests.length;
      await dialog.getByTestId('statement-sync-run').click();
      await expect.poll(() => sandbox.requests.length, { timeout: 20_000 }).toBeGreaterThan(asked);
      await expect
        .poll(() => dialog.getByTestId('statement-sync-status').innerText(), { timeout: 20_000 })
        .toBe('Succeeded');
      await page.keyboard.press('Escape');
      await expect
        .poll(() => row.getByTestId('internal-account-sync-status').innerText())
        .toMatch(/^Synced /);
      // The balance the bank gave is on the row.
      await expect
        .poll(() => row.getByTestId('internal-account-balance').innerText())
        .toMatch(/^Rp\s[\d,]+\.\d{2}$/);

      // The lines read from the bank are on the statements page.
      await page.goto(suite.system.url + '/statement-transactions');
      await expect
        .poll(() => page.getByText('BCA Operasional').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);

      await page.goto(suite.system.url + '/bank-accounts/internal-accounts');
      await row.getByTestId('internal-account-sync').click();
      await dialog.getByTestId('statement-sync-stop').click();
      await expect.poll(() => dialog.getByTestId('statement-sync-interval').count()).toBe(1);
      await page.keyboard.press('Escape');
      await expect.poll(() => row.getByTestId('internal-account-sync-status').count()).toBe(0);
    }));

  it('a sync the bank refuses shows as failed, in the bank’s words, on the dialog and the row', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + '/bank-accounts/internal-accounts');
      const row = page.getByTestId('internal-account-row').filter({ hasText: 'BCA Cadangan' });
      await row.getByTestId('internal-account-sync').click();
      const dialog = page.getByTestId('statement-sync-dialog');
      await dialog.getByTestId('statement-sync-start').click();
      await expect
        .poll(() => dialog.getByTestId('statement-sync-status').innerText(), { timeout: 20_000 })
        .toBe('Failed');
      expect(await dialog.getByTestId('statement-sync-last-error').innerText()).toMatch(
        /Unauthorized/i,
      );
      expect(await dialog.getByTestId('statement-sync-last-error').innerText()).not.toContain(
        'rahasia',
      );
      await shot(page, 'statement-sync-failed-en');
      await page.keyboard.press('Escape');
      await expect
        .poll(() => row.getByTestId('internal-account-sync-status').innerText())
        .toBe('Last sync failed');
    }));
});
