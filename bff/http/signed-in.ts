import type { IncomingMessage, ServerResponse } from 'node:http';
import { readPresentedTokens, type SessionManager } from '../session.js';
import type { CallerIdentity } from '../upstream/client.js';
import { clientAddress } from './request.js';

/**
 * The caller of a plain HTTP route (uploads, downloads): the session of the
 * request's cookies or bearer token, refreshed if it must be (the new cookies
 * go out with the answer), or null when nobody is signed in.
 */
export async function signedInCaller(request: IncomingMessage, response: ServerResponse, deps: { sessions: SessionManager; trustProxy: boolean }, requestId: string): Promise<CallerIdentity | null> {
  const { viewer, setCookies } = await deps.sessions.resolve(readPresentedTokens(request.headers.cookie, request.headers.authorization), requestId);
  if (setCookies.length > 0) response.setHeader('set-cookie', setCookies);
  if (!viewer) return null;
  return { requestId, accessToken: viewer.accessToken, organizationId: viewer.organizationId, clientIp: clientAddress(request, deps.trustProxy) };
}

/** A plain HTTP route's refusal, in the services' error shape. */
export function sendError(response: ServerResponse, status: number, code: string, message: string, field?: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify({ error: { code, message, ...(field ? { field } : {}) } }));
}
