import { SignJWT } from 'jose';
import { TOKEN_AUDIENCE, TOKEN_ISSUER } from '../../kit/auth.js';
import type { SigningKeys } from '../signing-keys.js';
import { ACCESS_TOKEN_TTL_SECONDS } from './lifetimes.js';

/** What an access token says (services/kit/auth.ts `AccessClaims`). */
export type AccessTokenClaims = {
  subject: string;
  organizationId: string;
  roleName: string;
  permissions: readonly string[];
  usedTwoFactor: boolean;
  /** The session, or the API key, the token belongs to: revoking it ends the token. */
  sessionId: string;
  generation: number;
  /** Who holds it: a signed-in user, or an integrator's API key. */
  kind?: 'user' | 'api_key';
  /** Seconds the token lives; 15 minutes unless less is asked (an API key close to its expiry). */
  expiresInSeconds?: number;
};

/** Signs a 15-minute ES256 access token with the account service's key. */
export function signAccessToken(keys: SigningKeys, claims: AccessTokenClaims): Promise<string> {
  return new SignJWT({
    org: claims.organizationId,
    role: claims.roleName,
    perms: [...claims.permissions],
    mfa: claims.usedTwoFactor,
    sid: claims.sessionId,
    gen: claims.generation,
    ...(claims.kind === 'api_key' ? { kind: 'api_key' } : {}),
  })
    .setProtectedHeader({ alg: 'ES256', kid: keys.kid })
    .setSubject(claims.subject)
    .setIssuer(TOKEN_ISSUER)
    .setAudience(TOKEN_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(
      `${Math.max(1, Math.min(claims.expiresInSeconds ?? ACCESS_TOKEN_TTL_SECONDS, ACCESS_TOKEN_TTL_SECONDS))}s`,
    )
    .sign(keys.privateKey);
}
