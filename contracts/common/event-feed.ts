import { Type, type Static } from 'typebox';
import { Nullable } from './schemas.js';

/**
 * A service's outbox read in order by another service (the account service's
 * webhook dispatcher), `GET /events?after=<position>`: every event its
 * transactions committed, each once, in an order that never changes once read.
 *
 * A position is `<transaction>.<id>`: the id of the transaction that wrote a
 * row and the row's own. Outbox ids alone would not do: ids are taken when a
 * row is written, not when its transaction commits, so a reader that passed
 * id 11 could never see an id 10 committed after it. The feed answers only
 * rows of transactions older than every transaction still running (below the
 * snapshot's xmin), which can gain no row anymore, ordered by transaction and
 * id: a position, once passed, has nothing before it left to come.
 */
export const EVENT_FEED_POSITION = '^\\d{1,19}\\.\\d{1,19}$';

const POSITION = new RegExp(EVENT_FEED_POSITION);

/** A position as its transaction's id and its row's, to compare or to query by; null when the text is not a position. */
export function feedPositionOf(position: unknown): readonly [bigint, bigint] | null {
  if (typeof position !== 'string' || !POSITION.test(position)) return null;
  const [transaction, id] = position.split('.');
  return [BigInt(transaction!), BigInt(id!)];
}

/** The feed's first position: before everything. */
export const FEED_START = '0.0';

/** The most events one read answers. */
export const MAX_FEED_PAGE = 1000;

export const EventFeedQuery = Type.Object({
  after: Type.Optional(
    Type.String({
      pattern: EVENT_FEED_POSITION,
      description: 'The `next` of the previous read; from the start when left out.',
    }),
  ),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_FEED_PAGE, default: 500 })),
  types: Type.Optional(
    Type.Array(Type.String({ pattern: '^[a-z][a-z.-]{0,79}$' }), {
      maxItems: 50,
      description: 'Only events of these types (the others are passed over all the same).',
    }),
  ),
});
export type EventFeedQuery = Static<typeof EventFeedQuery>;

/** What an event says of its record as the change left it (contracts/common/events.ts `EventRecord`). */
export const EventRecordSchema = Type.Object(
  {
    number: Type.Optional(Nullable(Type.String())),
    name: Type.Optional(Nullable(Type.String())),
    status: Type.Optional(Type.String()),
    total: Type.Optional(Type.String({ description: 'A decimal string.' })),
    outstanding: Type.Optional(Type.String({ description: 'A decimal string.' })),
    currency: Type.Optional(Type.String()),
    dueDate: Type.Optional(Type.String({ format: 'date' })),
    updatedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { description: 'The record as the change left it: money as decimal strings.' },
);

export const FeedEvent = Type.Object({
  position: Type.String({ pattern: EVENT_FEED_POSITION }),
  id: Type.String({ pattern: '^\\d{1,19}$', description: 'The outbox row’s id in its service.' }),
  type: Type.String(),
  organizationId: Type.String({ format: 'uuid' }),
  subjectId: Type.String(),
  permission: Type.String({ description: 'What a reader of the event needs to hold.' }),
  change: Nullable(Type.String()),
  related: Nullable(
    Type.Object({
      statementTransactionIds: Type.Optional(Type.Array(Type.String())),
      expectedTransactionIds: Type.Optional(Type.Array(Type.String())),
    }),
  ),
  record: Nullable(EventRecordSchema),
  occurredAt: Type.String({ format: 'date-time' }),
});
export type FeedEvent = Static<typeof FeedEvent>;

export const EventFeedResponse = Type.Object({
  items: Type.Array(FeedEvent),
  next: Type.String({
    pattern: EVENT_FEED_POSITION,
    description: 'Where the next read starts: past every event answered and every one passed over.',
  }),
});
export type EventFeedResponse = Static<typeof EventFeedResponse>;

/** The audience of the account service's tokens for the feeds: no other route takes them, and a feed takes no other. */
export const EVENT_FEED_AUDIENCE = 'kas-event-feed';

/** A replay cursor: the oldest transaction still running when an event was written (its notification's `cursor`). */
export const REPLAY_CURSOR = '^\\d{1,19}$';

/** The most events one replay answers: a subscriber that missed more starts afresh from a query. */
export const MAX_REPLAY = 1000;

/**
 * `GET /organization/events/replay?since=<cursor>`: the organisation's events
 * of the transactions from `since` on, committed by now, in their order, for
 * a subscriber that comes back after a lost connection (bff/events.ts).
 * Unlike the feed it waits for no older transaction: a subscriber listens
 * before it reads, so what commits later reaches it live. It answers events
 * the subscriber may have heard already (each has its position to tell).
 */
export const EventReplayQuery = Type.Object({
  since: Type.String({
    pattern: REPLAY_CURSOR,
    description: 'The `cursor` of the last event the subscriber heard.',
  }),
  types: Type.Array(Type.String({ pattern: '^[a-z][a-z.-]{0,79}$' }), {
    minItems: 1,
    maxItems: 20,
    description: 'The event types subscribed to.',
  }),
  subjectId: Type.Optional(Type.String({ maxLength: 200, description: 'Only this record’s.' })),
});
export type EventReplayQuery = Static<typeof EventReplayQuery>;

export const EventReplayResponse = Type.Object({
  items: Type.Array(Type.Intersect([FeedEvent, Type.Object({ cursor: Type.String() })])),
  complete: Type.Boolean({
    description: `False when more than ${MAX_REPLAY} events were missed: only the first are answered.`,
  }),
});
export type EventReplayResponse = Static<typeof EventReplayResponse>;
