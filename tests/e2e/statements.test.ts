import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { authHeaders, createOrganization, signInRest, type Credentials } from '../support/factories.js';
import { startTestSystem } from '../support/system.js';
import { E2E_WEB_DIR, launchChromium, SCREENSHOTS } from './browser.js';

let system: System;
let browser: Browser;
let owner: Credentials;

const FIXTURES = path.resolve(import.meta.dirname, '../fixtures/statements');

beforeAll(async () => {
  system = await startTestSystem({ webDir: E2E_WEB_DIR });
  ({ owner } = await createOrganization(system, 'PT Rekening Koran'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

describe('statement transactions in the browser', () => {
  it('with no bank account yet, explains that lines need one and leads to creating it (no import, no entry)', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(system.url + '/');
      await page.locator('input[name="email"]').fill(owner.email);
      await page.locator('input[name="password"]').fill(owner.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname !== '/');

      await page.goto(system.url + '/statement-transactions');
      const empty = page.getByTestId('statement-transactions-no-accounts');
      // The screen's code arrives with the route (lazy): wait for it as long as the other screens do.
      await expect.poll(() => empty.isVisible(), { timeout: 15_000 }).toBe(true);
      expect(await empty.innerText()).toContain('Add a bank account first');
      expect(await page.getByTestId('import-statement').count()).toBe(0);
      expect(await page.getByTestId('create-statement-transaction').count()).toBe(0);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'statement-transactions-no-accounts.png') });
      await page.getByTestId('statements-create-bank-account').click();
      await page.waitForURL('**/bank-accounts/internal-accounts/create');
    } finally {
      await context.close();
    }
  });

  it('imports a BCA statement with a live progress bar, lists its lines, shows the new balance, and reports a broken file row by row', async () => {
    const tokens = await signInRest(system, owner);
    const created = await fetch(`${system.treasuryUrl}/bank-accounts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(tokens) },
      body: JSON.stringify({ bankCode: '014', accountNumber: '0183456721', accountName: 'BUDI SANTOSO', alias: 'BCA Budi', currency: 'IDR', connectionType: 'MANUAL' }),
    });
    expect(created.status).toBe(201);

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'en-US' });
    const page = await context.newPage();
    try {
      await page.goto(system.url + '/');
      await page.locator('input[name="email"]').fill(owner.email);
      await page.locator('input[name="password"]').fill(owner.password);
      await page.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.pathname !== '/');

      await page.goto(system.url + '/statement-transactions');
      await expect.poll(() => page.getByTestId('statement-transactions-empty').isVisible(), { timeout: 15_000 }).toBe(true);

      await page.getByTestId('import-statement').click();
      const dialog = page.getByTestId('import-dialog');
      await dialog.getByTestId('statement-import-account').selectOption({ label: 'BCA Budi · 0183456721 · IDR' });
      await dialog.getByTestId('import-file').setInputFiles(path.join(FIXTURES, 'bca-personal.csv'));
      await dialog.getByTestId('import-start').click();
      const result = dialog.getByTestId('import-result');
      await expect.poll(() => result.getAttribute('data-status'), { timeout: 15_000 }).toBe('COMPLETED');
      await expect.poll(() => result.innerText()).toMatch(/\d+ records imported/);
      await expect.poll(() => result.innerText()).toContain('Closing balance');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'statement-import-done.png') });
      await dialog.getByTestId('import-done').click();

      const rows = page.getByTestId('statement-transaction-row');
      await expect.poll(() => rows.count()).toBeGreaterThan(10);
      await expect.poll(() => page.getByTestId('statement-transactions-table').innerText()).toContain('KOPI KENANGAN');
      await page.screenshot({ path: path.join(SCREENSHOTS, 'statement-transactions.png'), fullPage: true });

      await page.getByTestId('statement-filter-direction').selectOption('CREDIT');
      await expect.poll(async () => (await rows.allInnerTexts()).every((text) => text.includes('Incoming'))).toBe(true);
      await page.getByTestId('statement-filter-amountMin').fill('500000');
      await page.getByTestId('statement-filter-amountMax').fill('1000');
      await expect.poll(() => page.getByTestId('amount-filter-error').first().innerText()).toContain('Must be less than');

      await page.goto(system.url + '/balances');
      await expect.poll(() => page.locator('body').innerText()).toMatch(/Rp\s27,686,969\.86/);

      await page.goto(system.url + '/statement-transactions');
      await page.getByTestId('import-statement').click();
      const again = page.getByTestId('import-dialog');
      await again.getByTestId('statement-import-account').selectOption({ label: 'BCA Budi · 0183456721 · IDR' });
      await again.getByTestId('import-file').setInputFiles(path.join(FIXTURES, 'bca-personal-bad-date.csv'));
      await again.getByTestId('import-start').click();
      await expect.poll(() => again.getByTestId('import-result').getAttribute('data-status'), { timeout: 15_000 }).toBe('BLOCKED');
      const issue = again.getByTestId('import-issue').first();
      await expect.poll(() => issue.innerText()).toMatch(/Row \d+: the date/);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'statement-import-blocked.png') });
      // The dialog of a refused file closes like any other.
      await again.getByTestId('import-close').click();
      await expect.poll(() => page.getByTestId('import-dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
