import type { Kysely, Transaction } from 'kysely';
import { feedPositionOf, type FeedEvent } from '../../../contracts/common/event-feed.js';
import type { WebhookSource } from '../../../contracts/account/webhooks.js';
import { permissionsOfRole } from '../../../contracts/account/permissions.js';
import { EVENTS_CHANNEL } from '../../../platform/events.js';
import { PgListener } from '../../../platform/pg-listener.js';
import type { Logger } from '../../kit/logger.js';
import type { AccountDatabase } from '../db-types.js';
import { webhookPayload } from '../../../contracts/account/webhooks.js';
import { globalIdOf } from '../../../platform/global-id.js';
import { DISPATCHED_TYPES, feedTypesOf, webhookEventOf } from './events.js';
import type { FeedClient } from './feed-client.js';
import {
  endpointsOf,
  insertDeliveries,
  lockFeedPosition,
  queueAttempts,
  saveFeedPosition,
  type NewDelivery,
} from './repository.js';

/** Events read from a feed at once. */
const PAGE = 500;

const atOrPast = (a: readonly [bigint, bigint], b: readonly [bigint, bigint]) =>
  a[0] > b[0] || (a[0] === b[0] && a[1] >= b[1]);

/** The type and feed position of a notified event (`kas_events`); an unreadable payload has neither. */
function notified(payload: string): { type: string; position: readonly [bigint, bigint] | null } {
  try {
    const event = JSON.parse(payload) as { type?: unknown; position?: unknown };
    return { type: String(event.type ?? ''), position: feedPositionOf(event.position) };
  } catch {
    return { type: '', position: null };
  }
}

/** The first wait before a feed is read again for a notified event it did not give yet; it doubles up to `LAST_RETRY_MS`. */
const FIRST_RETRY_MS = 50;
/** The longest wait between such reads (or `pollMs`, when shorter): an older transaction seldom runs long. */
const LAST_RETRY_MS = 1_000;

/**
 * Turns the services' events into deliveries. It reads each source's outbox
 * feed after the position it keeps (contracts/common/event-feed.ts), and in
 * ONE transaction adds a delivery for each (event, enabled endpoint of the
 * event's organisation that subscribes to its type and whose role may read
 * its record), queues each one's first attempt and moves the position on.
 * The position's row is locked for the read: of several account service
 * instances one reads a feed at a time, and a delivery is unique per
 * (endpoint, source, event), so a read again after a crash adds nothing.
 *
 * It reads when a service notifies an event of a type it delivers
 * (`kas_events`, the subscriptions' channel). A notification can come before
 * an older transaction ends, and the feed gives nothing of a transaction newer
 * than the oldest still running: until a feed's position has passed each
 * event notified of it, the dispatcher reads it again soon (50 ms, then twice
 * as long each time, up to a second). It reads every `pollMs` all the same,
 * for a notification that was lost (a dropped connection).
 */
export class WebhookDispatcher {
  private readonly listener: PgListener;
  private timer: NodeJS.Timeout | null = null;
  private retry: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  /** Per source, the newest position notified that its feed has not given yet. */
  private readonly awaited = new Map<WebhookSource, readonly [bigint, bigint]>();
  /** Which source's feed gives each event type it delivers. */
  private readonly sourceOfType: ReadonlyMap<string, WebhookSource>;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly feeds: readonly FeedClient[],
    private readonly options: { databaseUrl: string; pollMs: number; logger: Logger },
  ) {
    this.sourceOfType = new Map(
      feeds.flatMap((feed) => feedTypesOf(feed.source).map((type) => [type, feed.source])),
    );
    this.listener = new PgListener({
      databaseUrl: options.databaseUrl,
      channel: EVENTS_CHANNEL,
      name: 'webhook dispatch',
      logger: options.logger,
      onNotification: (payload) => {
        const { type, position } = notified(payload);
        if (!DISPATCHED_TYPES.has(type)) return;
        const source = this.sourceOfType.get(type);
        const awaited = source && this.awaited.get(source);
        if (source && position && !(awaited && atOrPast(awaited, position)))
          this.awaited.set(source, position);
        this.wake();
      },
      onReconnected: () => this.wake(),
    });
  }

  async start(): Promise<void> {
    await this.listener.start();
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Reads every feed now, or again right after the read under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.readAll().finally(() => (this.running = null));
  }

  /** Resolves once no read is under way or asked for: a test waits for what a read made. */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async readAll(): Promise<void> {
    do {
      this.again = false;
      for (const feed of this.feeds) {
        try {
          while (!this.stopped && (await this.dispatch(feed)));
        } catch (error) {
          this.options.logger.warn({ err: error, source: feed.source }, 'webhook dispatch failed');
        }
      }
    } while (this.again && !this.stopped);
    this.retryAwaited();
  }

  /** Reads again soon while a feed has not given an event notified of it, waiting twice as long each time. */
  private retryAwaited(): void {
    if (this.awaited.size === 0) {
      this.retryMs = FIRST_RETRY_MS;
      return;
    }
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.wake();
    }, this.retryMs);
    this.retry.unref();
    this.retryMs = Math.min(this.retryMs * 2, LAST_RETRY_MS, this.options.pollMs);
  }

  /** One page of a feed made into deliveries; answers whether more may follow at once. */
  private async dispatch(feed: FeedClient): Promise<boolean> {
    const read = await this.db.transaction().execute(async (trx) => {
      const position = await lockFeedPosition(trx, feed.source);
      // Another instance is reading this feed: what it reads, it delivers (it was notified too).
      if (position === undefined) return null;
      const page = await feed.read(position, PAGE, feedTypesOf(feed.source));
      const added = await insertDeliveries(trx, await deliveriesOf(trx, feed.source, page.items));
      await queueAttempts(
        trx,
        added
          .filter((delivery) => delivery.status === 'PENDING')
          .map((delivery) => ({
            deliveryId: delivery.id,
            endpointId: delivery.endpoint_id,
            attempt: 1,
          })),
      );
      if (page.next !== position) await saveFeedPosition(trx, feed.source, page.next);
      return { next: page.next, more: page.items.length === PAGE };
    });
    // Once committed, an event notified at or before where the feed now stands is no longer awaited.
    const awaited = this.awaited.get(feed.source);
    const reached = read && feedPositionOf(read.next);
    if (awaited && (!read || (reached && atOrPast(reached, awaited))))
      this.awaited.delete(feed.source);
    return read?.more ?? false;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    if (this.retry) clearTimeout(this.retry);
    await this.idle();
    await this.listener.stop();
  }
}

/**
 * The deliveries a page of events makes: one per event and endpoint of its
 * organisation that subscribes to its public type, was made before it
 * happened, and acts in a role that may read its record now (a role changed
 * since takes effect here, and again at each attempt). An endpoint that is
 * disabled gets it SKIPPED, kept with the body and webhook-id it would have
 * had, so that nothing raised while it was off is lost: a replay sends it.
 */
export async function deliveriesOf(
  trx: Transaction<AccountDatabase>,
  source: WebhookSource,
  events: readonly FeedEvent[],
): Promise<NewDelivery[]> {
  const typed = events.flatMap((event) => {
    const type = webhookEventOf(source, event);
    return type ? [{ event, type }] : [];
  });
  const endpoints = await endpointsOf(trx, [
    ...new Set(typed.map(({ event }) => event.organizationId)),
  ]);
  const grants = new Map(
    endpoints.map((endpoint) => [
      endpoint.id,
      new Set<string>(
        permissionsOfRole({ builtIn: endpoint.built_in, permissions: endpoint.permissions }),
      ),
    ]),
  );
  return typed.flatMap(({ event, type }) =>
    endpoints
      .filter(
        (endpoint) =>
          endpoint.organization_id === event.organizationId &&
          endpoint.event_types.includes(type) &&
          endpoint.created_at <= new Date(event.occurredAt) &&
          grants.get(endpoint.id)!.has(event.permission),
      )
      .map((endpoint) => ({
        organizationId: event.organizationId,
        endpointId: endpoint.id,
        source,
        eventId: event.id,
        eventType: type,
        permission: event.permission,
        payload: webhookPayload(type, event, globalIdOf),
        skipped: !endpoint.enabled,
      })),
  );
}
