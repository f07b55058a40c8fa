import type pg from 'pg';
import {
  METRICS_CONTENT_TYPE,
  metricsAccessFromEnv,
  metricsAllowed,
  partMetrics,
  type MetricsAccess,
  type PartMetrics,
} from '../../platform/metrics.js';
import type { ServiceApp } from './server.js';

/** Something that watches a pg pool's use: a service's metrics. */
export type PoolWatcher = { watchPool: (name: string, pool: pg.Pool) => void };

type QueueFigures = { ready: number; running: number; failed: number; age: number };

/** The service's metrics, or none when they are off (`METRICS=0`): nothing counted, no `/metrics`. */
export function serviceMetrics(
  service: string,
  access: MetricsAccess = metricsAccessFromEnv(),
): ServiceMetrics | undefined {
  return access.enabled ? new ServiceMetrics(service, access) : undefined;
}

/**
 * The Prometheus metrics of one REST service, served at its `/metrics`:
 * requests by method, route template and status with their latency, errors
 * by the service's error code, and, read when scraped (never per request),
 * the use of its database pools and its job queues' depth and age.
 */
export class ServiceMetrics implements PoolWatcher {
  readonly part: PartMetrics;
  private readonly pools = new Map<string, pg.Pool>();
  private readonly queues = new Map<string, pg.Pool>();
  private queueReading: Promise<Map<string, QueueFigures>> | null = null;
  private readonly requests;
  private readonly durations;
  private readonly errors;

  constructor(
    service: string,
    private readonly access: MetricsAccess = metricsAccessFromEnv(),
  ) {
    this.part = partMetrics(service);
    this.requests = this.part.counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status.',
      labelNames: ['method', 'route', 'status'],
    });
    this.durations = this.part.histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route template.',
      labelNames: ['method', 'route'],
    });
    this.errors = this.part.counter({
      name: 'service_errors_total',
      help: 'Errors answered, by the service error code (U-TRSY-TRF-3, BAD_REQUEST, INTERNAL…).',
      labelNames: ['code'],
    });
    this.poolGauges();
    this.queueGauges();
  }

  /** Counts every answer of `app` by route template (never the raw URL) and serves `/metrics`. */
  register(app: ServiceApp): void {
    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? 'unmatched';
      this.requests(request.method, route, reply.statusCode).inc();
      this.durations(request.method, route).observe(reply.elapsedTime / 1000);
      done();
    });
    app.get(
      '/metrics',
      { config: { public: true }, schema: { hide: true } },
      async (request, reply) => {
        if (!metricsAllowed(this.access, request.headers.authorization))
          return reply.callNotFound();
        return reply.type(METRICS_CONTENT_TYPE).send(await this.part.render());
      },
    );
  }

  /** Counts an error answered with this code. */
  countError(code: string): void {
    this.errors(code).inc();
  }

  /** Reports a pool's connections (open, idle, clients waiting, the most it opens) under `name` (`name#2` for a second pool of that name). */
  watchPool(name: string, pool: pg.Pool): void {
    let label = name;
    for (let n = 2; this.pools.has(label) && this.pools.get(label) !== pool; n += 1)
      label = `${name}#${n}`;
    this.pools.set(label, pool);
  }

  /** Reports the graphile-worker queue in `schema` (jobs ready, the oldest's wait, running, failed), read through its pool. */
  watchQueue(schema: string, pool: pg.Pool): void {
    if (!/^[a-z_]+$/.test(schema)) throw new Error(`Invalid queue schema ${schema}`);
    this.queues.set(schema, pool);
    this.watchPool(schema, pool);
  }

  private poolGauges(): void {
    const gauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
      this.part.labelledGauge({ name, help, labelName: 'pool' }, () =>
        [...this.pools].map(([label, pool]) => [label, read(pool)] as const),
      );
    gauge('db_pool_connections', 'Connections the pool holds open.', (pool) => pool.totalCount);
    gauge('db_pool_idle_connections', 'Open connections not in use.', (pool) => pool.idleCount);
    gauge(
      'db_pool_waiting_clients',
      'Queries waiting for a connection.',
      (pool) => pool.waitingCount,
    );
    gauge(
      'db_pool_max_connections',
      'The most connections the pool opens.',
      (pool) => pool.options.max ?? 10,
    );
  }

  private queueGauges(): void {
    const gauge = (name: string, help: string, figure: keyof QueueFigures) =>
      this.part.labelledGauge({ name, help, labelName: 'queue' }, async () =>
        [...(await this.readQueues())].map(([queue, of]) => [queue, of[figure]] as const),
      );
    gauge('job_queue_ready_jobs', 'Jobs due and waiting for a worker.', 'ready');
    gauge(
      'job_queue_oldest_ready_age_seconds',
      'How long the oldest job due has waited for a worker (0 when none waits).',
      'age',
    );
    gauge('job_queue_running_jobs', 'Jobs a worker holds now.', 'running');
    gauge('job_queue_failed_jobs', 'Jobs that used up their attempts and stay failed.', 'failed');
  }

  /**
   * One reading of every queue, shared by the gauges of a scrape (prom-client
   * collects them at once) and by scrapes that overlap; the next scrape reads
   * again. A queue that cannot be read now is left out.
   */
  private readQueues(): Promise<Map<string, QueueFigures>> {
    this.queueReading ??= this.queryQueues().finally(() => (this.queueReading = null));
    return this.queueReading;
  }

  private async queryQueues(): Promise<Map<string, QueueFigures>> {
    const read = new Map<string, QueueFigures>();
    await Promise.all(
      [...this.queues].map(async ([schema, pool]) => {
        try {
          const { rows } = await pool.query<QueueFigures>(
            `select count(*) filter (where is_available and run_at <= now())::int as ready,
              count(*) filter (where locked_at is not null)::int as running,
              count(*) filter (where attempts >= max_attempts)::int as failed,
              coalesce(extract(epoch from now() - min(run_at) filter (where is_available and run_at <= now())), 0)::float8 as age
            from ${schema}._private_jobs`,
          );
          if (rows[0]) read.set(schema, rows[0]);
        } catch {
          // The database is away or the pool has ended: the queue's figures are missing from this scrape.
        }
      }),
    );
    return read;
  }
}
