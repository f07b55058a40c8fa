import { readFileSync } from 'node:fs';
import net from 'node:net';
import {
  buildClientSchema,
  buildSchema as parseSdl,
  getIntrospectionQuery,
  lexicographicSortSchema,
  printSchema,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import { SCHEMA_PATH } from '../../bff/schema.js';
import type { Bff } from '../../bff/server.js';
import type { System } from '../../system.js';
import {
  addMember,
  counterpartyInput,
  createCounterpartyRest,
  createOrganization,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { createSecondBff, startTestSystem } from '../support/system.js';

let system: System;
let owner: Credentials;
let ownerTokens: Tokens;
let client: GraphQLClient;

const LIST = `query List($first: Int, $after: String, $search: String, $type: CounterpartyType) {
  counterparties(first: $first, after: $after, search: $search, type: $type) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { cursor node { id legalName alias type email createdAt createdBy { id fullName } bankAccounts { bank { code name } accountNumber accountName } } }
  }
}`;

const CREATE = `mutation Create($input: CounterpartyCreateInput!) {
  counterpartyCreate(input: $input) {
    counterparty { id legalName alias }
    counterpartyEdge { cursor node { id } }
    userErrors { field code message }
  }
}`;

const upstreamCalls = () =>
  system.bff.upstreamClients.account.requestCount +
  system.bff.upstreamClients.treasury.requestCount;

beforeAll(async () => {
  system = await startTestSystem({ upstreamTimeoutMs: 2_000 });
  ({ owner } = await createOrganization(system, 'PT Skema Uji'));
  ownerTokens = await signInRest(system, owner);
  client = new GraphQLClient(system.url);
  await client.signIn(owner.email, owner.password);
});

afterAll(() => system?.stop());

describe('the contract', () => {
  it('the served schema is schema.graphql, type for type', async () => {
    const served = await client.request<{ __schema: unknown }>(getIntrospectionQuery());
    expect(served.errors).toBeUndefined();
    const fromFile = printSchema(
      lexicographicSortSchema(parseSdl(readFileSync(SCHEMA_PATH, 'utf8'))),
    );
    expect(printSchema(lexicographicSortSchema(buildClientSchema(served.data as never)))).toBe(
      fromFile,
    );
  });
});

describe('sessions', () => {
  it('signing in sets httpOnly SameSite cookies and the viewer follows', async () => {
    const browser = await signedInClient(system.url, owner);
    expect(browser.lastSetCookies).toHaveLength(2);
    for (const cookie of browser.lastSetCookies) {
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
    }
    const viewer = await browser.request<{
      viewer: { user: { email: string }; organization: { name: string }; role: { name: string } };
    }>('{ viewer { user { email } organization { name } role { name } } }');
    expect(viewer.data?.viewer).toEqual({
      user: { email: owner.email },
      organization: { name: 'PT Skema Uji' },
      role: { name: 'owner' },
    });
  });

  it('a wrong password is a userError with the spec’s message, and no cookie is set', async () => {
    const browser = new GraphQLClient(system.url);
    const result = await browser.request<{ signIn: { viewer: null; userErrors: unknown[] } }>(
      'mutation { signIn(input: { email: "nobody@example.co.id", password: "Salah1234" }) { viewer { user { email } } userErrors { field code message } } }',
    );
    expect(result.data?.signIn).toEqual({
      viewer: null,
      userErrors: [
        { field: null, code: 'U-ACC-AU-1', message: 'Your email or password does not match.' },
      ],
    });
    expect(browser.cookies.size).toBe(0);
  });

  it('empty credentials answer the spec’s required messages without calling the account service', async () => {
    const before = upstreamCalls();
    const result = await new GraphQLClient(system.url).request<{
      signIn: { userErrors: unknown[] };
    }>(
      'mutation { signIn(input: { email: "", password: "" }) { userErrors { field code message } } }',
    );
    expect(result.data?.signIn.userErrors).toEqual([
      { field: 'email', code: 'REQUIRED', message: 'Email is Required' },
      { field: 'password', code: 'REQUIRED', message: 'Password is Required' },
    ]);
    expect(upstreamCalls()).toBe(before);
  });

  it('signing out revokes the session and clears the cookies', async () => {
    const browser = await signedInClient(system.url, owner);
    const refreshCookie = browser.cookies.get('kas_rt')!;
    const result = await browser.request<{ signOut: { signedOut: boolean } }>(
      'mutation { signOut { signedOut } }',
    );
    expect(result.data?.signOut.signedOut).toBe(true);
    expect(browser.cookies.size).toBe(0);
    expect(
      (await browser.request<{ viewer: null }>('{ viewer { user { id } } }')).data?.viewer,
    ).toBeNull();
    // The old refresh cookie no longer brings the session back.
    const replay = new GraphQLClient(system.url);
    replay.cookies.set('kas_rt', refreshCookie);
    expect(
      (await replay.request<{ viewer: null }>('{ viewer { user { id } } }')).data?.viewer,
    ).toBeNull();
  });

  it('an expired access cookie is renewed from the refresh cookie, transparently', async () => {
    const browser = await signedInClient(system.url, owner);
    browser.cookies.delete('kas_at');
    const viewer = await browser.request<{ viewer: { user: { email: string } } }>(
      '{ viewer { user { email } } }',
    );
    expect(viewer.data?.viewer.user.email).toBe(owner.email);
    expect(browser.cookies.has('kas_at')).toBe(true);
  });

  it('integrators can send the access token as a bearer token', async () => {
    const result = await new GraphQLClient(system.url).request<{
      viewer: { user: { email: string } };
    }>('{ viewer { user { email } } }', {}, { authorization: `Bearer ${ownerTokens.accessToken}` });
    expect(result.data?.viewer.user.email).toBe(owner.email);
  });

  it('signed out, a protected field answers UNAUTHENTICATED', async () => {
    const result = await new GraphQLClient(system.url).request(LIST, { first: 5 });
    expect(result.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('counterparties through GraphQL', () => {
  it('a list of 10 rows and a list of 50 rows make the same number of upstream calls', async () => {
    for (let index = 0; index < 55; index += 1) await createCounterpartyRest(system, ownerTokens);
    const countFor = async (first: number) => {
      const before = upstreamCalls();
      const result = await client.request<{ counterparties: { edges: unknown[] } }>(LIST, {
        first,
      });
      expect(result.errors).toBeUndefined();
      expect(result.data?.counterparties.edges).toHaveLength(first);
      return upstreamCalls() - before;
    };
    const ten = await countFor(10);
    const fifty = await countFor(50);
    expect(fifty).toBe(ten);
    expect(ten).toBe(3); // the cost taken from the session's bucket, the page, and one batch of the creators
  });

  it('pages with opaque cursors and global ids', async () => {
    const first = await client.request<{
      counterparties: {
        totalCount: number;
        pageInfo: { hasNextPage: boolean; endCursor: string };
        edges: { node: { id: string; legalName: string } }[];
      };
    }>(LIST, {
      first: 5,
    });
    const page = first.data!.counterparties;
    expect(page.pageInfo.hasNextPage).toBe(true);
    const second = await client.request<typeof first.data>(LIST, {
      first: 5,
      after: page.pageInfo.endCursor,
    });
    const names = [...page.edges, ...second.data!.counterparties.edges].map(
      (edge) => edge.node.legalName,
    );
    expect(names).toEqual(
      [...names].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())),
    );
    expect(new Set(names).size).toBe(10);
    expect(Buffer.from(page.edges[0]!.node.id, 'base64url').toString()).toMatch(
      /^Counterparty:[0-9a-f-]{36}$/,
    );
  });

  it('node(id:) fetches a counterparty; another organisation’s answers null like a missing one', async () => {
    const mine = await createCounterpartyRest(system, ownerTokens, {
      legalName: 'PT Milik Sendiri',
    });
    const { owner: stranger } = await createOrganization(system);
    const theirs = await createCounterpartyRest(system, await signInRest(system, stranger), {
      legalName: 'PT Milik Orang Lain',
    });
    const query =
      '{ mine: node(id: $mine) { id ... on Counterparty { legalName } } theirs: node(id: $theirs) { id } missing: node(id: $missing) { id } }';
    const result = await client.request<{
      mine: { legalName: string };
      theirs: null;
      missing: null;
    }>(`query Q($mine: ID!, $theirs: ID!, $missing: ID!) ${query}`, {
      mine: toGlobalId('Counterparty', mine.id),
      theirs: toGlobalId('Counterparty', theirs.id),
      missing: toGlobalId('Counterparty', '00000000-0000-4000-8000-000000000000'),
    });
    expect(result.errors).toBeUndefined();
    expect(result.data).toEqual({
      mine: { id: toGlobalId('Counterparty', mine.id), legalName: 'PT Milik Sendiri' },
      theirs: null,
      missing: null,
    });
    const nodes = await client.request<{ nodes: (null | { id: string })[] }>(
      'query Q($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      {
        ids: [
          toGlobalId('Counterparty', theirs.id),
          'garbage',
          toGlobalId('Counterparty', mine.id),
        ],
      },
    );
    expect(nodes.data?.nodes).toEqual([null, null, { id: toGlobalId('Counterparty', mine.id) }]);
  });

  it('creating returns the counterparty and its edge', async () => {
    const input = counterpartyInput({ legalName: 'PT Baru Lewat GraphQL', alias: 'Baru GraphQL' });
    const result = await client.request<{
      counterpartyCreate: {
        counterparty: { id: string; alias: string };
        counterpartyEdge: { cursor: string; node: { id: string } };
        userErrors: unknown[];
      };
    }>(CREATE, { input });
    const payload = result.data!.counterpartyCreate;
    expect(payload.userErrors).toEqual([]);
    expect(payload.counterparty.alias).toBe('Baru GraphQL');
    expect(payload.counterpartyEdge.node.id).toBe(payload.counterparty.id);
    const search = await client.request<{
      counterparties: { edges: { node: { legalName: string } }[] };
    }>(LIST, { search: 'Baru Lewat' });
    expect(search.data?.counterparties.edges.map((edge) => edge.node.legalName)).toEqual([
      'PT Baru Lewat GraphQL',
    ]);
  });

  it('a broken rule comes back as userErrors with field and code, and nothing is created', async () => {
    await createCounterpartyRest(system, ownerTokens, { alias: 'Alias Terpakai' });
    const total = async () =>
      (await client.request<{ counterparties: { totalCount: number } }>(LIST, { first: 1 })).data!
        .counterparties.totalCount;
    const before = await total();
    const result = await client.request<{
      counterpartyCreate: { counterparty: null; userErrors: unknown[] };
    }>(CREATE, { input: counterpartyInput({ alias: 'alias terpakai' }) });
    expect(result.data?.counterpartyCreate).toMatchObject({
      counterparty: null,
      userErrors: [
        {
          field: 'alias',
          code: 'U-TRSY-CP-2',
          message: 'This alias is already used by another counterparty.',
        },
      ],
    });
    expect(await total()).toBe(before);
  });

  it('a member without counterparties:create gets FORBIDDEN and nothing is created', async () => {
    const reader = await addMember(system, ownerTokens.organizationId, ['counterparties:read']);
    const readerClient = await signedInClient(system.url, reader);
    const result = await readerClient.request(CREATE, {
      input: counterpartyInput({ alias: 'Tidak Boleh' }),
    });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const search = await client.request<{ counterparties: { totalCount: number } }>(LIST, {
      search: 'Tidak Boleh',
    });
    expect(search.data?.counterparties.totalCount).toBe(0);
  });

  it('a member without counterparties:read gets FORBIDDEN on the list', async () => {
    const nobody = await addMember(system, ownerTokens.organizationId, []);
    const nobodyClient = await signedInClient(system.url, nobody);
    const result = await nobodyClient.request(LIST, { first: 5 });
    expect(result.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a page size over 100 is BAD_USER_INPUT', async () => {
    const result = await client.request(LIST, { first: 101 });
    expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});

describe('operation limits', () => {
  it('refuses too many aliases', async () => {
    const aliases = Array.from(
      { length: 20 },
      (_, index) => `a${index}: viewer { permissions }`,
    ).join(' ');
    const result = await client.request(`{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toBe(
      'Syntax Error: Aliases limit of 15 exceeded, found 20.',
    );
    expect(result.data).toBeUndefined();
  });

  it('refuses a query deeper than the configured limit, and with introspection off hides schema details', async () => {
    const strict = await createSecondBff(system, { maxDepth: 4, introspection: false });
    try {
      const strictClient = new GraphQLClient(await strict.listen());
      await strictClient.signIn(owner.email, owner.password);
      const deep = await strictClient.request(
        '{ counterparties { edges { node { createdBy { id } } } } }',
      );
      expect(deep.errors?.[0]?.message).toMatch(/depth limit of 4 exceeded/i);
      const shallow = await strictClient.request('{ counterparties { totalCount } }');
      expect(shallow.errors).toBeUndefined();
      const introspection = await strictClient.request('{ __schema { types { name } } }');
      expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
      const typo = await strictClient.request('{ viewr { user { id } } }');
      expect(typo.errors?.[0]?.message).not.toMatch(/Did you mean/);
      const typoOpen = await client.request('{ viewr { user { id } } }');
      expect(typoOpen.errors?.[0]?.message).toMatch(/Did you mean "viewer"/);
    } finally {
      await strict.close();
    }
  });

  it('a full page of 100 with every field is within the cost limit; twelve of them in one operation are not', async () => {
    const full = (alias: string) =>
      `${alias}: counterparties(first: 100) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id legalName alias email type createdAt createdBy { id email fullName } bankAccounts { id bank { code name } accountNumber accountName alias } } } }`;
    const one = await client.request(`{ ${full('a')} }`);
    expect(one.errors).toBeUndefined();
    const twelve = await client.request(
      `{ ${['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l'].map(full).join(' ')} }`,
    );
    expect(twelve.errors?.[0]?.message).toMatch(/Query Cost limit of 120000 exceeded/);
    expect(twelve.data).toBeUndefined();
  });

  it('a subscription sent over HTTP is refused with directions to the WebSocket', async () => {
    const response = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: client.cookieHeader },
      body: JSON.stringify({ query: 'subscription { counterpartyCreated { id } }' }),
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        {
          message:
            'Subscriptions are served over WebSocket at /graphql (graphql-transport-ws), not over HTTP.',
          extensions: { code: 'BAD_REQUEST' },
        },
      ],
    });
  });

  it('refuses CSRF-prone requests (no JSON content type, no preflight header)', async () => {
    const response = await fetch(
      `${system.url}/graphql?query=${encodeURIComponent('{ __typename }')}`,
    );
    expect(response.status).toBe(400);
  });
});

describe('when a service is down', () => {
  let deadBff: Bff;
  let hangingServer: net.Server;
  const hanging: net.Socket[] = [];

  beforeAll(async () => {
    // A server that accepts connections and never answers: a hung service.
    hangingServer = net.createServer((socket) => void hanging.push(socket));
    await new Promise<void>((resolve) => hangingServer.listen(0, '127.0.0.1', resolve));
    const port = (hangingServer.address() as net.AddressInfo).port;
    deadBff = await createSecondBff(system, {
      treasuryUrl: `http://127.0.0.1:${port}`,
      invoicingUrl: 'http://127.0.0.1:9',
      upstreamTimeoutMs: 500,
    });
  });

  afterAll(async () => {
    for (const socket of hanging) socket.destroy();
    hangingServer.close();
    await deadBff.close();
  });

  it('a hung service answers UPSTREAM_UNAVAILABLE within the timeout, and the BFF keeps serving', async () => {
    const url = await deadBff.listen();
    const browser = await signedInClient(url, owner);
    const started = Date.now();
    const result = await browser.request(LIST, { first: 5 });
    const elapsed = Date.now() - started;
    expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(result.errors?.[0]?.message).toBe(
      'The treasury service is unavailable. Please try again shortly.',
    );
    expect(elapsed).toBeLessThan(2_000);
    const viewer = await browser.request<{ viewer: { user: { email: string } } }>(
      '{ viewer { user { email } } }',
    );
    expect(viewer.data?.viewer.user.email).toBe(owner.email);
  });

  it('a stopped service (connection refused) answers UPSTREAM_UNAVAILABLE at once', async () => {
    const port = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const free = (probe.address() as net.AddressInfo).port;
        probe.close(() => resolve(free));
      });
    });
    const refused = await createSecondBff(system, {
      treasuryUrl: `http://127.0.0.1:${port}`,
      invoicingUrl: 'http://127.0.0.1:9',
      // Long enough for a sign-in on a busy machine: a refused connection must not wait for it.
      upstreamTimeoutMs: 30_000,
    });
    try {
      const browser = new GraphQLClient(await refused.listen());
      await browser.signIn(owner.email, owner.password);
      const started = performance.now();
      const result = await browser.request(LIST, { first: 5 });
      expect(result.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
      expect(performance.now() - started).toBeLessThan(15_000);
      expect(
        (
          await browser.request<{ viewer: { user: { email: string } } }>(
            '{ viewer { user { email } } }',
          )
        ).data?.viewer.user.email,
      ).toBe(owner.email);
    } finally {
      await refused.close();
    }
  });
});
