import type { IncomingMessage } from 'node:http';
import { isListedOrigin } from '../platform/origins.js';
import type { BffConfig } from './config.js';

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
  const scheme =
    forwardedProto ||
    ('encrypted' in request.socket && request.socket.encrypted ? 'https' : 'http');
  const host = forwardedHost || request.headers.host;
  return host ? `${scheme}://${host}` : undefined;
}

/**
 * Whether a browser page of this origin may open a socket that carries the
 * user's cookies: the app's own origin (the request's Host, or `APP_URL`), or
 * one of the origins passkeys accept (`WEBAUTHN_ORIGINS`). A request without
 * `Origin` is no browser's, and cookies alone prove nothing against it.
 */
export function isAllowedSocketOrigin(
  request: IncomingMessage,
  config: Pick<BffConfig, 'trustProxy' | 'appUrl' | 'allowedOrigins'>,
): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (origin === ownOrigin(request, config.trustProxy)) return true;
  if (config.appUrl && origin === new URL(config.appUrl).origin) return true;
  return isListedOrigin(origin, config.allowedOrigins);
}
