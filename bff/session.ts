import { createHash } from 'node:crypto';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import type { TokenPairResponse } from '../contracts/account/sessions.js';
import { AccessTokenVerifier } from './token-verifier.js';
import type { SessionApi } from './modules/session/upstream.js';
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
  /** For an integrator's API key: the key's id (it is also `sessionId`; `userId` is the member who made the key, for whom it acts); absent for a signed-in user. */
  apiKeyId?: string;
};

/** What the session manager asks of the revoked sessions (bff/revocations.ts). */
export type RevokedSessions = { isRevoked(sessionId: string, generation?: number): boolean };

/** What a request brings: tokens from cookies (browsers) or the Authorization header (integrators). */
export type PresentedTokens = {
  accessToken?: string;
  refreshToken?: string;
  twoFactorChallenge?: string;
  apiKey?: string;
  fromCookies: boolean;
};

/** API keys begin so (services/account/api-keys); anything else after `Bearer` is an access token. */
const API_KEY_PREFIX = 'kas_';

export function readPresentedTokens(
  cookieHeader: string | undefined,
  authorization: string | undefined,
): PresentedTokens {
  if (authorization?.startsWith('Bearer ')) {
    const credential = authorization.slice(7).trim();
    return credential.startsWith(API_KEY_PREFIX)
      ? { apiKey: credential, fromCookies: false }
      : { accessToken: credential, fromCookies: false };
  }
  const cookies = cookieHeader ? parseCookies(cookieHeader) : {};
  return {
    accessToken: cookies[ACCESS_COOKIE],
    refreshToken: cookies[REFRESH_COOKIE],
    twoFactorChallenge: cookies[TWO_FACTOR_COOKIE],
    fromCookies: true,
  };
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
  private readonly refreshing = new Map<string, Promise<TokenPairResponse | null>>();
  /** Access tokens traded for API keys, by the key's hash. */
  private readonly apiKeyTokens = new Map<string, ViewerClaims>();
  private readonly exchanging = new Map<string, Promise<string | null>>();

  constructor(
    private readonly account: SessionApi,
    accountUrl: string,
    private readonly secureCookies: boolean,
    private readonly revocations: RevokedSessions,
  ) {
    this.tokens = new AccessTokenVerifier(`${accountUrl}/.well-known/jwks.json`);
  }

  async verify(accessToken: string): Promise<ViewerClaims | null> {
    const now = Math.floor(Date.now() / 1000);
    const known = this.verified.get(accessToken);
    if (known)
      return known.expiresAt > now && !this.revocations.isRevoked(known.sessionId, known.generation)
        ? known
        : null;
    const payload = await this.tokens.verify(accessToken);
    if (!payload || this.revocations.isRevoked(payload.sid, payload.gen)) return null;
    const claims: ViewerClaims = {
      userId: payload.sub,
      organizationId: payload.org,
      permissions: payload.perms,
      accessToken,
      sessionId: payload.sid,
      generation: payload.gen,
      expiresAt: payload.exp,
      ...(payload.kind === 'api_key' ? { apiKeyId: payload.sid } : {}),
    };
    if (this.verified.size >= 10_000) this.verified.clear();
    this.verified.set(accessToken, claims);
    return claims;
  }

  /** Resolves the viewer of a request; `setCookies` are to be sent with the response. */
  async resolve(
    tokens: PresentedTokens,
    requestId: string,
  ): Promise<{ viewer: ViewerClaims | null; setCookies: string[] }> {
    if (tokens.apiKey)
      return { viewer: await this.apiKeyViewer(tokens.apiKey, requestId), setCookies: [] };
    const viewer = tokens.accessToken ? await this.verify(tokens.accessToken) : null;
    if (viewer || !tokens.fromCookies || !tokens.refreshToken) return { viewer, setCookies: [] };
    const pair = await this.refreshOnce(tokens.refreshToken, requestId);
    if (!pair) return { viewer: null, setCookies: this.clearCookies() };
    return { viewer: await this.verify(pair.accessToken), setCookies: this.cookiesFor(pair) };
  }

  /**
   * The viewer an API key stands for: the key is traded with the account
   * service for a 15-minute access token, kept until a minute before it
   * expires (concurrent requests share one trade). An unknown, revoked or
   * expired key is no viewer; a revoked key's kept token is refused at once.
   */
  private async apiKeyViewer(apiKey: string, requestId: string): Promise<ViewerClaims | null> {
    const id = createHash('sha256').update(apiKey).digest('base64url');
    const now = Math.floor(Date.now() / 1000);
    const kept = this.apiKeyTokens.get(id);
    if (kept && kept.expiresAt - 60 > now) {
      const viewer = await this.verify(kept.accessToken);
      if (viewer) return viewer;
    }
    let pending = this.exchanging.get(id);
    if (!pending) {
      pending = this.account
        .exchangeApiKey({ requestId }, apiKey)
        .then((exchanged) => exchanged.accessToken)
        .catch((error: unknown) => {
          if (error instanceof UpstreamError) return null;
          throw error;
        })
        .finally(() => this.exchanging.delete(id));
      this.exchanging.set(id, pending);
    }
    const accessToken = await pending;
    const viewer = accessToken ? await this.verify(accessToken) : null;
    if (viewer) {
      if (this.apiKeyTokens.size >= 10_000) this.apiKeyTokens.clear();
      this.apiKeyTokens.set(id, viewer);
    } else this.apiKeyTokens.delete(id);
    return viewer;
  }

  private refreshOnce(refreshToken: string, requestId: string): Promise<TokenPairResponse | null> {
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

  cookiesFor(pair: TokenPairResponse): string[] {
    const base = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secureCookies,
      path: '/',
    };
    return [
      serializeCookie(ACCESS_COOKIE, pair.accessToken, { ...base, maxAge: pair.expiresIn }),
      serializeCookie(REFRESH_COOKIE, pair.refreshToken, {
        ...base,
        maxAge: REFRESH_COOKIE_MAX_AGE,
      }),
    ];
  }

  /** Keeps a pending second-factor sign-in where script cannot read it. */
  twoFactorCookie(challengeToken: string): string {
    return serializeCookie(TWO_FACTOR_COOKIE, challengeToken, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: '/',
      maxAge: 5 * 60,
    });
  }

  clearTwoFactorCookie(): string {
    return serializeCookie(TWO_FACTOR_COOKIE, '', {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.secureCookies,
      path: '/',
      maxAge: 0,
    });
  }

  clearCookies(): string[] {
    const base = {
      httpOnly: true,
      sameSite: 'lax' as const,
      secure: this.secureCookies,
      path: '/',
      maxAge: 0,
    };
    return [serializeCookie(ACCESS_COOKIE, '', base), serializeCookie(REFRESH_COOKIE, '', base)];
  }
}
