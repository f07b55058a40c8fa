import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMemberInBuiltInRole,
  createCounterpartyRest,
  createOrganization,
  signInRest,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { startTestSystem } from '../support/system.js';
import { asIntegratorAt } from '../support/api-keys.js';

let system: System;
const RATE_PER_MINUTE = 8;

type KeyNode = {
  id: string;
  name: string;
  prefix: string;
  role: { name: string } | null;
  revokedAt: string | null;
  useCount: number;
};
const KEY_FIELDS = 'id name prefix role { name } revokedAt useCount';
const CREATE = `mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { apiKey { ${KEY_FIELDS} } secret userErrors { field code message } } }`;
const REVOKE = `mutation ($input: ApiKeyRevokeInput!) { apiKeyRevoke(input: $input) { apiKey { ${KEY_FIELDS} } userErrors { field code message } } }`;
const COUNTERPARTIES = '{ counterparties(first: 5) { totalCount } }';

async function owner() {
  const { organizationId, owner: credentials } = await createOrganization(system);
  const admin = await signedInClient(system.url, credentials);
  const roles = (
    await admin.request<{ roles: { id: string; name: string }[] }>('{ roles { id name } }')
  ).data!.roles;
  const roleId = (name: string) => roles.find((role) => role.name === name)!.id;
  return { organizationId, credentials, admin, roleId };
}

async function createKey(admin: GraphQLClient, input: Record<string, unknown>) {
  return (
    await admin.request<{
      apiKeyCreate: { apiKey: KeyNode | null; secret: string | null; userErrors: UserErrors };
    }>(CREATE, { input })
  ).data!.apiKeyCreate;
}

/** An integrator calling /graphql with a key. */
const asIntegrator = (secret: string, query: string, variables: Record<string, unknown> = {}) =>
  asIntegratorAt<{
    data?: Record<string, unknown> | null;
    errors?: { message?: string; extensions?: { code?: string } }[];
  }>(system.url, secret, query, variables);

beforeAll(async () => {
  system = await startTestSystem({ apiKeyRatePerMinute: RATE_PER_MINUTE });
});

afterAll(() => system?.stop());

describe('API keys', () => {
  it('are created in a role for a number of days; the secret is shown once and kept only as a hash', async () => {
    const { admin, roleId } = await owner();
    const created = await createKey(admin, {
      name: 'Integrasi ERP',
      roleId: roleId('Approver'),
      expiresInDays: 90,
    });
    expect(created.userErrors).toEqual([]);
    expect(created.secret).toMatch(/^kas_[a-z0-9]{12}_[A-Za-z0-9_-]{43}$/);
    expect(created.apiKey).toMatchObject({
      name: 'Integrasi ERP',
      role: { name: 'Approver' },
      revokedAt: null,
      useCount: 0,
    });
    expect(created.apiKey!.prefix).toBe(`${created.secret!.slice(0, 16)}_…`);
    const listed = await admin.request<{ apiKeys: KeyNode[] }>(`{ apiKeys { ${KEY_FIELDS} } }`);
    expect(JSON.stringify(listed)).not.toContain(created.secret!.slice(18));
    const stored = await system.account.db
      .selectFrom('api_keys')
      .select('secret_hash')
      .executeTakeFirstOrThrow();
    expect(stored.secret_hash).not.toContain(created.secret!.slice(18));
  });

  it('refuses the owner role, a duplicate live name, and an expiry outside 1 to 365 days', async () => {
    const { admin, roleId } = await owner();
    expect(
      (
        await createKey(admin, { name: 'Kunci', roleId: roleId('owner'), expiresInDays: 30 })
      ).userErrors.map((error) => error.code),
    ).toEqual(['U-ACC-KEY-6']);
    await createKey(admin, { name: 'Kunci', roleId: roleId('Maker'), expiresInDays: 30 });
    expect(
      (
        await createKey(admin, { name: 'KUNCI', roleId: roleId('Maker'), expiresInDays: 30 })
      ).userErrors.map((error) => [error.field, error.code]),
    ).toEqual([['name', 'U-ACC-KEY-4']]);
    expect(
      (
        await createKey(admin, { name: 'Lama', roleId: roleId('Maker'), expiresInDays: 400 })
      ).userErrors.map((error) => error.code),
    ).toEqual(['BAD_REQUEST']);
  });

  it('acts in its organisation and role, for its maker: what the role allows works, the rest is FORBIDDEN', async () => {
    const { credentials, admin, roleId } = await owner();
    await createCounterpartyRest(system, await signInRest(system, credentials));
    const approver = (
      await createKey(admin, { name: 'Baca saja', roleId: roleId('Approver'), expiresInDays: 30 })
    ).secret!;
    const read = await asIntegrator(approver, COUNTERPARTIES);
    expect(read.body.data).toEqual({ counterparties: { totalCount: 1 } });
    const create = await asIntegrator(
      approver,
      'mutation { counterpartyCreate(input: { legalName: "x", alias: "x", type: COMPANY, bankAccounts: [] }) { userErrors { code } } }',
    );
    expect(create.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // Its viewer is the key, acting for its maker (tests/integration/api-key-socket.test.ts says more).
    expect(
      (await asIntegrator(approver, '{ viewer { user { email } apiKey { name } } }')).body.data,
    ).toEqual({ viewer: { user: { email: credentials.email }, apiKey: { name: 'Baca saja' } } });
    const ownSecurity = await asIntegrator(
      approver,
      'mutation { authenticatorSetupStart { secret } }',
    );
    expect(ownSecurity.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('stops working at once when revoked, and an unknown or expired key is no one', async () => {
    const { admin, roleId } = await owner();
    const created = await createKey(admin, {
      name: 'Sementara',
      roleId: roleId('Approver'),
      expiresInDays: 30,
    });
    expect((await asIntegrator(created.secret!, COUNTERPARTIES)).body.data).toEqual({
      counterparties: { totalCount: 0 },
    });
    const revoked = await admin.request<{ apiKeyRevoke: { apiKey: KeyNode } }>(REVOKE, {
      input: { apiKeyId: created.apiKey!.id },
    });
    expect(revoked.data!.apiKeyRevoke.apiKey.revokedAt).not.toBeNull();
    await expect
      .poll(
        async () =>
          (await asIntegrator(created.secret!, COUNTERPARTIES)).body.errors?.[0]?.extensions?.code,
        { timeout: 2_000 },
      )
      .toBe('UNAUTHENTICATED');

    const expiring = await createKey(admin, {
      name: 'Kedaluwarsa',
      roleId: roleId('Approver'),
      expiresInDays: 1,
    });
    await system.account.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('name', '=', 'Kedaluwarsa')
      .execute();
    expect(
      (await asIntegrator(expiring.secret!, COUNTERPARTIES)).body.errors?.[0]?.extensions?.code,
    ).toBe('UNAUTHENTICATED');
    const forged = `kas_${'a'.repeat(12)}_${'b'.repeat(43)}`;
    expect((await asIntegrator(forged, COUNTERPARTIES)).body.errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('is limited per key with 429 and Retry-After, and each use is recorded', async () => {
    const { admin, roleId } = await owner();
    const busy = (
      await createKey(admin, { name: 'Sibuk', roleId: roleId('Approver'), expiresInDays: 30 })
    ).secret!;
    const calm = (
      await createKey(admin, { name: 'Tenang', roleId: roleId('Approver'), expiresInDays: 30 })
    ).secret!;
    const statuses: number[] = [];
    for (let index = 0; index < RATE_PER_MINUTE + 2; index += 1)
      statuses.push((await asIntegrator(busy, COUNTERPARTIES)).status);
    expect(statuses.slice(0, RATE_PER_MINUTE).every((status) => status === 200)).toBe(true);
    const limited = await asIntegrator(busy, COUNTERPARTIES);
    expect(limited.status).toBe(429);
    expect(Number(limited.retryAfter)).toBeGreaterThanOrEqual(1);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect((await asIntegrator(calm, COUNTERPARTIES)).status).toBe(200);

    await system.bff.flushApiKeyUses();
    const keys = (await admin.request<{ apiKeys: KeyNode[] }>(`{ apiKeys { ${KEY_FIELDS} } }`))
      .data!.apiKeys;
    expect(keys.find((key) => key.name === 'Sibuk')!.useCount).toBe(RATE_PER_MINUTE);
    expect(keys.find((key) => key.name === 'Tenang')!.useCount).toBe(1);
    const minutes = await system.account.db
      .selectFrom('api_key_uses as u')
      .innerJoin('api_keys as k', 'k.id', 'u.api_key_id')
      .select(['u.requests', 'u.last_ip'])
      .where('k.name', 'in', ['Sibuk', 'Tenang'])
      .execute();
    expect(minutes.reduce((sum, row) => sum + row.requests, 0)).toBe(RATE_PER_MINUTE + 1);
    expect(minutes.every((row) => row.last_ip === '127.0.0.1')).toBe(true);
  });

  it('counts uploads and downloads towards the same rate limit as /graphql: past it, each answers 429 with Retry-After', async () => {
    const { admin, roleId } = await owner();
    const secret = (
      await createKey(admin, { name: 'Berkas', roleId: roleId('Maker'), expiresInDays: 30 })
    ).secret!;
    const authorization = `Bearer ${secret}`;
    const upload = () =>
      fetch(`${system.url}/api/uploads?purpose=COUNTERPARTIES`, {
        method: 'POST',
        headers: { authorization, 'content-type': 'text/csv', 'x-file-name': 'rekanan.csv' },
        body: 'legal_name,alias,email,type,external_id,bank_code,account_number,account_name,account_alias\nPT Contoh,Contoh,a@contoh.co.id,COMPANY,,014,5270000001,PT CONTOH,\n',
      });
    const download = () =>
      fetch(`${system.url}/exports/${randomUUID()}/download`, {
        headers: { authorization },
        redirect: 'manual',
      });
    const customerDocument = () =>
      fetch(`${system.url}/customer-documents/${randomUUID()}/${randomUUID()}/download`, {
        headers: { authorization },
      });

    const statuses: number[] = [];
    for (let index = 0; index < RATE_PER_MINUTE / 2; index += 1)
      statuses.push((await upload()).status, (await download()).status);
    expect(statuses).toEqual(Array.from({ length: RATE_PER_MINUTE / 2 }, () => [201, 404]).flat());

    for (const over of [upload, download, customerDocument]) {
      const refused = await over();
      expect({
        status: refused.status,
        retryAfter: Number(refused.headers.get('retry-after')) >= 1,
      }).toEqual({ status: 429, retryAfter: true });
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe(
        'RATE_LIMITED',
      );
    }
    expect((await asIntegrator(secret, COUNTERPARTIES)).status).toBe(429);
  });

  it('when 24 downloads, document reads and /graphql calls of one key arrive at once, exactly the limit of them get through and the rest answer 429', async () => {
    const { admin, roleId } = await owner();
    const secret = (
      await createKey(admin, { name: 'Serentak', roleId: roleId('Maker'), expiresInDays: 30 })
    ).secret!;
    const authorization = `Bearer ${secret}`;
    const kinds = [
      () =>
        fetch(`${system.url}/exports/${randomUUID()}/download`, {
          headers: { authorization },
          redirect: 'manual',
        }),
      () =>
        fetch(`${system.url}/customer-documents/${randomUUID()}/${randomUUID()}/download`, {
          headers: { authorization },
        }),
      async () => ({ status: (await asIntegrator(secret, COUNTERPARTIES)).status }),
    ];
    const statuses = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        kinds[index % kinds.length]!().then((response) => response.status),
      ),
    );
    expect(statuses.filter((status) => status === 429)).toHaveLength(24 - RATE_PER_MINUTE);
  });

  it('cannot mint keys, even in a role holding api-keys:manage: FORBIDDEN, and no key is made', async () => {
    const { admin } = await owner();
    const role = await admin.request<{ roleCreate: { role: { id: string } } }>(
      'mutation ($input: RoleInput!) { roleCreate(input: $input) { role { id } } }',
      {
        input: { name: 'Pengelola Kunci', permissions: ['api-keys:manage', 'counterparties:read'] },
      },
    );
    const roleId = role.data!.roleCreate.role.id;
    const manager = (await createKey(admin, { name: 'Pengelola', roleId, expiresInDays: 30 }))
      .secret!;
    expect((await asIntegrator(manager, '{ apiKeys { name } }')).body.data).toEqual({
      apiKeys: [{ name: 'Pengelola' }],
    });

    const minted = await asIntegrator(manager, CREATE, {
      input: { name: 'Turunan', roleId, expiresInDays: 30 },
    });
    expect(minted.status).toBe(200);
    expect(minted.body.errors?.[0]).toMatchObject({
      message: 'An API key cannot do this; only a signed-in user can.',
      extensions: { code: 'FORBIDDEN' },
    });
    expect(minted.body.data).toBeNull();
    expect(
      (
        await admin.request<{ apiKeys: KeyNode[] }>(`{ apiKeys { ${KEY_FIELDS} } }`)
      ).data!.apiKeys.map((key) => key.name),
    ).toEqual(['Pengelola']);
  });

  it('needs api-keys:manage; a Maker gets FORBIDDEN', async () => {
    const { organizationId } = await owner();
    const member = await addMemberInBuiltInRole(system, organizationId, 'MAKER');
    const browser = await signedInClient(system.url, member);
    expect(
      (await browser.request(`{ apiKeys { ${KEY_FIELDS} } }`)).errors?.[0]?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});
