import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import { addMember, createOrganization, type Credentials } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { oathtoolCode } from '../support/oathtool.js';
import { workerSystem } from '../support/system.js';
import { mailedToken } from '../support/mail.js';

let system: System;
let owner: Credentials;
let organizationId: string;
let ownerBrowser: GraphQLClient;

const INVITE =
  'mutation ($input: MemberInviteInput!) { memberInvite(input: $input) { invitation { email expiresAt } userErrors { field code message } } }';
const LINK =
  'query ($token: String!) { invitation(token: $token) { valid organizationName email accountExists } }';
const ACCEPT = `mutation ($input: InvitationAcceptInput!) { invitationAccept(input: $input) {
  viewer { user { email fullName } organization { name } role { name } } twoFactorRequired userErrors { field code message } } }`;

type AcceptResult = {
  invitationAccept: {
    viewer: {
      user: { email: string; fullName: string };
      organization: { name: string };
      role: { name: string };
    } | null;
    twoFactorRequired: boolean;
    userErrors: { field: string | null; code: string; message: string }[];
  };
};

async function invite(email: string, browser = ownerBrowser) {
  return await browser.request<{
    memberInvite: { invitation: { email: string } | null; userErrors: { code: string }[] };
  }>(INVITE, { input: { email } });
}

async function accept(browser: GraphQLClient, input: Record<string, unknown>) {
  return (await browser.request<AcceptResult>(ACCEPT, { input })).data!.invitationAccept;
}

beforeAll(async () => {
  system = await workerSystem();
  ({ owner, organizationId } = await createOrganization(system, 'PT Pengundang Setia'));
  ownerBrowser = new GraphQLClient(system.url);
  await ownerBrowser.signIn(owner.email, owner.password);
});

afterAll(() => system?.stop());

describe('an invitation from link to two-factor sign-in', () => {
  it('sets a password, joins as a Maker, sets up an authenticator, and signs in with its code', async () => {
    const email = 'anggota.baru@pengundang.co.id';
    expect((await invite(email)).data!.memberInvite.userErrors).toEqual([]);
    const token = await mailedToken(system, email);
    const browser = new GraphQLClient(system.url);
    expect(
      (await browser.request<{ invitation: unknown }>(LINK, { token })).data!.invitation,
    ).toEqual({
      valid: true,
      organizationName: 'PT Pengundang Setia',
      email,
      accountExists: false,
    });

    expect(
      (
        await accept(browser, {
          token,
          fullName: 'Anggota Baru',
          password: 'Rahasia123',
          passwordConfirmation: 'Rahasia124',
        })
      ).userErrors[0]!.code,
    ).toBe('PASSWORD_MISMATCH');
    expect(
      (
        await accept(browser, {
          token,
          fullName: 'Anggota Baru',
          password: 'lemah',
          passwordConfirmation: 'lemah',
        })
      ).userErrors[0]!.code,
    ).toBe('U-ACC-PW-1');
    expect(
      (
        await accept(browser, {
          token,
          fullName: ' ',
          password: 'Rahasia123',
          passwordConfirmation: 'Rahasia123',
        })
      ).userErrors[0],
    ).toMatchObject({ field: 'fullName', code: 'REQUIRED' });
    const joined = await accept(browser, {
      token,
      fullName: 'Anggota Baru',
      password: 'Rahasia123',
      passwordConfirmation: 'Rahasia123',
    });
    expect(joined).toEqual({
      viewer: {
        user: { email, fullName: 'Anggota Baru' },
        organization: { name: 'PT Pengundang Setia' },
        role: { name: 'Maker' },
      },
      twoFactorRequired: false,
      userErrors: [],
    });

    const start = await browser.request<{ authenticatorSetupStart: { secret: string } }>(
      'mutation { authenticatorSetupStart { secret } }',
    );
    const secret = start.data!.authenticatorSetupStart.secret;
    const confirmed = await browser.request<{
      authenticatorSetupConfirm: { userErrors: unknown[] };
    }>(
      'mutation ($input: AuthenticatorSetupConfirmInput!) { authenticatorSetupConfirm(input: $input) { userErrors { code } } }',
      { input: { code: oathtoolCode(secret) } },
    );
    expect(confirmed.data!.authenticatorSetupConfirm.userErrors).toEqual([]);

    const later = new GraphQLClient(system.url);
    const first = await later.request<{ signIn: { twoFactorRequired: boolean } }>(
      'mutation ($i: SignInInput!) { signIn(input: $i) { twoFactorRequired } }',
      { i: { email, password: 'Rahasia123' } },
    );
    expect(first.data!.signIn.twoFactorRequired).toBe(true);
    const second = await later.request<{ signInTwoFactor: { viewer: { usedTwoFactor: boolean } } }>(
      'mutation ($i: SignInTwoFactorInput!) { signInTwoFactor(input: $i) { viewer { usedTwoFactor } userErrors { code } } }',
      { i: { method: 'AUTHENTICATOR_APP', code: oathtoolCode(secret, 1) } },
    );
    expect(second.data!.signInTwoFactor.viewer.usedTwoFactor).toBe(true);

    // The link worked once.
    expect(
      (await browser.request<{ invitation: { valid: boolean } }>(LINK, { token })).data!.invitation
        .valid,
    ).toBe(false);
    expect(
      (
        await accept(new GraphQLClient(system.url), {
          token,
          fullName: 'Lagi',
          password: 'Rahasia123',
          passwordConfirmation: 'Rahasia123',
        })
      ).userErrors[0]!.code,
    ).toBe('U-ACC-INV-1');
  });

  it('an expired invitation shows as such and cannot be accepted', async () => {
    const email = 'terlambat@pengundang.co.id';
    await invite(email);
    const token = await mailedToken(system, email);
    await system.account.db
      .updateTable('invitations')
      .set({ expires_at: new Date(Date.now() - 1_000) })
      .where('email', '=', email)
      .execute();
    expect(
      (await ownerBrowser.request<{ invitation: unknown }>(LINK, { token })).data!.invitation,
    ).toEqual({ valid: false, organizationName: null, email: null, accountExists: null });
    expect(
      (
        await accept(new GraphQLClient(system.url), {
          token,
          fullName: 'Terlambat',
          password: 'Rahasia123',
          passwordConfirmation: 'Rahasia123',
        })
      ).userErrors[0]!.code,
    ).toBe('U-ACC-INV-1');
  });
});

describe('an existing account', () => {
  it('confirms its own password to join, and keeps its second factor', async () => {
    const { owner: other } = await createOrganization(system, 'PT Akun Lama');
    const otherBrowser = await signedInClient(system.url, other);
    const secret = (
      await otherBrowser.request<{ authenticatorSetupStart: { secret: string } }>(
        'mutation { authenticatorSetupStart { secret } }',
      )
    ).data!.authenticatorSetupStart.secret;
    await otherBrowser.request(
      'mutation ($input: AuthenticatorSetupConfirmInput!) { authenticatorSetupConfirm(input: $input) { userErrors { code } } }',
      { input: { code: oathtoolCode(secret) } },
    );

    await invite(other.email);
    const token = await mailedToken(system, other.email);
    expect(
      (await ownerBrowser.request<{ invitation: { accountExists: boolean } }>(LINK, { token }))
        .data!.invitation.accountExists,
    ).toBe(true);
    expect(
      (await accept(new GraphQLClient(system.url), { token, password: 'Salah12345' }))
        .userErrors[0],
    ).toMatchObject({ code: 'U-ACC-AU-1', field: 'password' });
    const joined = await accept(new GraphQLClient(system.url), { token, password: other.password });
    expect(joined).toEqual({ viewer: null, twoFactorRequired: true, userErrors: [] });
    const memberships = await system.account.db
      .selectFrom('memberships')
      .select('organization_id')
      .where('user_id', '=', other.userId)
      .execute();
    expect(memberships.map((m) => m.organization_id)).toContain(organizationId);
  });
});

describe('inviting', () => {
  it('refuses inviting oneself and inviting a member', async () => {
    expect((await invite(owner.email)).data!.memberInvite.userErrors[0]!.code).toBe('U-ACC-INV-2');
    const member = await addMember(system, organizationId, ['counterparties:read']);
    expect((await invite(member.email)).data!.memberInvite.userErrors[0]!.code).toBe('U-ACC-INV-3');
  });

  it('a member without members:manage is FORBIDDEN and nothing is mailed', async () => {
    const member = await addMember(system, organizationId, ['counterparties:read']);
    const browser = await signedInClient(system.url, member);
    const result = await invite('siapa.saja@contoh.co.id', browser);
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const mails = await system.account.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', '=', 'siapa.saja@contoh.co.id')
      .execute();
    expect(mails).toEqual([]);
  });
});
