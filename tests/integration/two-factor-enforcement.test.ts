import { describe, expect, it } from 'vitest';
import { addMember, authHeaders, createOrganization, signInRest } from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { oathtoolCode } from '../support/oathtool.js';
import { systemSuite } from '../support/system-suite.js';

type SignInPayload = {
  viewer: { usedTwoFactor: boolean; user: { email: string } } | null;
  twoFactorRequired: boolean;
  twoFactorMethods: string[];
  twoFactorSetupRequired: boolean;
  userErrors: UserErrors;
};

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { usedTwoFactor user { email } } twoFactorRequired twoFactorMethods twoFactorSetupRequired userErrors { field code message } } }`;
const ENFORCE = `mutation ($input: OrganizationSettingsUpdateInput!) { organizationSettingsUpdate(input: $input) { organization { twoFactorRequired } userErrors { code } } }`;
const SETUP_START =
  'mutation { signInTwoFactorSetupStart { secret otpauthUri userErrors { field code message } } }';
const SETUP_CONFIRM = `mutation ($input: AuthenticatorSetupConfirmInput!) { signInTwoFactorSetupConfirm(input: $input) { viewer { usedTwoFactor user { email } } twoFactorSetupRequired userErrors { field code message } } }`;

async function signIn(browser: GraphQLClient, email: string, password: string) {
  return (await browser.request<{ signIn: SignInPayload }>(SIGN_IN, { input: { email, password } }))
    .data!.signIn;
}

/** An organisation that requires a second factor, turned on by its owner, with a Maker who has none. */
async function enforcingOrganization() {
  const { organizationId, owner } = await createOrganization(suite.system);
  const maker = await addMember(suite.system, organizationId, ['counterparties:read']);
  const admin = await signedInClient(suite.system.url, owner);
  const enforced = await admin.request<{
    organizationSettingsUpdate: { organization: { twoFactorRequired: boolean } };
  }>(ENFORCE, { input: { twoFactorRequired: true } });
  expect(enforced.data!.organizationSettingsUpdate.organization.twoFactorRequired).toBe(true);
  return { organizationId, owner, maker, admin };
}

const suite = systemSuite();

describe('the company control that requires two-factor authentication at sign-in', () => {
  it('can be changed only with settings:manage; others get FORBIDDEN and nothing changes', async () => {
    const { organizationId } = await createOrganization(suite.system);
    const maker = await addMember(suite.system, organizationId, ['counterparties:read']);
    const browser = await signedInClient(suite.system.url, maker);
    const refused = await browser.request(ENFORCE, { input: { twoFactorRequired: true } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const organization = await suite.system.account.db
      .selectFrom('organizations')
      .select('two_factor_required')
      .where('id', '=', organizationId)
      .executeTakeFirstOrThrow();
    expect(organization.two_factor_required).toBe(false);
    const viewer = await browser.request<{
      viewer: { organization: { twoFactorRequired: boolean } };
    }>('{ viewer { organization { twoFactorRequired } } }');
    expect(viewer.data!.viewer.organization.twoFactorRequired).toBe(false);
  });

  it('makes a member without a second factor set up an authenticator before the sign-in completes, with two factors', async () => {
    const { maker } = await enforcingOrganization();
    const browser = new GraphQLClient(suite.system.url);
    const first = await signIn(browser, maker.email, maker.password);
    expect(first).toEqual({
      viewer: null,
      twoFactorRequired: false,
      twoFactorMethods: [],
      twoFactorSetupRequired: true,
      userErrors: [],
    });
    expect(browser.cookies.has('kas_at')).toBe(false);

    const start = await browser.request<{
      signInTwoFactorSetupStart: { secret: string; otpauthUri: string; userErrors: UserErrors };
    }>(SETUP_START);
    const { secret } = start.data!.signInTwoFactorSetupStart;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    const wrong = await browser.request<{ signInTwoFactorSetupConfirm: SignInPayload }>(
      SETUP_CONFIRM,
      { input: { code: '000000' === oathtoolCode(secret) ? '111111' : '000000' } },
    );
    expect(wrong.data!.signInTwoFactorSetupConfirm.userErrors).toEqual([
      { field: 'code', code: 'U-ACC-AU-7', message: 'Invalid 2FA code.' },
    ]);

    const done = await browser.request<{ signInTwoFactorSetupConfirm: SignInPayload }>(
      SETUP_CONFIRM,
      { input: { code: oathtoolCode(secret) } },
    );
    expect(done.data!.signInTwoFactorSetupConfirm.viewer).toEqual({
      usedTwoFactor: true,
      user: { email: maker.email },
    });
    expect(browser.cookies.has('kas_2fa')).toBe(false);

    const again = await signIn(new GraphQLClient(suite.system.url), maker.email, maker.password);
    expect(again).toMatchObject({
      viewer: null,
      twoFactorRequired: true,
      twoFactorMethods: ['AUTHENTICATOR_APP'],
      twoFactorSetupRequired: false,
    });
  });

  it('refuses the setup steps without a pending sign-in of this browser', async () => {
    const { maker } = await enforcingOrganization();
    await signIn(new GraphQLClient(suite.system.url), maker.email, maker.password);
    const elsewhere = new GraphQLClient(suite.system.url);
    const start = await elsewhere.request<{
      signInTwoFactorSetupStart: { secret: string | null; userErrors: UserErrors };
    }>(SETUP_START);
    expect(start.data!.signInTwoFactorSetupStart).toMatchObject({
      secret: null,
      userErrors: [{ code: 'U-ACC-AU-8' }],
    });
  });

  it('does not let a second-step code stand in for the setup, nor the setup for a second step', async () => {
    const { maker } = await enforcingOrganization();
    const browser = new GraphQLClient(suite.system.url);
    await signIn(browser, maker.email, maker.password);
    const second = await browser.request<{
      signInTwoFactor: { viewer: unknown; userErrors: UserErrors };
    }>(
      'mutation ($input: SignInTwoFactorInput!) { signInTwoFactor(input: $input) { viewer { usedTwoFactor } userErrors { code } } }',
      { input: { method: 'AUTHENTICATOR_APP', code: '123456' } },
    );
    expect(second.data!.signInTwoFactor).toEqual({
      viewer: null,
      userErrors: [{ code: 'U-ACC-AU-8' }],
    });
  });

  it('ends a session opened without a second factor at its next refresh', async () => {
    const { organizationId, owner } = await createOrganization(suite.system);
    const maker = await addMember(suite.system, organizationId, ['counterparties:read']);
    const before = await signInRest(suite.system, maker);
    const admin = await signedInClient(suite.system.url, owner);
    await admin.request(ENFORCE, { input: { twoFactorRequired: true } });

    const refresh = await fetch(`${suite.system.accountUrl}/sessions/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: before.refreshToken }),
    });
    expect(refresh.status).toBe(403);
    expect(((await refresh.json()) as { error: { code: string } }).error.code).toBe('U-ACC-AU-10');
    const session = await suite.system.account.db
      .selectFrom('sessions')
      .select('revoked_at')
      .where('user_id', '=', maker.userId)
      .executeTakeFirstOrThrow();
    expect(session.revoked_at).not.toBeNull();
  });

  it('refuses switching into an organisation that requires it from a session without a second factor', async () => {
    const { organizationId } = await enforcingOrganization();
    const other = await createOrganization(suite.system);
    const wanderer = await addMember(suite.system, other.organizationId, ['counterparties:read']);
    await suite.system.account.db
      .insertInto('memberships')
      .values({
        organization_id: organizationId,
        user_id: wanderer.userId,
        role_id: (
          await suite.system.account.db
            .selectFrom('roles')
            .select('id')
            .where('organization_id', '=', organizationId)
            .where('name', '=', 'Maker')
            .executeTakeFirstOrThrow()
        ).id,
        status: 1,
      })
      .execute();
    const tokens = await signInRest(suite.system, wanderer);
    const response = await fetch(`${suite.system.accountUrl}/sessions/switch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(tokens) },
      body: JSON.stringify({ organizationId }),
    });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('U-ACC-AU-10');
  });

  it('applies to the owner who turned it on as well', async () => {
    const { owner } = await enforcingOrganization();
    const result = await signIn(new GraphQLClient(suite.system.url), owner.email, owner.password);
    expect(result.twoFactorSetupRequired).toBe(true);
  });
});
