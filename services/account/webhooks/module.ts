import type { Kysely } from 'kysely';
import type { WebhookSource } from '../../../contracts/account/webhooks.js';
import { startJobs, type JobRunner } from '../../kit/jobs.js';
import type { Logger } from '../../kit/logger.js';
import type { ServiceMetrics } from '../../kit/metrics.js';
import type { Mailer } from '../../kit/mailer.js';
import { ACCOUNT_JOBS_SCHEMA } from '../database-schema.js';
import type { AccountDatabase } from '../db-types.js';
import type { SigningKeys } from '../signing-keys.js';
import { readWebhookConfig, type WebhookConfig } from './config.js';
import { WebhookAttempts } from './delivery.js';
import { WebhookDispatcher } from './dispatcher.js';
import { FeedClient, feedTokens } from './feed-client.js';
import { mailDisabledEndpoint } from './mail.js';
import { DELIVER_JOB, DISABLED_MAIL_JOB, LOG_PRUNE_JOB, pruneDeliveryLog } from './repository.js';
import { loadWebhookKeyring } from './secrets.js';
import { WebhookSender } from './sender.js';
import { WebhookService } from './service.js';

/** The webhooks of an account service instance: its service for the routes, its delivery jobs, and its dispatcher once started. */
export type Webhooks = {
  service: WebhookService;
  /**
   * Starts reading the services' outbox feeds (their base URLs; a source
   * left out is not read). The account service starts before the services
   * whose feeds it reads, which need its address: the composition root
   * starts the dispatch once they listen.
   */
  startDispatch(sources: Partial<Record<WebhookSource, string>>): Promise<void>;
  /** The running dispatcher, for a test that waits until it is idle. */
  dispatcher(): WebhookDispatcher | null;
  stop(): Promise<void>;
};

/**
 * Builds the account service's webhooks from `WEBHOOK_*` (docs/configuration.md),
 * with `overrides` on top (a test's short schedule and local receiver): the
 * secrets' keyring, the sender, and the account service's job runner, which
 * makes the attempts, sends the mail of an endpoint disabled after failing,
 * removes deliveries past the log's retention every night, and runs the
 * service's other `recurring` work.
 */
export async function startWebhooks(options: {
  db: Kysely<AccountDatabase>;
  databaseUrl: string;
  keys: SigningKeys;
  mailer: Mailer;
  appUrl: string;
  logger: Logger;
  overrides?: Partial<WebhookConfig>;
  /** The account service's metrics, which report the queue. */
  metrics?: ServiceMetrics;
  /** The account service's other recurring work, run by the same queue: a task and its crontab line. */
  recurring?: { task: string; crontab: string; run: () => Promise<unknown> }[];
}): Promise<Webhooks> {
  const { db, logger } = options;
  const config: WebhookConfig = { ...readWebhookConfig(), ...options.overrides };
  const keyring = await loadWebhookKeyring(db);
  const sender = new WebhookSender(config);
  const attempts = new WebhookAttempts(db, keyring, sender, config);
  const jobs: JobRunner = await startJobs({
    databaseUrl: options.databaseUrl,
    schema: ACCOUNT_JOBS_SCHEMA,
    logger,
    metrics: options.metrics,
    concurrency: config.concurrency,
    // An attempt waits on its receiver, not on the database: its claim and outcome need a connection only briefly.
    poolSize: 4,
    crontab: [
      `23 3 * * * ${LOG_PRUNE_JOB}`,
      ...(options.recurring ?? []).map(({ crontab }) => crontab),
    ].join('\n'),
    tasks: {
      ...Object.fromEntries(
        (options.recurring ?? []).map(({ task, run }) => [task, async () => void (await run())]),
      ),
      [LOG_PRUNE_JOB]: async () => {
        const removed = await pruneDeliveryLog(db, config.logRetentionDays);
        if (removed > 0)
          logger.info({ removed }, 'webhook deliveries past the log’s retention removed');
      },
      [DELIVER_JOB]: async (payload) => {
        const { deliveryId, attempt } = payload as { deliveryId: string; attempt: number };
        await attempts.run(deliveryId, attempt);
      },
      [DISABLED_MAIL_JOB]: async (payload) =>
        mailDisabledEndpoint(
          db,
          options.mailer,
          options.appUrl,
          (payload as { endpointId: string }).endpointId,
        ),
    },
  });
  let dispatcher: WebhookDispatcher | null = null;
  let feeds: FeedClient[] = [];
  return {
    service: new WebhookService(db, keyring, config),
    async startDispatch(sources) {
      const token = feedTokens(options.keys);
      feeds = Object.entries(sources).flatMap(([source, url]) =>
        url ? [new FeedClient(source as WebhookSource, url, token)] : [],
      );
      dispatcher = new WebhookDispatcher(db, feeds, {
        databaseUrl: options.databaseUrl,
        pollMs: config.pollMs,
        logger,
      });
      await dispatcher.start();
    },
    dispatcher: () => dispatcher,
    async stop() {
      await dispatcher?.stop();
      await Promise.all(feeds.map((feed) => feed.close()));
      await jobs.stop();
      await sender.close();
    },
  };
}
