import type { IncomingMessage, ServerResponse } from 'node:http';
import { readPresentedTokens, type SessionManager } from '../session.js';
import type { OperationPolicy } from './policy.js';
import type { CallerIdentity } from '../upstream/client.js';
import { clientAddress } from './request.js';

/** What a plain HTTP route needs to know its caller. */
export type SignedInDeps = {
  sessions: SessionManager;
  policy: Pick<OperationPolicy, 'refusedOverLimit'>;
  trustProxy: boolean;
};

/** signedInCaller's answer when it has already answered the request itself (429: the API key is over its rate limit). */
export const ANSWERED = Symbol('answered');

/**
 * The caller of a plain HTTP route (uploads, downloads): the session of the
 * request's cookies or bearer token, refreshed if it must be (the new cookies
 * go out with the answer), or null when nobody is signed in. An API key's
 * request counts towards its rate limit as a GraphQL operation does: over it,
 * the answer (429) is sent here and ANSWERED returned.
 */
export async function signedInCaller(
  request: IncomingMessage,
  response: ServerResponse,
  deps: SignedInDeps,
  requestId: string,
): Promise<CallerIdentity | null | typeof ANSWERED> {
  const { viewer, setCookies } = await deps.sessions.resolve(
    readPresentedTokens(request.headers.cookie, request.headers.authorization),
    requestId,
  );
  if (setCookies.length > 0) response.setHeader('set-cookie', setCookies);
  if (!viewer) return null;
  const clientIp = clientAddress(request, deps.trustProxy);
  if (await deps.policy.refusedOverLimit(viewer, clientIp, requestId, response, 'rest'))
    return ANSWERED;
  return {
    requestId,
    accessToken: viewer.accessToken,
    organizationId: viewer.organizationId,
    clientIp,
  };
}

/** A plain HTTP route's refusal, in the services' error shape. */
export function sendError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  field?: string,
): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error: { code, message, ...(field ? { field } : {}) } }));
}
