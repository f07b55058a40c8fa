import { describe, expect, it } from 'vitest';
import { createOrganization } from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import {
  SoftAuthenticator,
  type CreationOptions,
  type RequestOptions,
} from '../support/soft-authenticator.js';
import { systemSuite } from '../support/system-suite.js';

type PasskeyNode = {
  id: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  synced: boolean;
};
type SignInPayload = {
  viewer: { usedTwoFactor: boolean; user: { email: string } } | null;
  twoFactorRequired: boolean;
  twoFactorMethods: string[];
  userErrors: UserErrors;
};

const REGISTRATION_START =
  'mutation { passkeyRegistrationStart { optionsJSON userErrors { field code message } } }';
const REGISTER =
  'mutation ($input: PasskeyRegisterInput!) { passkeyRegister(input: $input) { passkey { id name createdAt lastUsedAt synced } userErrors { field code message } } }';
const SIGN_IN_START =
  'mutation ($input: PasskeySignInStartInput!) { passkeySignInStart(input: $input) { optionsJSON userErrors { field code message } } }';
const SIGN_IN =
  'mutation ($input: PasskeySignInInput!) { passkeySignIn(input: $input) { viewer { usedTwoFactor user { email } } twoFactorRequired twoFactorMethods userErrors { field code message } } }';
const PASSWORD_SIGN_IN =
  'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { usedTwoFactor user { email } } twoFactorRequired twoFactorMethods userErrors { field code message } } }';
const RENAME =
  'mutation ($input: PasskeyRenameInput!) { passkeyRename(input: $input) { passkey { id name } userErrors { field code message } } }';
const REMOVE =
  'mutation ($input: PasskeyRemoveInput!) { passkeyRemove(input: $input) { removedPasskeyId userErrors { field code message } } }';
const LIST = '{ viewer { passkeys { id name lastUsedAt } twoFactorMethods { type } } }';

/** A signed-in browser of a new owner, with a software authenticator beside it. */
async function signedInOwner() {
  const { owner } = await createOrganization(suite.system);
  const browser = await signedInClient(suite.system.url, owner);
  return { owner, browser, authenticator: new SoftAuthenticator() };
}

async function registerPasskey(
  browser: GraphQLClient,
  authenticator: SoftAuthenticator,
  name: string,
) {
  const start = await browser.request<{
    passkeyRegistrationStart: { optionsJSON: string; userErrors: UserErrors };
  }>(REGISTRATION_START);
  expect(start.data!.passkeyRegistrationStart.userErrors).toEqual([]);
  const options = JSON.parse(start.data!.passkeyRegistrationStart.optionsJSON) as CreationOptions;
  // EdDSA, ES256 and RS256 on every Node version: never ML-DSA, whose signatures a sign-in does not take.
  const offered = JSON.parse(start.data!.passkeyRegistrationStart.optionsJSON) as {
    pubKeyCredParams: { alg: number }[];
  };
  expect(offered.pubKeyCredParams.map(({ alg }) => alg)).toEqual([-8, -7, -257]);
  const response = authenticator.register(options);
  const result = await browser.request<{
    passkeyRegister: { passkey: PasskeyNode | null; userErrors: UserErrors };
  }>(REGISTER, {
    input: { name, response: JSON.stringify(response) },
  });
  return { options, result: result.data!.passkeyRegister };
}

async function startSignIn(browser: GraphQLClient, secondStep: boolean) {
  const start = await browser.request<{
    passkeySignInStart: { optionsJSON: string | null; userErrors: UserErrors };
  }>(SIGN_IN_START, { input: { secondStep } });
  const payload = start.data!.passkeySignInStart;
  return {
    options: payload.optionsJSON ? (JSON.parse(payload.optionsJSON) as RequestOptions) : null,
    userErrors: payload.userErrors,
  };
}

async function finishSignIn(browser: GraphQLClient, response: unknown) {
  return (
    await browser.request<{ passkeySignIn: SignInPayload }>(SIGN_IN, {
      input: { response: JSON.stringify(response) },
    })
  ).data!.passkeySignIn;
}

/** A passwordless sign-in ceremony in a fresh browser, answered by the authenticator. */
async function passwordlessSignIn(
  authenticator: SoftAuthenticator,
  answer?: (options: RequestOptions) => unknown,
) {
  const browser = new GraphQLClient(suite.system.url);
  const { options } = await startSignIn(browser, false);
  const result = await finishSignIn(
    browser,
    await (answer ? answer(options!) : authenticator.authenticate(options!)),
  );
  return { browser, result };
}

const suite = systemSuite();

describe('registering a passkey', () => {
  it('asks for a discoverable credential with user verification for this site, and keeps it under its name', async () => {
    const { owner, browser, authenticator } = await signedInOwner();
    const { options, result } = await registerPasskey(browser, authenticator, 'Laptop kantor');
    expect(options).toMatchObject({
      rp: { id: 'localhost', name: 'Kas' },
      user: { name: owner.email, displayName: 'Pemilik Uji' },
      attestation: 'none',
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    expect(result.userErrors).toEqual([]);
    expect(result.passkey).toMatchObject({
      name: 'Laptop kantor',
      lastUsedAt: null,
      synced: false,
    });
    const listed = await browser.request<{
      viewer: { passkeys: { name: string }[]; twoFactorMethods: { type: string }[] };
    }>(LIST);
    expect(listed.data!.viewer.passkeys.map((passkey) => passkey.name)).toEqual(['Laptop kantor']);
    expect(listed.data!.viewer.twoFactorMethods.map((method) => method.type)).toEqual(['PASSKEY']);
    const activity = await browser.request<{
      viewer: { securityActivity: { event: string; category: string; ipAddress: string | null }[] };
    }>('{ viewer { securityActivity { event category ipAddress } } }');
    expect(activity.data!.viewer.securityActivity[0]).toEqual({
      event: 'PASSKEY_ADDED',
      category: 'TWO_FACTOR_AUTH',
      ipAddress: '127.0.0.1',
    });
  });

  it('refuses a second passkey with the same name, whatever its case, and the same authenticator answering twice', async () => {
    const { browser, authenticator } = await signedInOwner();
    await registerPasskey(browser, authenticator, 'Ponsel');
    const again = await registerPasskey(browser, new SoftAuthenticator(), 'PONSEL');
    expect(again.result.userErrors).toEqual([
      { field: 'name', code: 'U-ACC-PK-4', message: 'You already have a passkey with this name.' },
    ]);
    const options = (
      await browser.request<{ passkeyRegistrationStart: { optionsJSON: string } }>(
        REGISTRATION_START,
      )
    ).data!.passkeyRegistrationStart.optionsJSON;
    expect(
      (JSON.parse(options) as { excludeCredentials: { id: string }[] }).excludeCredentials,
    ).toHaveLength(1);
  });

  it('refuses an answer to a registration that was never started, or one already used', async () => {
    const { browser, authenticator } = await signedInOwner();
    const forged = authenticator.register({
      challenge: 'bm90LWEtY2hhbGxlbmdl',
      rp: { id: 'localhost' },
      user: { id: 'dXNlcg' },
    });
    const result = await browser.request<{
      passkeyRegister: { passkey: null; userErrors: UserErrors };
    }>(REGISTER, { input: { name: 'Palsu', response: JSON.stringify(forged) } });
    expect(result.data!.passkeyRegister.userErrors.map((error) => error.code)).toEqual([
      'U-ACC-PK-1',
    ]);
    const { options } = await registerPasskey(browser, authenticator, 'Asli');
    const replayed = authenticator.register(options);
    const second = await browser.request<{ passkeyRegister: { userErrors: UserErrors } }>(
      REGISTER,
      { input: { name: 'Asli lagi', response: JSON.stringify(replayed) } },
    );
    expect(second.data!.passkeyRegister.userErrors.map((error) => error.code)).toEqual([
      'U-ACC-PK-1',
    ]);
  });

  it('needs a signed-in user', async () => {
    const anonymous = new GraphQLClient(suite.system.url);
    const result = await anonymous.request(REGISTRATION_START);
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('signing in with a passkey', () => {
  it('works without a password, counts as two-factor, and records when the passkey was used', async () => {
    const { owner, browser, authenticator } = await signedInOwner();
    await registerPasskey(browser, authenticator, 'Laptop');
    const { browser: other, result } = await passwordlessSignIn(authenticator);
    expect(result.userErrors).toEqual([]);
    expect(result.viewer).toEqual({ usedTwoFactor: true, user: { email: owner.email } });
    expect(other.cookies.has('kas_at')).toBe(true);
    const listed = await other.request<{ viewer: { passkeys: { lastUsedAt: string | null }[] } }>(
      LIST,
    );
    expect(listed.data!.viewer.passkeys[0]!.lastUsedAt).not.toBeNull();
  });

  it('is offered as the second step after the password, and accepts only that user’s passkey', async () => {
    const { owner, browser, authenticator } = await signedInOwner();
    await registerPasskey(browser, authenticator, 'Laptop');
    const stranger = await signedInOwner();
    await registerPasskey(stranger.browser, stranger.authenticator, 'Laptop');

    const signingIn = new GraphQLClient(suite.system.url);
    const first = await signingIn.request<{ signIn: SignInPayload }>(PASSWORD_SIGN_IN, {
      input: { email: owner.email, password: owner.password },
    });
    expect(first.data!.signIn).toMatchObject({
      viewer: null,
      twoFactorRequired: true,
      twoFactorMethods: ['PASSKEY'],
    });

    const { options } = await startSignIn(signingIn, true);
    expect(options!.allowCredentials!.map((credential) => credential.id)).toEqual([
      authenticator.credentials[0]!.id.toString('base64url'),
    ]);
    const wrongUser = await finishSignIn(signingIn, stranger.authenticator.authenticate(options!));
    expect(wrongUser.userErrors.map((error) => error.code)).toEqual(['U-ACC-PK-2']);
    expect(wrongUser.viewer).toBeNull();

    const retry = await startSignIn(signingIn, true);
    const result = await finishSignIn(signingIn, authenticator.authenticate(retry.options!));
    expect(result.viewer).toEqual({ usedTwoFactor: true, user: { email: owner.email } });
    expect(signingIn.cookies.has('kas_2fa')).toBe(false);
  });

  it('refuses the second step of a sign-in pending in another browser', async () => {
    const { owner, browser, authenticator } = await signedInOwner();
    await registerPasskey(browser, authenticator, 'Laptop');
    const victim = new GraphQLClient(suite.system.url);
    await victim.request(PASSWORD_SIGN_IN, {
      input: { email: owner.email, password: owner.password },
    });
    const { options } = await startSignIn(victim, true);
    const elsewhere = new GraphQLClient(suite.system.url);
    const result = await finishSignIn(elsewhere, authenticator.authenticate(options!));
    expect(result.userErrors.map((error) => error.code)).toEqual(['U-ACC-PK-1']);
    expect(result.viewer).toBeNull();
  });

  it('refuses the same signed answer twice, and a signature counter that did not advance as a possible replay', async () => {
    const { browser, authenticator } = await signedInOwner();
    await registerPasskey(browser, authenticator, 'Kunci');
    const first = new GraphQLClient(suite.system.url);
    const { options } = await startSignIn(first, false);
    const answer = authenticator.authenticate(options!);
    expect((await finishSignIn(first, answer)).viewer).not.toBeNull();
    expect(
      (await finishSignIn(new GraphQLClient(suite.system.url), answer)).userErrors.map(
        (error) => error.code,
      ),
    ).toEqual(['U-ACC-PK-1']);

    const cloned = await passwordlessSignIn(authenticator, (fresh) =>
      authenticator.authenticate(fresh, { counter: 1 }),
    );
    expect(cloned.result.userErrors).toEqual([
      {
        field: null,
        code: 'U-ACC-PK-3',
        message:
          'This passkey answered with a used signature (a possible replay attack). Sign in another way, then remove it and register it again.',
      },
    ]);
    const events = await suite.system.account.db
      .selectFrom('auth_events')
      .select('event')
      .where('event', '=', 'PASSKEY_REPLAY_REFUSED')
      .execute();
    expect(events.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a ceremony older than five minutes', async () => {
    const { browser, authenticator } = await signedInOwner();
    await registerPasskey(browser, authenticator, 'Kunci');
    const { browser: late, result } = await passwordlessSignIn(authenticator, async (options) => {
      await suite.system.account.db
        .updateTable('webauthn_challenges')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('challenge', '=', options.challenge)
        .execute();
      return authenticator.authenticate(options);
    });
    expect(result.userErrors.map((error) => error.code)).toEqual(['U-ACC-PK-1']);
    expect(late.cookies.has('kas_at')).toBe(false);
  });

  it('refuses an answer a browser made for another site', async () => {
    const { browser, authenticator } = await signedInOwner();
    await registerPasskey(browser, authenticator, 'Kunci');
    const phishing = new SoftAuthenticator('https://kas-login.example');
    phishing.credentials.push(...authenticator.credentials);
    const { result } = await passwordlessSignIn(authenticator, (options) =>
      phishing.authenticate(options),
    );
    expect(result.userErrors.map((error) => error.code)).toEqual(['U-ACC-PK-6']);
  });

  it('refuses a passkey nobody registered, and an answer that is not JSON', async () => {
    const { result } = await passwordlessSignIn(new SoftAuthenticator(), (options) => {
      const unknown = new SoftAuthenticator();
      unknown.register({ challenge: 'eA', rp: { id: 'localhost' }, user: { id: 'dXNlcg' } });
      return unknown.authenticate(options);
    });
    expect(result.userErrors.map((error) => error.code)).toEqual(['U-ACC-PK-2']);
    const garbage = await new GraphQLClient(suite.system.url).request<{
      passkeySignIn: SignInPayload;
    }>(SIGN_IN, { input: { response: '{not json' } });
    expect(garbage.data!.passkeySignIn.userErrors).toEqual([
      {
        field: 'response',
        code: 'BAD_USER_INPUT',
        message: 'The passkey response is not valid JSON.',
      },
    ]);
  });
});

describe('managing passkeys', () => {
  it('renames one; removing it needs the right password; then it no longer signs in', async () => {
    const { owner, browser, authenticator } = await signedInOwner();
    const { result } = await registerPasskey(browser, authenticator, 'Lama');
    const id = result.passkey!.id;
    const renamed = await browser.request<{ passkeyRename: { passkey: { name: string } } }>(
      RENAME,
      { input: { passkeyId: id, name: '  Baru  ' } },
    );
    expect(renamed.data!.passkeyRename.passkey.name).toBe('Baru');
    const blank = await browser.request<{ passkeyRename: { userErrors: UserErrors } }>(RENAME, {
      input: { passkeyId: id, name: '   ' },
    });
    expect(blank.data!.passkeyRename.userErrors.map((error) => error.code)).toEqual(['U-ACC-PK-7']);

    const wrong = await browser.request<{
      passkeyRemove: { removedPasskeyId: string | null; userErrors: UserErrors };
    }>(REMOVE, { input: { passkeyId: id, password: 'Salah1234' } });
    expect(wrong.data!.passkeyRemove).toEqual({
      removedPasskeyId: null,
      userErrors: [{ field: 'password', code: 'U-ACC-2FA-4', message: 'Wrong password.' }],
    });
    const removed = await browser.request<{ passkeyRemove: { removedPasskeyId: string } }>(REMOVE, {
      input: { passkeyId: id, password: owner.password },
    });
    expect(removed.data!.passkeyRemove.removedPasskeyId).toBe(id);

    const { result: after } = await passwordlessSignIn(authenticator);
    expect(after.userErrors.map((error) => error.code)).toEqual(['U-ACC-PK-2']);
    const signIn = await new GraphQLClient(suite.system.url).request<{ signIn: SignInPayload }>(
      PASSWORD_SIGN_IN,
      { input: { email: owner.email, password: owner.password } },
    );
    expect(signIn.data!.signIn.viewer).not.toBeNull();
  });

  it('answers another user’s passkey exactly like a missing one', async () => {
    const mine = await signedInOwner();
    const theirs = await signedInOwner();
    const { result } = await registerPasskey(theirs.browser, theirs.authenticator, 'Milik orang');
    const theirId = result.passkey!.id;
    const rename = await mine.browser.request<{ passkeyRename: { userErrors: UserErrors } }>(
      RENAME,
      { input: { passkeyId: theirId, name: 'Diambil' } },
    );
    const missing = await mine.browser.request<{ passkeyRename: { userErrors: UserErrors } }>(
      RENAME,
      {
        input: {
          passkeyId: Buffer.from('Passkey:00000000-0000-4000-8000-000000000000').toString(
            'base64url',
          ),
          name: 'Diambil',
        },
      },
    );
    expect(rename.data!.passkeyRename.userErrors).toEqual([
      { field: null, code: 'U-ACC-PK-5', message: 'Passkey not found.' },
    ]);
    expect(missing.data!.passkeyRename.userErrors).toEqual(rename.data!.passkeyRename.userErrors);
    const remove = await mine.browser.request<{ passkeyRemove: { userErrors: UserErrors } }>(
      REMOVE,
      { input: { passkeyId: theirId, password: mine.owner.password } },
    );
    expect(remove.data!.passkeyRemove.userErrors.map((error) => error.code)).toEqual([
      'U-ACC-PK-5',
    ]);
    const node = await mine.browser.request<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: theirId },
    );
    expect(node.data!.node).toBeNull();
    const own = await theirs.browser.request<{ node: { name: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on Passkey { name } } }',
      { id: theirId },
    );
    expect(own.data!.node.name).toBe('Milik orang');
  });
});
