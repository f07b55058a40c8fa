import http from 'node:http';
import type { Options } from 'autocannon';
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
import { startBffProcess, startSystemProcess } from './system-process.js';

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
  // Observed: metrics on, traces exported to the collector. Not: both off.
  const on = await startBffProcess(system, {
    METRICS: '1',
    OTEL_EXPORTER_OTLP_ENDPOINT: collector.url,
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
  });
  const off = await startBffProcess(system, {
    METRICS: '0',
    OTEL_EXPORTER_OTLP_ENDPOINT: '',
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: '',
  });
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
