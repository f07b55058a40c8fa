import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember } from '../support/factories.js';
import { freePort, startOidcProvider, type OidcTestProvider } from '../support/oidc-provider.js';
import { startTestSystem } from '../support/system.js';
import {
  browserSuite,
  E2E_WEB_DIR,
  type PageSteps,
  screenshot,
  signInAt,
  submitSignIn,
  waitForHome,
  withPage,
} from './browser.js';
import { confirmAuthenticatorSetup, shownAuthenticatorSecret } from './authenticator.js';

let provider: OidcTestProvider;
let port: number;

/** Runs a story in a fresh browser profile. */
const inBrowser = (story: PageSteps) => withPage(suite.browser, {}, story);

/** At the provider's own (development) login form: any password works for a login the provider knows. */
async function signInAtProvider(page: Page, login: string) {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.locator('button[type="submit"]').click();
}

// The provider starts first (the system signs in through it) and stops last.
beforeAll(async () => {
  port = await freePort();
  provider = await startOidcProvider({
    redirectUri: `http://localhost:${port}/auth/oidc/callback`,
    providerName: 'Kas ID',
  });
});
afterAll(async () => {
  await provider?.stop();
});

const suite = browserSuite('PT Pintu Masuk', () =>
  startTestSystem({ port, webDir: E2E_WEB_DIR }, { socialSignIn: provider.socialSignIn }),
);

describe('signing in with the social provider', () => {
  it('offers the provider by name; a member whose email it verified lands in the app', async () => {
    const login = `pemilik-${randomBytes(3).toString('hex')}`;
    provider.accounts.set(login, { email: suite.owner.email, email_verified: true });
    await inBrowser(async (page) => {
      await page.goto(suite.system.url + '/');
      await page.getByTestId('social-sign-in').waitFor();
      expect(await page.getByTestId('social-sign-in').innerText()).toBe('Sign in with Kas ID');
      await screenshot(page, 'sign-in-options', false);
      await page.getByTestId('social-sign-in').click();
      await page.waitForURL((url) => url.origin === provider.issuer);
      await signInAtProvider(page, login);
      await waitForHome(page);
    });
  });

  it('brings someone the product does not know back to the sign-in page with the spec’s message, and a clean address', async () => {
    const login = `asing-${randomBytes(3).toString('hex')}`;
    provider.accounts.set(login, { email: `${login}@example.com`, email_verified: true });
    await inBrowser(async (page) => {
      await page.goto(suite.system.url + '/');
      await page.getByTestId('social-sign-in').click();
      await signInAtProvider(page, login);
      await page.getByTestId('login-error').waitFor();
      expect(await page.getByTestId('login-error').innerText()).toBe(
        'This email is not registered. Ask your organisation for an invitation.',
      );
      // The answer is read once; the page then takes it off the address, so a reload starts clean.
      await expect.poll(() => new URL(page.url()).search).toBe('');
    });
  });
});

describe('the company control that requires two-factor authentication', () => {
  it('is turned on by the owner on the Controls page, after a confirmation', async () => {
    await inBrowser(async (page) => {
      await signInAt(page, suite.system.url + '/settings/controls', suite.owner);
      const control = page.getByTestId('two-factor-enforcement-switch');
      await control.waitFor();
      expect(await control.getAttribute('data-required')).toBe('false');
      await control.locator('label, [data-part="control"]').first().click();
      await page.getByTestId('two-factor-enforcement-dialog').waitFor();
      await screenshot(page, 'controls-confirm', false);
      await page.getByTestId('two-factor-enforcement-confirm').click();
      await expect.poll(() => control.getAttribute('data-required')).toBe('true');
      await screenshot(page, 'controls', false);
    });
    const stored = await suite.system.account.db
      .selectFrom('organizations')
      .select('two_factor_required')
      .where('id', '=', suite.organizationId)
      .executeTakeFirstOrThrow();
    expect(stored.two_factor_required).toBe(true);
  });

  it('makes a member without a second factor set up an authenticator app before entering', async () => {
    const maker = await addMember(suite.system, suite.organizationId, ['counterparties:read']);
    await inBrowser(async (page) => {
      await page.goto(suite.system.url + '/');
      await submitSignIn(page, maker);
      await page.getByTestId('two-factor-setup-step').waitFor();
      await page.getByTestId('two-factor-setup-start').click();
      const secret = await shownAuthenticatorSecret(page);
      await screenshot(page, 'sign-in-enforced-setup', false);
      await confirmAuthenticatorSetup(page, secret);
      await waitForHome(page);
    });
  });
});
