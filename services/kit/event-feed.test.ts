import { randomUUID } from 'node:crypto';
import { SignJWT, generateKeyPair, type CryptoKey } from 'jose';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EVENT_FEED_AUDIENCE, type EventFeedResponse } from '../../contracts/common/event-feed.js';
import type { DomainEvent } from '../../contracts/common/events.js';
import { createTestDatabase } from '../../tests/support/database.js';
import { eventually } from '../../tests/support/eventually.js';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from './auth.js';
import { createDatabase } from './database.js';
import { createFeedTokenVerifier, eventFeedRoutes, readEventFeed } from './event-feed.js';
import { publishEvent } from './events.js';
import { buildService, listen, routeModule, type ServiceApp } from './server.js';

// The outbox feed over the treasury's real outbox table (the template database is migrated), with
// transactions held open by hand: a row must never be passed because its transaction committed late.
let databaseUrl: string;
let db: Kysely<unknown>;
let app: ServiceApp;
let url: string;
let privateKey: CryptoKey;
const ORG = randomUUID();

const event = (
  subjectId: string,
  type: 'payment.updated' | 'import.progress' | 'import.finished' = 'payment.updated',
): DomainEvent => {
  const fields = { organizationId: ORG, subjectId, permission: 'payments:read' };
  if (type === 'import.progress') return { type, ...fields };
  return type === 'import.finished'
    ? { type, ...fields, change: 'COMPLETED' }
    : { type, ...fields, change: 'APPROVED' };
};

/** A connection of its own, in the treasury's schema, to hold a transaction open. */
async function connection(): Promise<pg.Client> {
  const client = new pg.Client({
    connectionString: databaseUrl,
    options: '-c search_path=treasury',
  });
  await client.connect();
  return client;
}

/** Every event of this file's organisation the feed answers from `after` on, read to the end a page at a time. */
async function readAll(after: string | undefined, limit = 2) {
  const subjects: string[] = [];
  let next = after;
  for (;;) {
    const page = await readEventFeed(db, { after: next, limit });
    subjects.push(
      ...page.items.filter((item) => item.organizationId === ORG).map((item) => item.subjectId),
    );
    if (page.next === next) return { subjects, next };
    next = page.next;
    if (page.items.length < limit) return { subjects, next };
  }
}

/**
 * `readAll` again until it answers `count` events: the feed answers a
 * transaction once every older one in the cluster has ended, and other
 * files' transactions run meanwhile.
 */
async function readCount(after: string | undefined, count: number, limit = 2) {
  let read = await readAll(after, limit);
  await eventually(async () => {
    read = await readAll(after, limit);
    return read.subjects.length >= count;
  }, 10_000);
  return read;
}

const sign = (audience: string) =>
  new SignJWT({})
    .setProtectedHeader({ alg: 'ES256' })
    .setSubject('account-service')
    .setIssuer(TOKEN_ISSUER)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime('1m')
    .sign(privateKey);

beforeAll(async () => {
  databaseUrl = await createTestDatabase();
  db = createDatabase<unknown>({ url: databaseUrl, schema: 'treasury', max: 4 });
  const pair = await generateKeyPair('ES256');
  privateKey = pair.privateKey;
  app = await buildService({
    title: 'Feed test',
    description: 'An outbox feed',
    logger: pino({ level: 'silent' }),
    verifyToken: async () => {
      throw new Error('no user routes here');
    },
    isReady: async () => true,
    modules: [
      routeModule(eventFeedRoutes, {
        db,
        verify: createFeedTokenVerifier(async () => pair.publicKey),
      }),
    ],
  });
  url = await listen(app, 0);
});

afterAll(async () => {
  await app?.close();
  await db?.destroy();
});

describe('the outbox feed', () => {
  it('never passes an event whose transaction commits after a later one: it waits below the open transaction, then answers both in order', async () => {
    const { next: start } = await readAll(undefined);
    const early = await connection();
    await early.query('begin');
    await early.query(
      `insert into outbox (type, organization_id, subject_id, payload) values ('payment.updated', $1, 'early', $2)`,
      [ORG, JSON.stringify(event('early'))],
    );
    await publishEvent(db, event('late'));

    const whileOpen = await readAll(start);
    expect(whileOpen.subjects).toEqual([]);

    await early.query('commit');
    await early.end();
    const after = await readCount(whileOpen.next, 2);
    expect(after.subjects).toEqual(['early', 'late']);
    expect((await readAll(after.next)).subjects).toEqual([]);
  });

  it('answers an event once however the reads are cut, and a rolled-back one never', async () => {
    const { next: start } = await readAll(undefined);
    const rolledBack = await connection();
    await rolledBack.query('begin');
    await rolledBack.query(
      `insert into outbox (type, organization_id, subject_id, payload) values ('payment.updated', $1, 'undone', $2)`,
      [ORG, JSON.stringify(event('undone'))],
    );
    for (const subject of ['a', 'b', 'c', 'd', 'e']) await publishEvent(db, event(subject));
    await rolledBack.query('rollback');
    await rolledBack.end();
    expect((await readCount(start, 5, 1)).subjects).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect((await readCount(start, 5, 1000)).subjects).toEqual(['a', 'b', 'c', 'd', 'e']);
  });

  it('passes over the types not asked for, and moves past them', async () => {
    const { next: start } = await readAll(undefined);
    await publishEvent(db, event('progress-1', 'import.progress'));
    await publishEvent(db, event('finished', 'import.finished'));
    await publishEvent(db, event('progress-2', 'import.progress'));
    // The feed answers a transaction once every older one in the cluster has ended: other files' are running too.
    let page = await readEventFeed(db, { after: start, types: ['import.finished'] });
    await eventually(async () => {
      page = await readEventFeed(db, { after: start, types: ['import.finished'] });
      return page.items.length > 0;
    }, 10_000);
    expect(page.items.map((item) => [item.subjectId, item.change])).toEqual([
      ['finished', 'COMPLETED'],
    ]);
    const again = await readEventFeed(db, { after: page.next, types: ['import.finished'] });
    expect(again.items).toEqual([]);
  });

  it('answers the account service’s feed token only: none, or a user’s access token, is UNAUTHENTICATED', async () => {
    const ask = async (authorization?: string) => {
      const response = await fetch(`${url}/events?limit=1`, {
        headers: authorization ? { authorization } : {},
      });
      return { status: response.status, body: (await response.json()) as EventFeedResponse };
    };
    expect((await ask()).status).toBe(401);
    expect((await ask(`Bearer ${await sign(TOKEN_AUDIENCE)}`)).status).toBe(401);
    const answer = await ask(`Bearer ${await sign(EVENT_FEED_AUDIENCE)}`);
    expect(answer.status).toBe(200);
    expect(answer.body.next).toMatch(/^\d+\.\d+$/);
  });

  it('refuses a position that is not one with 400', async () => {
    const response = await fetch(`${url}/events?after=12`, {
      headers: { authorization: `Bearer ${await sign(EVENT_FEED_AUDIENCE)}` },
    });
    expect(response.status).toBe(400);
  });
});
