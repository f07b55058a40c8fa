import type { Page } from 'playwright-core';
import { oathtoolCode } from '../support/oathtool.js';

/**
 * The steps of setting up an authenticator app in the browser, wherever the set-up is shown
 * (the security page, an invitation, a sign-in that requires a second factor).
 */

/** The secret the set-up shows, without the spaces it is grouped with, once the set-up is there. */
export async function shownAuthenticatorSecret(page: Page): Promise<string> {
  await page.getByTestId('authenticator-setup').waitFor();
  return (await page.getByTestId('authenticator-secret').innerText()).replace(/\s/g, '');
}

/** Confirms the set-up with oathtool's code of the current step for `secret`. */
export async function confirmAuthenticatorSetup(page: Page, secret: string): Promise<void> {
  const setup = page.getByTestId('authenticator-setup');
  await setup.locator('input[name="code"]').fill(oathtoolCode(secret));
  await setup.locator('button[type="submit"]').click();
}
