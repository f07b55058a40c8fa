import { randomUUID } from 'node:crypto';
import type { Client } from 'graphql-ws';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bff } from '../../bff/server.js';
import { TREASURY_JOBS_SCHEMA } from '../../services/treasury/database-schema.js';
import type { System } from '../../system.js';
import { createOrganization, type Credentials } from '../support/factories.js';
import { signedInClient, type GraphQLClient } from '../support/graphql-client.js';
import { eventually } from '../support/eventually.js';
import { createSecondBff, workerSystem } from '../support/system.js';
import { cookieSocketClient } from '../support/transports.js';

let system: System;
let owner: Credentials;
/**
 * A BFF of this file's own in front of the worker's services, so that its
 * counts are this file's alone; it gives no operation name outside the web
 * app's persisted documents a series of its own (`metricsOperationNames: 0`).
 */
let bff: Bff;
let bffUrl: string;
const started: Bff[] = [];
const sockets: Client[] = [];

/** The sum of the samples of `name` whose labels include `labels`, in a Prometheus text answer; undefined when none. */
function sample(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number | undefined {
  let sum: number | undefined;
  for (const line of text.split('\n')) {
    const match = /^(\w+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((pair) => [
        pair[1],
        pair[2],
      ]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value))
      sum = (sum ?? 0) + Number(match[3]);
  }
  return sum;
}

async function scrape(
  url: string,
  authorization?: string,
): Promise<{ status: number; text: string }> {
  const response = await fetch(`${url}/metrics`, {
    headers: authorization ? { authorization } : {},
  });
  return { status: response.status, text: await response.text() };
}

async function startedBff(overrides: Parameters<typeof createSecondBff>[1]): Promise<string> {
  const second = await createSecondBff(system, overrides);
  started.push(second);
  return second.listen();
}

const COUNTERPARTIES =
  'query CounterpartyListPaginationQuery { counterparties(first: 5) { edges { node { id } } } }';

beforeAll(async () => {
  system = await workerSystem();
  ({ owner } = await createOrganization(system, 'PT Metrik Uji'));
  bff = await createSecondBff(system, { metricsOperationNames: 0 });
  started.push(bff);
  bffUrl = await bff.listen();
});

afterAll(async () => {
  await Promise.all(sockets.map((socket) => socket.dispose()));
  await Promise.all(started.map((each) => each.close()));
});

describe('the BFF’s /metrics', () => {
  let browser: GraphQLClient;

  beforeAll(async () => {
    browser = await signedInClient(bffUrl, owner);
  });

  it('counts operations by the persisted documents’ names, and any other name as other', async () => {
    expect((await browser.request(COUNTERPARTIES)).errors).toBeUndefined();
    expect((await browser.request(COUNTERPARTIES)).errors).toBeUndefined();

    const { status, text } = await scrape(bffUrl);
    expect(status).toBe(200);
    expect(
      sample(text, 'graphql_operations_total', {
        service: 'bff',
        operation: 'CounterpartyListPaginationQuery',
        type: 'query',
        outcome: 'ok',
      }),
    ).toBe(2);
    expect(
      sample(text, 'graphql_operation_duration_seconds_count', {
        operation: 'CounterpartyListPaginationQuery',
        type: 'query',
      }),
    ).toBe(2);
    // The test client's own sign-in is named SignIn: no persisted document's name.
    expect(
      sample(text, 'graphql_operations_total', {
        operation: 'other',
        type: 'mutation',
        outcome: 'ok',
      }),
    ).toBe(1);
    expect(sample(text, 'graphql_operations_total', { operation: 'SignIn' })).toBeUndefined();
  });

  it('counts a failing operation as an error, and the error by its code', async () => {
    const refused = await browser.request('query NoSuchField { noSuchField }');
    expect(refused.errors?.[0]?.extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');

    // Refused before Apollo sees it: the route answers for the persisted document it does not know.
    const unknown = await fetch(`${bffUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: browser.cookieHeader },
      body: JSON.stringify({ documentId: `sha256:${'0'.repeat(64)}` }),
    });
    expect(unknown.status).toBe(400);

    const { text } = await scrape(bffUrl);
    expect(
      sample(text, 'graphql_operations_total', {
        operation: 'other',
        type: 'unknown',
        outcome: 'error',
      }),
    ).toBe(1);
    expect(
      sample(text, 'graphql_operations_total', {
        operation: 'anonymous',
        type: 'unknown',
        outcome: 'error',
      }),
    ).toBe(1);
    expect(sample(text, 'graphql_errors_total', { code: 'GRAPHQL_VALIDATION_FAILED' })).toBe(1);
    expect(sample(text, 'graphql_errors_total', { code: 'PERSISTED_QUERY_NOT_FOUND' })).toBe(1);
  });

  it('counts upstream calls by service, method, route template and status, with their latency', async () => {
    const { text } = await scrape(bffUrl);
    const list = { upstream: 'treasury', method: 'GET', route: '/counterparties' };
    expect(sample(text, 'upstream_requests_total', { ...list, status: '200' })).toBe(2);
    expect(sample(text, 'upstream_request_duration_seconds_count', list)).toBe(2);
    expect(
      sample(text, 'upstream_requests_total', {
        upstream: 'account',
        method: 'POST',
        route: '/sessions',
        status: '201',
      }),
    ).toBe(1);
  });

  it('shows the live subscriptions and sockets while they are open, and counts them gone', async () => {
    const socket = cookieSocketClient(bffUrl, browser.cookieHeader, { lazy: false });
    sockets.push(socket);
    const dispose = socket.subscribe(
      {
        query:
          'subscription CounterpartyListCreatedSubscription { counterpartyCreated { legalName } }',
      },
      { next: () => {}, error: () => {}, complete: () => {} },
    );
    const live = async () =>
      sample((await scrape(bffUrl)).text, 'graphql_live_subscriptions', {
        event: 'counterparty.created',
      });
    await eventually(async () => (await live()) === 1, 5_000, 25);
    const { text } = await scrape(bffUrl);
    expect(sample(text, 'graphql_websocket_connections')).toBe(1);
    expect(
      sample(text, 'graphql_operations_total', {
        operation: 'CounterpartyListCreatedSubscription',
        type: 'subscription',
        outcome: 'ok',
      }),
    ).toBe(1);

    dispose();
    await eventually(async () => (await live()) === undefined, 5_000, 25);
    await socket.dispose();
    await eventually(
      async () => sample((await scrape(bffUrl)).text, 'graphql_websocket_connections') === 0,
      5_000,
      25,
    );
  });

  it('holds the process’s own figures once, beside the BFF’s', async () => {
    const { text } = await scrape(bffUrl);
    expect(text.match(/^# TYPE process_cpu_user_seconds_total /gm)).toHaveLength(1);
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });
});

describe('/metrics in production, and off', () => {
  it('off (METRICS=0), there is no /metrics: the path is the web app’s, as any other', async () => {
    const url = await startedBff({ metrics: { enabled: false, production: false } });
    const { status, text } = await scrape(url);
    expect(status).not.toBe(200);
    expect(text).not.toContain('# TYPE');
  });

  it('without METRICS_TOKEN, answers nobody', async () => {
    const url = await startedBff({ metrics: { enabled: true, production: true } });
    expect((await scrape(url)).status).toBe(404);
    expect((await scrape(url, 'Bearer anything')).status).toBe(404);
  });

  it('with METRICS_TOKEN, answers only a scrape presenting it', async () => {
    const token = randomUUID();
    const url = await startedBff({ metrics: { enabled: true, production: true, token } });
    expect((await scrape(url)).status).toBe(404);
    expect((await scrape(url, `Bearer ${token}x`)).status).toBe(404);
    const allowed = await scrape(url, `Bearer ${token}`);
    expect(allowed.status).toBe(200);
    expect(allowed.text).toContain('# TYPE graphql_operations_total counter');
  });
});

describe('each service’s /metrics', () => {
  it('counts requests by route template and status, and errors by code', async () => {
    const unauthenticated = await fetch(`${system.treasuryUrl}/counterparties`);
    expect(unauthenticated.status).toBe(401);

    const { status, text } = await scrape(system.treasuryUrl);
    expect(status).toBe(200);
    expect(
      sample(text, 'http_requests_total', {
        service: 'treasury',
        method: 'GET',
        route: '/counterparties',
        status: '401',
      }),
    ).toBeGreaterThanOrEqual(1);
    expect(
      sample(text, 'service_errors_total', { code: 'UNAUTHENTICATED' }),
    ).toBeGreaterThanOrEqual(1);
    // A route with an id counts under its template, never under the id.
    expect(text).not.toMatch(/route="[^"]*[0-9a-f]{8}-[0-9a-f]{4}/);
  });

  it('reports its database pools, and each job queue’s depth and the oldest job’s wait', async () => {
    for (const [url, pool] of [
      [system.accountUrl, 'account'],
      [system.treasuryUrl, 'treasury'],
      [system.invoicingUrl, 'invoicing'],
    ] as const) {
      const { text } = await scrape(url);
      expect(sample(text, 'db_pool_max_connections', { pool })).toBeGreaterThan(0);
      expect(sample(text, 'db_pool_connections', { pool })).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'db_pool_connections', { pool: `${pool}_jobs` })).toBeGreaterThanOrEqual(
        0,
      );
      expect(
        sample(text, 'job_queue_ready_jobs', { queue: `${pool}_jobs` }),
      ).toBeGreaterThanOrEqual(0);
    }

    // A job of a task no runner has waits in the queue, due a minute ago.
    const database = new pg.Client({ connectionString: system.databaseUrl });
    await database.connect();
    const jobKey = `metrics-probe-${randomUUID()}`;
    try {
      await database.query(
        `select ${TREASURY_JOBS_SCHEMA}.add_job('metrics-probe', '{}'::json, run_at => now() - interval '60 seconds', job_key => $1)`,
        [jobKey],
      );
      const { text } = await scrape(system.treasuryUrl);
      expect(
        sample(text, 'job_queue_ready_jobs', { queue: TREASURY_JOBS_SCHEMA }),
      ).toBeGreaterThanOrEqual(1);
      expect(
        sample(text, 'job_queue_oldest_ready_age_seconds', { queue: TREASURY_JOBS_SCHEMA }),
      ).toBeGreaterThanOrEqual(60);
    } finally {
      await database.query(`select ${TREASURY_JOBS_SCHEMA}.remove_job($1)`, [jobKey]);
      await database.end();
    }
  });
});
