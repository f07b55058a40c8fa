import { envInt, envList } from '../../../platform/env.js';

/**
 * How long after each failed attempt a delivery is tried again, in seconds:
 * Svix's schedule (https://docs.svix.com/retries: 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h) carried on with 10, 14 and 20 hours, so that a delivery is
 * tried 11 times over about three days (71.6 hours) before it fails.
 */
export const DEFAULT_RETRY_SCHEDULE: readonly number[] = [
  5,
  5 * 60,
  30 * 60,
  2 * 3600,
  5 * 3600,
  10 * 3600,
  10 * 3600,
  10 * 3600,
  14 * 3600,
  20 * 3600,
];

/** What the webhooks' delivery and dispatch may be configured with (docs/configuration.md). */
export type WebhookConfig = {
  /** Seconds before each retry after a failed attempt; a delivery fails after the last. */
  retrySchedule: readonly number[];
  /** How long one attempt waits for the receiver's answer, in ms. */
  timeoutMs: number;
  /** How long after a rotation the previous secret still signs, in seconds. */
  secretOverlapSeconds: number;
  /**
   * Hosts (names or addresses) that may be plain http and resolve to loopback
   * or private addresses: a local receiver in development and tests. Empty
   * unless configured; production leaves it so.
   */
  allowedPrivateHosts: readonly string[];
  /** How often the dispatcher reads the feeds without being woken, in ms (a missed notification waits this long at most). */
  pollMs: number;
  /** Deliveries one account service instance attempts at once. */
  concurrency: number;
  /** How many days a finished delivery (delivered or failed) stays in the log with its attempts. */
  logRetentionDays: number;
};

/** Reads `WEBHOOK_*`; a malformed value stops the start with a message naming it. */
export function readWebhookConfig(): WebhookConfig {
  const schedule = envList('WEBHOOK_RETRY_SCHEDULE');
  const retrySchedule = schedule.length
    ? schedule.map((value) => {
        const seconds = Number(value);
        if (!Number.isInteger(seconds) || seconds < 1 || seconds > 7 * 86_400)
          throw new Error(
            `Configuration error: WEBHOOK_RETRY_SCHEDULE must be seconds from 1 to 604800, comma-separated, got "${value}".`,
          );
        return seconds;
      })
    : DEFAULT_RETRY_SCHEDULE;
  return {
    retrySchedule,
    timeoutMs: envInt('WEBHOOK_TIMEOUT_MS', 10_000, { min: 100, max: 60_000 }),
    secretOverlapSeconds: envInt('WEBHOOK_SECRET_OVERLAP_SECONDS', 24 * 3600, {
      min: 0,
      max: 30 * 86_400,
    }),
    allowedPrivateHosts: envList('WEBHOOK_ALLOWED_PRIVATE_HOSTS').map((host) => host.toLowerCase()),
    pollMs: envInt('WEBHOOK_POLL_MS', 5_000, { min: 50, max: 600_000 }),
    concurrency: envInt('WEBHOOK_CONCURRENCY', 16, { min: 1, max: 256 }),
    logRetentionDays: envInt('WEBHOOK_LOG_RETENTION_DAYS', 30, { min: 1, max: 3_650 }),
  };
}
