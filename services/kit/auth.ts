import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { commonErrors } from './errors.js';
import {
  RevocationList,
  revocationsFromAccountService,
  type RevokedSessions,
} from '../../platform/revocations.js';
import type { Logger } from './logger.js';

export const TOKEN_ISSUER = 'kas-account';
export const TOKEN_AUDIENCE = 'kas';

/** What an access token says about its bearer. Tokens are scoped to one organisation. */
export type AccessClaims = {
  /**
   * The person who acts: the signed-in user, or for an API key the member
   * who made it (a key acts for them: what it writes is theirs, and the
   * rules that compare people, "not the maker" among them, hold for keys).
   */
  sub: string;
  /** Organisation id the token acts in. */
  org: string;
  /** Role name in that organisation. */
  role: string;
  /** Permissions held in that organisation. */
  perms: string[];
  /** Whether a second factor was used to sign in. */
  mfa: boolean;
  /** Session (refresh-token family) id; for an API key, the key's id (apiKeyOf). */
  sid: string;
  /** The session's generation when the token was issued; a change of role moves it on (older tokens are refused). */
  gen?: number;
  /** Present for an integrator's API key (`api_key`); absent for a signed-in user. */
  kind?: 'api_key';
  /** Expiry, seconds since the epoch. */
  exp: number;
};

export type TokenVerifier = (token: string) => Promise<AccessClaims>;

/**
 * Verifies access tokens against a JWKS (the account service's, fetched over
 * HTTP and cached by jose, or a local key getter inside the account service).
 * Verified tokens are remembered until they expire, so a busy list screen does
 * not pay for a signature check on every request. With a revocation list, a
 * token of a revoked session is refused at once, cached or not.
 */
export function createTokenVerifier(
  keys: JWTVerifyGetKey | string,
  revocations?: RevokedSessions,
): TokenVerifier {
  const getKey =
    typeof keys === 'string'
      ? createRemoteJWKSet(new URL(keys), { cooldownDuration: 5_000 })
      : keys;
  const verified = new Map<string, AccessClaims>();
  return async (token) => {
    const now = Math.floor(Date.now() / 1000);
    const known = verified.get(token);
    if (known && known.exp > now) {
      if (revocations?.isRevoked(known.sid, known.gen ?? 0)) throw commonErrors.unauthenticated();
      return known;
    }
    try {
      const { payload } = await jwtVerify(token, getKey, {
        issuer: TOKEN_ISSUER,
        audience: TOKEN_AUDIENCE,
      });
      const claims = payload as unknown as AccessClaims;
      if (
        typeof claims.sub !== 'string' ||
        typeof claims.org !== 'string' ||
        !Array.isArray(claims.perms) ||
        typeof claims.sid !== 'string'
      ) {
        throw commonErrors.unauthenticated();
      }
      if (revocations?.isRevoked(claims.sid, claims.gen ?? 0)) throw commonErrors.unauthenticated();
      if (verified.size >= 10_000) verified.clear();
      verified.set(token, claims);
      return claims;
    } catch {
      throw commonErrors.unauthenticated();
    }
  };
}

/**
 * How a service other than the account service checks access tokens: against
 * the account service's published keys, refusing the tokens of sessions it
 * revoked (a list that follows its NOTIFY from the shared database, loaded
 * first from `accountUrl`). `stop` ends the list with the service.
 */
export async function startAccountTokenVerifier({
  accountUrl,
  databaseUrl,
  logger,
}: {
  accountUrl: string;
  databaseUrl: string;
  logger: Logger;
}): Promise<{ verifyToken: TokenVerifier; stop: () => Promise<void> }> {
  const revocations = new RevocationList({
    databaseUrl,
    load: revocationsFromAccountService(accountUrl),
    logger,
  });
  await revocations.start();
  return {
    verifyToken: createTokenVerifier(`${accountUrl}/.well-known/jwks.json`, revocations),
    stop: () => revocations.stop(),
  };
}

/** The API key a token was traded for (its session is the key), or null for a signed-in user. */
export const apiKeyOf = (claims: Pick<AccessClaims, 'kind' | 'sid'>): string | null =>
  claims.kind === 'api_key' ? claims.sid : null;

/** Whether the claims hold the permission. */
export const hasPermission = (claims: AccessClaims, permission: string): boolean =>
  claims.perms.includes(permission);

/** Throws FORBIDDEN unless the claims hold the permission. */
export function requirePermission(claims: AccessClaims, permission: string): void {
  if (!hasPermission(claims, permission)) throw commonErrors.forbidden(permission);
}
