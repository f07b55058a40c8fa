import type { Options, Result } from 'autocannon';
import { signInDemo } from './support/demo-session.js';
import { loadWith, mean, median } from './support/load.js';
import { startSystemProcess } from './system-process.js';
import { sized } from './size.js';

export const CONNECTIONS = sized(16, 2);
export const SECONDS = sized(4, 1);
export const ROUNDS = sized(6, 1);
/** Seconds of load on each side before the measured rounds (JIT, pools, caches). */
export const WARM_UP_SECONDS = sized(3, 1);
/** At small size, each run sends this many requests instead of lasting seconds: the figures mean nothing there, only that every step runs. */
const SMALL_RUN_REQUESTS = sized<number | undefined>(undefined, 50);
const TARGET_RATIO = 0.6;
const PAGE_SIZE = 20;

/** The same data the REST endpoint answers: a page of counterparties with their bank accounts. */
const QUERY = `query CounterpartiesBench($first: Int!) {
  counterparties(first: $first) {
    totalCount
    pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
    edges { cursor node { id legalName alias email type createdAt bankAccounts { id bank { code name } accountNumber accountName alias } } }
  }
}`;

export const load = loadWith({
  connections: CONNECTIONS,
  seconds: SECONDS,
  smallRunRequests: SMALL_RUN_REQUESTS,
});

export function check(result: Result, name: string): void {
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    throw new Error(
      `${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors, ${result.timeouts} time-outs`,
    );
  }
}

/**
 * The counterparties list through the BFF (GraphQL over HTTP) against the same
 * page straight from the treasury service's REST endpoint, on the same data,
 * alternating rounds so that both see the same machine. Judged by the ratio
 * of BFF to REST throughput; target: at least 0.60.
 */
export async function runCounterpartiesListBenchmark() {
  const system = await startSystemProcess();
  try {
    const { accessToken, organizationId } = await signInDemo(system);
    const restHeaders = {
      authorization: `Bearer ${accessToken}`,
      'x-organization-id': organizationId,
    };
    const graphqlHeaders = {
      authorization: `Bearer ${accessToken}`,
      'content-type': 'application/json',
    };
    const graphqlBody = JSON.stringify({ query: QUERY, variables: { first: PAGE_SIZE } });
    const rest: Options = {
      url: `${system.treasuryUrl}/counterparties?first=${PAGE_SIZE}`,
      headers: restHeaders,
    };
    const graphql: Options = {
      url: `${system.url}/graphql`,
      method: 'POST',
      headers: graphqlHeaders,
      body: graphqlBody,
    };

    // Same rows both ways, or the comparison means nothing.
    const restPage = (await (await fetch(rest.url, { headers: restHeaders })).json()) as {
      items: unknown[];
      totalCount: number;
    };
    const graphqlPage = (await (
      await fetch(graphql.url, { method: 'POST', headers: graphqlHeaders, body: graphqlBody })
    ).json()) as {
      data: { counterparties: { edges: unknown[]; totalCount: number } };
    };
    if (
      restPage.items.length !== PAGE_SIZE ||
      graphqlPage.data.counterparties.edges.length !== PAGE_SIZE
    )
      throw new Error('the pages are not full');

    await load({ ...rest, duration: WARM_UP_SECONDS });
    await load({ ...graphql, duration: WARM_UP_SECONDS });
    const restRuns: Result[] = [];
    const graphqlRuns: Result[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const restRun = await load(rest);
      check(restRun, 'REST');
      restRuns.push(restRun);
      const graphqlRun = await load(graphql);
      check(graphqlRun, 'GraphQL');
      graphqlRuns.push(graphqlRun);
    }
    const restRps = mean(restRuns.map((run) => run.requests.average));
    const graphqlRps = mean(graphqlRuns.map((run) => run.requests.average));
    const restP99 = mean(restRuns.map((run) => run.latency.p99));
    const graphqlP99 = mean(graphqlRuns.map((run) => run.latency.p99));
    // Each round pairs a REST run with the BFF run right after it, so a slow
    // spell of the shared machine affects both sides of a pair; the median of
    // the paired ratios is what is judged.
    const pairedRatios = restRuns.map(
      (run, index) => graphqlRuns[index]!.requests.average / run.requests.average,
    );
    const ratio = median(pairedRatios);
    const passed = ratio >= TARGET_RATIO;
    console.log(
      `counterparties list, ${PAGE_SIZE} rows with bank accounts, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS}s each`,
    );
    console.log(
      `  treasury REST (direct):  ${restRps.toFixed(0).padStart(6)} req/s   p99 ${restP99.toFixed(1)} ms`,
    );
    console.log(
      `  BFF GraphQL (Apollo 5):  ${graphqlRps.toFixed(0).padStart(6)} req/s   p99 ${graphqlP99.toFixed(1)} ms`,
    );
    console.log(
      `  paired round ratios:      ${pairedRatios.map((value) => value.toFixed(2)).join(' ')}`,
    );
    console.log(
      `  ratio BFF/REST throughput (median of pairs): ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)}) ${passed ? 'PASS' : 'FAIL'}`,
    );
    return { name: 'counterparties-list', restRps, graphqlRps, restP99, graphqlP99, ratio, passed };
  } finally {
    await system.stop();
  }
}
