import { createClient, type Client, type ClientOptions } from 'graphql-ws';
import WebSocket from 'ws';
import type { GraphQLClient, GraphQLResponse } from './graphql-client.js';

/**
 * Runs one operation over the BFF's WebSocket (graphql-transport-ws), as a
 * browser would with its session cookies, or as an integrator with an
 * `authorization` connection parameter. Resolves with the single result, or
 * with `{ closed: { code, reason } }` when the server closes the socket.
 */
export async function overSocket<T = Record<string, unknown>>(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  options: {
    cookie?: string;
    authorization?: string;
    /** The connection parameters as sent, for a test of how they are read (instead of `authorization`). */
    connectionParams?: Record<string, unknown>;
    headers?: Record<string, string>;
    extensions?: Record<string, unknown>;
    /** More of the subscribe message's payload (a persisted document's `documentId`). */
    payload?: Record<string, unknown>;
  } = {},
): Promise<GraphQLResponse<T> & { closed?: { code: number; reason: string } }> {
  const headers = {
    ...(options.cookie ? { cookie: options.cookie } : {}),
    origin: new URL(baseUrl).origin,
    ...options.headers,
  };
  let closed: { code: number; reason: string } | undefined;
  const client = createClient({
    url: baseUrl.replace(/^http/, 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    connectionParams:
      options.connectionParams ??
      (options.authorization ? { authorization: options.authorization } : undefined),
    retryAttempts: 0,
    lazy: true,
    on: {
      closed: (event) =>
        void (closed = {
          code: (event as { code: number }).code,
          reason: String((event as { reason: unknown }).reason),
        }),
    },
  });
  try {
    return await new Promise((resolve) => {
      let result: GraphQLResponse<T> | undefined;
      client.subscribe<T>(
        {
          query,
          variables,
          ...(options.extensions ? { extensions: options.extensions } : {}),
          ...options.payload,
        },
        {
          next: (value) => void (result = value as GraphQLResponse<T>),
          error: (error) => {
            if (Array.isArray(error)) resolve({ errors: error as GraphQLResponse<T>['errors'] });
            else
              resolve({
                closed: closed ?? {
                  code: (error as { code?: number }).code ?? 0,
                  reason: String((error as { reason?: unknown }).reason ?? error),
                },
              });
          },
          complete: () => resolve(result ?? { closed }),
        },
      );
    });
  } finally {
    await client.dispose();
  }
}

export type Transport = 'http' | 'ws';

/** The same operation over either transport, with the client's cookies; for tests that run each abuse case over both. */
export function send<T = Record<string, unknown>>(
  transport: Transport,
  client: GraphQLClient,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResponse<T> & { closed?: { code: number; reason: string } }> {
  if (transport === 'http') return client.request<T>(query, variables, headers);
  const authorization = headers.authorization;
  const rest = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name !== 'authorization'),
  );
  return overSocket<T>(client.url, query, variables, {
    cookie: client.cookies.size ? client.cookieHeader : undefined,
    authorization,
    headers: rest,
  });
}

export const TRANSPORTS: Transport[] = ['http', 'ws'];

/**
 * A graphql-ws client of the BFF at `baseUrl` whose socket opens with a
 * browser session's cookies (no retries); `options` are graphql-ws's own.
 */
export function cookieSocketClient(
  baseUrl: string,
  cookie: string,
  options: Omit<ClientOptions, 'url' | 'webSocketImpl'> = {},
): Client {
  return createClient({
    url: baseUrl.replace('http', 'ws') + '/graphql',
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: { cookie } });
      }
    },
    retryAttempts: 0,
    ...options,
  });
}

/**
 * Follows an import over the `importProgress` subscription on `ws` until it ends: every state
 * seen, each with the `fields` asked for; an error the BFF answers fails it.
 */
export function importProgress<Result>(
  ws: Client,
  importId: string,
  fields: string,
): Promise<Result[]> {
  return new Promise((resolve, reject) => {
    const seen: Result[] = [];
    ws.subscribe<{ importProgress: Result }>(
      {
        query: `subscription ($id: ID!) { importProgress(importId: $id) { ${fields} } }`,
        variables: { id: importId },
      },
      {
        next: (value) => {
          if (value.errors) reject(new Error(JSON.stringify(value.errors)));
          else seen.push(value.data!.importProgress);
        },
        error: reject,
        complete: () => resolve(seen),
      },
    );
  });
}
