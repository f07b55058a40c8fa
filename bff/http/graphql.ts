import {
  HeaderMap,
  type ApolloServer,
  type HTTPGraphQLRequest,
  type HTTPGraphQLResponse,
} from '@apollo/server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { GraphQLError } from 'graphql';
import type { DocumentRequest, PersistedDocuments } from '../persisted-documents.js';
import type { BffConfig } from '../config.js';
import { parseIdempotencyKey, type Context, type createContext } from '../context.js';
import { readPresentedTokens, type SessionManager } from '../session.js';
import { upstreamUnavailable } from '../errors.js';
import { UpstreamUnavailableError } from '../upstream/errors.js';
import type { OperationPolicy } from './policy.js';
import { RefusedDocuments } from './refused-documents.js';
import { clientAddress, readBody, requestIdOf, sendJson } from './request.js';
import type { HttpRoute } from './route.js';

/** A request's context, from what the transport knows of it (the services, sessions and events are the BFF's). */
export type NewContext = (
  request: Omit<
    Parameters<typeof createContext>[0],
    'api' | 'sessions' | 'events' | 'flags' | 'loaderFactory'
  >,
) => Context;

/** Errors of a well-formed request that never reached execution (GraphQL over HTTP, "Validation"). */
const REQUEST_ERROR_CODES = new Set([
  'GRAPHQL_PARSE_FAILED',
  'GRAPHQL_VALIDATION_FAILED',
  'BAD_USER_INPUT',
]);

/**
 * GraphQL over HTTP: a client that accepts only `application/json` (the
 * legacy type) gets 200 for a well-formed request whose document fails to
 * parse, validate or coerce its variables; `application/graphql-response+json`
 * clients get Apollo's 400.
 */
function legacyStatus(status: number, contentType: string | undefined, body: string): number {
  if (status !== 400 || !contentType?.startsWith('application/json')) return status;
  try {
    const parsed = JSON.parse(body) as { errors?: { extensions?: { code?: string } }[] };
    const codes = parsed.errors?.map((error) => error.extensions?.code) ?? [];
    return codes.length > 0 && codes.every((code) => code && REQUEST_ERROR_CODES.has(code))
      ? 200
      : status;
  } catch {
    return status;
  }
}

async function readGraphQLBody(
  request: Parameters<HttpRoute['handle']>[0],
  headers: HeaderMap,
): Promise<{ body: unknown } | { invalid: true }> {
  if (request.method !== 'POST') return { body: undefined };
  const text = await readBody(request);
  if (!(headers.get('content-type') ?? '').includes('json')) return { body: text };
  try {
    return { body: text === '' ? undefined : JSON.parse(text) };
  } catch {
    return { invalid: true };
  }
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The request with the document it runs (`PersistedDocuments.resolve`): a
 * `documentId` becomes the persisted document's `query`, in the JSON body or
 * in a GET's search. A batch (a JSON array) is refused; another body that is
 * not a JSON object is left to Apollo, which refuses it.
 */
function withDocument(
  method: string,
  body: unknown,
  search: string,
  resolve: (request: DocumentRequest) => ReturnType<PersistedDocuments['resolve']>,
): { body: unknown; search: string } | GraphQLError {
  if (method === 'GET') {
    const params = new URLSearchParams(search);
    const resolved = resolve({
      query: params.get('query') ?? undefined,
      documentId: params.get('documentId') ?? undefined,
    });
    if (resolved instanceof GraphQLError) return resolved;
    if (!params.has('documentId')) return { body, search };
    params.delete('documentId');
    params.set('query', resolved.text);
    return { body, search: `?${params.toString()}` };
  }
  // Refused here rather than by Apollo (no batching), before anything else is done for it.
  if (Array.isArray(body))
    return new GraphQLError('Send one operation per request: batches are not accepted.', {
      extensions: { code: 'BAD_REQUEST' },
    });
  if (!isRecord(body)) return { body, search };
  const resolved = resolve(body as DocumentRequest);
  if (resolved instanceof GraphQLError) return resolved;
  if (body.documentId === undefined || body.documentId === null) return { body, search };
  const { documentId: _documentId, ...rest } = body;
  return { body: { ...rest, query: resolved.text }, search };
}

/** The operation name a request's JSON body gives, if any. */
const operationNameOf = (body: unknown): unknown =>
  isRecord(body) ? body.operationName : undefined;

/**
 * `POST /graphql` and `GET /graphql` through Apollo Server: the session from
 * the cookies or the bearer token, the API key's rate limit, the
 * Idempotency-Key, then Apollo (which runs the operation gate in its plugins).
 */
export function graphqlRoute(deps: {
  apollo: ApolloServer<Context>;
  sessions: SessionManager;
  policy: OperationPolicy;
  newContext: NewContext;
  config: BffConfig;
  /** Counts an operation refused here, before Apollo, by its code (the BFF's metrics). */
  countRefused?: (code: string, operationName: unknown) => void;
}): HttpRoute {
  const { apollo, sessions, policy, newContext, config } = deps;
  const refusedDocuments = new RefusedDocuments((query) =>
    Array.isArray(policy.gate.document(query)),
  );
  const refuse = (
    response: ServerResponse,
    body: unknown,
    refusal: { message: string; extensions: Record<string, unknown> },
  ) => {
    deps.countRefused?.(String(refusal.extensions.code), operationNameOf(body));
    return sendJson(response, 400, { errors: [refusal] });
  };
  return {
    matches: (url) => url.pathname === '/graphql',
    async handle(request, response, url) {
      const requestId = requestIdOf(request);
      response.setHeader('x-request-id', requestId);
      const headers = headerMapOf(request);
      const read = await readGraphQLBody(request, headers);
      if ('invalid' in read)
        return refuse(response, undefined, {
          message: 'The request body is not valid JSON.',
          extensions: { code: 'BAD_REQUEST' },
        });
      const tokens = readPresentedTokens(request.headers.cookie, request.headers.authorization);
      // Before the session is looked up: where only persisted documents run, a document from anyone but an API key costs nothing more.
      const asked = withDocument(request.method ?? 'GET', read.body, url.search, (params) =>
        policy.documents.resolve(params, { apiKey: tokens.apiKey !== undefined }),
      );
      if (asked instanceof GraphQLError)
        return refuse(response, read.body, {
          message: asked.message,
          extensions: { code: asked.extensions.code },
        });
      // An API key traded, or a session refreshed, while the account service does not answer: retryable, as any upstream fault.
      const session = await sessions.resolve(tokens, requestId).catch((error: unknown) => {
        if (!(error instanceof UpstreamUnavailableError)) throw error;
        return null;
      });
      if (!session) {
        response.setHeader('retry-after', '1');
        return sendJson(response, 503, { errors: [upstreamUnavailable('account')] });
      }
      const ip = clientAddress(request, config.trustProxy);
      if (await policy.refusedOverLimit(session.viewer, ip, requestId, response, 'graphql'))
        return deps.countRefused?.('RATE_LIMITED', operationNameOf(read.body));
      const idempotencyKey = idempotencyKeyOf(headers, read.body);
      if (idempotencyKey instanceof GraphQLError)
        return refuse(response, read.body, {
          message: idempotencyKey.message,
          extensions: idempotencyKey.extensions,
        });
      // A document Apollo refused before (it does not parse or validate) is refused again as it was, without Apollo.
      const documentKey = refusedDocuments.keyOf(request.method ?? 'GET', headers, asked.body);
      const refused = documentKey === null ? undefined : refusedDocuments.known(documentKey.key);
      if (refused) {
        await policy.chargeRefusedDocument(session.viewer, requestId);
        deps.countRefused?.(refused.code, operationNameOf(read.body));
        return sendAnswer(response, refused.answer, session.setCookies);
      }
      const context = newContext({
        requestId,
        idempotencyKey,
        viewer: session.viewer,
        apiKeyRefused: Boolean(tokens.apiKey) && !session.viewer,
        usesCookies: tokens.fromCookies,
        setCookies: session.setCookies,
        refreshToken: tokens.refreshToken,
        twoFactorChallenge: tokens.twoFactorChallenge,
        clientIp: ip,
        origin: policy.flagOrigin(request),
      });
      const httpGraphQLRequest: HTTPGraphQLRequest = {
        method: request.method ?? 'GET',
        headers,
        search: asked.search,
        body: asked.body,
      };
      const result = await apollo.executeHTTPGraphQLRequest({
        httpGraphQLRequest,
        context: async () => context,
      });
      if (documentKey !== null) refusedDocuments.remember(documentKey, result);
      await sendAnswer(response, result, context.setCookies);
    },
  };
}

/** A request's headers as Apollo reads them, a repeated header's values joined. */
function headerMapOf(request: IncomingMessage): HeaderMap {
  const headers = new HeaderMap();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The Idempotency-Key of a request, from its header or else its body's `extensions`; a malformed one is the refusal to answer. */
function idempotencyKeyOf(headers: HeaderMap, body: unknown): string | undefined | GraphQLError {
  try {
    const fromBody = (body as { extensions?: { idempotencyKey?: unknown } } | undefined)?.extensions
      ?.idempotencyKey;
    return parseIdempotencyKey(headers.get('idempotency-key') ?? fromBody);
  } catch (error) {
    return error as GraphQLError;
  }
}

/** Apollo's answer sent on: its headers, its status (as the legacy clients expect it), the session's cookies and its body, whole or streamed. */
async function sendAnswer(
  response: ServerResponse,
  result: HTTPGraphQLResponse,
  setCookies: string[],
): Promise<void> {
  for (const [key, value] of result.headers) response.setHeader(key, value);
  const status = legacyStatus(
    result.status ?? 200,
    result.headers.get('content-type'),
    result.body.kind === 'complete' ? result.body.string : '',
  );
  if (setCookies.length > 0) response.setHeader('set-cookie', setCookies);
  response.statusCode = status;
  if (result.body.kind === 'complete') return void response.end(result.body.string);
  for await (const chunk of result.body.asyncIterator) response.write(chunk);
  response.end();
}
