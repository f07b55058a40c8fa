import type { IncomingMessage } from 'node:http';
import type { BffConfig } from './config.js';

/** Whether an origin is listed, exactly or as `scheme://host:*` (any port); the rule of `WEBAUTHN_ORIGINS`. */
export function isListedOrigin(origin: string, listed: readonly string[]): boolean {
  return listed.some((entry) => {
    if (!entry.endsWith(':*')) return entry === origin;
    const base = entry.slice(0, -2);
    return origin === base || (origin.startsWith(`${base}:`) && /^\d{1,5}$/.test(origin.slice(base.length + 1)));
  });
}

/** The origin a request was addressed to: its scheme and Host (behind a trusted proxy, the forwarded ones). */
function ownOrigin(request: IncomingMessage, trustProxy: boolean): string | undefined {
  const forwardedProto = trustProxy
    ? String(request.headers['x-forwarded-proto'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  const forwardedHost = trustProxy
    ? String(request.headers['x-forwarded-host'] ?? '')
        .split(',')[0]
        ?.trim()
    : '';
  const scheme = forwardedProto || ('encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http');
  const host = forwardedHost || request.headers.host;
  return host ? `${scheme}://${host}` : undefined;
}

/**
 * Whether a browser page of this origin may open a socket that carries the
 * user's cookies: the app's own origin (the request's Host, or `APP_URL`), or
 * one of the origins passkeys accept (`WEBAUTHN_ORIGINS`). A request without
 * `Origin` is no browser's, and cookies alone prove nothing against it.
 */
export function isAllowedSocketOrigin(request: IncomingMessage, config: Pick<BffConfig, 'trustProxy' | 'appUrl' | 'allowedOrigins'>): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === ownOrigin(request, config.trustProxy)) return true;
  if (config.appUrl && origin === new URL(config.appUrl).origin) return true;
  return isListedOrigin(origin, config.allowedOrigins);
}
