import { Logger as WorkerLogger, run, type Runner, type TaskList } from 'graphile-worker';
import { sql, type Transaction } from 'kysely';
import pg from 'pg';
import type { Logger } from './logger.js';
import type { ServiceMetrics } from './metrics.js';

export type JobRunner = {
  /** Queues a job; a `jobKey` replaces a queued job with the same key instead of adding a second. */
  add(
    task: string,
    payload: Record<string, unknown>,
    options?: { jobKey?: string; runAt?: Date; maxAttempts?: number },
  ): Promise<void>;
  stop(): Promise<void>;
};

export type JobOptions = {
  databaseUrl: string;
  /** The service's own queue schema, so services sharing a database never take each other's jobs. */
  schema: string;
  tasks: TaskList;
  /** graphile-worker crontab lines for recurring tasks. */
  crontab?: string;
  logger: Logger;
  concurrency?: number;
  /**
   * How often an idle runner looks for jobs that became due (a retry, a job
   * to run later), in ms; new jobs reach it at once by NOTIFY. Default 1 s.
   */
  pollInterval?: number;
  /**
   * The queue's connections at most; by default the concurrency and two.
   * Jobs that wait on the network (a webhook's POST) rather than on the
   * database may run many at once on a few: each worker polls and claims
   * through the pool, and would otherwise keep a connection of its own open.
   */
  poolSize?: number;
  /** Reports the queue's depth and age and its pool's use (the service's metrics), read when scraped. */
  metrics?: ServiceMetrics;
};

/** Maps graphile-worker's log calls onto the service's pino logger. */
function workerLogger(logger: Logger): WorkerLogger {
  return new WorkerLogger((scope) => (level, message, meta) => {
    const fields = { jobs: scope, ...(meta ?? {}) };
    if (level === 'error') logger.error(fields, message);
    // A pool smaller than the concurrency is chosen (`poolSize`): graphile-worker's advice against it is no news.
    else if (level === 'warning' && message.startsWith('WARNING: having maxPoolSize'))
      logger.debug(fields, message);
    else if (level === 'warning') logger.warn(fields, message);
    else if (level === 'info') logger.debug(fields, message);
    else logger.trace(fields, message);
  });
}

/**
 * Background jobs on graphile-worker in the service's PostgreSQL database:
 * durable (a job survives a restart), retried with backoff when it throws,
 * and visible in the queue tables. New jobs are picked up at once through
 * LISTEN/NOTIFY.
 */
export async function startJobs(options: JobOptions): Promise<JobRunner> {
  /*
   * The queue's own pool, ended only after the runner has stopped: left to
   * graphile-worker, its stop could resolve while a connection was still
   * closing, and a database shut down right after (a service stopping, a
   * test system torn down) answered that connection with "terminating
   * connection due to administrator command" as an unhandled error.
   */
  const pool = new pg.Pool({
    connectionString: options.databaseUrl,
    max: options.poolSize ?? (options.concurrency ?? 2) + 2,
  });
  // graphile-worker asks for both: an idle connection's error reaches the pool, a busy one's its client.
  const failed = (error: Error) =>
    options.logger.warn({ err: error, jobs: options.schema }, 'A job queue connection failed');
  pool.on('error', failed);
  pool.on('connect', (client) => client.on('error', failed));
  options.metrics?.watchQueue(options.schema, pool);
  const runner: Runner = await run({
    pgPool: pool,
    schema: options.schema,
    taskList: options.tasks,
    crontab: options.crontab ?? '',
    concurrency: options.concurrency ?? 2,
    noHandleSignals: true,
    pollInterval: options.pollInterval ?? 1_000,
    logger: workerLogger(options.logger),
  }).catch(async (error: unknown) => {
    await pool.end();
    throw error;
  });
  return {
    async add(task, payload, { jobKey, runAt, maxAttempts } = {}) {
      await runner.addJob(task, payload, {
        ...(jobKey ? { jobKey } : {}),
        ...(runAt ? { runAt } : {}),
        ...(maxAttempts ? { maxAttempts } : {}),
      });
    },
    async stop() {
      await runner.stop();
      await pool.end();
    },
  };
}

/**
 * The job queue as a service holds it. A service is built before the queue
 * runs (the queue is started with the service's tasks), so the runner is
 * attached once it starts; a job queued before then is a bug, not a wait.
 */
export class AttachableJobs {
  private runner: JobRunner | null = null;

  attach(runner: JobRunner): void {
    this.runner = runner;
  }

  async add(...job: Parameters<JobRunner['add']>): Promise<void> {
    if (!this.runner) throw new Error('The job queue is not running.');
    await this.runner.add(...job);
  }
}

/**
 * Queues a job in the transaction that makes the change it follows, through
 * graphile-worker's own `add_job` in the service's queue schema: the job
 * exists exactly when the change commits (an approval that rolls back queues
 * nothing; one that commits cannot lose its job). A `jobKey` replaces a queued
 * job with the same key instead of adding a second.
 */
export async function addJobInTransaction<Database>(
  trx: Transaction<Database>,
  schema: string,
  task: string,
  payload: Record<string, unknown>,
  options: { jobKey?: string; runAt?: Date; maxAttempts?: number } = {},
): Promise<void> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`Invalid queue schema ${schema}`);
  await sql`select ${sql.raw(schema)}.add_job(${task}, ${JSON.stringify(payload)}::json, run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::integer, job_key => ${options.jobKey ?? null}::text)`.execute(
    trx,
  );
}

/**
 * Queues one job of `task` per payload in the transaction, as
 * `addJobInTransaction` does, in one statement whatever their number: a run
 * that finds many things to do queues them in time independent of how many.
 */
export async function addJobsInTransaction<Database>(
  trx: Transaction<Database>,
  schema: string,
  task: string,
  payloads: readonly Record<string, unknown>[],
): Promise<void> {
  if (!/^[a-z_]+$/.test(schema)) throw new Error(`Invalid queue schema ${schema}`);
  if (payloads.length === 0) return;
  await sql`select ${sql.raw(schema)}.add_job(${task}, payload)
    from unnest(${payloads.map((payload) => JSON.stringify(payload))}::json[]) as payload`.execute(
    trx,
  );
}

/**
 * The instant a queued run of a scheduled job acts as of: its payload's `now`
 * when that is a valid ISO 8601 instant (a test queues the day it means),
 * else undefined (the service's clock, as the crontab's runs do).
 */
export function payloadInstant(payload: unknown): Date | undefined {
  const now = (payload as { now?: unknown } | null)?.now;
  if (typeof now !== 'string') return undefined;
  const instant = new Date(now);
  return Number.isNaN(instant.getTime()) ? undefined : instant;
}
