import { envString } from '../../../platform/env.js';

/** A generic OpenID Connect provider the login page offers ("sign in with a social provider"). */
export type SocialSignInConfig = {
  /** The provider's issuer identifier, exactly as its discovery document states it. */
  issuer: string;
  clientId: string;
  /** Absent for a public client (PKCE only). */
  clientSecret?: string;
  /** The label on the sign-in button. */
  providerName: string;
  /** Space-separated scopes; `openid` among them. */
  scopes: string;
};

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Whether an issuer runs on this machine, the only place plain http is allowed. */
export function isLoopbackIssuer(issuer: string): boolean {
  return LOOPBACK_HOSTS.has(new URL(issuer).hostname);
}

/**
 * Reads the provider from `OIDC_ISSUER`, `OIDC_CLIENT_ID`, `OIDC_CLIENT_SECRET`,
 * `OIDC_PROVIDER_NAME` (default: the issuer's host) and `OIDC_SCOPES` (default
 * `openid email profile`). Null, and social sign-in off, without `OIDC_ISSUER`;
 * a configuration error naming the variable when the rest does not fit.
 */
export function readSocialSignInConfig(): SocialSignInConfig | null {
  if (!process.env.OIDC_ISSUER) return null;
  const issuer = envString('OIDC_ISSUER');
  let url: URL;
  try {
    url = new URL(issuer);
  } catch {
    throw new Error(`Configuration error: OIDC_ISSUER must be a URL, got "${issuer}".`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackIssuer(issuer))) {
    throw new Error(
      `Configuration error: OIDC_ISSUER must be an https URL (plain http only on localhost), got "${issuer}".`,
    );
  }
  const scopes = envString('OIDC_SCOPES', 'openid email profile').trim();
  if (!scopes.split(/\s+/).includes('openid'))
    throw new Error(`Configuration error: OIDC_SCOPES must include openid, got "${scopes}".`);
  return {
    issuer,
    clientId: envString('OIDC_CLIENT_ID'),
    clientSecret: process.env.OIDC_CLIENT_SECRET || undefined,
    providerName: envString('OIDC_PROVIDER_NAME', url.hostname),
    scopes,
  };
}
