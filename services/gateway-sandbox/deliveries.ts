import { EventEmitter } from 'node:events';
import type { SandboxProvider, SandboxStatus } from './charges.js';

/**
 * How the sandbox delivers webhooks: each notification is POSTed to the
 * provider's configured URL and retried, with exponential backoff, on a
 * non-2xx answer or a connection error, as both providers do (Xendit
 * re-delivers up to six times with exponential back-off, "Delivery Attempts
 * and Retries", https://docs.xendit.co/webhook/delivery-attempts-and-retries/;
 * Midtrans retries a notification that is not answered 2xx, "HTTP(S)
 * Notification / Webhooks"). The intervals are the sandbox's own: base
 * `retryBaseMs`, doubled each time, so tests see retries in milliseconds.
 *
 * Notifications about one charge go out one after another, in order, unless
 * `outOfOrder` asks for a stale one late. Every attempt is recorded and
 * emitted, so a test waits for "delivered with 2xx" instead of sleeping.
 */

export type DeliveryAttempt = {
  provider: SandboxProvider;
  /** Xendit's invoice id, or Midtrans's Snap token. */
  ref: string;
  orderId: string;
  /** The status this notification reports. */
  status: SandboxStatus;
  url: string;
  /** 1 for the first try, 2 for the first retry… */
  attempt: number;
  /** 2 for the duplicate copy `duplicateWebhooks` sends. */
  copy: 1 | 2;
  /** A stale notification delivered after a newer one (`outOfOrder`). */
  stale: boolean;
  /** The receiver's answer; null when it could not be reached. */
  httpStatus: number | null;
  error: string | null;
  body: string;
  headers: Record<string, string>;
  at: Date;
};

export type DeliveryOptions = {
  /** Added before each notification's first attempt. Default 0. */
  webhookDelayMs: number;
  /** Sends every notification twice (the second after the first is delivered). Default false. */
  duplicateWebhooks: boolean;
  /** After a notification that ends PENDING, re-sends the earlier PENDING one. Default false. */
  outOfOrder: boolean;
  /** The first retry's delay; each next one doubles. Default 1 000 ms. */
  retryBaseMs: number;
  /** Attempts per notification, the first included. Default 7 (Xendit's original and six retries). */
  maxAttempts: number;
  /** Per attempt. Default 5 000 ms. */
  timeoutMs: number;
};

export type Notification = {
  provider: SandboxProvider;
  ref: string;
  orderId: string;
  status: SandboxStatus;
  body: string;
  headers: Record<string, string>;
};

export type Deliveries = {
  /** Every attempt so far, oldest first. */
  readonly attempts: readonly DeliveryAttempt[];
  /** Emits "attempt" (DeliveryAttempt) after each attempt is answered or fails. */
  readonly events: EventEmitter;
  /** The first attempt, past or coming, that matches; rejects after `timeoutMs` (default 5 000). */
  waitFor(
    predicate: (attempt: DeliveryAttempt) => boolean,
    timeoutMs?: number,
  ): Promise<DeliveryAttempt>;
};

const abortableSleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    if (ms <= 0 || signal.aborted) return resolve();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

export class WebhookDispatcher implements Deliveries {
  readonly attempts: DeliveryAttempt[] = [];
  readonly events = new EventEmitter();
  options: DeliveryOptions;
  readonly #lifetime = new AbortController();
  readonly #queues = new Map<string, Promise<void>>();

  constructor(options: DeliveryOptions) {
    this.options = options;
    this.events.setMaxListeners(0);
  }

  waitFor(predicate: (attempt: DeliveryAttempt) => boolean, timeoutMs = 5_000) {
    const seen = this.attempts.find(predicate);
    if (seen) return Promise.resolve(seen);
    return new Promise<DeliveryAttempt>((resolve, reject) => {
      const listener = (attempt: DeliveryAttempt) => {
        if (!predicate(attempt)) return;
        clearTimeout(timer);
        this.events.off('attempt', listener);
        resolve(attempt);
      };
      const timer = setTimeout(() => {
        this.events.off('attempt', listener);
        reject(new Error(`No webhook delivery matched within ${timeoutMs} ms.`));
      }, timeoutMs);
      this.events.on('attempt', listener);
    });
  }

  /**
   * Queues a notification behind the earlier ones of its charge; `stale`, when
   * given and `outOfOrder` is on, follows it as an out-of-date redelivery.
   */
  send(url: string | null, notification: Notification, stale: Notification | null): void {
    if (!url) return;
    const { duplicateWebhooks, outOfOrder } = this.options;
    const key = `${notification.provider}:${notification.ref}`;
    const previous = this.#queues.get(key) ?? Promise.resolve();
    const next = previous.then(async () => {
      await abortableSleep(this.options.webhookDelayMs, this.#lifetime.signal);
      await this.#deliver(url, notification, 1, false);
      if (duplicateWebhooks) await this.#deliver(url, notification, 2, false);
      if (outOfOrder && stale) await this.#deliver(url, stale, 1, true);
    });
    this.#queues.set(key, next);
  }

  /** Tries one copy until the receiver answers 2xx or the attempts run out. */
  async #deliver(url: string, notification: Notification, copy: 1 | 2, stale: boolean) {
    const { maxAttempts, retryBaseMs, timeoutMs } = this.options;
    for (let attempt = 1; attempt <= maxAttempts; attempt += 1) {
      if (this.#lifetime.signal.aborted) return;
      let httpStatus: number | null = null;
      let error: string | null = null;
      try {
        const response = await fetch(url, {
          method: 'POST',
          headers: notification.headers,
          body: notification.body,
          signal: AbortSignal.any([this.#lifetime.signal, AbortSignal.timeout(timeoutMs)]),
        });
        await response.arrayBuffer();
        httpStatus = response.status;
      } catch (caught) {
        error = (caught as Error).message;
      }
      if (this.#lifetime.signal.aborted) return;
      const record: DeliveryAttempt = {
        provider: notification.provider,
        ref: notification.ref,
        orderId: notification.orderId,
        status: notification.status,
        url,
        attempt,
        copy,
        stale,
        httpStatus,
        error,
        body: notification.body,
        headers: notification.headers,
        at: new Date(),
      };
      this.attempts.push(record);
      this.events.emit('attempt', record);
      if (httpStatus !== null && httpStatus >= 200 && httpStatus < 300) return;
      await abortableSleep(retryBaseMs * 2 ** (attempt - 1), this.#lifetime.signal);
    }
  }

  /** Stops every pending delivery and retry. */
  stop(): void {
    this.#lifetime.abort();
  }
}
