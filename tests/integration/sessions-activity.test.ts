import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import { createOrganizationWithOwner } from '../../services/account/organizations/service.js';
import { createCounterpartyRest, createOrganization, signInRest } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';

const ACTIVITY = '{ viewer { securityActivity { occurredAt category event ipAddress country } } }';
type Activity = {
  viewer: {
    securityActivity: {
      occurredAt: string;
      category: string;
      event: string;
      ipAddress: string | null;
      country: string | null;
    }[];
  };
};

const suite = systemSuite({ trustProxy: true });

describe('security activity of the last 30 days', () => {
  it('lists the user’s own sign-in events newest first, with the country of each address', async () => {
    const { owner } = await createOrganization(suite.system);
    const { owner: stranger } = await createOrganization(suite.system);
    const jakarta = { 'x-forwarded-for': '36.68.0.1' };
    const failed = await new GraphQLClient(suite.system.url).request(
      'mutation ($i: SignInInput!) { signIn(input: $i) { userErrors { code } } }',
      { i: { email: owner.email, password: 'Salah12345' } },
      jakarta,
    );
    expect(failed.errors).toBeUndefined();
    await new GraphQLClient(suite.system.url).signIn(stranger.email, stranger.password);
    const browser = new GraphQLClient(suite.system.url);
    await browser.request(
      'mutation ($i: SignInInput!) { signIn(input: $i) { userErrors { code } } }',
      { i: { email: owner.email, password: owner.password } },
      jakarta,
    );
    await browser.request('mutation { authenticatorSetupStart { secret } }');

    const activity = (await browser.request<Activity>(ACTIVITY, {}, jakarta)).data!.viewer
      .securityActivity;
    expect(
      activity.map(({ category, event, ipAddress, country }) => ({
        category,
        event,
        ipAddress,
        country,
      })),
    ).toEqual([
      { category: 'AUTH', event: 'SIGNED_IN', ipAddress: '36.68.0.1', country: 'ID' },
      { category: 'AUTH', event: 'SIGN_IN_FAILED', ipAddress: '36.68.0.1', country: 'ID' },
    ]);
    expect(Date.parse(activity[0]!.occurredAt)).toBeGreaterThanOrEqual(
      Date.parse(activity[1]!.occurredAt),
    );
  });

  it('leaves out events older than 30 days, and shows a loopback address with no country', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    await suite.system.account.db
      .insertInto('auth_events')
      .values({
        user_id: owner.userId,
        email: owner.email,
        ip: '36.68.0.1',
        category: 'AUTH',
        event: 'SIGNED_IN',
        created_at: sql<Date>`now() - interval '31 days'` as never,
      })
      .execute();
    const activity = (await browser.request<Activity>(ACTIVITY)).data!.viewer.securityActivity;
    expect(activity).toHaveLength(1);
    expect(activity[0]).toMatchObject({
      event: 'SIGNED_IN',
      ipAddress: '127.0.0.1',
      country: null,
    });
  });
});

describe('switching organisation', () => {
  it('moves the session to another organisation of the user, whose data it then sees; the old session ends', async () => {
    const { owner, organizationId: first } = await createOrganization(
      suite.system,
      'PT Induk Pertama',
    );
    const second = await createOrganizationWithOwner(suite.system.account.db, {
      name: 'PT Anak Kedua',
      ownerEmail: owner.email,
      ownerPassword: 'unused',
    });
    const secondTokens = await signInRest(suite.system, {
      email: owner.email,
      password: owner.password,
    });
    expect(secondTokens.organizationId).toBe(first); // the first organisation by default
    await createCounterpartyRest(suite.system, secondTokens, { legalName: 'PT Hanya Di Pertama' });

    const browser = await signedInClient(suite.system.url, owner);
    const oldRefresh = browser.cookies.get('kas_rt')!;
    const viewer = await browser.request<{
      viewer: { organizations: { id: string; name: string }[] };
    }>('{ viewer { organizations { id name } } }');
    expect(viewer.data!.viewer.organizations.map((o) => o.name)).toEqual([
      'PT Induk Pertama',
      'PT Anak Kedua',
    ]);

    const switched = await browser.request<{
      organizationSwitch: { viewer: { organization: { name: string } }; userErrors: unknown[] };
    }>(
      'mutation ($input: OrganizationSwitchInput!) { organizationSwitch(input: $input) { viewer { organization { name } } userErrors { code } } }',
      { input: { organizationId: toGlobalId('Organization', second.organization.id) } },
    );
    expect(switched.data!.organizationSwitch).toEqual({
      viewer: { organization: { name: 'PT Anak Kedua' } },
      userErrors: [],
    });
    const list = await browser.request<{ counterparties: { totalCount: number } }>(
      '{ counterparties(first: 1) { totalCount } }',
    );
    expect(list.data!.counterparties.totalCount).toBe(0);
    expect(browser.cookies.get('kas_rt')).not.toBe(oldRefresh);
    const refreshed = await fetch(`${suite.system.accountUrl}/sessions/refresh`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: oldRefresh }),
    });
    expect(refreshed.status).toBe(401);
  });

  it('refuses an organisation the user is not a member of, and changes nothing', async () => {
    const { owner } = await createOrganization(suite.system, 'PT Milik Sendiri');
    const { organizationId: foreign } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    const refused = await browser.request<{
      organizationSwitch: { viewer: null; userErrors: { code: string }[] };
    }>(
      'mutation ($input: OrganizationSwitchInput!) { organizationSwitch(input: $input) { viewer { id: user { id } } userErrors { code } } }',
      { input: { organizationId: toGlobalId('Organization', foreign) } },
    );
    expect(refused.data!.organizationSwitch).toEqual({
      viewer: null,
      userErrors: [{ code: 'U-ACC-AU-4' }],
    });
    const still = await browser.request<{ viewer: { organization: { name: string } } }>(
      '{ viewer { organization { name } } }',
    );
    expect(still.data!.viewer.organization.name).toBe('PT Milik Sendiri');
  });
});
