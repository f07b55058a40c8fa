import type { Logger } from 'pino';
import {
  MAX_REPLAY,
  REPLAY_CURSOR,
  type EventReplayResponse,
} from '../contracts/common/event-feed.js';
import type { DomainEvent } from '../contracts/common/events.js';
import { EVENTS_CHANNEL } from '../platform/events.js';
import { graphQLError } from './errors.js';
import { PgListener } from '../platform/pg-listener.js';

export type { DomainEvent };

/** The most events a subscriber that reads slower than they come has waiting: a replay's and as many live. */
const QUEUE_LIMIT = 2 * MAX_REPLAY;

type Subscriber = {
  /** The event type it hears, or the name it is counted by when it hears several (`types`). */
  type: string;
  /** The event types it hears, when more than one. */
  types?: readonly string[];
  organizationId: string;
  permissions: readonly string[];
  /** Only the events of this record, when set. */
  subjectId?: string;
  push: (event: DomainEvent) => void;
};

/**
 * Listens on PostgreSQL for the events services publish on commit and hands
 * each to the subscribers of its organisation that hold its permission.
 * Every BFF instance runs one, so subscriptions work behind a load balancer.
 */
export class EventHub {
  private readonly subscribers = new Set<Subscriber>();
  private readonly listener: PgListener | null;

  constructor(
    databaseUrl: string | undefined,
    private readonly logger: Logger,
  ) {
    this.listener = databaseUrl
      ? new PgListener({
          databaseUrl,
          channel: EVENTS_CHANNEL,
          name: 'event',
          logger,
          onNotification: (payload) => {
            try {
              this.dispatch(JSON.parse(payload) as DomainEvent);
            } catch (error) {
              this.logger.error({ err: error }, 'unreadable event');
            }
          },
        })
      : null;
  }

  /** Whether its LISTEN connection is up; null when it has no database to listen on. */
  get listening(): boolean | null {
    return this.listener ? this.listener.listening : null;
  }

  /** Whether the listener's database answers on its connection within `timeoutMs`; null without a listener. */
  async listenerAnswers(timeoutMs: number): Promise<boolean | null> {
    return this.listener ? this.listener.answers(timeoutMs) : null;
  }

  /** How many subscriptions receive events now, by event type (read by the metrics when scraped). */
  subscriptionCounts(): Map<string, number> {
    const counts = new Map<string, number>();
    for (const { type } of this.subscribers) counts.set(type, (counts.get(type) ?? 0) + 1);
    return counts;
  }

  async start(): Promise<void> {
    if (this.listener) await this.listener.start();
    else this.logger.warn('DATABASE_URL is not set: subscriptions receive no events');
  }

  dispatch(event: DomainEvent): void {
    for (const subscriber of this.subscribers) {
      if (
        (subscriber.types
          ? subscriber.types.includes(event.type)
          : subscriber.type === event.type) &&
        subscriber.organizationId === event.organizationId &&
        subscriber.permissions.includes(event.permission) &&
        (subscriber.subjectId === undefined || subscriber.subjectId === event.subjectId)
      ) {
        subscriber.push(event);
      }
    }
  }

  /**
   * An async iterator of the events of one type in one organisation, for a
   * subscription resolver; with `subjectId`, of that one record only.
   */
  subscribe(
    type: string,
    organizationId: string,
    permissions: readonly string[],
    subjectId?: string,
  ): AsyncIterableIterator<DomainEvent> {
    return this.open({ type, organizationId, permissions, subjectId }).events;
  }

  /**
   * An async iterator of the events of several types in one organisation,
   * counted in the metrics as `name`: the webhook events' subscription.
   */
  subscribeToTypes(
    name: string,
    types: readonly string[],
    organizationId: string,
    permissions: readonly string[],
  ): AsyncIterableIterator<DomainEvent> {
    return this.open({ type: name, types, organizationId, permissions }).events;
  }

  /**
   * As `subscribe`, for a subscriber back after a lost connection with the
   * cursor of the last event it heard: first the events the service's
   * outbox holds from that cursor on (`replay` reads them), then the live
   * ones. It listens before it reads, so an event committed meanwhile is
   * heard live and, when the read saw it too, answered once. Events the
   * subscriber had already heard may come again (each has its position);
   * none is lost. A read that fails, or finds more than it may answer, is
   * the subscription's error.
   */
  async subscribeFrom(
    type: string,
    organizationId: string,
    permissions: readonly string[],
    subjectId: string | undefined,
    replay: () => Promise<EventReplayResponse>,
  ): Promise<AsyncIterableIterator<DomainEvent>> {
    const held: DomainEvent[] = [];
    const opened = this.open({ type, organizationId, permissions, subjectId }, held);
    try {
      const answer = await replay();
      if (!answer.complete) throw replayTooLong();
      const seen = new Set(answer.items.map((item) => item.position));
      opened.release([
        ...answer.items.map(replayedEvent),
        ...held.filter((event) => !event.position || !seen.has(event.position)),
      ]);
      return opened.events;
    } catch (error) {
      await opened.events.return!();
      throw error;
    }
  }

  /** A subscriber and its iterator; with `held`, its events are kept there until `release` answers them (and those given) in order. */
  private open(
    filter: Omit<Subscriber, 'push'>,
    held?: DomainEvent[],
  ): { events: AsyncIterableIterator<DomainEvent>; release: (first: DomainEvent[]) => void } {
    const queue: DomainEvent[] = [];
    let wake: ((result: IteratorResult<DomainEvent>) => void) | null = null;
    let done = false;
    let holding = held !== undefined;
    const deliver = (event: DomainEvent) => {
      if (wake) {
        const resolve = wake;
        wake = null;
        resolve({ value: event, done: false });
      } else if (queue.length < QUEUE_LIMIT) queue.push(event);
    };
    const subscriber: Subscriber = {
      ...filter,
      push: (event) => {
        if (holding) held!.push(event);
        else deliver(event);
      },
    };
    this.subscribers.add(subscriber);
    const finish = (): Promise<IteratorResult<DomainEvent>> => {
      done = true;
      this.subscribers.delete(subscriber);
      wake?.({ value: undefined, done: true });
      wake = null;
      return Promise.resolve({ value: undefined, done: true });
    };
    const events: AsyncIterableIterator<DomainEvent> = {
      next: () => {
        if (done) return Promise.resolve({ value: undefined, done: true });
        const queued = queue.shift();
        if (queued) return Promise.resolve({ value: queued, done: false });
        return new Promise((resolve) => (wake = resolve));
      },
      return: finish,
      throw: async (error: unknown) => {
        await finish();
        throw error;
      },
      [Symbol.asyncIterator]() {
        return this;
      },
    };
    return {
      events,
      release: (first) => {
        holding = false;
        for (const event of first) deliver(event);
      },
    };
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }
}

/**
 * A replayed outbox event as its notification would have carried it: a row
 * of the outbox, which takes only the vocabulary's events (services/kit/events.ts
 * and the outbox's `event_vocabulary`), read as one as a notification is.
 */
function replayedEvent(item: EventReplayResponse['items'][number]): DomainEvent {
  return {
    type: item.type,
    organizationId: item.organizationId,
    subjectId: item.subjectId,
    permission: item.permission,
    position: item.position,
    cursor: item.cursor,
    ...(item.change === null ? {} : { change: item.change }),
    ...(item.related === null ? {} : { related: item.related }),
    ...(item.record === null ? {} : { record: item.record }),
  } as DomainEvent;
}

const replayTooLong = () =>
  graphQLError(
    'BAD_USER_INPUT',
    'Too many events happened since this cursor to replay them: read the records afresh and subscribe without `after`.',
    { field: 'after' },
  );

/** A subscriber's `after`, as the services take it: a cursor an update carried, else BAD_USER_INPUT. */
export function replayCursor(after: string): string {
  if (!new RegExp(REPLAY_CURSOR).test(after))
    throw graphQLError(
      'BAD_USER_INPUT',
      'This is not a cursor of an update: give the `cursor` of the last update heard.',
      {
        field: 'after',
      },
    );
  return after;
}

/**
 * Where an update stands, for the update types of a subscription that takes
 * `after`: its id in its service's outbox, and the cursor to subscribe again
 * from (every outbox row has both; '0', from the start, for an event that came
 * from nowhere else).
 */
export const eventPlace = {
  eventId: (event: DomainEvent) => event.position ?? '',
  cursor: (event: DomainEvent) => event.cursor ?? '0',
};
