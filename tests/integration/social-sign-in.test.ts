import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SocialSignInService } from '../../services/account/social-sign-in/service.js';
import type { System } from '../../system.js';
import { createOrganization, type Credentials } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { oathtoolCode } from '../support/oathtool.js';
import {
  CookieBrowser,
  freePort,
  startOidcProvider,
  type OidcTestProvider,
} from '../support/oidc-provider.js';
import { startTestSystem } from '../support/system.js';

let system: System;
let provider: OidcTestProvider;

const VIEWER = '{ viewer { usedTwoFactor user { email } } }';
const SECOND = `mutation ($input: SignInTwoFactorInput!) { signInTwoFactor(input: $input) { viewer { usedTwoFactor user { email } } userErrors { field code message } } }`;
const CONFIRM = `mutation ($input: AuthenticatorSetupConfirmInput!) { authenticatorSetupConfirm(input: $input) { userErrors { code } } }`;

const unique = () => randomBytes(4).toString('hex');

/** A person at the provider (the login typed there is the subject) with the given claims. */
function personAtProvider(email: string, emailVerified = true): string {
  const login = `person-${unique()}`;
  provider.accounts.set(login, { email, email_verified: emailVerified });
  return login;
}

/**
 * Drives a browser from `/auth/oidc/start` through the provider's login
 * form (as `login`) until it lands back on the app, and answers where;
 * `stopAt: 'callback'` stops at the provider's redirect to the app instead,
 * `cancel` presses the provider's cancel link.
 */
async function throughProvider(
  browser: CookieBrowser,
  login: string,
  {
    stopAt = 'landing',
    cancel = false,
  }: { stopAt?: 'landing' | 'callback'; cancel?: boolean } = {},
): Promise<URL> {
  const app = new URL(system.url);
  let current = new URL('/auth/oidc/start', app);
  let response = await browser.request(current.href);
  for (let step = 0; step < 20; step += 1) {
    if (response.status >= 300 && response.status < 400) {
      current = new URL(response.headers.get('location')!, current);
      const onApp = current.origin === app.origin;
      if (onApp && current.pathname === '/auth/oidc/callback' && stopAt === 'callback')
        return current;
      if (onApp && !current.pathname.startsWith('/auth/oidc/')) return current;
      response = await browser.request(current.href);
      continue;
    }
    const html = await response.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (response.status !== 200 || !action)
      throw new Error(`unexpected page ${current.href}: ${response.status} ${html.slice(0, 300)}`);
    const submit = new URL(action, current);
    if (cancel) {
      current = new URL(`${submit.pathname}/abort`, submit);
      response = await browser.request(current.href);
    } else {
      current = submit;
      response = await browser.request(submit.href, {
        method: 'POST',
        form: html.includes('value="login"')
          ? { prompt: 'login', login, password: 'any' }
          : { prompt: 'consent' },
      });
    }
  }
  throw new Error('too many redirects');
}

/** A GraphQL client holding the cookies the browser has for the app. */
function graphqlAs(browser: CookieBrowser): GraphQLClient {
  const client = new GraphQLClient(system.url);
  for (const [name, value] of browser.jar(system.url)) client.cookies.set(name, value);
  return client;
}

const appCookies = (browser: CookieBrowser) => [...browser.jar(system.url).keys()].sort();

async function linkedIdentities(user: Credentials) {
  return system.account.db
    .selectFrom('external_identities')
    .select(['issuer', 'subject', 'email'])
    .where('user_id', '=', user.userId)
    .execute();
}

beforeAll(async () => {
  const port = await freePort();
  provider = await startOidcProvider({
    redirectUri: `http://localhost:${port}/auth/oidc/callback`,
  });
  system = await startTestSystem({ port }, { socialSignIn: provider.socialSignIn });
});

afterAll(async () => {
  await system?.stop();
  await provider?.stop();
});

describe('the sign-in page with a provider configured', () => {
  it('offers the provider by name with the address that starts the sign-in', async () => {
    const result = await new GraphQLClient(system.url).request<{ socialSignIn: unknown }>(
      '{ socialSignIn { name startUrl } }',
    );
    expect(result.data).toEqual({
      socialSignIn: { name: 'Kas Test ID', startUrl: '/auth/oidc/start' },
    });
    expect(result.errors).toBeUndefined();
    const rest = await fetch(`${system.accountUrl}/social-sign-in`);
    expect(await rest.json()).toEqual({ enabled: true, providerName: 'Kas Test ID' });
  });

  it('starting sends the browser to the provider with PKCE and keeps the state in an httpOnly cookie on /auth/oidc', async () => {
    const browser = new CookieBrowser();
    const response = await browser.request(`${system.url}/auth/oidc/start`);
    expect(response.status).toBe(302);
    const location = new URL(response.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${provider.issuer}/auth`);
    expect(location.searchParams.get('client_id')).toBe('kas-test');
    expect(location.searchParams.get('redirect_uri')).toBe(`${system.url}/auth/oidc/callback`);
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    const cookie = response.headers.getSetCookie()[0]!;
    expect(cookie).toBe(
      `kas_oidc=${location.searchParams.get('state')}; Max-Age=600; Path=/auth/oidc; HttpOnly; SameSite=Lax`,
    );
  });
});

describe('signing in through the provider', () => {
  it('a member whose email the provider verified lands signed in (through /u), without a second factor, and their provider account is linked', async () => {
    const { owner } = await createOrganization(system);
    const login = personAtProvider(owner.email);
    const browser = new CookieBrowser();

    const landing = await throughProvider(browser, login);

    expect(landing.href).toBe(`${system.url}/u`);
    expect(appCookies(browser)).toEqual(['kas_at', 'kas_rt']);
    expect((await graphqlAs(browser).request(VIEWER)).data).toEqual({
      viewer: { usedTwoFactor: false, user: { email: owner.email } },
    });
    expect(await linkedIdentities(owner)).toEqual([
      { issuer: provider.issuer, subject: login, email: owner.email },
    ]);
  });

  it('once linked, the member still signs in after their email at the provider changed, even to an unverified one', async () => {
    const { owner } = await createOrganization(system);
    const login = personAtProvider(owner.email);
    await throughProvider(new CookieBrowser(), login);
    const changed = `renamed-${unique()}@example.com`;
    provider.accounts.set(login, { email: changed, email_verified: false });
    const browser = new CookieBrowser();

    const landing = await throughProvider(browser, login);

    expect(landing.href).toBe(`${system.url}/u`);
    expect((await graphqlAs(browser).request(VIEWER)).data).toEqual({
      viewer: { usedTwoFactor: false, user: { email: owner.email } },
    });
    expect(await linkedIdentities(owner)).toEqual([
      { issuer: provider.issuer, subject: login, email: changed },
    ]);
  });

  it('an email nobody registered is refused with "email not registered" and no session', async () => {
    const browser = new CookieBrowser();

    const landing = await throughProvider(
      browser,
      personAtProvider(`stranger-${unique()}@example.com`),
    );

    expect(landing.href).toBe(`${system.url}/?error=U-ACC-SSO-2`);
    expect(appCookies(browser)).toEqual([]);
  });

  it('a member’s email that the provider has not verified is refused with U-ACC-SSO-5, and nothing is linked', async () => {
    const { owner } = await createOrganization(system);
    const browser = new CookieBrowser();

    const landing = await throughProvider(browser, personAtProvider(owner.email, false));

    expect(landing.href).toBe(`${system.url}/?error=U-ACC-SSO-5`);
    expect(appCookies(browser)).toEqual([]);
    expect(await linkedIdentities(owner)).toEqual([]);
  });

  it('cancelling at the provider brings the browser back with U-ACC-SSO-4 and no session', async () => {
    const browser = new CookieBrowser();

    const landing = await throughProvider(
      browser,
      personAtProvider(`anyone-${unique()}@example.com`),
      { cancel: true },
    );

    expect(landing.href).toBe(`${system.url}/?error=U-ACC-SSO-4`);
    expect(appCookies(browser)).toEqual([]);
  });

  it('a member with an authenticator app is asked for the second step, and an oathtool code completes the sign-in', async () => {
    const { owner } = await createOrganization(system);
    const setup = await signedInClient(system.url, owner);
    const start = await setup.request<{ authenticatorSetupStart: { secret: string } }>(
      'mutation { authenticatorSetupStart { secret userErrors { code } } }',
    );
    const secret = start.data!.authenticatorSetupStart.secret;
    const confirmed = await setup.request<{ authenticatorSetupConfirm: { userErrors: unknown[] } }>(
      CONFIRM,
      { input: { code: oathtoolCode(secret) } },
    );
    expect(confirmed.data!.authenticatorSetupConfirm.userErrors).toEqual([]);
    const browser = new CookieBrowser();

    const landing = await throughProvider(browser, personAtProvider(owner.email));

    expect(landing.href).toBe(`${system.url}/?twoFactor=AUTHENTICATOR_APP`);
    expect(appCookies(browser)).toEqual(['kas_2fa']);
    const second = await graphqlAs(browser).request(SECOND, {
      input: { method: 'AUTHENTICATOR_APP', code: oathtoolCode(secret, 1) },
    });
    expect(second.data).toEqual({
      signInTwoFactor: {
        viewer: { usedTwoFactor: true, user: { email: owner.email } },
        userErrors: [],
      },
    });
  });
});

describe('the provider’s answer is bound to the browser and works once', () => {
  it('an answer whose state is not the one in the browser’s cookie is refused with U-ACC-SSO-3, without asking the account service', async () => {
    const { owner } = await createOrganization(system);
    const browser = new CookieBrowser();
    const callback = await throughProvider(browser, personAtProvider(owner.email), {
      stopAt: 'callback',
    });
    const state = browser.jar(system.url).get('kas_oidc')!;
    browser.jar(system.url).set('kas_oidc', 'a-state-from-another-sign-in');

    const refused = await browser.request(callback.href);

    expect(refused.status).toBe(302);
    expect(refused.headers.get('location')).toBe('/?error=U-ACC-SSO-3');
    expect(appCookies(browser)).toEqual([]);
    // The refused answer did not spend the sign-in: with the right cookie it still works.
    browser.jar(system.url).set('kas_oidc', state);
    expect((await browser.request(callback.href)).headers.get('location')).toBe('/u');
  });

  it('an answer replayed after it signed in is refused the second time with U-ACC-SSO-3', async () => {
    const { owner } = await createOrganization(system);
    const browser = new CookieBrowser();
    const callback = await throughProvider(browser, personAtProvider(owner.email), {
      stopAt: 'callback',
    });
    const state = browser.jar(system.url).get('kas_oidc')!;
    expect((await browser.request(callback.href)).headers.get('location')).toBe('/u');
    const attacker = new CookieBrowser();
    attacker.jar(system.url).set('kas_oidc', state);

    const replayed = await attacker.request(callback.href);

    expect(replayed.headers.get('location')).toBe('/?error=U-ACC-SSO-3');
    expect(appCookies(attacker)).toEqual([]);
  });

  it('a callback without any state cookie is refused with U-ACC-SSO-3', async () => {
    const response = await fetch(`${system.url}/auth/oidc/callback?code=abc&state=xyz`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/?error=U-ACC-SSO-3');
  });
});

describe('a provider that cannot be reached', () => {
  it('answers U-ACC-SSO-4 with 503, and is discovered again once it is up', async () => {
    const port = await freePort();
    const later = { ...provider.socialSignIn, issuer: `http://localhost:${port}` };
    const service = new SocialSignInService(system.account.db, undefined as never, later, () => {});

    await expect(service.start(`${system.url}/auth/oidc/callback`)).rejects.toMatchObject({
      status: 503,
      code: 'U-ACC-SSO-4',
    });

    const upLater = await startOidcProvider({
      redirectUri: `${system.url}/auth/oidc/callback`,
      port,
    });
    try {
      const started = await service.start(`${system.url}/auth/oidc/callback`);
      expect(new URL(started.authorizationUrl).origin).toBe(`http://localhost:${port}`);
    } finally {
      await upLater.stop();
    }
  });
});

describe('without a provider configured', () => {
  let plain: System;
  beforeAll(async () => {
    plain = await startTestSystem({}, { socialSignIn: null });
  });
  afterAll(() => plain?.stop());

  it('the sign-in page offers no provider, and /auth/oidc/start answers 404 without calling anyone', async () => {
    const result = await new GraphQLClient(plain.url).request('{ socialSignIn { name startUrl } }');
    expect(result.data).toEqual({ socialSignIn: null });
    expect(result.errors).toBeUndefined();
    const start = await fetch(`${plain.url}/auth/oidc/start`, { redirect: 'manual' });
    expect(start.status).toBe(404);
    expect(start.headers.getSetCookie()).toEqual([]);
    const rest = await fetch(`${plain.accountUrl}/social-sign-in/authorization`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ redirectUri: `${plain.url}/auth/oidc/callback` }),
    });
    expect({ status: rest.status, body: await rest.json() }).toEqual({
      status: 404,
      body: {
        error: { code: 'U-ACC-SSO-1', message: 'Sign-in with a social provider is not available.' },
      },
    });
  });
});
