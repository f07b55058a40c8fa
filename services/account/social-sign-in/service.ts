import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import * as oidc from 'openid-client';
import { socialErrors } from './errors.js';
import type { AccountDatabase } from '../db-types.js';
import type { SessionService } from '../sessions/service.js';
import { isLoopbackIssuer, type SocialSignInConfig } from './config.js';
import { linkIdentity, saveLogin, spendLogin, useLinkedIdentity } from './repository.js';
import { findUserIdByEmail } from '../users/repository.js';

export { socialErrors };

export const SOCIAL_LOGIN_MINUTES = 10;
/** Seconds the provider may take for each call (discovery, token, userinfo), within the BFF's upstream timeout. */
const PROVIDER_TIMEOUT_SECONDS = 4;

const hashState = (state: string) => createHash('sha256').update(state).digest('base64url');

/**
 * Sign-in through a generic OpenID Connect provider (authorization code with
 * PKCE). The provider proves who the person is; only a user who already has
 * an account here gets in: found by the provider's account once linked, or
 * by an email the provider verified, which links it. The provider's
 * metadata is discovered on first use, so a provider that is down delays
 * nothing but its own sign-ins.
 */
export class SocialSignInService {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(
    private readonly db: Kysely<AccountDatabase>,
    private readonly sessions: SessionService,
    private readonly config: SocialSignInConfig | null,
    private readonly onProviderError: (error: unknown, step: string) => void,
  ) {}

  /** What the login page shows: whether the button is there, and its label. */
  describe(): { enabled: boolean; providerName: string | null } {
    return { enabled: this.config !== null, providerName: this.config?.providerName ?? null };
  }

  /**
   * Starts a sign-in: the provider's authorization URL with a fresh state,
   * nonce and PKCE challenge; the state comes back to the callback.
   */
  async start(redirectUri: string): Promise<{ authorizationUrl: string; state: string }> {
    const config = this.requireConfig();
    const protocol = new URL(redirectUri).protocol;
    if (protocol !== 'https:' && protocol !== 'http:') throw socialErrors.redirectUri();
    const configuration = await this.discover(config);
    const state = oidc.randomState();
    const nonce = oidc.randomNonce();
    const codeVerifier = oidc.randomPKCECodeVerifier();
    const authorizationUrl = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: redirectUri,
      scope: config.scopes,
      state,
      nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
      code_challenge_method: 'S256',
    });
    await saveLogin(
      this.db,
      hashState(state),
      { nonce, codeVerifier, redirectUri },
      new Date(Date.now() + SOCIAL_LOGIN_MINUTES * 60_000),
    );
    return { authorizationUrl: authorizationUrl.href, state };
  }

  /**
   * Completes a sign-in with what the provider sent to the redirect URI (its
   * raw query string): spends the state, trades the code for the ID token,
   * finds the user and signs them in as a password would (a second factor is
   * still asked for).
   */
  async complete(
    state: string,
    callbackParams: string,
    ip: string | null,
  ): ReturnType<SessionService['signInVerifiedUser']> {
    const config = this.requireConfig();
    const login = await spendLogin(this.db, hashState(state));
    if (!login) throw socialErrors.expired();
    const configuration = await this.discover(config);
    const currentUrl = new URL(login.redirectUri);
    for (const [name, value] of new URLSearchParams(callbackParams))
      currentUrl.searchParams.append(name, value);
    let claims: oidc.IDToken;
    let accessToken: string;
    try {
      const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: login.codeVerifier,
        expectedState: state,
        expectedNonce: login.nonce,
        idTokenExpected: true,
      });
      claims = tokens.claims()!;
      accessToken = tokens.access_token;
    } catch (error) {
      this.onProviderError(error, 'code exchange');
      throw socialErrors.providerRefused();
    }
    const profile = await this.profile(configuration, claims, accessToken);
    const issuer = configuration.serverMetadata().issuer;
    const email =
      typeof profile.email === 'string' && profile.email.includes('@')
        ? profile.email.trim()
        : null;
    const userId =
      (await useLinkedIdentity(this.db, issuer, claims.sub, email)) ??
      (await this.linkByEmail(issuer, claims.sub, email, profile.email_verified));
    return this.sessions.signInVerifiedUser(userId, ip);
  }

  /** A first sign-in: the user whose email the provider verified, now linked to the provider's account. */
  private async linkByEmail(
    issuer: string,
    subject: string,
    email: string | null,
    emailVerified: unknown,
  ): Promise<string> {
    if (!email || emailVerified !== true) throw socialErrors.emailNotVerified();
    const user = await findUserIdByEmail(this.db, email);
    if (!user) throw socialErrors.notRegistered();
    await linkIdentity(this.db, user.id, issuer, subject, email);
    return user.id;
  }

  /**
   * The email claims: from the ID token, or, from a provider that keeps them
   * out of it (as OpenID Connect Core says for the code flow), from userinfo.
   */
  private async profile(
    configuration: oidc.Configuration,
    claims: oidc.IDToken,
    accessToken: string,
  ): Promise<Record<string, unknown>> {
    if (claims.email !== undefined || !configuration.serverMetadata().userinfo_endpoint)
      return claims;
    try {
      return await oidc.fetchUserInfo(configuration, accessToken, claims.sub);
    } catch (error) {
      this.onProviderError(error, 'userinfo');
      throw socialErrors.providerRefused();
    }
  }

  private requireConfig(): SocialSignInConfig {
    if (!this.config) throw socialErrors.notConfigured();
    return this.config;
  }

  /** The provider's metadata, discovered once; a failure is retried by the next sign-in. */
  private discover(config: SocialSignInConfig): Promise<oidc.Configuration> {
    if (!this.configuration) {
      const authentication = config.clientSecret
        ? oidc.ClientSecretBasic(config.clientSecret)
        : oidc.None();
      this.configuration = oidc
        .discovery(new URL(config.issuer), config.clientId, config.clientSecret, authentication, {
          execute: isLoopbackIssuer(config.issuer) ? [oidc.allowInsecureRequests] : [],
          timeout: PROVIDER_TIMEOUT_SECONDS,
        })
        .catch((error: unknown) => {
          this.configuration = null;
          this.onProviderError(error, 'discovery');
          throw socialErrors.providerUnavailable();
        });
    }
    return this.configuration;
  }
}
