import type { Options, Result } from 'autocannon';
import { signInDemo } from './support/demo-session.js';
import { loadWith, mean, median } from './support/load.js';
import { startSystemProcess } from './system-process.js';
import { sized } from './size.js';

const CONNECTIONS = sized(8, 2);
const SECONDS = sized(4, 1);
const ROUNDS = sized(5, 1);
const WARM_UP_SECONDS = sized(3, 1);
/** At small size, each run sends this many requests: the figures mean nothing there, only that every step runs. */
const SMALL_RUN_REQUESTS = sized<number | undefined>(undefined, 40);
/** Normal traffic keeps at least this share of its throughput with abuse mixed in. */
const TARGET_RATIO = 0.9;

/** What a list screen or an integrator asks: a page of counterparties with their bank accounts. */
const NORMAL = `query CounterpartiesPage($first: Int!) {
  counterparties(first: $first) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id legalName alias email type bankAccounts { id bank { code name } accountNumber } } }
  }
}`;

const repeat = (times: number, text: (index: number) => string) =>
  Array.from({ length: times }, (_, index) => text(index)).join(' ');

/**
 * Abusive requests of each kind the operation gate refuses before any work
 * (bff/operations.ts, bff/http/policy.ts): aliases past the limit, a batch of
 * operations in one body, one field duplicated thousands of times, directives
 * past the limit, fragments nested past the depth limit, and an introspection
 * query that walks its own cycles. Each is sent as an integrator would, with
 * the session's token, so it is judged as a signed-in caller's.
 */
function abusiveBodies(): { name: string; body: string }[] {
  const fragments = Array.from(
    { length: 40 },
    (_, index) =>
      `fragment F${index} on Counterparty { id ${index < 39 ? `bankAccounts { counterparty { ...F${index + 1} } }` : ''} }`,
  ).join(' ');
  const cycle = `query { __schema { types { fields { type { fields { type { fields { type { fields { type { name } } } } } } } } } } }`;
  return [
    {
      name: 'aliases',
      body: JSON.stringify({
        query: `query { ${repeat(500, (index) => `a${index}: counterparties(first: 100) { totalCount }`)} }`,
      }),
    },
    {
      name: 'batching',
      body: JSON.stringify(
        Array.from({ length: 50 }, () => ({ query: NORMAL, variables: { first: 100 } })),
      ),
    },
    {
      name: 'duplicated fields',
      body: JSON.stringify({
        query: `query { counterparties(first: 100) { edges { node { ${repeat(3000, () => 'id')} } } } }`,
      }),
    },
    {
      name: 'directives',
      body: JSON.stringify({
        query: `query { counterparties(first: 1) { totalCount ${repeat(500, () => '@include(if: true)')} } }`,
      }),
    },
    {
      name: 'deep fragments',
      body: JSON.stringify({
        query: `query { counterparties(first: 100) { edges { node { ...F0 } } } } ${fragments}`,
      }),
    },
    { name: 'introspection cycles', body: JSON.stringify({ query: cycle }) },
  ];
}

/** Whether an answer ran the operation: it has data. A refused one has only errors (a parse or validation failure, 4xx or 200). */
function ran(body: string): boolean {
  try {
    const answer = JSON.parse(body) as { data?: unknown; errors?: unknown[] };
    return answer.data !== undefined && answer.data !== null;
  } catch {
    return false;
  }
}

const load = loadWith({
  connections: CONNECTIONS,
  seconds: SECONDS,
  smallRunRequests: SMALL_RUN_REQUESTS,
});

/**
 * Normal traffic alone, then the same normal traffic with abusive requests
 * mixed in one for one (the abuse sent at the rate the normal traffic ran
 * alone, its kinds in turn), alternating rounds so both see the same machine.
 * Judged by the normal traffic's throughput with abuse against without
 * (median of paired rounds): at least 0.90. Every abusive request must be
 * refused, and every normal one answered.
 */
export async function runAbuseTrafficBenchmark() {
  const system = await startSystemProcess();
  try {
    const { accessToken } = await signInDemo(system);
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const url = `${system.url}/graphql`;
    const normal: Options = {
      url,
      method: 'POST',
      headers,
      body: JSON.stringify({ query: NORMAL, variables: { first: 20 } }),
    };
    const abusive = abusiveBodies();
    // Each abusive kind is refused, not run: checked once before the load.
    for (const { name, body } of abusive) {
      const answer = await fetch(url, { method: 'POST', headers, body });
      const text = await answer.text();
      if (ran(text))
        throw new Error(`the ${name} request was run (${answer.status}): ${text.slice(0, 200)}`);
    }
    const first = await fetch(url, { method: 'POST', headers, body: normal.body as string });
    if (first.status !== 200 || (await first.text()).includes('"errors"'))
      throw new Error('the normal request was not answered');

    await load({ ...normal, duration: WARM_UP_SECONDS });
    let runAbusive = 0;
    const alone: Result[] = [];
    const mixed: Result[] = [];
    const abuseRuns: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const quiet = await load(normal);
      alone.push(quiet);
      let next = 0;
      const [busy, abuse] = await Promise.all([
        load(normal),
        load({
          url,
          method: 'POST',
          headers,
          // One abusive request for each normal one: at the rate the normal traffic had alone.
          ...(SMALL_RUN_REQUESTS
            ? {}
            : { overallRate: Math.max(1, Math.round(quiet.requests.average)) }),
          requests: [
            {
              setupRequest: (request) => ({
                ...request,
                body: abusive[next++ % abusive.length]!.body,
              }),
              onResponse: (_status, body) => {
                if (ran(body)) runAbusive += 1;
              },
            },
          ],
        }),
      ]);
      mixed.push(busy);
      abuseRuns.push(abuse);
    }
    // Every abusive request of the load was refused too, not only the first of each kind.
    if (runAbusive > 0) throw new Error(`${runAbusive} abusive requests were run`);
    for (const [name, runs] of [
      ['alone', alone],
      ['mixed', mixed],
    ] as const) {
      const failed = runs.find((run) => run.non2xx > 0 || run.errors > 0 || run.timeouts > 0);
      if (failed)
        throw new Error(
          `normal traffic ${name}: ${failed.non2xx} non-2xx, ${failed.errors} errors, ${failed.timeouts} time-outs`,
        );
    }
    const aloneRps = mean(alone.map((run) => run.requests.average));
    const mixedRps = mean(mixed.map((run) => run.requests.average));
    const abuseRps = mean(abuseRuns.map((run) => run.requests.average));
    const pairedRatios = alone.map(
      (run, index) => mixed[index]!.requests.average / run.requests.average,
    );
    const ratio = median(pairedRatios);
    const passed = ratio >= TARGET_RATIO;
    console.log(
      `abuse traffic: ${abusive.map(({ name }) => name).join(', ')}, mixed 1:1 into a page of counterparties; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS}s`,
    );
    console.log(
      `  normal alone:        ${aloneRps.toFixed(0).padStart(6)} req/s   p99 ${mean(alone.map((run) => run.latency.p99)).toFixed(1)} ms`,
    );
    console.log(
      `  normal with abuse:   ${mixedRps.toFixed(0).padStart(6)} req/s   p99 ${mean(mixed.map((run) => run.latency.p99)).toFixed(1)} ms`,
    );
    console.log(
      `  abuse refused:       ${abuseRps.toFixed(0).padStart(6)} req/s (every one refused, none run)`,
    );
    console.log(
      `  paired round ratios: ${pairedRatios.map((value) => value.toFixed(2)).join(' ')}`,
    );
    console.log(
      `  ratio with/without abuse (median of pairs): ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)}) ${passed ? 'PASS' : 'FAIL'}`,
    );
    return { name: 'abuse-traffic', aloneRps, mixedRps, abuseRps, ratio, passed };
  } finally {
    await system.stop();
  }
}
