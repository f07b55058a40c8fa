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

/**
 * The page origin a feature flag's `origin` attribute takes for a request:
 * the origin it was addressed to (its scheme and Host; behind a trusted
 * proxy, the forwarded ones) when that is one of the deployment's own page
 * origins (`APP_URL`'s, or one of `WEBAUTHN_ORIGINS`), else none (the flags
 * then take `APP_URL`'s). The request's `Origin` header is never read: any
 * client may send any Origin, so a rule by origin would be met by asking.
 * What a client can choose is which of the deployment's own sites it asks,
 * which a browser can too.
 */
export function flagOrigin(
  request: IncomingMessage,
  config: Pick<BffConfig, 'trustProxy' | 'appUrl' | 'allowedOrigins'>,
): string | undefined {
  const addressed = ownOrigin(request, config.trustProxy);
  if (!addressed) return undefined;
  if (config.appUrl && addressed === new URL(config.appUrl).origin) return addressed;
  return isListedOrigin(addressed, config.allowedOrigins) ? addressed : undefined;
}
