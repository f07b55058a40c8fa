import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { describe, expect, it } from 'vitest';
import { createApiKey } from '../support/api-keys.js';
import { createCounterpartyRest, createOrganization, signInRest } from '../support/factories.js';
import { eventually } from '../support/eventually.js';
import { signedInClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { signAccessToken } from '../../services/account/sessions/access-token.js';
import { loadSigningKeys } from '../../services/account/signing-keys.js';
import type { AccessClaims } from '../../services/kit/auth.js';

/** Seconds an API key's access token lives here: 15 minutes elsewhere, too long for a test to outlast. */
const TOKEN_SECONDS = 2;

// A system of the file's own: the worker's trades keys for 15-minute tokens.
const suite = systemSuite({}, { apiKeyTokenSeconds: TOKEN_SECONDS });

/** A graphql-ws client subscribed to `counterpartyCreated` with an API key: what it hears, and how it closed. */
async function keySubscription(secret: string) {
  let closed: { code: number; reason: string } | undefined;
  const client = createClient({
    url: suite.system.url.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: WebSocket,
    connectionParams: { Authorization: `Bearer ${secret}` },
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => {},
    on: {
      closed: (event) => {
        const { code, reason } = event as { code: number; reason: unknown };
        closed = { code, reason: String(reason) };
      },
    },
  });
  const delivered: string[] = [];
  const connected = new Promise<void>((resolve) => client.on('connected', () => resolve()));
  client.subscribe<{ counterpartyCreated: { legalName: string } }>(
    { query: 'subscription { counterpartyCreated { legalName } }' },
    {
      next: (value) => void delivered.push(value.data!.counterpartyCreated.legalName),
      error: () => {},
      complete: () => {},
    },
  );
  await connected;
  return { client, delivered, closed: () => closed };
}

describe('an API key’s WebSocket', () => {
  it('outlives the token its key was traded for, and is closed at once when the key is revoked', async () => {
    const { owner } = await createOrganization(suite.system);
    const admin = await signedInClient(suite.system.url, owner);
    const secret = await createApiKey(admin, 'Maker');
    const ownerTokens = await signInRest(suite.system, owner);
    const lastTraded = async () =>
      (
        await suite.system.account.db
          .selectFrom('api_keys')
          .select('last_used_at')
          .where('name', '=', 'Integrasi')
          .executeTakeFirstOrThrow()
      ).last_used_at!.getTime();
    const subscription = await keySubscription(secret);
    try {
      const opened = Date.now();
      // Each trade of the key marks it used: the socket's own trades, as nothing else uses the key,
      // until one comes after the first token (and its successor) expired.
      await eventually(
        async () => (await lastTraded()) > opened + 2 * TOKEN_SECONDS * 1000,
        4 * TOKEN_SECONDS * 1000 + 5_000,
        100,
      );
      expect(subscription.closed()).toBeUndefined();
      await createCounterpartyRest(suite.system, ownerTokens, { legalName: 'PT Sesudah Token' });
      await expect.poll(() => subscription.delivered).toEqual(['PT Sesudah Token']);
      expect(subscription.closed()).toBeUndefined();

      const { apiKeys } = await admin.data<{ apiKeys: { id: string }[] }>('{ apiKeys { id } }');
      await admin.data(
        'mutation ($id: ID!) { apiKeyRevoke(input: { apiKeyId: $id }) { userErrors { code } } }',
        { id: apiKeys[0]!.id },
      );
      // At once: well within the token's own lifetime.
      await eventually(() => subscription.closed() !== undefined, TOKEN_SECONDS * 500);
      expect(subscription.closed()?.code).toBe(4401);
    } finally {
      await subscription.client.dispose();
    }
  });
});

/**
 * A member's access token as the account service signs it, for the same session, living
 * `seconds`: the session's 15-minute token is too long for a test to outlast.
 */
async function shortLivedSessionToken(accessToken: string, seconds: number): Promise<string> {
  const claims = JSON.parse(
    Buffer.from(accessToken.split('.')[1]!, 'base64url').toString(),
  ) as AccessClaims;
  return signAccessToken(await loadSigningKeys(suite.system.account.db), {
    subject: claims.sub,
    organizationId: claims.org,
    roleName: claims.role,
    permissions: claims.perms,
    usedTwoFactor: claims.mfa,
    sessionId: claims.sid,
    generation: claims.gen ?? 0,
    expiresInSeconds: seconds,
  });
}

describe('a member’s session WebSocket', () => {
  it('closes with a code graphql-ws retries when its token expires, and goes on over the reconnected socket with the refreshed token', async () => {
    const { owner } = await createOrganization(suite.system);
    const tokens = await signInRest(suite.system, owner);
    // The socket opens with a token about to expire; the client's session has refreshed it by the reconnect.
    const presented = [await shortLivedSessionToken(tokens.accessToken, TOKEN_SECONDS)];
    presented.push(tokens.accessToken);
    const closes: { code: number; reason: string }[] = [];
    let connections = 0;
    let reconnected!: () => void;
    const reconnect = new Promise<void>((resolve) => (reconnected = resolve));
    const client = createClient({
      url: suite.system.url.replace(/^http/, 'ws') + '/graphql',
      webSocketImpl: WebSocket,
      connectionParams: () => ({ authorization: `Bearer ${presented[connections]}` }),
      // graphql-ws's own rule for what to retry (`shouldRetry` left as is), without its back-off wait.
      retryAttempts: 2,
      retryWait: async () => {},
      lazy: false,
      onNonLazyError: () => {},
      on: {
        connected: () => {
          connections += 1;
          if (connections === 2) reconnected();
        },
        closed: (event) => {
          const { code, reason } = event as { code: number; reason: unknown };
          closes.push({ code, reason: String(reason) });
        },
      },
    });
    const delivered: string[] = [];
    let failed: unknown;
    client.subscribe<{ counterpartyCreated: { legalName: string } }>(
      { query: 'subscription { counterpartyCreated { legalName } }' },
      {
        next: (value) => void delivered.push(value.data!.counterpartyCreated.legalName),
        error: (error) => void (failed = error),
        complete: () => {},
      },
    );
    try {
      await reconnect;
      expect(closes).toEqual([{ code: 4419, reason: 'Session token expired: reconnect' }]);
      expect(failed).toBeUndefined();
      await createCounterpartyRest(suite.system, tokens, { legalName: 'PT Sesudah Sambung' });
      await expect.poll(() => delivered).toEqual(['PT Sesudah Sambung']);
    } finally {
      await client.dispose();
    }
  });
});
