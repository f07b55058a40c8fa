import type { IncomingMessage, ServerResponse } from 'node:http';
import { parse as parseCookies, serialize as serializeCookie } from 'cookie';
import { socialErrors } from '../contracts/account/social-sign-in.js';
import type { SocialSignInApi } from './modules/social-sign-in/upstream.js';
import type { SessionManager } from './session.js';
import type { CallerIdentity } from './upstream/client.js';
import { UpstreamError, UpstreamUnavailableError } from './upstream/errors.js';
import { clientAddress, requestIdOf } from './http/request.js';
import type { HttpRoute } from './http/route.js';

/** Where the browser starts a social sign-in and where the provider sends it back. */
export const SOCIAL_SIGN_IN_PATHS = {
  start: '/auth/oidc/start',
  callback: '/auth/oidc/callback',
} as const;
/** The state of the sign-in under way, tying the provider's answer to the browser that started it. */
export const SOCIAL_STATE_COOKIE = 'kas_oidc';
const STATE_COOKIE_PATH = '/auth/oidc';
const STATE_COOKIE_SECONDS = 10 * 60;
/** The account service's code for a sign-in whose state is unknown, spent or expired. */
const EXPIRED_CODE = socialErrors.expired.code;
const NOT_CONFIGURED_CODE = socialErrors.notConfigured.code;
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

export type SocialSignInDeps = {
  socialSignIn: SocialSignInApi;
  sessions: SessionManager;
  /** The web app's public address; without it, `http://` and the request's Host. */
  appUrl?: string;
  secureCookies: boolean;
  clientIp?: string;
};

export function isSocialSignInPath(pathname: string): boolean {
  return pathname === SOCIAL_SIGN_IN_PATHS.start || pathname === SOCIAL_SIGN_IN_PATHS.callback;
}

export function socialSignInRoute(
  deps: Omit<SocialSignInDeps, 'clientIp'> & { trustProxy: boolean },
): HttpRoute {
  return {
    matches: (url) => isSocialSignInPath(url.pathname),
    handle: (request, response, url) =>
      handleSocialSignIn(request, response, url, {
        ...deps,
        clientIp: clientAddress(request, deps.trustProxy),
      }),
  };
}

function redirect(response: ServerResponse, location: string, cookies: string[] = []): void {
  response.writeHead(302, {
    location,
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    ...(cookies.length ? { 'set-cookie': cookies } : {}),
  });
  response.end();
}

function stateCookie(value: string, secure: boolean): string {
  return serializeCookie(SOCIAL_STATE_COOKIE, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure,
    path: STATE_COOKIE_PATH,
    maxAge: value ? STATE_COOKIE_SECONDS : 0,
  });
}

/** Where the sign-in page picks the outcome up: a service code, or UPSTREAM_UNAVAILABLE. */
function failureLocation(error: unknown): string {
  if (error instanceof UpstreamError) return `/?error=${encodeURIComponent(error.code)}`;
  if (error instanceof UpstreamUnavailableError) return '/?error=UPSTREAM_UNAVAILABLE';
  throw error;
}

/**
 * Social sign-in's browser side (OpenID Connect, the code flow the account
 * service runs). `GET /auth/oidc/start` keeps the state in a short-lived
 * httpOnly cookie and sends the browser to the provider; `GET
 * /auth/oidc/callback` checks the provider's state against that cookie and
 * hands the provider's answer to the account service, then opens the
 * session as the password sign-in does (or its second step, or the enforced
 * setup of one) and sends the browser to the app (`/u`), or back to the sign-in page with `?error=<code>`.
 */
export async function handleSocialSignIn(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  deps: SocialSignInDeps,
): Promise<void> {
  if (request.method !== 'GET') {
    response.writeHead(405, { allow: 'GET', 'content-type': 'text/plain; charset=utf-8' });
    response.end('Method not allowed.');
    return;
  }
  const caller: CallerIdentity = { requestId: requestIdOf(request), clientIp: deps.clientIp };
  if (url.pathname === SOCIAL_SIGN_IN_PATHS.start) return start(request, response, caller, deps);
  return callback(request, response, url, caller, deps);
}

async function start(
  request: IncomingMessage,
  response: ServerResponse,
  caller: CallerIdentity,
  deps: SocialSignInDeps,
): Promise<void> {
  const host = request.headers.host ?? '';
  if (!deps.appUrl && !HOST_HEADER.test(host)) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
    response.end('Bad Host header.');
    return;
  }
  const origin = deps.appUrl ?? `http://${host}`;
  let started: { authorizationUrl: string; state: string };
  try {
    started = await deps.socialSignIn.startSocialSignIn(
      caller,
      `${origin}${SOCIAL_SIGN_IN_PATHS.callback}`,
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.code === NOT_CONFIGURED_CODE) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Sign-in with a social provider is not available.');
      return;
    }
    return redirect(response, failureLocation(error));
  }
  redirect(response, started.authorizationUrl, [stateCookie(started.state, deps.secureCookies)]);
}

async function callback(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  caller: CallerIdentity,
  deps: SocialSignInDeps,
): Promise<void> {
  const expected = request.headers.cookie
    ? parseCookies(request.headers.cookie)[SOCIAL_STATE_COOKIE]
    : undefined;
  const state = url.searchParams.get('state');
  const cookies = [stateCookie('', deps.secureCookies)];
  if (!state || !expected || state !== expected)
    return redirect(response, `/?error=${EXPIRED_CODE}`, cookies);
  try {
    const result = await deps.socialSignIn.completeSocialSignIn(caller, state, url.search.slice(1));
    if ('twoFactorRequired' in result) {
      return redirect(response, `/?twoFactor=${result.methods.join(',')}`, [
        ...cookies,
        deps.sessions.twoFactorCookie(result.challengeToken),
      ]);
    }
    // The organisation requires a second factor the user has not set up yet: the sign-in page sets one up.
    if ('twoFactorSetupRequired' in result) {
      return redirect(response, '/?twoFactorSetup=1', [
        ...cookies,
        deps.sessions.twoFactorCookie(result.challengeToken),
      ]);
    }
    // `/u` sends a signed-in user to their landing screen.
    return redirect(response, '/u', [...cookies, ...deps.sessions.cookiesFor(result)]);
  } catch (error) {
    return redirect(response, failureLocation(error), cookies);
  }
}
