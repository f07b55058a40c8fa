import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { fromGlobalId } from '../../bff/global-id.js';
import {
  addMember,
  createCounterpartyRest,
  createOrganization,
  signInRest,
} from '../support/factories.js';
import { asIntegratorAt } from '../support/api-keys.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { overSocket } from '../support/transports.js';

const suite = systemSuite();

const COUNTERPARTIES = '{ counterparties(first: 5) { totalCount } }';
const ROLE_CREATE =
  'mutation ($input: RoleInput!) { roleCreate(input: $input) { role { id } userErrors { field code message } } }';
const ROLE_UPDATE =
  'mutation ($input: RoleUpdateInput!) { roleUpdate(input: $input) { role { id permissions } userErrors { field code message } } }';
const KEY_CREATE =
  'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret userErrors { field code message } } }';
const READS_COUNTERPARTIES = ['counterparties:read', 'payments:read'];
const NO_LONGER_READS_COUNTERPARTIES = ['payments:read'];

type Result = {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
};

/**
 * A graphql-ws client subscribed to `counterpartyCreated`, opened with an API
 * key (connection parameter) or a browser's cookies; `closed` settles with the
 * close code when the server closes the socket, `delivered` lists what arrived.
 */
async function counterpartySubscription(
  baseUrl: string,
  credential: { apiKey: string } | { cookie: string },
) {
  const headers = {
    origin: new URL(baseUrl).origin,
    ...('cookie' in credential ? { cookie: credential.cookie } : {}),
  };
  let onClosed: (code: number) => void = () => {};
  const closed = new Promise<number>((resolve) => (onClosed = resolve));
  const client: Client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    connectionParams:
      'apiKey' in credential ? { authorization: `Bearer ${credential.apiKey}` } : undefined,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: { closed: (event) => onClosed((event as { code: number }).code) },
  });
  const delivered: string[] = [];
  const subscribed = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe<{ counterpartyCreated: { legalName: string } }>(
    { query: 'subscription { counterpartyCreated { legalName } }' },
    {
      next: (value) => void delivered.push(value.data!.counterpartyCreated.legalName),
      error: () => {},
      complete: () => {},
    },
  );
  await subscribed;
  return { client, closed, delivered };
}

async function organizationWithRole() {
  const { organizationId, owner } = await createOrganization(suite.system);
  const admin = await signedInClient(suite.system.url, owner);
  const created = await admin.request<{
    roleCreate: { role: { id: string } | null; userErrors: UserErrors };
  }>(ROLE_CREATE, {
    input: { name: 'Integrasi Pembayaran', permissions: READS_COUNTERPARTIES },
  });
  expect(created.data!.roleCreate.userErrors).toEqual([]);
  return { organizationId, owner, admin, roleId: created.data!.roleCreate.role!.id };
}

async function takeCounterpartiesAway(admin: GraphQLClient, roleId: string) {
  const updated = await admin.request<{
    roleUpdate: { role: { permissions: string[] }; userErrors: UserErrors };
  }>(ROLE_UPDATE, {
    input: { roleId, name: 'Integrasi Pembayaran', permissions: NO_LONGER_READS_COUNTERPARTIES },
  });
  expect(updated.data!.roleUpdate).toEqual({
    role: { id: roleId, permissions: NO_LONGER_READS_COUNTERPARTIES },
    userErrors: [],
  });
}

async function withApiKey(secret: string, query: string): Promise<Result> {
  return (await asIntegratorAt<Result>(suite.system.url, secret, query)).body;
}

const codeOf = (result: Result) => result.errors?.[0]?.extensions?.code;

describe('a permission taken away from a role reaches everyone acting in it at once', () => {
  it('when it is taken from an API key’s role, the key’s open subscription is closed and its next HTTP request and socket operation are FORBIDDEN', async () => {
    const { admin, roleId } = await organizationWithRole();
    const key = await admin.request<{ apiKeyCreate: { secret: string; userErrors: UserErrors } }>(
      KEY_CREATE,
      { input: { name: 'ERP', roleId, expiresInDays: 30 } },
    );
    const secret = key.data!.apiKeyCreate.secret;
    expect((await withApiKey(secret, COUNTERPARTIES)).data).toEqual({
      counterparties: { totalCount: 0 },
    });
    const subscription = await counterpartySubscription(suite.system.url, { apiKey: secret });
    try {
      await takeCounterpartiesAway(admin, roleId);

      // The BFF closes the socket when it hears of the change: the event this test waits for.
      expect(await subscription.closed).toBe(4401);
      const http = await withApiKey(secret, COUNTERPARTIES);
      expect(codeOf(http)).toBe('FORBIDDEN');
      expect(http.data ?? null).toBeNull();
      const socket = await overSocket(
        suite.system.url,
        COUNTERPARTIES,
        {},
        { authorization: `Bearer ${secret}` },
      );
      expect(socket.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // What the role still allows goes on working with the same key.
      expect(
        codeOf(await withApiKey(secret, '{ payments(first: 1) { totalCount } }')),
      ).toBeUndefined();
    } finally {
      await subscription.client.dispose();
    }
  });

  it('when it is taken from a member’s role, their browser’s open subscription is closed and their next request, refreshed with the new permissions, is FORBIDDEN', async () => {
    const { organizationId, owner, admin, roleId } = await organizationWithRole();
    const member = await addMember(suite.system, organizationId, []);
    const db = suite.system.account.db;
    await db
      .updateTable('memberships')
      .set({ role_id: fromGlobalId(roleId)!.id })
      .where('user_id', '=', member.userId)
      .execute();
    const browser = await signedInClient(suite.system.url, member);
    expect((await browser.request(COUNTERPARTIES)).data).toEqual({
      counterparties: { totalCount: 0 },
    });
    const subscription = await counterpartySubscription(suite.system.url, {
      cookie: browser.cookieHeader,
    });
    try {
      await createCounterpartyRest(suite.system, await signInRest(suite.system, owner), {
        legalName: 'PT Sebelum Perubahan',
      });
      await expect.poll(() => subscription.delivered).toEqual(['PT Sebelum Perubahan']);

      await takeCounterpartiesAway(admin, roleId);

      expect(await subscription.closed).toBe(4401);
      const next = await browser.request(COUNTERPARTIES);
      expect(next.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(
        await overSocket(suite.system.url, COUNTERPARTIES, {}, { cookie: browser.cookieHeader }),
      ).toMatchObject({ errors: [{ extensions: { code: 'FORBIDDEN' } }] });
      await createCounterpartyRest(suite.system, await signInRest(suite.system, owner), {
        legalName: 'PT Sesudah Perubahan',
      });
      expect(subscription.delivered).toEqual(['PT Sebelum Perubahan']);
    } finally {
      await subscription.client.dispose();
    }
  });
});
