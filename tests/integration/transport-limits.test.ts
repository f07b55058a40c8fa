import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { REFUSED_DOCUMENT_WEIGHT } from '../../bff/http/policy.js';
import type { Bff } from '../../bff/server.js';
import type { System } from '../../system.js';
import { createApiKey } from '../support/api-keys.js';
import { counterpartyInput, createOrganization, type Credentials } from '../support/factories.js';
import { GraphQLClient, signedInClient } from '../support/graphql-client.js';
import { createSecondBff, startTestSystem } from '../support/system.js';
import { fileEnvironment } from '../support/environment.js';
import { eventually } from '../support/eventually.js';
import { overSocket, send, TRANSPORTS, type Transport } from '../support/transports.js';

/**
 * The WebSocket obeys every rule HTTP obeys: each abuse case runs over both
 * transports and must be refused the same way.
 */

const ADDRESS_LIMIT = 5;
const RATE_PER_MINUTE = 5;

let system: System;
let owner: Credentials;
let browser: GraphQLClient;
/** A second BFF as production runs it: introspection off. */
let production: Bff;
let productionUrl: string;

fileEnvironment({ LOGIN_MAX_ATTEMPTS_PER_ADDRESS: String(ADDRESS_LIMIT) });

beforeAll(async () => {
  system = await startTestSystem({
    trustProxy: true,
    apiKeyRatePerMinute: RATE_PER_MINUTE,
    socketInitTimeoutMs: 1_500,
    anonymousSocketMs: 3_000,
  });
  ({ owner } = await createOrganization(system, 'PT Batas Saluran'));
  browser = new GraphQLClient(system.url);
  await browser.signIn(owner.email, owner.password);
  production = await createSecondBff(system, { introspection: false });
  productionUrl = await production.listen();
});

afterAll(async () => {
  await production?.close();
  await system?.stop();
});

const codes = (result: { errors?: { extensions?: { code?: string } }[] }) =>
  result.errors?.map((error) => error.extensions?.code);

/** Opens a raw socket, speaks graphql-transport-ws by hand, and resolves with how the server closed it. */
function rawSocket(url: string, headers: Record<string, string> = {}) {
  const socket = new WebSocket(url.replace(/^http/, 'ws') + '/graphql', 'graphql-transport-ws', {
    headers,
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  const opened = new Promise<void>((resolve, reject) => {
    socket.on('open', () => resolve());
    socket.on('error', reject);
  });
  const messages: { type: string; payload?: unknown }[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as { type: string }));
  return { socket, opened, closed, messages };
}

describe('one message cannot freeze the process', () => {
  it('an 8 MB subscribe message closes the socket (1009) without being read, and the BFF keeps answering', async () => {
    const raw = rawSocket(system.url, {
      cookie: browser.cookieHeader,
      origin: new URL(system.url).origin,
    });
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init' }));
    // Acknowledged first: on a busy machine the init deadline (4408) must not be what closes the socket.
    await eventually(
      () => raw.messages.some((message) => message.type === 'connection_ack'),
      10_000,
    );
    raw.socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `{ ${'__typename '.repeat(800_000)}}` },
      }),
    );
    expect((await raw.closed).code).toBe(1009);
    expect((await browser.request('{ viewer { user { email } } }')).errors).toBeUndefined();
  });

  it('a socket without a session may send only small messages: 100 kB closes it (1009) before it is parsed', async () => {
    const raw = rawSocket(system.url);
    await raw.opened;
    raw.socket.send(JSON.stringify({ type: 'connection_init' }));
    raw.socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: `{ ${'a '.repeat(50_000)}}` },
      }),
    );
    expect(await raw.closed).toEqual({ code: 1009, reason: 'Message too large' });
  });

  it.each(TRANSPORTS)(
    'over %s, a document of more tokens than the limit is refused while it is parsed',
    async (transport) => {
      const result = await send(transport, browser, `{ ${'__typename '.repeat(5_000)}}`);
      expect(result.errors?.[0]?.message).toMatch(
        /^Syntax Error: Document contains more th[ae][nt] 3000 tokens\. Parsing aborted\.$/,
      );
      expect(codes(result)).toEqual(['GRAPHQL_PARSE_FAILED']);
    },
  );

  it.each(TRANSPORTS)('over %s, too many aliases are refused', async (transport) => {
    const aliases = Array.from(
      { length: 20 },
      (_, index) => `a${index}: viewer { permissions }`,
    ).join(' ');
    const result = await send(transport, browser, `{ ${aliases} }`);
    expect(result.errors?.[0]?.message).toBe(
      'Syntax Error: Aliases limit of 15 exceeded, found 20.',
    );
    expect(result.data ?? undefined).toBeUndefined();
  });

  it('a socket that never sends connection_init is closed at the deadline (4408)', async () => {
    const raw = rawSocket(system.url);
    await raw.opened;
    expect((await raw.closed).code).toBe(4408);
  });

  it('a socket without a session is closed after a short while (4401); a signed-in one stays', async () => {
    const anonymous = rawSocket(system.url);
    const signedIn = rawSocket(system.url, {
      cookie: browser.cookieHeader,
      origin: new URL(system.url).origin,
    });
    await Promise.all([anonymous.opened, signedIn.opened]);
    anonymous.socket.send(JSON.stringify({ type: 'connection_init' }));
    signedIn.socket.send(JSON.stringify({ type: 'connection_init' }));
    expect((await anonymous.closed).code).toBe(4401);
    expect(signedIn.socket.readyState).toBe(WebSocket.OPEN);
    signedIn.socket.close();
  });
});

describe('cross-site WebSocket hijacking', () => {
  const MINT =
    'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { secret userErrors { code } } }';

  it("a page of another origin (another port of the same host) cannot open a socket with the user's cookies", async () => {
    const roles = (
      await browser.request<{ roles: { id: string; name: string }[] }>('{ roles { id name } }')
    ).data!.roles;
    const input = {
      name: 'Dicuri',
      roleId: roles.find((role) => role.name !== 'Owner' && role.name !== 'owner')!.id,
      expiresInDays: 30,
    };
    const attacker = new URL(system.url);
    attacker.port = String(Number(attacker.port) + 1);
    const refused = await overSocket(
      system.url,
      MINT,
      { input },
      { cookie: browser.cookieHeader, headers: { origin: attacker.origin } },
    );
    expect(refused.data ?? undefined).toBeUndefined();
    const raw = rawSocket(system.url, {
      cookie: browser.cookieHeader,
      origin: 'https://evil.example',
    });
    await expect(raw.opened).rejects.toThrow(/403/);
    // The app's own origin is served as before.
    const own = await overSocket<{ viewer: { user: { email: string } } }>(
      system.url,
      '{ viewer { user { email } } }',
      {},
      { cookie: browser.cookieHeader },
    );
    expect(own.data?.viewer.user.email).toBe(owner.email);
  });

  it("a socket from any origin that brings no cookies is an integrator's: it needs its own token", async () => {
    const result = await overSocket(
      system.url,
      '{ viewer { user { email } } }',
      {},
      { headers: { origin: 'https://evil.example' } },
    );
    expect(result.data).toEqual({ viewer: null });
  });
});

describe.each(TRANSPORTS)('over %s, every limit of HTTP applies', (transport: Transport) => {
  it('the per-address sign-in block stops a correct password after the failures of that address', async () => {
    const address = transport === 'http' ? '198.51.100.10' : '198.51.100.20';
    const client = new GraphQLClient(system.url);
    const signIn = (email: string, password: string) =>
      send<{ signIn: { userErrors: { code: string }[] } | null }>(
        transport,
        client,
        'mutation ($input: SignInInput!) { signIn(input: $input) { userErrors { code message } } }',
        { input: { email, password } },
        { 'x-forwarded-for': address },
      );
    for (let attempt = 0; attempt < ADDRESS_LIMIT; attempt += 1) {
      const wrong = await signIn(`nobody-${transport}-${attempt}@contoh.co.id`, 'Salah12345');
      expect(wrong.data?.signIn?.userErrors[0]?.code).toMatch(/^U-ACC-AU-/);
    }
    const correct = await signIn(owner.email, owner.password);
    expect(correct.data?.signIn?.userErrors[0]?.code).toBe('U-ACC-AU-5');
  });

  it(`an API key's operation refused for its document counts as ${REFUSED_DOCUMENT_WEIGHT} requests towards its rate limit`, async () => {
    const secret = await createApiKey(browser, 'Maker', { name: `Dokumen ${transport}` });
    const asKey = async (query: string) => {
      const client = new GraphQLClient(system.url);
      const result = await send(
        transport,
        client,
        query,
        {},
        { authorization: `Bearer ${secret}` },
      );
      return result.errors?.[0]?.extensions?.code ?? 'ok';
    };
    expect(await asKey('{ counterparties(first: 1) { totalCount } }')).toBe('ok');
    // A document that does not parse: refused, and counted as ten of the key's five a minute.
    expect(await asKey('{ counterparties(first: 1) { totalCount }')).toBe('GRAPHQL_PARSE_FAILED');
    expect(await asKey('{ counterparties(first: 1) { totalCount } }')).toBe('RATE_LIMITED');
  });

  it('a document refused for itself is refused again exactly so when sent again (the BFF remembers it rather than parse and validate it again)', async () => {
    const nested = 'bankAccounts { counterparty { '.repeat(8);
    const tooDeep = `{ counterparties(first: 1) { edges { node { ${nested}id${' } }'.repeat(8)} } } } }`;
    const tooManyTokens = `{ ${Array.from({ length: 1_600 }, (_, index) => `a${index}: __typename`).join(' ')} }`;
    const refusal = /^GRAPHQL_(PARSE|VALIDATION)_FAILED$/;
    for (const query of [tooDeep, tooManyTokens]) {
      if (transport === 'ws') {
        const once = await overSocket(system.url, query, {}, { cookie: browser.cookieHeader });
        const again = await overSocket(system.url, query, {}, { cookie: browser.cookieHeader });
        expect(codes(once)?.[0]).toMatch(refusal);
        expect(again).toEqual(once);
        continue;
      }
      // Both forms of answer (the legacy JSON's 200, GraphQL over HTTP's 400), each sent twice.
      for (const accept of ['application/json', 'application/graphql-response+json']) {
        const answers = [];
        for (let time = 0; time < 2; time += 1) {
          const response = await fetch(`${system.url}/graphql`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept, cookie: browser.cookieHeader },
            body: JSON.stringify({ query }),
          });
          const body = await response.text();
          answers.push({
            status: response.status,
            type: response.headers.get('content-type'),
            body,
          });
        }
        expect(answers[1]).toEqual(answers[0]);
        expect(codes(JSON.parse(answers[0]!.body) as Parameters<typeof codes>[0])?.[0]).toMatch(
          refusal,
        );
      }
    }
  });

  it("an API key's rate limit counts every operation", async () => {
    const secret = await createApiKey(browser, 'Maker', { name: `Batas ${transport}` });
    const outcomes: (string | undefined)[] = [];
    for (let call = 0; call < RATE_PER_MINUTE + 3; call += 1) {
      if (transport === 'http') {
        const response = await fetch(`${system.url}/graphql`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
          body: JSON.stringify({ query: '{ counterparties(first: 1) { totalCount } }' }),
        });
        const body = (await response.json()) as { errors?: { extensions?: { code?: string } }[] };
        outcomes.push(body.errors?.[0]?.extensions?.code ?? String(response.status));
      } else {
        const result = await overSocket(
          system.url,
          '{ counterparties(first: 1) { totalCount } }',
          {},
          { authorization: `Bearer ${secret}` },
        );
        outcomes.push(result.errors?.[0]?.extensions?.code ?? '200');
      }
    }
    expect(outcomes.filter((outcome) => outcome === '200')).toHaveLength(RATE_PER_MINUTE);
    expect(outcomes.filter((outcome) => outcome === 'RATE_LIMITED')).toHaveLength(3);
  });

  it('introspection and field suggestions are refused in production', async () => {
    const client = await signedInClient(productionUrl, owner);
    const introspection = await send(transport, client, '{ __schema { types { name } } }');
    expect(introspection.errors?.[0]?.message).toMatch(/introspection/i);
    expect(introspection.data ?? undefined).toBeUndefined();
    const typo = await send(transport, client, '{ viewr { user { id } } }');
    expect(typo.errors?.[0]?.message).toBe('Cannot query field "viewr" on type "Query".');
    const open = await send(transport, browser, '{ viewr { user { id } } }');
    expect(open.errors?.[0]?.message).toMatch(/Did you mean "viewer"/);
  });

  it('a page size given as a variable is costed like the literal', async () => {
    const page = (alias: string) =>
      `${alias}: counterparties(first: $size) { totalCount pageInfo { hasNextPage endCursor } edges { cursor node { id legalName alias email type createdAt createdBy { id email fullName } bankAccounts { id bank { code name } accountNumber accountName alias } } } }`;
    const aliases = Array.from({ length: 15 }, (_, index) => page(`p${index}`)).join(' ');
    const document = `query ($size: Int) { ${aliases} }`;
    // The gate remembers an admitted cost per document and page size: the same document admitted with one size is still costed with another.
    expect((await send(transport, browser, document, { size: 1 })).errors).toBeUndefined();
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const result = await send(transport, browser, document, { size: 100 });
      expect(result.errors?.[0]?.message).toMatch(/Query Cost limit of 120000 exceeded/);
      expect(result.data ?? undefined).toBeUndefined();
    }
    expect((await send(transport, browser, document, { size: 1 })).errors).toBeUndefined();
    const small = await send(transport, browser, `query ($size: Int) { ${page('p')} }`, {
      size: 5,
    });
    expect(small.errors).toBeUndefined();
  });

  it('nodes takes at most 100 ids', async () => {
    const ids = Array.from({ length: 101 }, (_, index) =>
      Buffer.from(`Counterparty:${index}`).toString('base64'),
    );
    const result = await send(
      transport,
      browser,
      'query ($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids },
    );
    expect(codes(result)).toEqual(['BAD_USER_INPUT']);
    expect(result.errors?.[0]?.message).toBe('"ids" takes at most 100 ids, got 101.');
  });
});

describe.each(TRANSPORTS)(
  "over %s, an integrator's mistakes are BAD_USER_INPUT, named",
  (transport: Transport) => {
    const LIST =
      'query ($first: Int, $type: CounterpartyType) { counterparties(first: $first, type: $type) { totalCount } }';
    const CREATE =
      'mutation ($input: CounterpartyCreateInput!) { counterpartyCreate(input: $input) { userErrors { code } } }';

    it.each([
      [
        'a variable of the wrong type',
        LIST,
        { first: 'ten' },
        /^Variable "\$first" got invalid value "ten"; Int cannot represent non-integer value: "ten"/,
      ],
      [
        'a missing required variable',
        CREATE,
        {},
        /^Variable "\$input" of required type "CounterpartyCreateInput!" was not provided\./,
      ],
      [
        'a null required variable',
        CREATE,
        { input: null },
        /^Variable "\$input" of non-null type "CounterpartyCreateInput!" must not be null\./,
      ],
      [
        'an unknown enum value',
        LIST,
        { type: 'ALIEN' },
        /^Variable "\$type" got invalid value "ALIEN"; Value "ALIEN" does not exist in "CounterpartyType" enum\./,
      ],
      [
        'an unknown input field',
        CREATE,
        { input: { ...counterpartyInput(), colour: 'blue' } },
        /^Variable "\$input" got invalid value .*; Field "colour" is not defined by type "CounterpartyCreateInput"\./,
      ],
    ])('%s', async (_case, query, variables, message) => {
      const result = await send(transport, browser, query, variables);
      expect(codes(result)?.[0]).toBe('BAD_USER_INPUT');
      expect(result.errors?.[0]?.message).toMatch(message);
      expect(result.data ?? undefined).toBeUndefined();
    });

    it('a NUL byte in a string is refused at the edge, naming the field, and nothing is written', async () => {
      const before = (
        await browser.request<{ counterparties: { totalCount: number } }>(
          '{ counterparties { totalCount } }',
        )
      ).data!.counterparties.totalCount;
      const result = await send(transport, browser, CREATE, {
        input: counterpartyInput({ legalName: 'PT Nul\u0000 Jaya' }),
      });
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toBe(
        '"input.legalName" contains a control character (U+0000), which is not allowed.',
      );
      expect(result.errors?.[0]?.extensions).toMatchObject({ field: 'input.legalName' });
      const after = (
        await browser.request<{ counterparties: { totalCount: number } }>(
          '{ counterparties { totalCount } }',
        )
      ).data!.counterparties.totalCount;
      expect(after).toBe(before);
    });

    it('a 20,000-character search is refused at the edge, naming the field', async () => {
      const result = await send(
        transport,
        browser,
        'query ($search: String) { counterparties(search: $search) { totalCount } }',
        { search: 'a'.repeat(20_000) },
      );
      expect(codes(result)).toEqual(['BAD_USER_INPUT']);
      expect(result.errors?.[0]?.message).toBe(
        '"search" is too long: at most 200 characters, got 20,000.',
      );
      const literal = await send(
        transport,
        browser,
        `{ counterparties(search: "${'b'.repeat(300)}") { totalCount } }`,
      );
      expect(result.errors?.[0]?.extensions).toMatchObject({ field: 'search' });
      expect(literal.errors?.[0]?.message).toBe(
        '"search" is too long: at most 200 characters, got 300.',
      );
    });
  },
);

describe('HTTP bodies', () => {
  it('a body over 1 MB is answered 413 with a message, not a reset connection', async () => {
    const response = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: browser.cookieHeader },
      body: JSON.stringify({
        query: '{ __typename }',
        variables: { padding: 'x'.repeat(2 * 1024 * 1024) },
      }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      errors: [
        { message: 'Request body too large: at most 1 MB.', extensions: { code: 'BAD_REQUEST' } },
      ],
    });
  });

  it('a chunked body over 1 MB (no length declared) is answered 413 too', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(64 * 1024));
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= 3 * 1024 * 1024) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const response = await fetch(`${system.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
      duplex: 'half',
    } as RequestInit);
    expect(response.status).toBe(413);
  });
});
