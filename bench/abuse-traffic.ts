import type { Options, Result } from 'autocannon';
import { persistedDocumentsByName } from '../bff/persisted-documents.js';
import { signInDemo } from './support/demo-session.js';
import { cpuSecondsOf } from './process-cpu.js';
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

/**
 * The normal traffic: the web app's counterparties screen asking for its
 * first page, as the browser sends it (the persisted document's id, the
 * screen's page size), with the demo member's session.
 */
const NORMAL_OPERATION = 'CounterpartiesPageQuery';
const NORMAL_VARIABLES = { count: 20 };

/** A page of counterparties as an integrator would write it: the document abusive requests batch. */
const INTEGRATOR_PAGE = `query CounterpartiesPage($first: Int!) {
  counterparties(first: $first) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id legalName alias email type bankAccounts { id bank { code name } accountNumber } } }
  }
}`;

/** The persisted document the web sends for `operation`: its `documentId`. */
function persistedId(operation: string): string {
  const found = persistedDocumentsByName().get(operation);
  if (!found) throw new Error(`the web sends no ${operation}`);
  return found.documentId;
}

const repeat = (times: number, text: (index: number) => string) =>
  Array.from({ length: times }, (_, index) => text(index)).join(' ');

/**
 * Abusive requests of each kind the BFF refuses before any work: aliases past
 * the limit, a batch of operations in one body, one field duplicated
 * thousands of times, directives past the limit, fragments nested past the
 * depth limit, an introspection query that walks its own cycles, and ids of
 * documents that were never persisted.
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
        Array.from({ length: 50 }, () => ({ query: INTEGRATOR_PAGE, variables: { first: 100 } })),
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
    {
      name: 'unknown documents',
      body: JSON.stringify({ documentId: `sha256:${'f'.repeat(64)}`, variables: {} }),
    },
  ];
}

/**
 * Whether an answer ran the operation: it has data (a refused one has only
 * errors). Read without parsing the answer, so that the load generator,
 * which shares the machine, spends little on it.
 */
const ran = (body: string): boolean => /"data":\s*\{/.test(body);

/** The code an answer was refused with (`extensions.code`, or the HTTP status when the body says none). */
const refusalCode = (status: number, body: string): string =>
  /"code":"([A-Z_]+)"/.exec(body)?.[1] ?? `HTTP ${status}`;

const load = loadWith({
  connections: CONNECTIONS,
  seconds: SECONDS,
  smallRunRequests: SMALL_RUN_REQUESTS,
});

/** Who sends abuse: the member's own session, someone signed out, and an integrator's API key. */
type Source = { name: string; headers: Record<string, string> };

/** An API key of the demo organisation in its Maker role, made through the account service with the member's session. */
async function demoApiKey(
  accountUrl: string,
  { accessToken, organizationId }: { accessToken: string; organizationId: string },
): Promise<string> {
  const headers = { authorization: `Bearer ${accessToken}`, 'x-organization-id': organizationId };
  const roles = (await (await fetch(`${accountUrl}/roles`, { headers })).json()) as {
    items: { id: string; name: string }[];
  };
  const maker = roles.items.find((role) => role.name === 'Maker');
  if (!maker) throw new Error('the demo organisation has no Maker role');
  const created = await fetch(`${accountUrl}/api-keys`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify({ name: `Abuse bench ${Date.now()}`, roleId: maker.id, expiresInDays: 1 }),
  });
  if (created.status !== 201) throw new Error(`no API key: ${await created.text()}`);
  return ((await created.json()) as { secret: string }).secret;
}

/** Throws unless every normal request of the runs was answered (2xx, no error, no time-out). */
function expectAnswered(runs: Record<string, Result[]>): void {
  for (const [name, results] of Object.entries(runs)) {
    const failed = results.find((run) => run.non2xx > 0 || run.errors > 0 || run.timeouts > 0);
    if (failed)
      throw new Error(
        `normal traffic ${name}: ${failed.non2xx} non-2xx (${JSON.stringify(failed.statusCodeStats)}), ${failed.errors} errors, ${failed.timeouts} time-outs`,
      );
  }
}

/**
 * A load of the abusive requests in turn, each kind from each source, at
 * `rate` a second (one for each normal request), answers handed to `onResponse`.
 */
function abuseLoad(
  url: string,
  abusive: { body: string; source: Source }[],
  rate: number | undefined,
  onResponse: (status: number, body: string) => void,
): Options {
  let next = 0;
  return {
    url,
    method: 'POST',
    ...(rate === undefined ? {} : { overallRate: Math.max(1, Math.round(rate)) }),
    requests: [
      {
        setupRequest: (request) => {
          const { body, source } = abusive[next++ % abusive.length]!;
          return { ...request, body, headers: source.headers };
        },
        onResponse,
      },
    ],
  };
}

/**
 * Normal traffic alone, then the same normal traffic with abusive requests
 * mixed in one for one (the abuse sent at the rate the normal traffic ran
 * alone, each kind from each source in turn), alternating rounds so both see
 * the same machine. The product runs as in production: a session (or anyone
 * signed out) runs only the web's persisted documents, and an API key sends
 * documents under its rate limit and cost bucket, so each abusive request is
 * refused before the work it would cost (at small size, on the shared
 * product, the session's and the signed-out caller's documents are refused
 * by the operation gate instead). Judged by the normal traffic's
 * throughput with abuse against without (median of paired rounds): at least
 * 0.90. Every abusive request must be refused, and every normal one answered.
 */
export async function runAbuseTrafficBenchmark() {
  const system = await startSystemProcess({ persistedDocumentsOnly: true });
  try {
    const session = await signInDemo(system);
    const { accessToken } = session;
    const json = { 'content-type': 'application/json' };
    const sources: Source[] = [
      { name: 'session', headers: { ...json, authorization: `Bearer ${accessToken}` } },
      { name: 'signed out', headers: json },
      {
        name: 'API key',
        headers: {
          ...json,
          authorization: `Bearer ${await demoApiKey(system.accountUrl, session)}`,
        },
      },
    ];
    const url = `${system.url}/graphql`;
    const normal: Options = {
      url,
      method: 'POST',
      headers: sources[0]!.headers,
      body: JSON.stringify({
        documentId: persistedId(NORMAL_OPERATION),
        variables: NORMAL_VARIABLES,
      }),
    };
    const abusive = sources.flatMap((source) =>
      abusiveBodies().map((kind) => ({ ...kind, source })),
    );
    const firstRefusals = await refusedOnce(url, abusive);
    const first = await fetch(url, {
      method: 'POST',
      headers: sources[0]!.headers,
      body: normal.body as string,
    });
    const firstText = await first.text();
    if (first.status !== 200 || firstText.includes('"errors"'))
      throw new Error(`the normal request was not answered: ${firstText.slice(0, 300)}`);

    await load({ ...normal, duration: WARM_UP_SECONDS });
    const { alone, mixed, abuseRuns, codes, normalCpuMs, abuseCpuMs, runAbusive } =
      await measureRounds(system.pid, url, normal, abusive);
    // Every abusive request of the load was refused too, not only the first of each kind.
    if (runAbusive > 0) throw new Error(`${runAbusive} abusive requests were run`);
    expectAnswered({ alone, mixed });
    const aloneRps = mean(alone.map((run) => run.requests.average));
    const mixedRps = mean(mixed.map((run) => run.requests.average));
    const abuseRps = mean(abuseRuns.map((run) => run.requests.average));
    const pairedRatios = alone.map(
      (run, index) => mixed[index]!.requests.average / run.requests.average,
    );
    const ratio = median(pairedRatios);
    const passed = ratio >= TARGET_RATIO;
    printAbuseTraffic({
      firstRefusals,
      alone,
      mixed,
      rps: { alone: aloneRps, mixed: mixedRps, abuse: abuseRps },
      codes,
      normalCpuMs,
      abuseCpuMs,
      pairedRatios,
    });
    console.log(
      `  ratio with/without abuse (median of pairs): ${ratio.toFixed(2)} (target >= ${TARGET_RATIO.toFixed(2)}) ${passed ? 'PASS' : 'FAIL'}`,
    );
    return { name: 'abuse-traffic', aloneRps, mixedRps, abuseRps, ratio, passed };
  } finally {
    await system.stop();
  }
}

/** An abusive request of a kind, from a source. */
type Abusive = { name: string; body: string; source: Source };

/** Each abusive kind from each source, sent once before the load: refused, not run (throws otherwise); the refusals by source. */
async function refusedOnce(
  url: string,
  abusive: readonly Abusive[],
): Promise<Map<string, string[]>> {
  const firstRefusals = new Map<string, string[]>();
  for (const { name, body, source } of abusive) {
    const answer = await fetch(url, { method: 'POST', headers: source.headers, body });
    const text = await answer.text();
    if (ran(text))
      throw new Error(
        `the ${name} request of the ${source.name} was run (${answer.status}): ${text.slice(0, 200)}`,
      );
    const code = refusalCode(answer.status, text);
    firstRefusals.set(source.name, [...(firstRefusals.get(source.name) ?? []), `${name}: ${code}`]);
  }
  return firstRefusals;
}

/**
 * The paired rounds: the normal traffic alone, then with the abuse beside it
 * at the normal rate; then the abuse alone at that rate. What each normal and
 * abusive request cost the product's process (`pid`) in CPU, the refusals'
 * codes, and how many abusive requests were run (none, when all is well).
 */
async function measureRounds(pid: number, url: string, normal: Options, abusive: Abusive[]) {
  let runAbusive = 0;
  const codes = new Map<string, number>();
  const alone: Result[] = [];
  const mixed: Result[] = [];
  const abuseRuns: Result[] = [];
  let normalCpu = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const cpuBefore = cpuSecondsOf(pid);
    const quiet = await load(normal);
    normalCpu += cpuSecondsOf(pid) - cpuBefore;
    alone.push(quiet);
    const [busy, abuse] = await Promise.all([
      load(normal),
      load(
        abuseLoad(
          url,
          abusive,
          SMALL_RUN_REQUESTS ? undefined : quiet.requests.average,
          (status, body) => {
            if (ran(body)) runAbusive += 1;
            const code = refusalCode(status, body);
            codes.set(code, (codes.get(code) ?? 0) + 1);
          },
        ),
      ),
    ]);
    mixed.push(busy);
    abuseRuns.push(abuse);
  }
  // What one request costs the product's process, free of the machine's noise: normal ones (from the quiet
  // rounds), and abusive ones alone at the same rate.
  const abuseCpuBefore = cpuSecondsOf(pid);
  const abuseAlone = await load(
    abuseLoad(
      url,
      abusive,
      SMALL_RUN_REQUESTS ? undefined : mean(alone.map((run) => run.requests.average)),
      (_status, body) => {
        if (ran(body)) runAbusive += 1;
      },
    ),
  );
  const abuseCpuMs = ((cpuSecondsOf(pid) - abuseCpuBefore) * 1000) / abuseAlone.requests.total;
  const normalCpuMs = (normalCpu * 1000) / alone.reduce((sum, run) => sum + run.requests.total, 0);
  return { alone, mixed, abuseRuns, codes, normalCpuMs, abuseCpuMs, runAbusive };
}

/** The bench's figures but its verdict: what was refused and how, the throughput alone and with abuse, the CPU per request, the rounds' ratios. */
function printAbuseTraffic(figures: {
  firstRefusals: Map<string, string[]>;
  alone: Result[];
  mixed: Result[];
  /** The mean requests per second of the normal traffic alone, beside the abuse, and of the abuse. */
  rps: { alone: number; mixed: number; abuse: number };
  codes: Map<string, number>;
  normalCpuMs: number;
  abuseCpuMs: number;
  pairedRatios: number[];
}): void {
  const { firstRefusals, alone, mixed, rps, codes, normalCpuMs, abuseCpuMs, pairedRatios } =
    figures;
  const rate = (value: number) => value.toFixed(0).padStart(6);
  const p99 = (runs: Result[]) => mean(runs.map((run) => run.latency.p99)).toFixed(1);
  console.log(
    `abuse traffic: ${abusiveBodies()
      .map(({ name }) => name)
      .join(
        ', ',
      )}; each from a session, signed out and an API key; mixed 1:1 into the web's counterparties page; ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS}s`,
  );
  for (const [source, refusals] of firstRefusals)
    console.log(`  refused for the ${source}: ${refusals.join(', ')}`);
  console.log(`  normal alone:        ${rate(rps.alone)} req/s   p99 ${p99(alone)} ms`);
  console.log(`  normal with abuse:   ${rate(rps.mixed)} req/s   p99 ${p99(mixed)} ms`);
  console.log(
    `  abuse refused:       ${rate(rps.abuse)} req/s (none run: ${[...codes]
      .sort((a, b) => b[1] - a[1])
      .map(([code, count]) => `${count} ${code}`)
      .join(', ')})`,
  );
  console.log(
    `  product CPU per request: normal ${normalCpuMs.toFixed(2)} ms, abusive ${abuseCpuMs.toFixed(2)} ms (abuse 1:1 adds ${((abuseCpuMs / normalCpuMs) * 100).toFixed(1)}% of normal traffic's CPU)`,
  );
  console.log(`  paired round ratios: ${pairedRatios.map((value) => value.toFixed(2)).join(' ')}`);
}
