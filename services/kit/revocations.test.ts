import { randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import pg from 'pg';
import { pino } from 'pino';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../tests/support/database.js';
import { createTokenVerifier, TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth.js';
import {
  RevocationList,
  SESSION_REVOKED_CHANNEL,
  type Revocation,
} from '../../platform/revocations.js';
import { eventually } from '../../tests/support/eventually.js';

const logger = pino({ level: 'silent' });
const lists: RevocationList[] = [];
const listOf = (load: () => Promise<Revocation[]> = async () => [], databaseUrl?: string) => {
  const list = new RevocationList({ databaseUrl, load, logger, retryMs: 20 });
  lists.push(list);
  return list;
};
const seconds = (ms: number) => Math.floor(ms / 1000);

afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(lists.splice(0).map((list) => list.stop()));
});

describe('the list of revoked sessions', () => {
  it('refuses a revoked session until its tokens have expired, and then forgets it', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
    const list = listOf();
    list.remember({ sessionId: 'session-1', until: seconds(Date.now()) + 15 * 60 });
    expect(list.isRevoked('session-1')).toBe(true);
    expect(list.isRevoked('session-2')).toBe(false);

    vi.setSystemTime(new Date('2026-03-02T08:14:59Z'));
    expect(list.isRevoked('session-1')).toBe(true);
    vi.setSystemTime(new Date('2026-03-02T08:15:00Z'));
    expect(list.isRevoked('session-1')).toBe(false);
    expect(list.size).toBe(0);
  });

  it('does not keep a revocation that has already expired, and sweeps expired ones away as new ones come', () => {
    vi.useFakeTimers({ now: new Date('2026-03-02T08:00:00Z') });
    const list = listOf();
    list.remember({ sessionId: 'long-gone', until: seconds(Date.now()) - 1 });
    expect(list.size).toBe(0);

    list.remember({ sessionId: 'session-1', until: seconds(Date.now()) + 60 });
    vi.setSystemTime(new Date('2026-03-02T08:02:00Z'));
    list.remember({ sessionId: 'session-2', until: seconds(Date.now()) + 60 });
    expect(list.size).toBe(1);
    expect(list.isRevoked('session-2')).toBe(true);
  });

  it('keeps the later expiry when a session is heard of twice', () => {
    const list = listOf();
    const now = seconds(Date.now());
    list.remember({ sessionId: 'session-1', until: now + 600 });
    list.remember({ sessionId: 'session-1', until: now + 60 });
    vi.useFakeTimers({ now: (now + 120) * 1000 });
    expect(list.isRevoked('session-1')).toBe(true);
  });

  it('when the first load fails, it is retried in the background until it succeeds', async () => {
    let calls = 0;
    const list = listOf(async () => {
      calls += 1;
      if (calls < 3) throw new Error('account service unreachable');
      return [{ sessionId: 'session-1', until: seconds(Date.now()) + 60 }];
    });
    await list.start();
    expect(list.isRevoked('session-1')).toBe(false);
    await eventually(() => list.isRevoked('session-1'), 2_000, 10);
    expect(calls).toBe(3);
  });

  it('hears revocations notified on kas_session_revoked after it started, and ignores an unreadable one', async () => {
    const databaseUrl = await createTestDatabase();
    const list = listOf(
      async () => [{ sessionId: 'loaded', until: seconds(Date.now()) + 60 }],
      databaseUrl,
    );
    await list.start();
    expect(list.isRevoked('loaded')).toBe(true);

    const notifier = new pg.Client({ connectionString: databaseUrl });
    await notifier.connect();
    try {
      await notifier.query('select pg_notify($1, $2)', [SESSION_REVOKED_CHANNEL, 'not json']);
      await notifier.query('select pg_notify($1, $2)', [
        SESSION_REVOKED_CHANNEL,
        JSON.stringify({ sessionId: 'notified', until: seconds(Date.now()) + 60 }),
      ]);
    } finally {
      await notifier.end();
    }
    await eventually(() => list.isRevoked('notified'), 2_000, 10);
    expect(list.size).toBe(2);
  });
});

describe('the services’ token verifier with a revocation list', () => {
  let privateKey: CryptoKey;
  let publicKey: CryptoKey;
  const sign = (sid: string | undefined) =>
    new SignJWT({
      org: 'org-1',
      role: 'Owner',
      perms: ['counterparties:read'],
      mfa: false,
      ...(sid ? { sid } : {}),
    })
      .setProtectedHeader({ alg: 'ES256', kid: 'key-1' })
      .setSubject('user-1')
      .setIssuer(TOKEN_ISSUER)
      .setAudience(TOKEN_AUDIENCE)
      .setExpirationTime('15m')
      .sign(privateKey);

  it('refuses a token of a revoked session even after it was verified and cached', async () => {
    ({ privateKey, publicKey } = await generateKeyPair('ES256'));
    const list = listOf();
    const verify = createTokenVerifier(async () => publicKey, list);
    const sessionId = randomUUID();
    const token = await sign(sessionId);
    expect(await verify(token)).toMatchObject({ sub: 'user-1', sid: sessionId });

    list.remember({ sessionId, until: seconds(Date.now()) + 15 * 60 });
    await expect(verify(token)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    await expect(createTokenVerifier(async () => publicKey, list)(token)).rejects.toMatchObject({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
  });

  it('refuses a token without a session id, which could not be revoked', async () => {
    ({ privateKey, publicKey } = await generateKeyPair('ES256'));
    await expect(
      createTokenVerifier(async () => publicKey)(await sign(undefined)),
    ).rejects.toMatchObject({ status: 401 });
  });
});

describe('a session renewed with a new role', () => {
  it('refuses only tokens of an older generation, and a later full revocation refuses them all', () => {
    const list = new RevocationList({
      databaseUrl: undefined,
      load: async () => [],
      logger: pino({ level: 'silent' }),
    });
    const until = Math.floor(Date.now() / 1000) + 600;
    list.remember({ sessionId: 's1', until, generation: 2 });
    expect([
      list.isRevoked('s1', 0),
      list.isRevoked('s1', 1),
      list.isRevoked('s1', 2),
      list.isRevoked('s1', 3),
    ]).toEqual([true, true, false, false]);
    list.remember({ sessionId: 's1', until, generation: 1 });
    expect(list.isRevoked('s1', 1)).toBe(true);
    list.remember({ sessionId: 's1', until });
    expect(list.isRevoked('s1', 9)).toBe(true);
    list.remember({ sessionId: 's1', until, generation: 10 });
    expect(list.isRevoked('s1', 10)).toBe(true);
  });
});
