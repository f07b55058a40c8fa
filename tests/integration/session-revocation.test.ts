import type { Client } from 'graphql-ws';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { readBffConfig } from '../../bff/config.js';
import { createBff } from '../../bff/server.js';
import { createOrganizationWithOwner } from '../../services/account/organizations/service.js';
import { revokeMembership } from '../../services/account/sessions/revocations.js';
import { listen } from '../../services/kit/server.js';
import { createTreasuryService } from '../../services/treasury/server.js';
import {
  addMember,
  authHeaders,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { cookieSocketClient } from '../support/transports.js';
import { eventually } from '../support/eventually.js';

/** What the account service answers at sign-in: the tokens and the session's id. */
type Session = Tokens & { sessionId: string };
const VIEWER = '{ viewer { user { email } } }';

const suite = systemSuite();

// NOTIFY arrives asynchronously: "at once" is the next request after it lands, well within a second (`eventually`'s default).

const treasuryStatus = async (tokens: Tokens, baseUrl = suite.system.treasuryUrl) =>
  (await fetch(`${baseUrl}/counterparties`, { headers: authHeaders(tokens) })).status;
const accountStatus = async (tokens: Tokens) =>
  (await fetch(`${suite.system.accountUrl}/me`, { headers: authHeaders(tokens) })).status;
const bffViewer = async (tokens: Tokens, url = suite.system.url) =>
  (
    await new GraphQLClient(url).request<{ viewer: { user: { email: string } } | null }>(
      VIEWER,
      {},
      { authorization: `Bearer ${tokens.accessToken}` },
    )
  ).data?.viewer ?? null;

async function revokeRest(refreshToken: string): Promise<number> {
  const response = await fetch(`${suite.system.accountUrl}/sessions/revoke`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status;
}

async function refreshStatus(refreshToken: string): Promise<number> {
  const response = await fetch(`${suite.system.accountUrl}/sessions/refresh`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ refreshToken }),
  });
  return response.status;
}

async function signInto(
  credentials: { email: string; password: string },
  organizationId?: string,
): Promise<Session> {
  const response = await fetch(`${suite.system.accountUrl}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: credentials.email,
      password: credentials.password,
      ...(organizationId ? { organizationId } : {}),
    }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Session;
}

describe('revoking a session ends its access tokens at once', () => {
  it('after sign-out, the same access token is refused at once by the BFF, the treasury and the account service', async () => {
    const { owner } = await createOrganization(suite.system);
    const tokens = await signInRest(suite.system, owner);
    // Each of them has now verified (and cached) the token.
    expect(await treasuryStatus(tokens)).toBe(200);
    expect(await accountStatus(tokens)).toBe(200);
    expect(await bffViewer(tokens)).toEqual({ user: { email: owner.email } });

    expect(await revokeRest(tokens.refreshToken)).toBe(204);

    await eventually(async () => (await treasuryStatus(tokens)) === 401);
    const refused = await fetch(`${suite.system.treasuryUrl}/counterparties`, {
      headers: authHeaders(tokens),
    });
    expect(await refused.json()).toEqual({
      error: { code: 'UNAUTHENTICATED', message: 'Your session has ended. Please sign in again.' },
    });
    await eventually(async () => (await accountStatus(tokens)) === 401);
    await eventually(async () => (await bffViewer(tokens)) === null);
    const protectedField = await new GraphQLClient(suite.system.url).request(
      '{ counterparties(first: 1) { totalCount } }',
      {},
      { authorization: `Bearer ${tokens.accessToken}` },
    );
    expect(protectedField.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it('the account service lists the revocation for listeners that start later, until the tokens have expired', async () => {
    const { owner } = await createOrganization(suite.system);
    const tokens = await signInto(owner);
    const before = Math.floor(Date.now() / 1000);
    await revokeRest(tokens.refreshToken);
    const response = await fetch(`${suite.system.accountUrl}/sessions/revocations`);
    expect(response.status).toBe(200);
    const { items } = (await response.json()) as { items: { sessionId: string; until: number }[] };
    const mine = items.find((item) => item.sessionId === tokens.sessionId);
    expect(mine).toBeDefined();
    // The access-token lifetime (15 minutes) and a minute of margin for clocks.
    expect(mine!.until - before).toBeGreaterThanOrEqual(16 * 60 - 1);
    expect(mine!.until - before).toBeLessThanOrEqual(16 * 60 + 2);
  });

  it('a browser session revoked elsewhere is signed out on its next request and its cookies are cleared', async () => {
    const { owner } = await createOrganization(suite.system);
    const laptop = await signedInClient(suite.system.url, owner);
    expect((await laptop.request(VIEWER)).data).toEqual({
      viewer: { user: { email: owner.email } },
    });

    // On the phone, the user changes their password: every other session ends.
    const phone = await signInRest(suite.system, owner);
    const changed = await fetch(`${suite.system.accountUrl}/me/password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(phone) },
      body: JSON.stringify({ currentPassword: owner.password, password: 'Baru2026Aman' }),
    });
    expect(changed.status).toBe(204);

    await eventually(
      async () => (await laptop.request<{ viewer: unknown }>(VIEWER)).data?.viewer === null,
    );
    expect(
      laptop.lastSetCookies.filter(
        (line) => /^kas_(at|rt)=;/.test(line) && /max-age=0/i.test(line),
      ),
    ).toHaveLength(2);
    expect(laptop.cookies.size).toBe(0);
    // The phone's own session goes on.
    expect(await bffViewer(phone)).toEqual({ user: { email: owner.email } });
  });

  it('revokeMembership ends every session of that user in that organisation and no other', async () => {
    const { owner, organizationId } = await createOrganization(suite.system, 'PT Keluar Masuk');
    const other = await createOrganizationWithOwner(suite.system.account.db, {
      name: 'PT Tetap Tinggal',
      ownerEmail: owner.email,
      ownerPassword: 'unused',
    });
    const colleague = await addMember(suite.system, organizationId, ['counterparties:read']);
    const laptop = await signInto(owner, organizationId);
    const phone = await signInto(owner, organizationId);
    const elsewhere = await signInto(owner, other.organization.id);
    const colleagueTokens = await signInto(colleague);
    for (const tokens of [laptop, phone, elsewhere, colleagueTokens])
      expect(await treasuryStatus(tokens)).toBe(200);

    const ended = await revokeMembership(suite.system.account.db, owner.userId, organizationId);

    expect(ended.sort()).toEqual([laptop.sessionId, phone.sessionId].sort());
    await eventually(
      async () => (await treasuryStatus(laptop)) === 401 && (await treasuryStatus(phone)) === 401,
    );
    await eventually(
      async () => (await bffViewer(laptop)) === null && (await accountStatus(phone)) === 401,
    );
    expect(await refreshStatus(phone.refreshToken)).toBe(401);
    // The same user in their other organisation, and a colleague in this one, go on.
    expect(await treasuryStatus(elsewhere)).toBe(200);
    expect(await bffViewer(elsewhere)).toEqual({ user: { email: owner.email } });
    expect(await treasuryStatus(colleagueTokens)).toBe(200);
    expect(await refreshStatus(elsewhere.refreshToken)).toBe(200);
  });

  it('a service that starts after a revocation still refuses the revoked token', async () => {
    const { owner } = await createOrganization(suite.system);
    const revoked = await signInRest(suite.system, owner);
    const live = await signInRest(suite.system, owner);
    await revokeRest(revoked.refreshToken);

    const logger = pino({ level: 'silent' });
    const treasury = await createTreasuryService({
      databaseUrl: suite.system.databaseUrl,
      accountUrl: suite.system.accountUrl,
      logger,
    });
    // A BFF without DATABASE_URL: it knows revocations only from its load at start.
    const bff = await createBff(
      readBffConfig({
        accountUrl: suite.system.accountUrl,
        treasuryUrl: suite.system.treasuryUrl,
        invoicingUrl: suite.system.invoicingUrl,
        eventsDatabaseUrl: undefined,
        port: 0,
        host: '127.0.0.1',
      }),
      logger,
    );
    try {
      const treasuryUrl = await listen(treasury.app, 0);
      const bffUrl = await bff.listen();
      expect(await treasuryStatus(revoked, treasuryUrl)).toBe(401);
      expect(await treasuryStatus(live, treasuryUrl)).toBe(200);
      expect(await bffViewer(revoked, bffUrl)).toBeNull();
      expect(await bffViewer(live, bffUrl)).toEqual({ user: { email: owner.email } });
    } finally {
      await bff.close();
      await treasury.close();
    }
  });

  it('an open subscription of a revoked session is closed at once', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    const cookie = browser.cookieHeader;
    const client: Client = cookieSocketClient(suite.system.url, cookie, {
      lazy: false,
      // The close is what this test expects; graphql-ws would print it.
      onNonLazyError: () => {},
    });
    let closedWith: number | undefined;
    client.on('closed', (event) => (closedWith = (event as { code?: number }).code));
    const connected = new Promise((resolve) => client.on('connected', resolve));
    client.subscribe(
      { query: 'subscription { counterpartyCreated { legalName } }' },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    try {
      await connected;
      expect(await revokeRest(browser.cookies.get('kas_rt')!)).toBe(204);
      await eventually(async () => closedWith !== undefined);
      expect(closedWith).toBe(4401);
    } finally {
      await client.dispose();
    }
  });
});
