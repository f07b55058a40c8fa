import { describe, expect, it } from 'vitest';
import { createOrganization, signInRest } from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';

const CHANGE =
  'mutation ($input: PasswordChangeInput!) { passwordChange(input: $input) { changed userErrors { field code message } } }';
const SIGN_IN =
  'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { user { email } } userErrors { code } } }';

async function change(
  browser: GraphQLClient,
  currentPassword: string,
  password: string,
  passwordConfirmation = password,
) {
  const result = await browser.request<{
    passwordChange: { changed: boolean; userErrors: UserErrors };
  }>(CHANGE, { input: { currentPassword, password, passwordConfirmation } });
  return result.data!.passwordChange;
}

async function refreshWorks(refreshToken: string): Promise<boolean> {
  const response = await fetch(`${suite.system.accountUrl}/sessions/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status === 200;
}

const suite = systemSuite();

describe('changing the password', () => {
  it('with the right current password: the new one works, the old one not, other sessions end, this one goes on, and a mail tells the user', async () => {
    const { owner } = await createOrganization(suite.system);
    const elsewhere = await signInRest(suite.system, owner);
    const browser = await signedInClient(suite.system.url, owner);

    expect(await change(browser, owner.password, 'Baru2026Aman')).toEqual({
      changed: true,
      userErrors: [],
    });

    expect(await refreshWorks(elsewhere.refreshToken)).toBe(false);
    const still = await browser.request<{ viewer: { user: { email: string } } }>(
      '{ viewer { user { email } } }',
    );
    expect(still.data!.viewer.user.email).toBe(owner.email);
    const old = await new GraphQLClient(suite.system.url).request<{
      signIn: { userErrors: { code: string }[] };
    }>(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    expect(old.data!.signIn.userErrors).toEqual([{ code: 'U-ACC-AU-1' }]);
    await new GraphQLClient(suite.system.url).signIn(owner.email, 'Baru2026Aman');
    await expect
      .poll(async () =>
        (
          await suite.system.account.db
            .selectFrom('mail_outbox')
            .select('subject')
            .where('to_address', '=', owner.email)
            .execute()
        ).map((mail) => mail.subject),
      )
      .toEqual(['Your Kas password was changed / Kata sandi Kas Anda diubah']);
  });

  it('with a wrong current password: refused on that field, nothing changes, and the guess counts towards the lock', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    expect(await change(browser, 'Tebakan123', 'Baru2026Aman')).toEqual({
      changed: false,
      userErrors: [
        {
          field: 'currentPassword',
          code: 'U-ACC-PW-5',
          message: 'Your current password is wrong.',
        },
      ],
    });
    await new GraphQLClient(suite.system.url).signIn(owner.email, owner.password);
    for (let guess = 0; guess < 3; guess += 1)
      await change(browser, `Tebakan12${guess}`, 'Baru2026Aman');
    const fifth = await change(browser, 'Tebakan999', 'Baru2026Aman');
    expect(fifth.userErrors.map((error) => error.code)).toEqual(['U-ACC-PW-5']);
    const locked = await change(browser, 'Tebakan998', 'Baru2026Aman');
    expect(locked.userErrors.map((error) => error.code)).toEqual(['U-ACC-AU-5']);
    const signIn = await new GraphQLClient(suite.system.url).request<{
      signIn: { userErrors: { code: string }[] };
    }>(SIGN_IN, { input: { email: owner.email, password: owner.password } });
    expect(signIn.data!.signIn.userErrors).toEqual([{ code: 'U-ACC-AU-6' }]);
  });

  it('refuses a new password that breaks the policy, repeats the current one, or is not confirmed', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    expect(
      (await change(browser, owner.password, 'pendek')).userErrors.map((error) => [
        error.field,
        error.code,
      ]),
    ).toEqual([['password', 'U-ACC-PW-1']]);
    expect(
      (await change(browser, owner.password, 'Password1')).userErrors.map((error) => [
        error.field,
        error.code,
      ]),
    ).toEqual([['password', 'U-ACC-PW-3']]);
    expect(
      (await change(browser, owner.password, owner.password)).userErrors.map((error) => [
        error.field,
        error.code,
      ]),
    ).toEqual([['password', 'U-ACC-PW-6']]);
    expect(
      (await change(browser, owner.password, 'Baru2026Aman', 'Baru2026Lain')).userErrors,
    ).toEqual([
      {
        field: 'passwordConfirmation',
        code: 'PASSWORD_MISMATCH',
        message: 'Password did not match',
      },
    ]);
    await new GraphQLClient(suite.system.url).signIn(owner.email, owner.password);
  });

  it('needs a signed-in user', async () => {
    const result = await new GraphQLClient(suite.system.url).request(CHANGE, {
      input: {
        currentPassword: 'a',
        password: 'Baru2026Aman',
        passwordConfirmation: 'Baru2026Aman',
      },
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
