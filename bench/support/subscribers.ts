import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { fromGlobalId } from '../../bff/global-id.js';
import type { DomainEvent } from '../../contracts/common/events.js';
import { EVENTS_CHANNEL } from '../../platform/events.js';
import type { RunningSystem } from '../system-process.js';
import { signInDemo } from './demo-session.js';
import { signedInApprover, withAuthenticator } from './members.js';
import type { Session } from './rest.js';

/**
 * What the subscriber benches share: threads of graphql-ws subscribers that
 * note when each update arrived, a listener that notes when each change was
 * committed, the approvers who make the changes, and the figures.
 */

/** How long a change may take to reach every subscriber before the ones missing are counted as not delivered. */
export const DELIVERY_DEADLINE_MS = 15_000;
/** Sockets opened at once while the subscribers connect. */
const OPENING_AT_ONCE = 50;

/**
 * The subscribers, in a thread of their own so that their sockets and their
 * clock do not share an event loop with the one who makes the change (nor the
 * product's: it runs in a process of its own). Each opens a graphql-ws socket
 * with the member's access token and subscribes; for every update it keeps
 * when it arrived, by the payment's id and the change: on the wall clock,
 * which both threads read alike (a worker's performance.timeOrigin is not
 * comparable with the main thread's). The main thread asks for the
 * arrivals of one change with a `collect` message.
 */
export const SUBSCRIBER_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { createClient } = require(workerData.graphqlWs);
const WebSocket = require(workerData.ws);
const { url, token, count, query, openingAtOnce } = workerData;
const now = () => Date.now();
const arrivals = new Map();
const problems = [];
const clients = [];
function open(index) {
  return new Promise((resolve) => {
    const client = createClient({
      url, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0,
      connectionParams: { authorization: 'Bearer ' + token },
      on: {
        connected: () => resolve(true),
        closed: (event) => { if (!stopping) problems.push('socket ' + index + ' closed ' + (event && event.code)); resolve(false); },
        error: (error) => { problems.push('socket ' + index + ': ' + String(error && error.message || error)); resolve(false); },
      },
    });
    clients.push(client);
    client.subscribe({ query }, {
      next: (result) => {
        const at = now();
        const update = result.data && result.data.paymentUpdated;
        if (!update || !update.payment) { problems.push('subscriber ' + index + ': ' + JSON.stringify(result.errors || result.data)); return; }
        const key = update.payment.id + ' ' + update.change;
        let times = arrivals.get(key);
        if (!times) arrivals.set(key, (times = new Map()));
        if (!times.has(index)) times.set(index, at);
      },
      error: (error) => problems.push('subscription ' + index + ': ' + JSON.stringify(error)),
      complete: () => {},
    });
  });
}
let stopping = false;
(async () => {
  let connected = 0;
  for (let first = 0; first < count; first += openingAtOnce) {
    const batch = [];
    for (let index = first; index < Math.min(count, first + openingAtOnce); index++) batch.push(open(index));
    connected += (await Promise.all(batch)).filter(Boolean).length;
  }
  parentPort.postMessage({ type: 'ready', connected, problems: problems.slice(0, 5) });
})();
parentPort.on('message', async (message) => {
  if (message.type === 'collect') {
    const times = arrivals.get(message.key);
    parentPort.postMessage({ type: 'collected', key: message.key, times: times ? [...times.values()] : [], problems: problems.length });
  } else if (message.type === 'stop') {
    stopping = true;
    await Promise.all(clients.map((client) => client.dispose()));
    parentPort.postMessage({ type: 'stopped', problems: problems.slice(0, 5), problemCount: problems.length });
  }
});
`;

/** The wall clock, read as the subscriber thread reads it. */
export const clock = () => Date.now();
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return (
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ??
    Number.NaN
  );
}

export type Json = Record<string, unknown>;
export type Tokens = Session;

/** A GraphQL request to the BFF over HTTP as the member whose token it is; fails on any error. */
export async function graphql<T>(
  system: Pick<RunningSystem, 'url'>,
  tokens: Tokens,
  query: string,
  variables: Json = {},
): Promise<T> {
  const response = await fetch(`${system.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
    body: JSON.stringify({ query, variables }),
  });
  const result = (await response.json()) as { data?: T; errors?: unknown[] };
  if (!result.data || result.errors) throw new Error(`GraphQL: ${JSON.stringify(result.errors)}`);
  return result.data;
}

/** The subscriber thread, and a way to ask it for the arrivals of one change. */
export async function startSubscribers(url: string, token: string, count: number, query: string) {
  const require = createRequire(import.meta.url);
  const worker = new Worker(SUBSCRIBER_THREAD, {
    eval: true,
    workerData: {
      url: `${url.replace(/^http/, 'ws')}/graphql`,
      token,
      count,
      query,
      openingAtOnce: OPENING_AT_ONCE,
      graphqlWs: require.resolve('graphql-ws'),
      ws: require.resolve('ws'),
    },
  });
  const waiting = new Map<
    string,
    { resolve: (message: never) => void; reject: (error: unknown) => void }
  >();
  worker.on('message', (message: { type: string }) => {
    waiting.get(message.type)?.resolve(message as never);
    waiting.delete(message.type);
  });
  worker.once('error', (error) => {
    for (const { reject } of waiting.values()) reject(error);
    waiting.clear();
  });
  /** The thread's next message of a type (one asked at a time per type). */
  const next = <T>(type: string) =>
    new Promise<T>((resolve, reject) =>
      waiting.set(type, { resolve: resolve as (message: never) => void, reject }),
    );
  const ready = await next<{ connected: number; problems: string[] }>('ready');
  if (ready.connected !== count) {
    await worker.terminate();
    throw new Error(
      `${count - ready.connected} of ${count} subscribers could not connect: ${ready.problems.join('; ')}`,
    );
  }
  return {
    /** When each subscriber received `change` of the payment (its global id), those who did. */
    async arrivals(paymentId: string, change: string): Promise<number[]> {
      const answer = next<{ key: string; times: number[] }>('collected');
      worker.postMessage({ type: 'collect', key: `${paymentId} ${change}` });
      return (await answer).times;
    },
    async stop(): Promise<{ problemCount: number; problems: string[] }> {
      const stopped = next<{ problemCount: number; problems: string[] }>('stopped');
      worker.postMessage({ type: 'stop' });
      const result = await stopped;
      await worker.terminate();
      return result;
    },
    /** Ends the thread as it stands (a run that threw): its sockets go with it. */
    terminate: () => worker.terminate(),
  };
}

export type Subscribers = Awaited<ReturnType<typeof startSubscribers>>;

/** Waits until `count` subscribers have the change, or the deadline passes; answers the arrivals. */
export async function delivered(
  subscribers: Subscribers,
  paymentId: string,
  change: string,
  count: number,
): Promise<number[]> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  for (;;) {
    const times = await subscribers.arrivals(paymentId, change);
    if (times.length >= count || Date.now() > deadline) return times;
    await sleep(20);
  }
}

/** Waits until every subscriber has heard how the bank settled the payment, Sent or Failed, or the deadline passes. */
export async function settled(
  subscribers: Subscribers,
  paymentId: string,
  count: number,
): Promise<void> {
  const deadline = Date.now() + DELIVERY_DEADLINE_MS;
  while (Date.now() < deadline) {
    const sent = await subscribers.arrivals(paymentId, 'SENT');
    const failed = await subscribers.arrivals(paymentId, 'FAILED');
    if (sent.length + failed.length >= count) return;
    await sleep(20);
  }
}

/**
 * The commit of each change, as PostgreSQL tells a listener of its own: the
 * same NOTIFY the BFF listens for, heard on this otherwise idle thread.
 */
export async function commitListener(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A connection the product's database ends as it stops is no failure of the run.
  client.on('error', (error) => console.warn(`commit listener: ${error.message}`));
  await client.connect();
  const heard = new Map<string, number>();
  /** Who waits for a commit not heard yet, by its key: told as it is heard rather than polling for it. */
  const waiting = new Map<string, (at: number) => void>();
  client.on('notification', (message) => {
    const at = clock();
    if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
    const event = JSON.parse(message.payload) as DomainEvent;
    if (event.type !== 'payment.updated') return;
    const key = `${event.subjectId} ${event.change}`;
    heard.set(key, at);
    waiting.get(key)?.(at);
  });
  await client.query(`LISTEN ${EVENTS_CHANNEL}`);
  return {
    committed(serviceId: string, change: string): Promise<number> {
      const key = `${serviceId} ${change}`;
      const at = heard.get(key);
      if (at !== undefined) return Promise.resolve(at);
      return new Promise<number>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(key);
          reject(new Error(`no ${change} of ${serviceId} was committed`));
        }, DELIVERY_DEADLINE_MS);
        waiting.set(key, (heardAt) => {
          clearTimeout(timer);
          waiting.delete(key);
          resolve(heardAt);
        });
      });
    },
    stop: () => client.end(),
  };
}

/** An Approver of the organisation with an authenticator app, signed in just before they approve: their next code is good for the minute that follows. */
export async function newApprover(
  db: pg.Client,
  system: Pick<RunningSystem, 'accountUrl'>,
  organizationId: string,
  index: number,
) {
  const tokens = await signedInApprover(db, system.accountUrl, organizationId, `Langsung ${index}`);
  return { tokens, code: await withAuthenticator(system.accountUrl, tokens) };
}

/** One change as the subscribers heard it: the payment (its global id), when each got its approval, its commit and its answer. */
export type Change = {
  paymentId: string;
  delivered: number[];
  committedAt: number;
  answeredAt: number;
};

/**
 * The changes the subscriber benches measure, made as the demo's owner: a
 * payment made (its CREATED reaching every subscriber first), then approved
 * by a new Approver with their authenticator code; answers for each the
 * approval's arrivals, its commit (heard by `commits`) and its answer. The
 * next change waits for the bank's answer (Sent or Failed) to have reached
 * everyone.
 */
export function paymentChanges(
  system: Pick<RunningSystem, 'url' | 'accountUrl'>,
  owner: Tokens,
  db: pg.Client,
  commits: Awaited<ReturnType<typeof commitListener>>,
): (subscribers: Subscribers, count: number) => Promise<Change> {
  // The demo's account to pay from and its supplier to pay, read with the first change.
  const found = graphql<{
    bankAccounts: { id: string }[];
    counterparties: { edges: { node: { bankAccounts: { id: string }[] } }[] };
  }>(
    system,
    owner,
    '{ bankAccounts(search: "BCA Operasional") { id } counterparties(first: 1, search: "Sumber Makmur") { edges { node { bankAccounts { id } } } } }',
  );
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  let made = 0;
  let approvers = 0;

  return async (subscribers: Subscribers, count: number): Promise<Change> => {
    made += 1;
    const { bankAccounts, counterparties } = await found;
    const created = await graphql<{
      paymentCreate: { payment: { id: string } | null; userErrors: unknown[] };
    }>(
      system,
      owner,
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { field code message } } }',
      {
        input: {
          sourceAccountId: bankAccounts[0]!.id,
          counterpartyBankAccountId: counterparties.edges[0]!.node.bankAccounts[0]!.id,
          amount: `${1_250_000 + made}.00`,
          paymentDate: today,
          memo: `BENCH/${made}`,
        },
      },
    );
    const id = created.paymentCreate.payment?.id;
    if (!id)
      throw new Error(`payment not made: ${JSON.stringify(created.paymentCreate.userErrors)}`);
    // Every subscriber has the payment as made before it changes status: the approval is the only thing on its way.
    await delivered(subscribers, id, 'CREATED', count);
    const approver = await newApprover(db, system, owner.organizationId, (approvers += 1));
    const approved = await graphql<{ paymentsApprove: { userErrors: unknown[] } }>(
      system,
      approver.tokens,
      'mutation ($input: OrdersApproveInput!) { paymentsApprove(input: $input) { payments { id status } userErrors { field code message } } }',
      { input: { ids: [id], versions: [1], code: approver.code() } },
    );
    const answeredAt = clock();
    if (approved.paymentsApprove.userErrors.length > 0)
      throw new Error(`not approved: ${JSON.stringify(approved.paymentsApprove.userErrors)}`);
    const committedAt = await commits.committed(fromGlobalId(id)!.id, 'APPROVED');
    const arrivals = await delivered(subscribers, id, 'APPROVED', count);
    // The bank's answer (Sent, or Failed) follows; the next change waits for it to have reached everyone.
    await settled(subscribers, id, count);
    return { paymentId: id, delivered: arrivals, committedAt, answeredAt };
  };
}

/** Several subscriber threads answered as one: their arrivals together, stopped together. */
export function together(groups: Subscribers[]): Subscribers {
  return {
    arrivals: async (paymentId, change) =>
      (await Promise.all(groups.map((group) => group.arrivals(paymentId, change)))).flat(),
    stop: async () => {
      const results = await Promise.all(groups.map((group) => group.stop()));
      return {
        problemCount: results.reduce((sum, result) => sum + result.problemCount, 0),
        problems: results.flatMap((result) => result.problems).slice(0, 5),
      };
    },
    terminate: async () => {
      await Promise.all(groups.map((group) => group.terminate()));
      return 0;
    },
  };
}

/**
 * What a subscriber bench makes its changes with: a connection to the
 * product's database (to add approvers), a listener of the commits, the
 * demo's owner signed in, and their changes (`paymentChanges`) made and
 * measured by `measure`; `stop` ends the connections.
 */
export async function changeRig(system: RunningSystem) {
  const db = new pg.Client({ connectionString: system.databaseUrl });
  db.on('error', (error) => console.warn(`database: ${error.message}`));
  await db.connect();
  const commits = await commitListener(system.databaseUrl);
  try {
    const owner = await signInDemo(system);
    const change = paymentChanges(system, owner, db, commits);
    return {
      owner,
      /**
       * A first change to `count` subscribers, not measured (it proves every
       * subscription live and warms the paths: compiled operations,
       * connections, caches), then `rounds` changes one after another: the
       * changes, their latencies from the commit, the arrivals and the p99.
       */
      measure: async (subscribers: Subscribers, count: number, rounds: number) => {
        const warmUp = await change(subscribers, count);
        const changes: Change[] = [];
        for (let round = 0; round < rounds; round += 1)
          changes.push(await change(subscribers, count));
        return { warmUp, changes, ...measuredOf(changes) };
      },
      stop: async () => {
        await commits.stop();
        await db.end();
      },
    };
  } catch (error) {
    await commits.stop();
    await db.end();
    throw error;
  }
}

/** A list of latencies as the benches print them. */
export const figures = (values: number[]) =>
  `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms, p99 ${percentile(values, 99).toFixed(0)} ms`;

/** Every subscriber's latency from each change's commit to its arrival. */
export const fromCommit = (changes: Change[]) =>
  changes.flatMap((one) => one.delivered.map((at) => at - one.committedAt));

/** The measured changes' latencies from their commits, how many arrivals there were, and their p99. */
export function measuredOf(changes: Change[]) {
  const latencies = fromCommit(changes);
  return {
    latencies,
    deliveredCount: changes.reduce((sum, one) => sum + one.delivered.length, 0),
    p99: percentile(latencies, 99),
  };
}
