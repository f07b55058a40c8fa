import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { createOrganization, type Credentials } from '../support/factories.js';
import { oathtoolCode } from '../support/oathtool.js';
import { startTestSystem } from '../support/system.js';
import { E2E_WEB_DIR, launchChromium, SCREENSHOTS, signInAt, submitSignIn, waitForHome } from './browser.js';

let system: System;
let browser: Browser;
let owner: Credentials;

beforeAll(async () => {
  system = await startTestSystem({ webDir: E2E_WEB_DIR });
  ({ owner } = await createOrganization(system, 'PT Aman Sentosa'));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await system?.stop();
});

async function typePassword(page: Page) {
  await page.goto(system.url + '/');
  await submitSignIn(page, owner);
}

describe('two-factor sign-in in the browser', () => {
  let secret: string;
  let backupCodes: string[];

  it('sets up an authenticator app on the security page, then signs in with its code', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await signInAt(page, system.url + '/settings/security', owner);
      await page.getByTestId('authenticator-set-up').click();
      await page.getByTestId('authenticator-setup').waitFor();
      secret = (await page.getByTestId('authenticator-secret').innerText()).replace(/\s/g, '');
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expect.poll(() => page.getByTestId('authenticator-qr').count()).toBe(1);
      await page.screenshot({ path: path.join(SCREENSHOTS, 'security-setup.png'), fullPage: true });
      // The current step's code confirms; signing in below uses the next step's, which stays
      // valid across a 30-second boundary (a previous-step code would not).
      await page.getByTestId('authenticator-setup').locator('input[name="code"]').fill(oathtoolCode(secret));
      await page.getByTestId('authenticator-setup').locator('button[type="submit"]').click();
      await expect.poll(() => page.getByTestId('authenticator-remove').count()).toBe(1);

      await page.getByTestId('backup-codes-generate').click();
      await expect.poll(() => page.getByTestId('backup-code').count()).toBe(10);
      backupCodes = await page.getByTestId('backup-code').allInnerTexts();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'security-backup-codes.png'), fullPage: true });

      await page.getByTestId('sign-out').click();
      await page.waitForURL((url) => url.pathname === '/');
      await typePassword(page);
      await page.getByTestId('two-factor-step').waitFor();
      await page.screenshot({ path: path.join(SCREENSHOTS, 'sign-in-code-step.png') });
      await page.locator('input[name="code"]').fill(oathtoolCode(secret, 1));
      await page.locator('button[type="submit"]').click();
      await waitForHome(page);
    } finally {
      await context.close();
    }
  });

  it('a wrong code shows "Invalid 2FA code."; "Try another way" signs in with a backup code', async () => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    try {
      await typePassword(page);
      await page.getByTestId('two-factor-step').waitFor();
      const wrong = [oathtoolCode(secret, -1), oathtoolCode(secret), oathtoolCode(secret, 1)].includes('000000') ? '111111' : '000000';
      await page.locator('input[name="code"]').fill(wrong);
      await page.locator('button[type="submit"]').click();
      await expect.poll(() => page.getByTestId('two-factor-step').innerText()).toContain('Invalid 2FA code.');
      await page.getByTestId('try-another-way').click();
      await page.locator('input[name="backupCode"]').fill(backupCodes[0]!);
      await page.locator('button[type="submit"]').click();
      await waitForHome(page);
    } finally {
      await context.close();
    }
  });
});
