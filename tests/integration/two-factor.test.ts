import { describe, expect, it } from 'vitest';
import {
  authHeaders,
  createOrganization,
  signInRest,
  type Credentials,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { oathtoolCode, wrongTotpCode } from '../support/oathtool.js';
import { systemSuite } from '../support/system-suite.js';

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { user { email } } twoFactorRequired twoFactorMethods userErrors { field code message } } }`;
const SECOND = `mutation ($input: SignInTwoFactorInput!) { signInTwoFactor(input: $input) { viewer { usedTwoFactor user { email } } userErrors { field code message } } }`;
const CONFIRM = `mutation ($input: AuthenticatorSetupConfirmInput!) { authenticatorSetupConfirm(input: $input) { viewer { twoFactorMethods { type } } userErrors { field code message } } }`;
const BACKUP = `mutation ($input: BackupCodesGenerateInput!) { backupCodesGenerate(input: $input) { codes userErrors { field code message } } }`;

type SignInResult = {
  signIn: {
    viewer: { user: { email: string } } | null;
    twoFactorRequired: boolean;
    twoFactorMethods: string[];
    userErrors: UserErrors;
  };
};
type SecondResult = {
  signInTwoFactor: {
    viewer: { usedTwoFactor: boolean; user: { email: string } } | null;
    userErrors: UserErrors;
  };
};

/** A browser that typed the right password and now faces the code step. */
async function atCodeStep(user: Credentials) {
  const browser = new GraphQLClient(suite.system.url);
  const result = await browser.request<SignInResult>(SIGN_IN, {
    input: { email: user.email, password: user.password },
  });
  return { browser, result: result.data!.signIn };
}

async function secondStep(browser: GraphQLClient, method: string, code: string) {
  return (await browser.request<SecondResult>(SECOND, { input: { method, code } })).data!
    .signInTwoFactor;
}

/**
 * An owner with a confirmed authenticator. Confirming spends the current
 * step's code; the next step's code (`oathtoolCode(secret, 1)`) is then the
 * fresh one, and it stays valid across a 30-second boundary.
 */
async function ownerWithAuthenticator() {
  const { owner } = await createOrganization(suite.system);
  const browser = await signedInClient(suite.system.url, owner);
  const start = await browser.request<{ authenticatorSetupStart: { secret: string } }>(
    'mutation { authenticatorSetupStart { secret userErrors { code } } }',
  );
  const secret = start.data!.authenticatorSetupStart.secret;
  const confirmed = await browser.request<{
    authenticatorSetupConfirm: { userErrors: UserErrors };
  }>(CONFIRM, { input: { code: oathtoolCode(secret) } });
  expect(confirmed.data!.authenticatorSetupConfirm.userErrors).toEqual([]);
  return { owner, secret, browser };
}

const suite = systemSuite();

describe('setting up an authenticator app', () => {
  it('answers a secret and otpauth URI; a code from an independent TOTP implementation confirms it; a second one is refused', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    const start = await browser.request<{
      authenticatorSetupStart: { secret: string; otpauthUri: string };
    }>('mutation { authenticatorSetupStart { secret otpauthUri userErrors { code } } }');
    const { secret, otpauthUri } = start.data!.authenticatorSetupStart;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Kas:${encodeURIComponent(owner.email)}?issuer=Kas&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );

    const wrongCode = wrongTotpCode(secret);
    const wrong = await browser.request<{ authenticatorSetupConfirm: { userErrors: UserErrors } }>(
      CONFIRM,
      { input: { code: wrongCode } },
    );
    expect(wrong.data!.authenticatorSetupConfirm.userErrors).toEqual([
      { field: 'code', code: 'U-ACC-AU-7', message: 'Invalid 2FA code.' },
    ]);

    const confirmed = await browser.request<{
      authenticatorSetupConfirm: { viewer: { twoFactorMethods: { type: string }[] } };
    }>(CONFIRM, { input: { code: oathtoolCode(secret) } });
    expect(confirmed.data!.authenticatorSetupConfirm.viewer.twoFactorMethods).toEqual([
      { type: 'AUTHENTICATOR_APP' },
    ]);

    const again = await browser.request<{
      authenticatorSetupStart: { userErrors: { code: string }[] };
    }>('mutation { authenticatorSetupStart { secret userErrors { code } } }');
    expect(again.data!.authenticatorSetupStart.userErrors[0]!.code).toBe('U-ACC-2FA-1');
  });
});

describe('signing in with an authenticator app', () => {
  it('the password alone opens no session: only a pending, httpOnly second-step cookie', async () => {
    const { owner } = await ownerWithAuthenticator();
    const { browser, result } = await atCodeStep(owner);
    expect(result).toEqual({
      viewer: null,
      twoFactorRequired: true,
      twoFactorMethods: ['AUTHENTICATOR_APP'],
      userErrors: [],
    });
    expect([...browser.cookies.keys()]).toEqual(['kas_2fa']);
    expect(browser.lastSetCookies[0]).toMatch(/HttpOnly/i);
    expect(
      (await browser.request<{ viewer: null }>('{ viewer { user { id } } }')).data!.viewer,
    ).toBeNull();
  });

  it('a wrong code answers "Invalid 2FA code."; the right one signs in with usedTwoFactor; the same code again is refused', async () => {
    const { owner, secret } = await ownerWithAuthenticator();
    const { browser } = await atCodeStep(owner);
    expect(await secondStep(browser, 'AUTHENTICATOR_APP', '12345x')).toEqual({
      viewer: null,
      userErrors: [{ field: 'code', code: 'U-ACC-AU-7', message: 'Invalid 2FA code.' }],
    });
    const code = oathtoolCode(secret, 1);
    expect(await secondStep(browser, 'AUTHENTICATOR_APP', code)).toEqual({
      viewer: { usedTwoFactor: true, user: { email: owner.email } },
      userErrors: [],
    });
    expect([...browser.cookies.keys()].sort()).toEqual(['kas_at', 'kas_rt']);

    const replay = await atCodeStep(owner);
    expect((await secondStep(replay.browser, 'AUTHENTICATOR_APP', code)).userErrors[0]!.code).toBe(
      'U-ACC-AU-7',
    );
  });

  it('a second step without a pending sign-in is told to start again', async () => {
    const result = await secondStep(
      new GraphQLClient(suite.system.url),
      'AUTHENTICATOR_APP',
      '123456',
    );
    expect(result.userErrors[0]!.code).toBe('U-ACC-AU-8');
  });
});

describe('backup codes', () => {
  it('ten are generated once; replacing them needs the right password', async () => {
    const { browser, owner } = await ownerWithAuthenticator();
    const generate = async (password?: string) =>
      (
        await browser.request<{
          backupCodesGenerate: { codes: string[] | null; userErrors: UserErrors };
        }>(BACKUP, { input: password ? { password } : {} })
      ).data!.backupCodesGenerate;
    const first = await generate();
    expect(first.codes).toHaveLength(10);
    expect(new Set(first.codes).size).toBe(10);
    for (const code of first.codes!) expect(code).toMatch(/^[A-HJ-NP-Z2-9]{4}-[A-HJ-NP-Z2-9]{4}$/);
    expect((await generate()).userErrors[0]!.code).toBe('U-ACC-2FA-3');
    expect((await generate('Salah12345')).userErrors[0]!.code).toBe('U-ACC-2FA-4');
    const replaced = (await generate(owner.password)).codes!;
    expect(replaced).toHaveLength(10);
    expect(replaced.some((code) => first.codes!.includes(code))).toBe(false);
  });

  it('without an authenticator there is nothing to back up', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    const result = await browser.request<{ backupCodesGenerate: { userErrors: UserErrors } }>(
      BACKUP,
      { input: {} },
    );
    expect(result.data!.backupCodesGenerate.userErrors[0]!.code).toBe('U-ACC-2FA-2');
  });

  it('a backup code signs in once, with usedTwoFactor; used again it is refused', async () => {
    const { browser, owner } = await ownerWithAuthenticator();
    const codes = (
      await browser.request<{ backupCodesGenerate: { codes: string[] } }>(BACKUP, { input: {} })
    ).data!.backupCodesGenerate.codes;
    const first = await atCodeStep(owner);
    expect(first.result.twoFactorMethods).toEqual(['AUTHENTICATOR_APP', 'BACKUP_CODES']);
    expect(
      await secondStep(first.browser, 'BACKUP_CODES', codes[0]!.toLowerCase().replace('-', ' ')),
    ).toEqual({
      viewer: { usedTwoFactor: true, user: { email: owner.email } },
      userErrors: [],
    });
    const second = await atCodeStep(owner);
    expect((await secondStep(second.browser, 'BACKUP_CODES', codes[0]!)).userErrors[0]!.code).toBe(
      'U-ACC-AU-7',
    );
  });

  it('are refused for approving a transaction, and a refusal does not spend them', async () => {
    const { browser, owner, secret } = await ownerWithAuthenticator();
    const codes = (
      await browser.request<{ backupCodesGenerate: { codes: string[] } }>(BACKUP, { input: {} })
    ).data!.backupCodesGenerate.codes;
    const token = browser.cookies.get('kas_at')!;
    const organizationId = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString())
      .org as string;
    const verify = async (method: string, code: string) => {
      const response = await fetch(`${suite.system.accountUrl}/two-factor/verify-transaction`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...authHeaders({ accessToken: token, refreshToken: '', organizationId }),
        },
        body: JSON.stringify({ method, code }),
      });
      return {
        status: response.status,
        body: response.status === 204 ? null : await response.json(),
      };
    };
    expect(await verify('BACKUP_CODES', codes[0]!)).toEqual({
      status: 400,
      body: {
        error: {
          code: 'U-ACC-AU-9',
          message: 'Backup codes can only be used to sign in.',
          field: 'method',
        },
      },
    });
    const code = oathtoolCode(secret, 1);
    expect(await verify('AUTHENTICATOR_APP', code)).toEqual({ status: 204, body: null });
    expect((await verify('AUTHENTICATOR_APP', code)).body.error.code).toBe('U-ACC-AU-7');
    const later = await atCodeStep(owner);
    expect((await secondStep(later.browser, 'BACKUP_CODES', codes[0]!)).userErrors).toEqual([]);
  });
});

describe('the REST sign-in', () => {
  it('answers a challenge, not tokens, for a user with a second factor', async () => {
    const { owner } = await ownerWithAuthenticator();
    await expect(signInRest(suite.system, owner)).resolves.toMatchObject({
      twoFactorRequired: true,
      methods: ['AUTHENTICATOR_APP'],
    });
  });
});
