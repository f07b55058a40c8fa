import type { Logger } from 'pino';
import { EVENTS_CHANNEL, type DomainEvent } from '../platform/events.js';
import { PgListener } from '../platform/pg-listener.js';

export type { DomainEvent };

type Subscriber = {
  type: string;
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
        subscriber.type === event.type &&
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
    const queue: DomainEvent[] = [];
    let wake: ((result: IteratorResult<DomainEvent>) => void) | null = null;
    let done = false;
    const subscriber: Subscriber = {
      type,
      organizationId,
      permissions,
      subjectId,
      push: (event) => {
        if (wake) {
          const resolve = wake;
          wake = null;
          resolve({ value: event, done: false });
        } else if (queue.length < 1_000) queue.push(event);
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
    return {
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
  }

  async stop(): Promise<void> {
    await this.listener?.stop();
  }
}
