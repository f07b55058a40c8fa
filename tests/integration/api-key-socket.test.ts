import { describe, expect, it } from 'vitest';
import { createApiKey, asIntegratorAt, keyTokensRest } from '../support/api-keys.js';
import { MembershipStatus } from '../../services/account/membership-status.js';
import { createOrganization, signInRest } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { overSocket } from '../support/transports.js';
import { EXAMPLE_TABS } from '../../web/graphiql/exampleTabs.js';

const suite = systemSuite();

const COUNTERPARTIES = '{ counterparties(first: 5) { totalCount } }';
const FORGED = `kas_${'a'.repeat(12)}_${'b'.repeat(43)}`;

type Result = {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
};

async function organizationKey(role = 'Maker') {
  const { owner, organizationId } = await createOrganization(suite.system);
  const admin = await signedInClient(suite.system.url, owner);
  return { admin, owner, organizationId, secret: await createApiKey(admin, role) };
}

describe('an API key on the WebSocket', () => {
  it.each(['authorization', 'Authorization', 'AUTHORIZATION'])(
    'is read from the %s connection parameter, as HTTP reads the header in any case',
    async (name) => {
      const { secret } = await organizationKey();
      const answer = await overSocket(
        suite.system.url,
        COUNTERPARTIES,
        {},
        {
          connectionParams: { [name]: `Bearer ${secret}` },
        },
      );
      expect(answer).toMatchObject({ data: { counterparties: { totalCount: 0 } } });
      expect(answer.errors).toBeUndefined();
    },
  );

  it('that is unknown is refused at once (4401), as HTTP refuses it (UNAUTHENTICATED)', async () => {
    const overHttp = await asIntegratorAt<Result>(suite.system.url, FORGED, COUNTERPARTIES);
    expect(overHttp.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const answer = await overSocket(
      suite.system.url,
      COUNTERPARTIES,
      {},
      {
        connectionParams: { Authorization: `Bearer ${FORGED}` },
      },
    );
    expect(answer.closed).toEqual({ code: 4401, reason: 'Unknown, revoked or expired API key' });
  });

  it('that was revoked is refused on a new socket', async () => {
    const { admin, secret } = await organizationKey();
    const { apiKeys } = await admin.data<{ apiKeys: { id: string }[] }>('{ apiKeys { id } }');
    await admin.data(
      'mutation ($id: ID!) { apiKeyRevoke(input: { apiKeyId: $id }) { userErrors { code } } }',
      {
        id: apiKeys[0]!.id,
      },
    );
    const answer = await overSocket(
      suite.system.url,
      COUNTERPARTIES,
      {},
      {
        connectionParams: { authorization: `Bearer ${secret}` },
      },
    );
    expect(answer.closed?.code).toBe(4401);
  });
});

const VIEWER = `{ viewer {
  user { email }
  organization { name }
  organizations { name }
  role { name }
  permissions
  usedTwoFactor
  twoFactorMethods { type }
  securityActivity { event }
  passkeys { id }
  apiKey { name prefix expiresAt revokedAt }
  rateLimit { limit remaining cost restoreRate resetAt }
} }`;

type ViewerAnswer = {
  viewer: {
    user: { email: string };
    organization: { name: string };
    organizations: { name: string }[];
    role: { name: string };
    permissions: string[];
    apiKey: { name: string; prefix: string; expiresAt: string; revokedAt: null } | null;
    rateLimit: {
      limit: number;
      remaining: number;
      cost: number;
      restoreRate: number;
      resetAt: string;
    };
  } & Record<string, unknown>;
};

describe('viewer, asked with an API key', () => {
  it('answers the key itself over HTTP and the WebSocket: its name, role, permissions, organisation, expiry and bucket', async () => {
    const name = `PT Kunci ${Date.now()}`;
    const { owner, admin } = await (async () => {
      const made = await createOrganization(suite.system, name);
      return { ...made, admin: await signedInClient(suite.system.url, made.owner) };
    })();
    const secret = await createApiKey(admin, 'Maker', { name: 'ERP Gudang', expiresInDays: 30 });
    // The key's maker is also a member of another organisation, whose key sees only that one.
    const other = await createOrganization(suite.system, `${name} Lain`);
    const otherRole = await suite.system.account.db
      .selectFrom('roles')
      .select('id')
      .where('organization_id', '=', other.organizationId)
      .where('built_in', '=', 'MAKER')
      .executeTakeFirstOrThrow();
    await suite.system.account.db
      .insertInto('memberships')
      .values({
        organization_id: other.organizationId,
        user_id: owner.userId,
        role_id: otherRole.id,
        status: MembershipStatus.active,
      })
      .execute();
    const otherKey = await createApiKey(
      await signedInClient(suite.system.url, other.owner),
      'Maker',
    );
    const ofOther = await asIntegratorAt<{ data: ViewerAnswer }>(
      suite.system.url,
      otherKey,
      VIEWER,
    );
    expect(ofOther.body.data.viewer).toMatchObject({
      organization: { name: `${name} Lain` },
      organizations: [{ name: `${name} Lain` }],
      apiKey: { name: 'Integrasi' },
    });
    const overHttp = await asIntegratorAt<{ data: ViewerAnswer; errors?: unknown }>(
      suite.system.url,
      secret,
      VIEWER,
    );
    expect(overHttp.body.errors).toBeUndefined();
    const overWs = await overSocket<ViewerAnswer>(
      suite.system.url,
      VIEWER,
      {},
      {
        authorization: `Bearer ${secret}`,
      },
    );
    expect(overWs.errors).toBeUndefined();
    for (const { viewer } of [overHttp.body.data, overWs.data!]) {
      expect(viewer).toMatchObject({
        user: { email: owner.email },
        organization: { name },
        // The owner's other organisations are not the key's: it acts in its own alone.
        organizations: [{ name }],
        role: { name: 'Maker' },
        usedTwoFactor: false,
        twoFactorMethods: [],
        securityActivity: [],
        passkeys: [],
        apiKey: { name: 'ERP Gudang', prefix: secret.slice(0, 17) + '…', revokedAt: null },
      });
      expect(viewer.permissions).toContain('counterparties:create');
      expect(viewer.permissions).not.toContain('api-keys:manage');
      const days = (Date.parse(viewer.apiKey!.expiresAt) - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(29.9);
      expect(days).toBeLessThanOrEqual(30);
      const { limit, remaining, cost, restoreRate, resetAt } = viewer.rateLimit;
      expect(cost).toBeGreaterThan(0);
      expect(remaining).toBeLessThanOrEqual(limit - cost);
      expect(restoreRate).toBeGreaterThan(0);
      expect(Date.parse(resetAt)).toBeGreaterThan(Date.now() - 1000);
    }
    // Both operations drew on the one bucket of the key.
    expect(overWs.data!.viewer.rateLimit.remaining).toBeLessThan(
      overHttp.body.data.viewer.rateLimit.remaining +
        overHttp.body.data.viewer.rateLimit.restoreRate * 5,
    );
  });

  it('is the member themselves, without a key, for a signed-in session', async () => {
    const { admin } = await organizationKey();
    const { viewer } = await admin.data<ViewerAnswer>(VIEWER);
    expect(viewer.apiKey).toBeNull();
    expect(viewer.organizations.length).toBeGreaterThan(0);
    expect(viewer.rateLimit.limit).toBeGreaterThan(0);
  });

  it('sees a permission taken from its role at once, over HTTP and the WebSocket', async () => {
    const { owner } = await createOrganization(suite.system);
    const admin = await signedInClient(suite.system.url, owner);
    const ROLE = 'mutation ($input: RoleInput!) { roleCreate(input: $input) { role { id } } }';
    const { roleCreate } = await admin.data<{ roleCreate: { role: { id: string } } }>(ROLE, {
      input: { name: 'Integrasi', permissions: ['counterparties:read', 'counterparties:create'] },
    });
    const secret = await createApiKey(admin, 'Integrasi');
    const permissions = async () => [
      (await asIntegratorAt<{ data: ViewerAnswer }>(suite.system.url, secret, VIEWER)).body.data
        .viewer.permissions,
      (
        await overSocket<ViewerAnswer>(
          suite.system.url,
          VIEWER,
          {},
          { authorization: `Bearer ${secret}` },
        )
      ).data!.viewer.permissions,
    ];
    expect(await permissions()).toEqual([
      ['counterparties:read', 'counterparties:create'],
      ['counterparties:read', 'counterparties:create'],
    ]);
    const { roleUpdate } = await admin.data<{ roleUpdate: { userErrors: unknown[] } }>(
      'mutation ($input: RoleUpdateInput!) { roleUpdate(input: $input) { userErrors { field code message } } }',
      {
        input: {
          roleId: roleCreate.role.id,
          name: 'Integrasi',
          permissions: ['counterparties:read'],
        },
      },
    );
    expect(roleUpdate.userErrors).toEqual([]);
    expect(await permissions()).toEqual([['counterparties:read'], ['counterparties:read']]);
  });

  it('is UNAUTHENTICATED for an unknown or revoked key, never null; null for nobody', async () => {
    const { admin, secret } = await organizationKey();
    const { apiKeys } = await admin.data<{ apiKeys: { id: string }[] }>('{ apiKeys { id } }');
    await admin.data(
      'mutation ($id: ID!) { apiKeyRevoke(input: { apiKeyId: $id }) { userErrors { code } } }',
      { id: apiKeys[0]!.id },
    );
    for (const refused of [FORGED, secret]) {
      const answer = await asIntegratorAt<Result>(
        suite.system.url,
        refused,
        '{ viewer { apiKey { name } } }',
      );
      expect(answer.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
      expect(answer.body.data?.viewer ?? null).toBeNull();
    }
    const nobody = await fetch(`${suite.system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ viewer { apiKey { name } } }' }),
    });
    const answer = (await nobody.json()) as Result;
    expect(answer.data).toEqual({ viewer: null });
    expect(answer.errors).toBeUndefined();
  });
});

describe('GET /api-keys/self at the account service', () => {
  it('answers the calling key, and that there is no such key to a member’s session', async () => {
    const { owner, secret, organizationId } = await organizationKey();
    const get = async (tokens: { accessToken: string }) => {
      const response = await fetch(`${suite.system.accountUrl}/api-keys/self`, {
        headers: {
          authorization: `Bearer ${tokens.accessToken}`,
          'x-organization-id': organizationId,
        },
      });
      return { status: response.status, body: (await response.json()) as Record<string, never> };
    };
    const ofKey = await get(await keyTokensRest(suite.system, secret));
    expect(ofKey.status).toBe(200);
    expect(ofKey.body).toMatchObject({ apiKey: { name: 'Integrasi' }, role: { name: 'Maker' } });
    const ofMember = await get(await signInRest(suite.system, owner));
    expect(ofMember).toMatchObject({ status: 404, body: { error: { code: 'U-ACC-KEY-2' } } });
  });
});

describe('GraphiQL’s first tab', () => {
  it('answers as written with a key in its headers, over HTTP and as the socket’s connection parameters', async () => {
    const { secret } = await organizationKey();
    const tab = EXAMPLE_TABS[0]!;
    const headers = JSON.parse(tab.headers!.replace('kas_…', secret)) as Record<string, string>;
    const overHttp = await fetch(`${suite.system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ query: tab.query }),
    });
    const overWs = await overSocket(
      suite.system.url,
      tab.query!,
      {},
      { connectionParams: headers },
    );
    for (const answer of [(await overHttp.json()) as Result, overWs]) {
      expect(answer.errors).toBeUndefined();
      expect(answer.data).toMatchObject({ viewer: { apiKey: { name: 'Integrasi' } } });
    }
  });
});
