import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { createOrganization, signInRest, type Credentials } from '../support/factories.js';
import { expectIndistinguishable } from '../support/enumeration.js';
import { eventually } from '../support/eventually.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { workerSystem } from '../support/system.js';

let system: System;

const REQUEST =
  'mutation ($input: PasswordResetRequestInput!) { passwordResetRequest(input: $input) { accepted userErrors { field code message } } }';
const COMPLETE =
  'mutation ($input: PasswordResetCompleteInput!) { passwordResetComplete(input: $input) { completed userErrors { field code message } } }';
const LINK = 'query ($token: String!) { passwordResetLink(token: $token) { valid expiresAt } }';

type RequestResult = {
  passwordResetRequest: {
    accepted: boolean;
    userErrors: { field: string; code: string; message: string }[];
  };
};
type CompleteResult = {
  passwordResetComplete: {
    completed: boolean;
    userErrors: { field: string | null; code: string; message: string }[];
  };
};

/** The reset link mailed to an address, read from the local outbox (no SMTP_URL in tests) once the mail is written. */
async function mailedToken(email: string): Promise<string> {
  let token: string | undefined;
  await eventually(async () => {
    const mail = await system.account.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', email)
      .orderBy('id', 'desc')
      .executeTakeFirst();
    token = mail?.text_body.match(/\/forgot-password\?token=([\w-]+)/)?.[1];
    return token !== undefined;
  }, 10_000);
  return token!;
}

async function requestReset(email: string) {
  return (await new GraphQLClient(system.url).request<RequestResult>(REQUEST, { input: { email } }))
    .data!.passwordResetRequest;
}

async function complete(token: string, password: string, passwordConfirmation = password) {
  return (
    await new GraphQLClient(system.url).request<CompleteResult>(COMPLETE, {
      input: { token, password, passwordConfirmation },
    })
  ).data!.passwordResetComplete;
}

let owner: Credentials;

beforeAll(async () => {
  system = await workerSystem();
  ({ owner } = await createOrganization(system));
});

afterAll(() => system?.stop());

describe('requesting a reset', () => {
  it('mails a link to a known email, in English and Indonesian, through the local outbox', async () => {
    expect(await requestReset(owner.email)).toEqual({ accepted: true, userErrors: [] });
    const token = await mailedToken(owner.email);
    const mail = await system.account.db
      .selectFrom('mail_outbox')
      .selectAll()
      .where('to_address', '=', owner.email)
      .executeTakeFirstOrThrow();
    expect(mail.subject).toBe('Reset your Kas password / Atur ulang kata sandi Kas');
    expect(mail.text_body).toContain(`/forgot-password?token=${token}`);
    expect(mail.text_body).toContain(
      'Jika bukan Anda, abaikan email ini: kata sandi Anda tidak berubah.',
    );
    expect(mail.delivered).toBe(false);
  });

  it('answers an unknown email exactly the same, in similar time, and mails nothing', async () => {
    await expectIndistinguishable(owner.email, requestReset, { accepted: true, userErrors: [] });
    // A reset asked for a known email after them, as a sentinel: once its mail is written, the
    // unknown emails' work, started before it and shorter (it ends at the lookup), is over too.
    const { owner: sentinel } = await createOrganization(system);
    expect(await requestReset(sentinel.email)).toEqual({ accepted: true, userErrors: [] });
    expect(await mailedToken(sentinel.email)).toMatch(/^[\w-]{43}$/);
    const strays = await system.account.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', 'like', 'tidak-ada-%')
      .execute();
    expect(strays).toEqual([]);
  });

  it('an empty or malformed email gets the spec’s messages', async () => {
    expect((await requestReset('')).userErrors).toEqual([
      { field: 'email', code: 'REQUIRED', message: 'Email is Required' },
    ]);
    expect((await requestReset('bukan-email')).userErrors).toEqual([
      { field: 'email', code: 'INVALID_EMAIL', message: 'Invalid email format' },
    ]);
  });
});

describe('setting the new password', () => {
  it('works once through the link, ends every session, and the old password stops working', async () => {
    const { owner: user } = await createOrganization(system);
    const earlier = await signInRest(system, user);
    await requestReset(user.email);
    const token = await mailedToken(user.email);
    const link = (
      await new GraphQLClient(system.url).request<{
        passwordResetLink: { valid: boolean; expiresAt: string };
      }>(LINK, { token })
    ).data!.passwordResetLink;
    expect(link.valid).toBe(true);
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThan(59 * 60_000);

    expect(await complete(token, 'Baru12345', 'Baru12346')).toEqual({
      completed: false,
      userErrors: [
        {
          field: 'passwordConfirmation',
          code: 'PASSWORD_MISMATCH',
          message: 'Password did not match',
        },
      ],
    });
    expect((await complete(token, 'lemah')).userErrors[0]!.code).toBe('U-ACC-PW-1');
    expect((await complete(token, 'Password1')).userErrors[0]!.code).toBe('U-ACC-PW-3');
    expect(await complete(token, 'Baru12345')).toEqual({ completed: true, userErrors: [] });

    const refreshed = await fetch(`${system.accountUrl}/sessions/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: earlier.refreshToken }),
    });
    expect(refreshed.status).toBe(401);
    await expect(signInRest(system, user)).rejects.toThrow(/401/);
    await expect(
      signInRest(system, { email: user.email, password: 'Baru12345' }),
    ).resolves.toMatchObject({ organizationId: earlier.organizationId });

    expect((await complete(token, 'Lagi12345')).userErrors[0]!.code).toBe('U-ACC-PW-4');
    expect(
      (
        await new GraphQLClient(system.url).request<{ passwordResetLink: { valid: boolean } }>(
          LINK,
          { token },
        )
      ).data!.passwordResetLink,
    ).toEqual({ valid: false, expiresAt: null });
  });

  it('an expired link is refused and changes nothing', async () => {
    const { owner: user } = await createOrganization(system);
    await requestReset(user.email);
    const token = await mailedToken(user.email);
    await system.account.db
      .updateTable('password_resets')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('user_id', '=', user.userId)
      .execute();
    expect(await complete(token, 'Baru12345')).toEqual({
      completed: false,
      userErrors: [
        {
          field: 'token',
          code: 'U-ACC-PW-4',
          message: 'This password reset link has expired or was already used. Request a new one.',
        },
      ],
    });
    await expect(signInRest(system, user)).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });
});
