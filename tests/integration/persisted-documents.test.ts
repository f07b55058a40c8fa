import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { persistedDocumentsByName } from '../../bff/persisted-documents.js';
import type { Bff } from '../../bff/server.js';
import type { System } from '../../system.js';
import { createApiKey } from '../support/api-keys.js';
import { counterpartyInput, createOrganization } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { createSecondBff, workerSystem } from '../support/system.js';
import { eventually } from '../support/eventually.js';
import { cookieSocketClient, overSocket } from '../support/transports.js';
import { upstreamCallsDuring } from '../support/upstream-calls.js';

type Body = {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
};

let system: System;
/**
 * A BFF as production runs it (`PERSISTED_DOCUMENTS_ONLY`), in front of the
 * worker's services: the worker's own BFF lets sessions send documents, as
 * development does, and the other tests rely on it.
 */
let production: Bff;
let productionUrl: string;

/** The web app's persisted documents, by operation name: the ids its bundle sends. */
const persisted = persistedDocumentsByName();
const web = (name: string) => {
  const document = persisted.get(name);
  if (!document) throw new Error(`the web app sends no ${name}`);
  return document;
};

/** A POST to `url`'s /graphql with `body`, as a browser with `cookie` (or an integrator with `authorization`). */
async function post(
  url: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Body }> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Body };
}

const codeOf = (body: Body) => body.errors?.[0]?.extensions?.code;

/** A new organisation's owner, signed in through the production BFF by the web's own persisted sign-in. */
async function signedInAtProduction(): Promise<{ cookie: string }> {
  const { owner } = await createOrganization(system);
  const response = await fetch(`${productionUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      documentId: web('LoginPageSignInMutation').documentId,
      variables: { input: { email: owner.email, password: owner.password } },
    }),
  });
  const body = (await response.json()) as {
    data: { signIn: { viewer: { user: { id: string } } | null } };
  };
  expect(body.data.signIn.viewer?.user.id).toBeTruthy();
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { cookie };
}

beforeAll(async () => {
  system = await workerSystem();
  production = await createSecondBff(system, {
    persistedDocumentsOnly: true,
    eventsDatabaseUrl: system.databaseUrl,
  });
  productionUrl = await production.listen();
});

afterAll(() => production?.close());

describe('persisted documents in production', () => {
  it('when a session sends the id of a web operation, it runs; the same operation sent as a document is refused before any service is asked', async () => {
    const { cookie } = await signedInAtProduction();
    const { documentId, text } = web('CounterpartyCreatePageQuery');
    const byId = await post(productionUrl, { documentId }, { cookie });
    expect(byId.status).toBe(200);
    expect(byId.body.data?.banks).toEqual(expect.arrayContaining([expect.anything()]));

    let refused: Awaited<ReturnType<typeof post>> | undefined;
    const calls = await upstreamCallsDuring(production, async () => {
      refused = await post(productionUrl, { query: text }, { cookie });
    });
    if (!refused) throw new Error('no answer');
    expect(refused.status).toBe(400);
    expect(codeOf(refused.body)).toBe('PERSISTED_QUERY_REQUIRED');
    expect(refused.body.data).toBeUndefined();
    expect(calls).toEqual([]);
  });

  it('when someone without a session sends a document, it is refused; the web’s persisted sign-in runs', async () => {
    const refused = await post(productionUrl, { query: '{ __typename }' });
    expect(refused.status).toBe(400);
    expect(codeOf(refused.body)).toBe('PERSISTED_QUERY_REQUIRED');
    const signIn = await post(productionUrl, {
      documentId: web('LoginPageSignInMutation').documentId,
      variables: { input: { email: 'nobody@example.co.id', password: 'not-the-password-1' } },
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.data?.signIn).toMatchObject({ viewer: null });
  });

  it('when an API key sends a document, it runs within its budget; a wrong key is UNAUTHENTICATED', async () => {
    const { owner } = await createOrganization(system);
    const admin = await signedInClient(system.url, owner);
    const secret = await createApiKey(admin, 'Approver');
    const answer = await post(
      productionUrl,
      { query: '{ counterparties(first: 2) { edges { node { id } } } }' },
      { authorization: `Bearer ${secret}` },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data?.counterparties).toEqual({ edges: [] });
    // A key that is not valid is told so, not sent to the persisted documents.
    const revoked = await post(
      productionUrl,
      { query: '{ counterparties(first: 2) { totalCount } }' },
      { authorization: 'Bearer kas_000000000000_revoked' },
    );
    expect(codeOf(revoked.body)).toBe('UNAUTHENTICATED');
  });

  it('when a GET names a persisted query by its id, it runs', async () => {
    const { cookie } = await signedInAtProduction();
    const search = new URLSearchParams({
      documentId: web('CounterpartyCreatePageQuery').documentId,
    });
    const response = await fetch(`${productionUrl}/graphql?${search.toString()}`, {
      headers: { cookie, 'apollo-require-preflight': 'true' },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Body;
    expect(body.data?.banks).toEqual(expect.arrayContaining([expect.anything()]));
  });

  it('when a session subscribes over the WebSocket, the id subscribes and the document is refused', async () => {
    const { cookie } = await signedInAtProduction();
    const subscription = web('CounterpartyListCreatedSubscription');
    const refused = await overSocket(productionUrl, subscription.text, {}, { cookie });
    expect(refused.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_REQUIRED');

    const client = cookieSocketClient(productionUrl, cookie);
    const received: string[] = [];
    let failure: unknown;
    client.subscribe<{ counterpartyCreated: { legalName: string } }>(
      { query: '', documentId: subscription.documentId } as never,
      {
        next: (value) =>
          value.data ? received.push(value.data.counterpartyCreated.legalName) : (failure = value),
        error: (error) => (failure = error),
        complete: () => {},
      },
    );
    try {
      // A counterparty made through the web's persisted mutation, again until the subscription (registered
      // asynchronously) has heard of one.
      let made = 0;
      await eventually(
        async () => {
          if (failure) throw new Error(JSON.stringify(failure));
          if (received.length > 0) return true;
          const make = await post(
            productionUrl,
            {
              documentId: web('CounterpartyCreateFormMutation').documentId,
              variables: {
                input: counterpartyInput({ legalName: `PT Tersimpan ${++made}` }),
              },
            },
            { cookie },
          );
          expect(make.body.data?.counterpartyCreate).toMatchObject({ userErrors: [] });
          return false;
        },
        10_000,
        50,
      );
      expect(received[0]).toMatch(/^PT Tersimpan \d+$/);
    } finally {
      await client.dispose();
    }
  });
});

describe('a persisted document’s id', () => {
  it.each([
    ['unknown', `sha256:${'0'.repeat(64)}`, 'PERSISTED_QUERY_NOT_FOUND'],
    ['not a SHA-256', 'md5:abc', 'PERSISTED_QUERY_NOT_FOUND'],
    ['not a string', 42, 'PERSISTED_QUERY_NOT_FOUND'],
  ])(
    'when it is %s, the request is refused on both transports, in development too',
    async (_what, documentId, code) => {
      for (const url of [system.url, productionUrl]) {
        const answer = await post(url, { documentId });
        expect(answer.status).toBe(400);
        expect(codeOf(answer.body)).toBe(code);
      }
      const socket = await overSocket(system.url, '', {}, { payload: { documentId } });
      expect(socket.errors?.[0]?.extensions?.code).toBe(code);
    },
  );

  it('when a request is a batch of operations, it is refused whoever sends it', async () => {
    for (const url of [system.url, productionUrl]) {
      const answer = await post(url, [
        { query: '{ __typename }' },
        { query: '{ __typename }' },
      ] as never);
      expect(answer.status).toBe(400);
      expect(codeOf(answer.body)).toBe('BAD_REQUEST');
    }
  });

  it('when a request sends both a document and an id, it is refused: which one would run is not guessed', async () => {
    const answer = await post(system.url, {
      query: '{ __typename }',
      documentId: web('CounterpartyCreatePageQuery').documentId,
    });
    expect(answer.status).toBe(400);
    expect(codeOf(answer.body)).toBe('BAD_REQUEST');
  });
});
