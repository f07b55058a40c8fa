import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { AccessTokenVerifier } from './token-verifier.js';
import type { AccountApi, TokenPair } from './upstream/account.js';
import { UpstreamError } from './upstream/errors.js';

export const ACCESS_COOKIE = 'kas_at';
export const REFRESH_COOKIE = 'kas_rt';
/** A sign-in waiting for its second factor (the challenge token), five minutes at most. */
export const TWO_FACTOR_COOKIE = 'kas_2fa';
const REFRESH_COOKIE_MAX_AGE = 30 * 24 * 60 * 60;

/** The signed-in caller as the access token states it. */
export type ViewerClaims = {
  userId: string;
  organizationId: string;
  permissions: string[];
  accessToken: string;
  /** The session (refresh-token family) the access token belongs to. */
  sessionId: string;
  /** The session's generation the token was issued in (a change of role moves it on). */
  generation: number;
  /** Expiry, seconds since the epoch. */
  expiresAt: number;
};

/** What the session manager asks of the revoked sessions (bff/revocations.ts). */
export type RevokedSessions = { isRevoked(sessionId: string, generation?: number): boolean };

/** What a request brings: tokens from cookies (browsers) or the Authorization header (integrators). */
export type PresentedTokens = { accessToken?: string; refreshToken?: string; twoFactorChallenge?: string; fromCookies: boolean };

export function readPresentedTokens(cookieHeader: string | undefined, authorization: string | undefined): PresentedTokens {
  if (authorization?.startsWith('Bearer ')) return { accessToken: authorization.slice(7).trim(), fromCookies: false };
  const cookies = cookieHeader ? parseCookies(cookieHeader) : {};
  return { accessToken: cookies[ACCESS_COOKIE], refreshToken: cookies[REFRESH_COOKIE], twoFactorChallenge: cookies[TWO_FACTOR_COOKIE], fromCookies: true };
}

/**
 * Turns presented tokens into a verified viewer, refreshing an expired access
 * token with the refresh cookie when it can (and handing back the cookies to
 * set). Concurrent requests with the same refresh token share one refresh, so
 * a page that fires parallel queries does not trip reuse detection. A token
 * of a revoked session is refused at once, cached or not; from cookies, its
 * refresh token is refused too (the account service ended the session), so
 * the browser is signed out and its cookies cleared.
 */
export class SessionManager {
  private readonly tokens: AccessTokenVerifier;
  private readonly verified = new Map<string, ViewerClaims>();
  private readonly refreshing = new Map<string, Promise<TokenPair | null>>();

  constructor(
    private readonly account: AccountApi,
    accountUrl: string,
    private readonly secureCookies: boolean,
    private readonly revocations: RevokedSessions,
  ) {
    this.tokens = new AccessTokenVerifier(`${accountUrl}/.well-known/jwks.json`);
  }

  async verify(accessToken: string): Promise<ViewerClaims | null> {
    const now = Math.floor(Date.now() / 1000);
    const known = this.verified.get(accessToken);
    if (known) return known.expiresAt > now && !this.revocations.isRevoked(known.sessionId, known.generation) ? known : null;
    const payload = await this.tokens.verify(accessToken);
    if (!payload || this.revocations.isRevoked(payload.sid, payload.gen)) return null;
    const claims: ViewerClaims = { userId: payload.sub, organizationId: payload.org, permissions: payload.perms, accessToken, sessionId: payload.sid, generation: payload.gen, expiresAt: payload.exp };
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(accessToken, claims);
    return claims;
  }

  /** Resolves the viewer of a request; `setCookies` are to be sent with the response. */
  async resolve(tokens: PresentedTokens, requestId: string): Promise<{ viewer: ViewerClaims | null; setCookies: string[] }> {
    const viewer = tokens.accessToken ? await this.verify(tokens.accessToken) : null;
    if (viewer || !tokens.fromCookies || !tokens.refreshToken) return { viewer, setCookies: [] };
    const pair = await this.refreshOnce(tokens.refreshToken, requestId);
    if (!pair) return { viewer: null, setCookies: this.clearCookies() };
    return { viewer: await this.verify(pair.accessToken), setCookies: this.cookiesFor(pair) };
  }

  private refreshOnce(refreshToken: string, requestId: string): Promise<TokenPair | null> {
    let pending = this.refreshing.get(refreshToken);
    if (!pending) {
      pending = this.account.refresh({ requestId }, refreshToken).catch((error: unknown) => {
        if (error instanceof UpstreamError) return null;
        throw error;
      });
      this.refreshing.set(refreshToken, pending);
      setTimeout(() => this.refreshing.delete(refreshToken), 30_000).unref();
    }
    return pending;
  }

  cookiesFor(pair: TokenPair): string[] {
    const base = { httpOnly: true, sameSite: 'lax' as const, secure: this.secureCookies, path: '/' };
    return [
      serializeCookie(ACCESS_COOKIE, pair.accessToken, { ...base, maxAge: pair.expiresIn }),
      serializeCookie(REFRESH_COOKIE, pair.refreshToken, { ...base, maxAge: REFRESH_COOKIE_MAX_AGE }),
    ];
  }

  /** Keeps a pending second-factor sign-in where script cannot read it. */
  twoFactorCookie(challengeToken: string): string {
    return serializeCookie(TWO_FACTOR_COOKIE, challengeToken, { httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: '/', maxAge: 5 * 60 });
  }

  clearTwoFactorCookie(): string {
    return serializeCookie(TWO_FACTOR_COOKIE, '', { httpOnly: true, sameSite: 'lax', secure: this.secureCookies, path: '/', maxAge: 0 });
  }

  clearCookies(): string[] {
    const base = { httpOnly: true, sameSite: 'lax' as const, secure: this.secureCookies, path: '/', maxAge: 0 };
    return [serializeCookie(ACCESS_COOKIE, '', base), serializeCookie(REFRESH_COOKIE, '', base)];
  }
}
