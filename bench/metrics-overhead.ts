import { spawn } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import type { Options } from 'autocannon';
import { freePort } from '../services/kit/embedded-postgres.js';
import { signInDemo } from './support/demo-session.js';
import { median } from './support/load.js';
// The same load as the counterparties list's: connections, rounds and their length, the warm-up.
import {
  check,
  CONNECTIONS,
  load,
  ROUNDS,
  SECONDS,
  WARM_UP_SECONDS,
} from './counterparties-list.js';
import { startSystemProcess, type RunningSystem } from './system-process.js';

/** Throughput with metrics and traces on, as a share of throughput with both off. */
const TARGET_RATIO = 0.95;

const QUERY = `query MetricsBench($first: Int!) {
  counterparties(first: $first) { totalCount edges { node { id legalName bankAccounts { id accountNumber } } } }
}`;

/** A local OTLP/HTTP collector that takes every export and keeps nothing but the count of spans' bytes. */
async function startDiscardingCollector(): Promise<{
  url: string;
  received: () => number;
  stop: () => Promise<void>;
}> {
  let bytes = 0;
  const server = http.createServer((request, response) => {
    request.on('data', (chunk: Buffer) => (bytes += chunk.length));
    request.on('end', () =>
      response.writeHead(200, { 'content-type': 'application/json' }).end('{}'),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    received: () => bytes,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A BFF in a process of its own in front of the product's services: observed,
 * with its metrics on and its traces exported to `otlpEndpoint`; otherwise
 * with both off (`METRICS=0`, no endpoint).
 */
async function startBffProcess(
  system: RunningSystem,
  otlpEndpoint: string | null,
): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'bff/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PERSISTED_DOCUMENTS_ONLY: '0',
      METRICS: otlpEndpoint ? '1' : '0',
      OTEL_EXPORTER_OTLP_ENDPOINT: otlpEndpoint ?? '',
      OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIR: '/nonexistent',
      DATABASE_URL: system.databaseUrl,
      ACCOUNT_URL: system.accountUrl,
      TREASURY_URL: system.treasuryUrl,
      INVOICING_URL: system.invoicingUrl,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let text = '';
    const timer = setTimeout(() => reject(new Error(`BFF did not start:\n${text}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      if (text.includes('BFF listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`BFF exited with ${code}:\n${text}`)));
  });
  child.stdout!.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The BFF's throughput with its Prometheus metrics and its OpenTelemetry
 * traces on (every request sampled, exported to a local collector that
 * discards them) against the same BFF with both off: two BFF processes in
 * front of the same services, loaded with the counterparties list in
 * alternating rounds (each side first every other round), so a slow spell of
 * the shared machine falls on both sides of a pair. Judged by the median of the paired ratios; target: at
 * least 0.95.
 */
export async function runMetricsOverheadBenchmark() {
  const system = await startSystemProcess();
  const collector = await startDiscardingCollector();
  const on = await startBffProcess(system, collector.url);
  const off = await startBffProcess(system, null);
  try {
    const { accessToken } = await signInDemo(system);
    const request = (url: string): Options => ({
      url: `${url}/graphql`,
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query: QUERY, variables: { first: 20 } }),
    });
    await load({ ...request(on.url), duration: WARM_UP_SECONDS });
    await load({ ...request(off.url), duration: WARM_UP_SECONDS });
    const ratios: number[] = [];
    const rates = { on: [] as number[], off: [] as number[] };
    for (let round = 0; round < ROUNDS; round += 1) {
      // Each side goes first every other round: the second of a pair is not always the same one.
      const first = round % 2 === 0 ? off : on;
      const second = first === off ? on : off;
      const [firstRun, secondRun] = [
        await load(request(first.url)),
        await load(request(second.url)),
      ];
      const [withoutMetrics, withMetrics] =
        first === off ? [firstRun, secondRun] : [secondRun, firstRun];
      check(withoutMetrics, 'metrics and traces off');
      check(withMetrics, 'metrics and traces on');
      rates.off.push(withoutMetrics.requests.average);
      rates.on.push(withMetrics.requests.average);
      ratios.push(withMetrics.requests.average / withoutMetrics.requests.average);
    }
    const ratio = median(ratios);
    const passed = ratio >= TARGET_RATIO;
    console.log(
      `metrics and traces overhead, counterparties list through the BFF, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS}s each`,
    );
    console.log(`  both off: ${rates.off.map((rate) => rate.toFixed(0)).join(' ')} req/s`);
    console.log(
      `  both on:  ${rates.on.map((rate) => rate.toFixed(0)).join(' ')} req/s (traces exported: ${(collector.received() / 1024).toFixed(0)} KiB)`,
    );
    console.log(
      `  ratio on/off throughput (median of pairs): ${ratio.toFixed(3)} (target >= ${TARGET_RATIO}) ${passed ? 'PASS' : 'FAIL'}`,
    );
    return { name: 'metrics-overhead', ratio, passed };
  } finally {
    await Promise.all([on.stop(), off.stop()]);
    await collector.stop();
    await system.stop();
  }
}
