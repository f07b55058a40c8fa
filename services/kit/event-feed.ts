import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { sql, type Kysely } from 'kysely';
import {
  EVENT_FEED_AUDIENCE,
  EventFeedQuery,
  EventFeedResponse,
  EventReplayQuery,
  EventReplayResponse,
  FEED_START,
  feedPositionOf,
  MAX_REPLAY,
  type FeedEvent,
} from '../../contracts/common/event-feed.js';
import { errorResponses } from '../../contracts/common/errors.js';
import type { DomainEvent } from '../../contracts/common/events.js';
import { TOKEN_ISSUER, type AccessClaims } from './auth.js';
import { commonErrors } from './errors.js';

/** Checks a feed token (the account service's, for `EVENT_FEED_AUDIENCE`); refuses anything else as UNAUTHENTICATED. */
export type FeedTokenVerifier = (token: string) => Promise<void>;

/** The largest row id: a position past every row of its transaction. */
const LAST_ID = 9_223_372_036_854_775_807n;

/**
 * Verifies feed tokens against the account service's published keys (or a
 * key getter, inside the account service's own tests): signed by it, for the
 * feed's audience, unexpired. A user's or an API key's access token is for
 * another audience and is refused here, as a feed token is everywhere else.
 */
export function createFeedTokenVerifier(keys: string | JWTVerifyGetKey): FeedTokenVerifier {
  const getKey =
    typeof keys === 'string'
      ? createRemoteJWKSet(new URL(`${keys.replace(/\/$/, '')}/.well-known/jwks.json`), {
          cooldownDuration: 5_000,
        })
      : keys;
  return async (token) => {
    try {
      await jwtVerify(token, getKey, { issuer: TOKEN_ISSUER, audience: EVENT_FEED_AUDIENCE });
    } catch {
      throw commonErrors.unauthenticated();
    }
  };
}

type OutboxRow = {
  id: string;
  tx_id: string;
  type: string;
  organization_id: string;
  subject_id: string;
  payload: DomainEvent;
  created_at: Date;
};

const feedEvent = (row: OutboxRow): FeedEvent => ({
  position: `${row.tx_id}.${row.id}`,
  id: row.id,
  type: row.type,
  organizationId: row.organization_id,
  subjectId: row.subject_id,
  permission: row.payload.permission,
  change: row.payload.change ?? null,
  related: row.payload.related ?? null,
  record: row.payload.record ?? null,
  occurredAt: row.created_at.toISOString(),
});

/**
 * One read of the service's outbox after `after` (contracts/common/event-feed.ts
 * says why a position is a transaction and an id). The horizon is read first:
 * every transaction below it has ended, so no row below it can still appear,
 * and the rows read after it (in a newer snapshot) below it are final.
 */
export async function readEventFeed(
  db: Kysely<unknown>,
  query: EventFeedQuery,
): Promise<EventFeedResponse> {
  // The route's schema let only a position through (EVENT_FEED_POSITION).
  const [afterTransaction, afterId] = feedPositionOf(query.after ?? FEED_START)!;
  const limit = query.limit ?? 500;
  const { rows: horizonRows } = await sql<{
    horizon: string;
  }>`select pg_snapshot_xmin(pg_current_snapshot())::text as horizon`.execute(db);
  const horizon = BigInt(horizonRows[0]!.horizon);
  const types = query.types?.length ? query.types : null;
  const { rows } =
    await sql<OutboxRow>`select id::text, tx_id::text, type, organization_id, subject_id, payload, created_at from outbox
    where (tx_id, id) > (${afterTransaction.toString()}::bigint, ${afterId.toString()}::bigint)
      and tx_id < ${horizon.toString()}::bigint
      ${types ? sql`and type = any(${types}::text[])` : sql``}
    order by tx_id, id limit ${limit}`.execute(db);
  const items = rows.map(feedEvent);
  const last = rows.at(-1);
  // A short page has read everything below the horizon: the next read starts there, past rows of other types too.
  const next =
    rows.length === limit
      ? `${last!.tx_id}.${last!.id}`
      : horizon - 1n >= afterTransaction
        ? `${horizon - 1n}.${LAST_ID}`
        : `${afterTransaction}.${afterId}`;
  return { items, next };
}

/**
 * The organisation's events of the transactions from `since` on, committed
 * by now, of the types asked and the permissions the caller holds
 * (contracts/common/event-feed.ts EventReplayQuery).
 */
export async function readEventReplay(
  db: Kysely<unknown>,
  auth: AccessClaims,
  query: EventReplayQuery,
): Promise<EventReplayResponse> {
  const { rows } = await sql<OutboxRow & { horizon: string }>`
    select id::text, tx_id::text, horizon::text, type, organization_id, subject_id, payload, created_at from outbox
    where organization_id = ${auth.org}::uuid and tx_id >= ${query.since}::bigint
      and type = any(${query.types}::text[]) and payload->>'permission' = any(${auth.perms}::text[])
      ${query.subjectId === undefined ? sql`` : sql`and subject_id = ${query.subjectId}`}
    order by tx_id, id limit ${MAX_REPLAY + 1}`.execute(db);
  return {
    items: rows.slice(0, MAX_REPLAY).map((row) => ({ ...feedEvent(row), cursor: row.horizon })),
    complete: rows.length <= MAX_REPLAY,
  };
}

/**
 * `GET /events`: the service's outbox in commit order, for the account
 * service's webhook dispatcher, across organisations. It takes no access
 * token of a user or an API key, only a feed token (`EVENT_FEED_AUDIENCE`),
 * and no organisation header: the kit's per-organisation check does not
 * apply (a public route), the token is checked here.
 */
export const eventFeedRoutes: FastifyPluginAsyncTypebox<{
  db: Kysely<unknown>;
  verify: FeedTokenVerifier;
}> = async (app, { db, verify }) => {
  app.get(
    '/events',
    {
      config: { public: true },
      schema: {
        summary:
          'The service’s events in commit order across organisations, for the webhook dispatcher (a feed token only)',
        tags: ['events'],
        querystring: EventFeedQuery,
        response: { 200: EventFeedResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) throw commonErrors.unauthenticated();
      await verify(header.slice('Bearer '.length));
      return readEventFeed(db, request.query);
    },
  );

  app.get(
    '/organization/events/replay',
    {
      schema: {
        summary:
          'The organisation’s events from a subscriber’s cursor on, for one that comes back after a lost connection',
        tags: ['events'],
        querystring: EventReplayQuery,
        response: { 200: EventReplayResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => readEventReplay(db, request.auth, request.query),
  );
};
