import http from 'node:http';
import net from 'node:net';
import Provider, { type Account, type KoaContextWithOIDC } from 'oidc-provider';
import type { SocialSignInConfig } from '../../services/account/social-sign-in/config.js';

/** A port nobody listens on right now, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** What the provider says about a person: its subject is the login typed at the provider. */
export type ProviderClaims = { email?: string; email_verified?: boolean };

export type OidcTestProvider = {
  issuer: string;
  /** Accounts by subject; a test changes them at will. */
  accounts: Map<string, ProviderClaims>;
  /** The account service's configuration for this provider. */
  socialSignIn: SocialSignInConfig;
  stop: () => Promise<void>;
};

/**
 * A real OpenID Connect provider (oidc-provider) on a loopback port (a free one by default),
 * with one confidential client whose only redirect URI is `redirectUri`,
 * PKCE required, its development login form (any login, any password) and
 * consent granted without asking. Like most providers, it keeps the email
 * claims out of the ID token of the code flow: userinfo answers them.
 */
export async function startOidcProvider({
  redirectUri,
  providerName = 'Kas Test ID',
  port = 0,
}: {
  redirectUri: string;
  providerName?: string;
  port?: number;
}): Promise<OidcTestProvider> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://localhost:${(server.address() as net.AddressInfo).port}`;
  const accounts = new Map<string, ProviderClaims>();
  const client = { client_id: 'kas-test', client_secret: 'kas-test-secret-0123456789abcdef' };
  const provider = new Provider(issuer, {
    clients: [
      {
        ...client,
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['kas-test-cookie-key'] },
    ttl: { AccessToken: 600, Grant: 600, IdToken: 600, Interaction: 600, Session: 600 },
    async findAccount(_ctx: KoaContextWithOIDC, sub: string): Promise<Account | undefined> {
      const claims = accounts.get(sub);
      return claims ? { accountId: sub, claims: () => ({ sub, ...accounts.get(sub) }) } : undefined;
    },
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { client: registered, session, result } = ctx.oidc;
      const grantId = result?.consent?.grantId ?? session?.grantIdFor(registered!.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        accountId: session?.accountId,
        clientId: registered!.clientId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  });
  server.on('request', provider.callback());
  return {
    issuer,
    accounts,
    socialSignIn: {
      issuer,
      clientId: client.client_id,
      clientSecret: client.client_secret,
      providerName,
      scopes: 'openid email profile',
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A browser for redirect flows across sites: one cookie jar per host (names
 * only; enough for these flows), redirects not followed by itself.
 */
export class CookieBrowser {
  readonly jars = new Map<string, Map<string, string>>();

  jar(url: string): Map<string, string> {
    const host = new URL(url).host;
    if (!this.jars.has(host)) this.jars.set(host, new Map());
    return this.jars.get(host)!;
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const jar = this.jar(url);
    const headers: Record<string, string> = {};
    if (jar.size > 0)
      headers.cookie = [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(url, {
      method: init.method ?? 'GET',
      headers,
      body: init.form ? new URLSearchParams(init.form).toString() : undefined,
      redirect: 'manual',
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      if (value === '' || /max-age=0\b|expires=thu, 01 jan 1970/i.test(line)) jar.delete(name);
      else jar.set(name, value);
    }
    return response;
  }
}
