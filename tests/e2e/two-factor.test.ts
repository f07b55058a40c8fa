import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { oathtoolCode, wrongTotpCode } from '../support/oathtool.js';
import {
  browserSuite,
  screenshot,
  signInAt,
  submitSignIn,
  waitForHome,
  withPage,
} from './browser.js';
import { confirmAuthenticatorSetup, shownAuthenticatorSecret } from './authenticator.js';

const suite = browserSuite('PT Aman Sentosa');

async function typePassword(page: Page) {
  await page.goto(suite.system.url + '/');
  await submitSignIn(page, suite.owner);
}

describe('two-factor sign-in in the browser', () => {
  let secret: string;
  let backupCodes: string[];

  it('sets up an authenticator app on the security page, then signs in with its code', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await signInAt(page, suite.system.url + '/settings/security', suite.owner);
      await page.getByTestId('authenticator-set-up').click();
      secret = await shownAuthenticatorSecret(page);
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expect.poll(() => page.getByTestId('authenticator-qr').count()).toBe(1);
      await screenshot(page, 'security-setup');
      // The current step's code confirms; signing in below uses the next step's, which stays
      // valid across a 30-second boundary (a previous-step code would not).
      await confirmAuthenticatorSetup(page, secret);
      await expect.poll(() => page.getByTestId('authenticator-remove').count()).toBe(1);

      await page.getByTestId('backup-codes-generate').click();
      await expect.poll(() => page.getByTestId('backup-code').count()).toBe(10);
      backupCodes = await page.getByTestId('backup-code').allInnerTexts();
      await screenshot(page, 'security-backup-codes');

      await page.getByTestId('sign-out').click();
      await page.waitForURL((url) => url.pathname === '/');
      await typePassword(page);
      await page.getByTestId('two-factor-step').waitFor();
      await screenshot(page, 'sign-in-code-step', false);
      await page.locator('input[name="code"]').fill(oathtoolCode(secret, 1));
      await page.locator('button[type="submit"]').click();
      await waitForHome(page);
    });
  });

  it('a wrong code shows "Invalid 2FA code."; "Try another way" signs in with a backup code', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await typePassword(page);
      await page.getByTestId('two-factor-step').waitFor();
      const wrong = wrongTotpCode(secret);
      await page.locator('input[name="code"]').fill(wrong);
      await page.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.getByTestId('two-factor-step').innerText())
        .toContain('Invalid 2FA code.');
      await page.getByTestId('try-another-way').click();
      await page.locator('input[name="backupCode"]').fill(backupCodes[0]!);
      await page.locator('button[type="submit"]').click();
      await waitForHome(page);
    });
  });
});
