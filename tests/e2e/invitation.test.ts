import { beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { oathtoolCode } from '../support/oathtool.js';
import { browserSuite, screenshot, submitSignIn, waitForHome, withPage } from './browser.js';
import { mailedLink } from '../support/mail.js';
import { confirmAuthenticatorSetup, shownAuthenticatorSecret } from './authenticator.js';

let inviter: GraphQLClient;

const suite = browserSuite('PT Undangan Hangat');

beforeAll(async () => {
  inviter = new GraphQLClient(suite.system.url);
  await inviter.signIn(suite.owner.email, suite.owner.password);
});

describe('an invited person in the browser', () => {
  it('opens the link, sets a password, sets up an authenticator, and later signs in with its code', async () => {
    const email = 'rekan.baru@undangan.co.id';
    const invited = await inviter.request<{ memberInvite: { userErrors: unknown[] } }>(
      'mutation ($i: MemberInviteInput!) { memberInvite(input: $i) { userErrors { code } } }',
      { i: { email } },
    );
    expect(invited.data!.memberInvite.userErrors).toEqual([]);
    await withPage(suite.browser, {}, async (page) => {
      await page.goto(await mailedLink(suite.system, email, '/invitation'));
      await expect.poll(() => page.locator('body').innerText()).toContain('PT Undangan Hangat');
      await page.locator('input[name="fullName"]').fill('Rekan Baru');
      await page.locator('input[name="password"]').fill('Rahasia123');
      await page.locator('input[name="passwordConfirmation"]').fill('Rahasia123');
      await screenshot(page, 'invitation', false);
      await page.locator('button[type="submit"]').click();

      const secret = await shownAuthenticatorSecret(page);
      await confirmAuthenticatorSetup(page, secret);
      await waitForHome(page);

      await page.getByTestId('sign-out').click();
      await page.waitForURL((url) => url.pathname === '/');
      await submitSignIn(page, { email, password: 'Rahasia123' });
      await page.getByTestId('two-factor-step').waitFor();
      await page.locator('input[name="code"]').fill(oathtoolCode(secret, 1));
      await page.locator('button[type="submit"]').click();
      await waitForHome(page);
    });
  });

  it('an expired or used link shows the expired-invitation state', async () => {
    await withPage(suite.browser, {}, async (page) => {
      await page.goto(`${suite.system.url}/invitation?token=tidak-berlaku`);
      await page.getByTestId('invitation-expired').waitFor();
    });
  });
});

describe('a person who forgot their password', () => {
  it('requests a link, sets a new password through it, and signs in with it; the link then shows as expired', async () => {
    const { owner } = await createOrganization(suite.system);
    await withPage(suite.browser, {}, async (page) => {
      await page.goto(`${suite.system.url}/forgot-password`);
      await page.locator('input[name="email"]').fill(owner.email);
      await page.locator('button[type="submit"]').click();
      await page.getByTestId('check-email').waitFor();
      let link = '';
      await expect
        .poll(
          async () =>
            (link = await mailedLink(suite.system, owner.email, '/forgot-password').catch(
              () => '',
            )),
        )
        .not.toBe('');
      await page.goto(link);
      await page.locator('input[name="password"]').fill('Baru12345');
      await page.locator('input[name="passwordConfirmation"]').fill('Baru12345');
      await page.locator('button[type="submit"]').click();
      await page.getByTestId('reset-done').waitFor();
      await page.goto(`${suite.system.url}/`);
      await submitSignIn(page, { email: owner.email, password: 'Baru12345' });
      await waitForHome(page);
      await page.goto(link);
      await page.getByTestId('link-expired').waitFor();
    });
  });
});
