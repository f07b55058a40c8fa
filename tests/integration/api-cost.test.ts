import { createServer, request as httpRequest, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createClient, type Client } from 'graphql-ws';
import { sql } from 'kysely';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_COST_BUCKETS } from '../../contracts/account/api-cost.js';
import { pruneFullBuckets } from '../../services/account/api-cost/repository.js';
import { readCostBucketDefaults } from '../../services/account/api-cost/service.js';
import type { Bff } from '../../bff/server.js';
import { readBffConfig } from '../../bff/config.js';
import { toGlobalId } from '../../bff/global-id.js';
import type { System } from '../../system.js';
import {
  asIntegratorAt,
  createApiKey,
  overHttpAt,
  type IntegratorAnswer,
} from '../support/api-keys.js';
import {
  addMemberInBuiltInRole,
  createCounterpartyRest,
  createOrganization,
  signInRest,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { createSecondBff, workerSystem } from '../support/system.js';
import { overSocket } from '../support/transports.js';
import { upstreamCallsDuring } from '../support/upstream-calls.js';

type Cost = {
  requestedQueryCost: number;
  actualQueryCost: number;
  throttleStatus: { maximumAvailable: number; currentlyAvailable: number; restoreRate: number };
};
type Answer = IntegratorAnswer<{
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
  extensions?: { cost?: Cost };
}>;

let system: System;
/** A second BFF in front of the same services: a bucket lives in PostgreSQL, not in either instance. */
let second: Bff;
let secondUrl: string;

/** A page of counterparties: a treasury read whose cost follows `first`. */
const PAGE =
  'query ($first: Int) { counterparties(first: $first) { edges { node { id legalName } } } }';
const UPDATE = `mutation ($input: OrganizationApiCostSettingsUpdateInput!) {
  organizationApiCostSettingsUpdate(input: $input) {
    organization { apiCostSettings { apiKeys { bucketSize restoreRate custom } sessions { bucketSize restoreRate custom } } }
    userErrors { field code message }
  }
}`;

/** An organisation with its owner signed in and an Approver API key. */
async function organisation() {
  const { organizationId, owner } = await createOrganization(system);
  const admin = await signedInClient(system.url, owner);
  const secret = await createApiKey(admin, 'Approver');
  return { organizationId, owner, admin, secret };
}

/** Sets the organisation's API keys' bucket as its owner. */
async function keyBucket(admin: GraphQLClient, bucketSize: number, restoreRate: number) {
  const result = await admin.data<{
    organizationApiCostSettingsUpdate: { userErrors: UserErrors };
  }>(UPDATE, { input: { apiKeys: { bucketSize, restoreRate } } });
  expect(result.organizationApiCostSettingsUpdate.userErrors).toEqual([]);
}

/** An integrator's operation over HTTP, at the worker's BFF or another. */
const asKey = (
  secret: string,
  variables: Record<string, unknown>,
  url = system.url,
  query = PAGE,
): Promise<Answer> => asIntegratorAt(url, secret, query, variables);

/** A page over HTTP as the signed-in `member`, at the worker's BFF or another. */
const asSession = (
  member: GraphQLClient,
  variables: Record<string, unknown>,
  url = system.url,
): Promise<Answer> => overHttpAt(url, { cookie: member.cookieHeader }, PAGE, variables);

/** Moves a bucket's last refill back by `seconds`: what the database's clock would show that much later. */
async function rewind(organizationId: string, seconds: number) {
  await system.account.db
    .updateTable('api_cost_buckets')
    .set({ refilled_at: sql<Date>`refilled_at - make_interval(secs => ${seconds})` })
    .where('organization_id', '=', organizationId)
    .execute();
}

beforeAll(async () => {
  system = await workerSystem();
  second = await createSecondBff(system);
  secondUrl = await second.listen();
});

afterAll(() => second?.close());

describe('the cost of an operation and its bucket', () => {
  it('when an API key asks, the answer carries what it cost and what its bucket holds, by the documented defaults', async () => {
    const { secret } = await organisation();
    const first = await asKey(secret, { first: 10 });
    expect(first.status).toBe(200);
    const cost = first.body.extensions!.cost!;
    expect(cost.requestedQueryCost).toBeGreaterThan(10);
    expect(cost.actualQueryCost).toBe(cost.requestedQueryCost);
    expect(cost.throttleStatus.maximumAvailable).toBe(DEFAULT_COST_BUCKETS.apiKeys.bucketSize);
    expect(cost.throttleStatus.restoreRate).toBe(DEFAULT_COST_BUCKETS.apiKeys.restoreRate);
    expect(cost.throttleStatus.currentlyAvailable).toBe(
      DEFAULT_COST_BUCKETS.apiKeys.bucketSize - cost.requestedQueryCost,
    );
  });

  it('when the page size is a variable, HTTP and the WebSocket cost the same document alike, and like the literal', async () => {
    const { secret } = await organisation();
    const http = (await asKey(secret, { first: 37 })).body.extensions!.cost!;
    const socket = (await overSocket(
      system.url,
      PAGE,
      { first: 37 },
      {
        authorization: `Bearer ${secret}`,
      },
    )) as Answer['body'];
    const literal = await asKey(
      secret,
      {},
      system.url,
      '{ counterparties(first: 37) { edges { node { id legalName } } } }',
    );
    expect(http.requestedQueryCost).toBe(602);
    expect(socket.extensions!.cost!.requestedQueryCost).toBe(http.requestedQueryCost);
    expect(literal.body.extensions!.cost!.requestedQueryCost).toBe(http.requestedQueryCost);
    expect(socket.extensions!.cost!.throttleStatus.maximumAvailable).toBe(
      http.throttleStatus.maximumAvailable,
    );
  });

  it('when the bucket holds less than the cost, the answer is THROTTLED with 429 and Retry-After, on either BFF, and no service was asked for anything but the bucket', async () => {
    const { admin, secret } = await organisation();
    await keyBucket(admin, 1_000, 1);
    const granted = await asKey(secret, { first: 37 }, secondUrl);
    const cost = granted.body.extensions!.cost!.requestedQueryCost;
    expect(cost).toBe(602);
    let refused: Answer | undefined;
    const calls = await upstreamCallsDuring(second, async () => {
      refused = await asKey(secret, { first: 37 }, secondUrl);
    });
    // The key's rate limit, then its cost bucket: both in the account service, shared by every instance.
    expect(calls).toEqual(['account POST /api-cost/requests', 'account POST /api-cost/take']);
    // The granted operation read its page from the treasury.
    expect(
      await upstreamCallsDuring(second, () => asKey(secret, { first: 1 }, secondUrl)),
    ).toContain('treasury GET /counterparties');
    if (!refused) throw new Error('no answer');
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    const error = refused.body.errors![0]!;
    expect(error.extensions!.code).toBe('THROTTLED');
    const wait = Math.ceil((cost - (1_000 - cost)) / 1);
    expect(error.extensions!.retryAfter).toBeGreaterThanOrEqual(wait - 1);
    expect(error.extensions!.retryAfter).toBeLessThanOrEqual(wait);
    expect(refused.retryAfter).toBe(String(error.extensions!.retryAfter));
    expect(refused.body.extensions!.cost).toEqual({
      requestedQueryCost: cost,
      actualQueryCost: 0,
      throttleStatus: { maximumAvailable: 1_000, currentlyAvailable: 1_000 - cost, restoreRate: 1 },
    });
    // The worker's BFF draws on the same bucket.
    expect((await asKey(secret, { first: 37 })).status).toBe(429);
    const overSocketRefusal = await overSocket(
      system.url,
      PAGE,
      { first: 37 },
      {
        authorization: `Bearer ${secret}`,
      },
    );
    expect(overSocketRefusal.errors?.[0]?.extensions).toMatchObject({
      code: 'THROTTLED',
      cost: { requestedQueryCost: cost, actualQueryCost: 0 },
    });
  });

  it('when time passes, the bucket refills at its rate up to its size, and the refused operation runs after its Retry-After', async () => {
    const { organizationId, admin, secret } = await organisation();
    await keyBucket(admin, 1_000, 40);
    const cost = (await asKey(secret, { first: 37 })).body.extensions!.cost!.requestedQueryCost;
    const refused = await asKey(secret, { first: 37 });
    expect(refused.status).toBe(429);
    const retryAfter = refused.body.errors![0]!.extensions!.retryAfter as number;
    expect(retryAfter).toBe(
      Math.ceil((cost - refused.body.extensions!.cost!.throttleStatus.currentlyAvailable) / 40),
    );
    await rewind(organizationId, retryAfter);
    const later = await asKey(secret, { first: 37 });
    expect(later.status).toBe(200);
    const held = later.body.extensions!.cost!.throttleStatus.currentlyAvailable;
    // What it held, plus 40 a second for the time rewound (and the moments the requests took), less the cost.
    const expected =
      refused.body.extensions!.cost!.throttleStatus.currentlyAvailable + retryAfter * 40 - cost;
    expect(held).toBeGreaterThanOrEqual(expected);
    expect(held).toBeLessThanOrEqual(expected + 40);
    await rewind(organizationId, 3_600);
    const full = await asKey(secret, { first: 37 });
    expect(full.body.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(1_000 - cost);
  });

  it('when 24 requests of one key arrive at once on two BFFs, the bucket pays for as many as it holds and never more', async () => {
    const { organizationId, admin, secret } = await organisation();
    await keyBucket(admin, 1_000, 1);
    // A page of 6 costs 98: a full bucket pays for 10 of them.
    const cost = (await asKey(secret, { first: 6 }, secondUrl)).body.extensions!.cost!
      .requestedQueryCost;
    expect(cost).toBe(98);
    await rewind(organizationId, 3_600);
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        asKey(secret, { first: 6 }, index % 2 === 0 ? system.url : secondUrl),
      ),
    );
    // 1 point a second restored while they ran: 20 points short of an 11th.
    expect(Date.now() - started).toBeLessThan(20_000);
    const granted = answers.filter((answer) => answer.status === 200);
    expect(answers.every((answer) => [200, 429].includes(answer.status))).toBe(true);
    expect(granted.length).toBe(10);
    const left = granted.map(
      (answer) => answer.body.extensions!.cost!.throttleStatus.currentlyAvailable,
    );
    expect(new Set(left).size).toBe(granted.length);
    expect(Math.min(...left)).toBeGreaterThanOrEqual(0);
  });

  it('when an organisation sets its own buckets, its keys and sessions follow them; another organisation keeps the defaults and its own bucket', async () => {
    const mine = await organisation();
    const theirs = await organisation();
    const updated = await mine.admin.data<{
      organizationApiCostSettingsUpdate: { organization: { apiCostSettings: unknown } };
    }>(UPDATE, {
      input: {
        apiKeys: { bucketSize: 5_000, restoreRate: 7 },
        sessions: { bucketSize: 20_000, restoreRate: 300 },
      },
    });
    expect(updated.organizationApiCostSettingsUpdate.organization.apiCostSettings).toEqual({
      apiKeys: { bucketSize: 5_000, restoreRate: 7, custom: true },
      sessions: { bucketSize: 20_000, restoreRate: 300, custom: true },
    });
    const key = (await asKey(mine.secret, { first: 10 })).body.extensions!.cost!;
    expect(key.throttleStatus).toMatchObject({ maximumAvailable: 5_000, restoreRate: 7 });
    const session = await mine.admin.request(PAGE, { first: 10 });
    expect((session as Answer['body']).extensions!.cost!.throttleStatus).toEqual({
      maximumAvailable: 20_000,
      currentlyAvailable: 20_000 - key.requestedQueryCost,
      restoreRate: 300,
    });
    const other = (await asKey(theirs.secret, { first: 10 })).body.extensions!.cost!;
    expect(other.throttleStatus).toEqual({
      maximumAvailable: DEFAULT_COST_BUCKETS.apiKeys.bucketSize,
      currentlyAvailable: DEFAULT_COST_BUCKETS.apiKeys.bucketSize - other.requestedQueryCost,
      restoreRate: DEFAULT_COST_BUCKETS.apiKeys.restoreRate,
    });
    // Back to the defaults with null; a bucket outside the bounds is refused on its field.
    const reset = await mine.admin.data<{
      organizationApiCostSettingsUpdate: {
        organization: { apiCostSettings: { apiKeys: unknown } };
      };
    }>(UPDATE, { input: { apiKeys: null } });
    expect(reset.organizationApiCostSettingsUpdate.organization.apiCostSettings.apiKeys).toEqual({
      ...DEFAULT_COST_BUCKETS.apiKeys,
      custom: false,
    });
    const tooSmall = await mine.admin.data<{
      organizationApiCostSettingsUpdate: { userErrors: UserErrors };
    }>(UPDATE, { input: { sessions: { bucketSize: 10, restoreRate: 1 } } });
    expect(
      tooSmall.organizationApiCostSettingsUpdate.userErrors.map((error) => error.code),
    ).toEqual(['BAD_REQUEST']);
  });

  it('when a member without settings:manage changes the buckets, it is FORBIDDEN', async () => {
    const { organizationId } = await organisation();
    const approver = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'APPROVER'),
    );
    const refused = await approver.request(UPDATE, {
      input: { apiKeys: { bucketSize: 9_000, restoreRate: 9 } },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});

describe('what an operation is priced at, over either transport', () => {
  it('when a list is asked without first, it is priced at the page it answers, over HTTP and the WebSocket', async () => {
    const { owner, secret } = await organisation();
    const tokens = await signInRest(system, owner);
    await Promise.all(Array.from({ length: 21 }, () => createCounterpartyRest(system, tokens)));
    const unasked = '{ counterparties { edges { node { id legalName } } } }';
    const twenty = (
      await asKey(
        secret,
        {},
        system.url,
        '{ counterparties(first: 20) { edges { node { id legalName } } } }',
      )
    ).body;
    const overHttp = await asKey(secret, {}, system.url, unasked);
    const overTheSocket = (await overSocket(
      system.url,
      unasked,
      {},
      {
        authorization: `Bearer ${secret}`,
      },
    )) as Answer['body'];
    for (const answer of [overHttp.body, overTheSocket]) {
      expect((answer.data!.counterparties as { edges: unknown[] }).edges).toHaveLength(20);
      expect(answer.extensions!.cost!.requestedQueryCost).toBe(325);
    }
    expect(twenty.extensions!.cost!.requestedQueryCost).toBe(325);
  });

  it('when records are fetched by their ids, each is priced as on a page, over HTTP and the WebSocket, and aliases add up', async () => {
    const { owner, secret } = await organisation();
    const tokens = await signInRest(system, owner);
    const made = await Promise.all(
      Array.from({ length: 30 }, () => createCounterpartyRest(system, tokens)),
    );
    const ids = made.map((counterparty) => toGlobalId('Counterparty', counterparty.id));
    const BY_IDS =
      'query ($ids: [ID!]!) { nodes(ids: $ids) { ... on Counterparty { id legalName } } }';
    const asPage =
      '{ counterparties(first: 30) { edges { node { ... on Counterparty { id legalName } } } } }';
    const pageCost = (await asKey(secret, {}, system.url, asPage)).body.extensions!.cost!
      .requestedQueryCost;
    const overHttp = await asKey(secret, { ids }, system.url, BY_IDS);
    const overTheSocket = (await overSocket(
      system.url,
      BY_IDS,
      { ids },
      {
        authorization: `Bearer ${secret}`,
      },
    )) as Answer['body'];
    for (const answer of [overHttp.body, overTheSocket]) {
      expect((answer.data!.nodes as { id: string }[]).map((node) => node.id)).toEqual(ids);
      expect(answer.extensions!.cost!.requestedQueryCost).toBe(pageCost);
    }
    expect(pageCost).toBe(623);
    const aliased = await asKey(
      secret,
      { ids },
      system.url,
      'query ($ids: [ID!]!) { a: nodes(ids: $ids) { ... on Counterparty { id } } b: nodes(ids: $ids) { ... on Counterparty { id } } }',
    );
    const pages = await asKey(
      secret,
      {},
      system.url,
      '{ a: counterparties(first: 30) { edges { node { ... on Counterparty { id } } } } b: counterparties(first: 30) { edges { node { ... on Counterparty { id } } } } }',
    );
    expect(aliased.body.extensions!.cost!.requestedQueryCost).toBe(
      pages.body.extensions!.cost!.requestedQueryCost,
    );
    expect(aliased.body.extensions!.cost!.requestedQueryCost).toBe(1_043);
  });

  it('when a member signs in again, the new session draws on the same bucket, over HTTP and the WebSocket; another member has their own', async () => {
    const { organizationId, owner, admin } = await organisation();
    const settings = await admin.data<{
      organizationApiCostSettingsUpdate: { userErrors: UserErrors };
    }>(UPDATE, { input: { sessions: { bucketSize: 1_000, restoreRate: 1 } } });
    expect(settings.organizationApiCostSettingsUpdate.userErrors).toEqual([]);
    const spent = (await admin.request(PAGE, { first: 37 })) as Answer['body'];
    expect(spent.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(1_000 - 602);
    const again = await signedInClient(system.url, owner);
    const overHttp = await asSession(again, { first: 37 });
    expect(overHttp.status).toBe(429);
    const refused = overHttp.body;
    expect(refused.errors![0]!.extensions!.code).toBe('THROTTLED');
    expect(refused.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(1_000 - 602);
    const overTheSocket = await overSocket(
      system.url,
      PAGE,
      { first: 37 },
      {
        cookie: again.cookieHeader,
      },
    );
    expect(overTheSocket.errors?.[0]?.extensions?.code).toBe('THROTTLED');
    const colleague = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'APPROVER'),
    );
    const theirs = (await colleague.request(PAGE, { first: 37 })) as Answer['body'];
    expect(theirs.errors).toBeUndefined();
    expect(theirs.extensions!.cost!.throttleStatus.currentlyAvailable).toBe(1_000 - 602);
  });
});

describe("an API key's request rate limit", () => {
  it('when one key of a member has spent its minute, another key of the same member still has its own, over HTTP and the WebSocket', async () => {
    // A BFF of its own at 5 requests a minute: a minute's worth is then a handful of requests.
    const strict = await createSecondBff(system, { apiKeyRatePerMinute: 5 });
    const url = await strict.listen();
    try {
      const { admin, secret } = await organisation();
      const other = await createApiKey(admin, 'Approver', { name: 'Integrasi kedua' });
      const QUERY = '{ __typename }';
      const overTheSocket = (key: string) =>
        overSocket(url, QUERY, {}, { authorization: `Bearer ${key}` });
      for (let request = 0; request < 5; request += 1) {
        const answer =
          request % 2 === 0
            ? (await asKey(secret, {}, url, QUERY)).body
            : ((await overTheSocket(secret)) as Answer['body']);
        expect(answer.errors).toBeUndefined();
      }
      const refused = await asKey(secret, {}, url, QUERY);
      expect(refused.status).toBe(429);
      expect(refused.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect((await overTheSocket(secret)).errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
      expect((await asKey(other, {}, url, QUERY)).status).toBe(200);
      expect((await overTheSocket(other)).errors).toBeUndefined();
    } finally {
      await strict.close();
    }
  });

  it('when 800 requests of one key arrive at once, 400 over HTTP and 400 over 8 sockets, it admits no more than a minute’s worth and what refilled meanwhile', async () => {
    const { organizationId, secret } = await organisation();
    // A BFF of its own whose upstream timeout outlasts the burst on a busy machine: a request still waiting for the
    // limit after the usual 10 s would be UPSTREAM_UNAVAILABLE, neither admitted nor refused by the limit.
    const patient = await createSecondBff(system, { upstreamTimeoutMs: 60_000 });
    const url = await patient.listen();
    // API_KEY_RATE_LIMIT's default, which it runs with.
    const { apiKeyRatePerMinute: perMinute } = readBffConfig({
      accountUrl: system.accountUrl,
      treasuryUrl: system.treasuryUrl,
      invoicingUrl: system.invoicingUrl,
    });
    expect(perMinute).toBe(600);
    const QUERY = '{ __typename }';
    const sockets = Array.from({ length: 8 }, () =>
      createClient({
        url: `${url.replace(/^http/, 'ws')}/graphql`,
        webSocketImpl: WebSocket,
        connectionParams: { authorization: `Bearer ${secret}` },
        retryAttempts: 0,
      }),
    );
    const overSockets = (client: Client) =>
      new Promise<string>((resolve) => {
        let code = 'none';
        client.subscribe(
          { query: QUERY },
          {
            next: (value) => void (code = String(value.errors?.[0]?.extensions?.code ?? 'ok')),
            error: (error) =>
              resolve(
                Array.isArray(error)
                  ? String((error[0] as { extensions?: { code?: string } }).extensions?.code)
                  : 'closed',
              ),
            complete: () => resolve(code),
          },
        );
      });
    const started = Date.now();
    try {
      const answers = await Promise.all([
        ...Array.from({ length: 400 }, async () => {
          const answer = await asKey(secret, {}, url, QUERY);
          return answer.status === 200
            ? 'ok'
            : `${answer.status} ${String(answer.body.errors?.[0]?.extensions?.code)}`;
        }),
        ...sockets.flatMap((client) => Array.from({ length: 50 }, () => overSockets(client))),
      ]);
      const seconds = (Date.now() - started) / 1000;
      const admitted = answers.filter((answer) => answer === 'ok').length;
      const refused = answers.filter(
        (answer) => answer === '429 RATE_LIMITED' || answer === 'RATE_LIMITED',
      ).length;
      // Every answer is an admission or the limit's refusal: none failed, none slipped through uncounted.
      expect(admitted + refused).toBe(800);
      expect(admitted).toBeGreaterThanOrEqual(perMinute);
      expect(admitted).toBeLessThanOrEqual(perMinute + Math.ceil((seconds * perMinute) / 60));
      // Both transports were admitted some, from the one bucket: together they stayed within it.
      expect(answers.slice(0, 400)).toContain('ok');
      expect(answers.slice(400)).toContain('ok');
      const [bucket] = await system.account.db
        .selectFrom('api_key_request_buckets')
        .select('tokens')
        .where('organization_id', '=', organizationId)
        .execute();
      expect(Number(bucket!.tokens)).toBeGreaterThanOrEqual(0);
    } finally {
      await Promise.all(sockets.map((client) => client.dispose()));
      await patient.close();
    }
  }, 60_000);
});

describe('buckets that have refilled', () => {
  it('are removed by the nightly housekeeping, and one seen again stands as it would have: a bucket still refilling stays', async () => {
    const { admin, secret, organizationId } = await organisation();
    await keyBucket(admin, 1_000, 1);
    const first = (await asKey(secret, { first: 37 })).body.extensions!.cost!;
    expect(first.throttleStatus.currentlyAvailable).toBe(1_000 - 602);
    const buckets = () =>
      system.account.db
        .selectFrom('api_cost_buckets')
        .select('bucket')
        .where('organization_id', '=', organizationId)
        .execute();

    await pruneFullBuckets(system.account.db, readCostBucketDefaults());
    expect(await buckets()).toHaveLength(1);
    // 602 seconds later the bucket is full again: removing it changes nothing anyone sees.
    await rewind(organizationId, 602);
    await pruneFullBuckets(system.account.db, readCostBucketDefaults());
    expect(await buckets()).toEqual([]);
    const again = (await asKey(secret, { first: 37 })).body.extensions!.cost!;
    expect(again.throttleStatus.currentlyAvailable).toBe(1_000 - 602);
  });
});

describe('when the account service does not answer while an operation is priced', () => {
  // A BFF of its own whose account service sits behind a local proxy that holds the cost and rate-limit calls
  // unanswered while told to (a hung service, as a real one would hang), with a short upstream timeout.
  const held: ServerResponse[] = [];
  let holding: Set<string>;
  let proxy: Server;
  let stalled: Bff;
  let stalledUrl: string;

  beforeAll(async () => {
    holding = new Set();
    const target = new URL(system.accountUrl);
    proxy = createServer((request, response) => {
      if (holding.has(`${request.method} ${request.url}`)) return void held.push(response);
      const forwarded = httpRequest(
        {
          host: target.hostname,
          port: target.port,
          path: request.url,
          method: request.method,
          headers: request.headers,
        },
        (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        },
      );
      forwarded.on('error', () => response.destroy());
      request.pipe(forwarded);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    stalled = await createSecondBff(system, {
      accountUrl: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`,
      upstreamTimeoutMs: 1_000,
    });
    stalledUrl = await stalled.listen();
  });

  afterAll(async () => {
    for (const response of held) response.destroy();
    await stalled?.close();
    proxy?.close();
  });

  const unavailable = {
    message: 'The account service is unavailable. Please try again shortly.',
    extensions: { code: 'UPSTREAM_UNAVAILABLE' },
  };

  /** Runs `checks` while the account service holds every `route` request unanswered; it answers again after. */
  async function whileHeld(route: string, checks: () => Promise<void>): Promise<void> {
    holding.add(route);
    try {
      await checks();
    } finally {
      holding.delete(route);
    }
  }

  /** The key's page over HTTP through the BFF whose account service stalls: the retryable UPSTREAM_UNAVAILABLE (503). */
  async function expectUnavailableOverHttp(secret: string): Promise<void> {
    const overHttp = await asKey(secret, { first: 5 }, stalledUrl);
    expect(overHttp.status).toBe(503);
    expect(overHttp.body.errors).toEqual([expect.objectContaining(unavailable)]);
  }

  /** The key's page over a WebSocket to the BFF whose account service stalls. */
  const keysPageOverSocket = (secret: string) =>
    overSocket(stalledUrl, PAGE, { first: 5 }, { authorization: `Bearer ${secret}` });

  it("when a session's bucket cannot be read in time, the answer is the retryable UPSTREAM_UNAVAILABLE (503), over HTTP and the WebSocket, and the socket stays open", async () => {
    const { owner } = await createOrganization(system);
    const member = await signedInClient(stalledUrl, owner);
    await whileHeld('POST /api-cost/take', async () => {
      const { status, body } = await asSession(member, { first: 5 }, stalledUrl);
      expect(status).toBe(503);
      expect(body.errors).toEqual([expect.objectContaining(unavailable)]);
      expect(body.data).toBeUndefined();
      const overTheSocket = await overSocket(
        stalledUrl,
        PAGE,
        { first: 5 },
        {
          cookie: member.cookieHeader,
        },
      );
      expect(overTheSocket.errors).toEqual([expect.objectContaining(unavailable)]);
      expect(overTheSocket.closed).toBeUndefined();
    });
    // Once the service answers again, the same operation runs.
    const again = await member.request(PAGE, { first: 5 });
    expect(again.errors).toBeUndefined();
  });

  it("when an API key's rate limit cannot be read in time, the answer is the retryable UPSTREAM_UNAVAILABLE (503), over HTTP and the WebSocket", async () => {
    const { secret } = await organisation();
    await whileHeld('POST /api-cost/requests', async () => {
      await expectUnavailableOverHttp(secret);
      const overTheSocket = await keysPageOverSocket(secret);
      expect(overTheSocket.errors).toEqual([expect.objectContaining(unavailable)]);
      expect(overTheSocket.closed).toBeUndefined();
    });
    expect((await asKey(secret, { first: 5 }, stalledUrl)).status).toBe(200);
  });

  it('when an API key cannot be traded for its token in time, the answer is the retryable UPSTREAM_UNAVAILABLE (503) over HTTP, and the socket is closed to be tried again later (1013)', async () => {
    const { secret } = await organisation();
    await whileHeld('POST /api-keys/token', async () => {
      await expectUnavailableOverHttp(secret);
      const overTheSocket = await keysPageOverSocket(secret);
      expect(overTheSocket.closed).toEqual({ code: 1013, reason: 'UPSTREAM_UNAVAILABLE' });
    });
    expect((await asKey(secret, { first: 5 }, stalledUrl)).status).toBe(200);
  });
});
