import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, screenshot, signInAt, submitSignIn, waitForHome } from './browser.js';

let context: BrowserContext;
let page: Page;

/**
 * Chromium's virtual authenticator (DevTools protocol, WebAuthn domain): a
 * platform authenticator with resident keys that verifies its user at once,
 * as a laptop's fingerprint reader would.
 */
async function addVirtualAuthenticator(target: Page): Promise<string> {
  const cdp = await target.context().newCDPSession(target);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return authenticatorId;
}

async function typePassword(target: Page) {
  await target.goto(suite.system.url + '/');
  await submitSignIn(target, suite.owner);
}

/**
 * Reads the toast that says `text` and closes it, as a person would: it sits
 * over the header's sign-out button, and a pointer resting on it (a click
 * aimed at the button) holds it there.
 */
async function closeToast(target: Page, text: string) {
  const toast = target.getByTestId('toast');
  await expect.poll(() => toast.innerText(), { timeout: 10_000 }).toBe(text);
  await toast.locator('[data-part="close-trigger"]').click();
  await toast.waitFor({ state: 'detached' });
}

const suite = browserSuite('PT Kunci Aman');

beforeAll(async () => {
  // One browser profile for the whole story: the virtual authenticator keeps the passkey across pages.
  context = await suite.browser.newContext({ viewport: { width: 1440, height: 900 } });
  page = await context.newPage();
  await addVirtualAuthenticator(page);
});

afterAll(async () => {
  await context?.close();
});

describe('passkeys in the browser', () => {
  it('registers a passkey on the security page through Chromium’s virtual authenticator and names it', async () => {
    await signInAt(page, suite.system.url + '/settings/security', suite.owner);
    await page.getByTestId('passkeys-empty').waitFor();
    await page.getByTestId('passkey-add').click();
    await page
      .getByTestId('passkey-name-dialog')
      .locator('input[name="value"]')
      .fill('Laptop kantor');
    await page.getByTestId('passkey-name-dialog').locator('button[type="submit"]').click();
    await expect
      .poll(() => page.getByTestId('passkey-name').allInnerTexts())
      .toEqual(['Laptop kantor']);
    await screenshot(page, 'security-passkeys');
    await closeToast(page, 'Passkey added. You can now sign in with it.');
    const stored = await suite.system.account.db
      .selectFrom('passkeys')
      .select(['name', 'device_type'])
      .where('user_id', '=', suite.owner.userId)
      .execute();
    expect(stored).toEqual([{ name: 'Laptop kantor', device_type: 'singleDevice' }]);
  });

  it('signs in with the passkey alone, from the sign-in page', async () => {
    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('passkey-sign-in').waitFor();
    await screenshot(page, 'sign-in-with-passkey', false);
    await page.getByTestId('passkey-sign-in').click();
    await waitForHome(page);
    const events = await suite.system.account.db
      .selectFrom('auth_events')
      .select('event')
      .where('user_id', '=', suite.owner.userId)
      .where('event', '=', 'SIGNED_IN_WITH_PASSKEY')
      .execute();
    expect(events).toHaveLength(1);
  });

  it('after the password, asks for the passkey as the second step and signs in with it', async () => {
    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/');
    await typePassword(page);
    await page.getByTestId('two-factor-step').waitFor();
    expect(await page.getByTestId('two-factor-step').getAttribute('data-method')).toBe('PASSKEY');
    await page.getByTestId('use-passkey').click();
    await waitForHome(page);
  });

  it('removes the passkey with the password; the sign-in page then cannot use it', async () => {
    await page.goto(suite.system.url + '/settings/security');
    await page.getByTestId('passkey-remove').click();
    await page
      .getByTestId('password-dialog')
      .locator('input[name="value"]')
      .fill(suite.owner.password);
    await page.getByTestId('password-dialog').locator('button[type="submit"]').click();
    await page.getByTestId('passkeys-empty').waitFor();
    await closeToast(page, 'Passkey removed.');
    await page.getByTestId('sign-out').click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByTestId('passkey-sign-in').click();
    // The virtual authenticator still holds the credential; the server no longer knows it.
    await expect
      .poll(() => page.getByTestId('login-error').innerText())
      .toBe('This passkey is not registered for this account.');
  });
});
