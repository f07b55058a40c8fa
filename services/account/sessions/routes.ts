import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import {
  ChallengeBody,
  FirstFactorResponse,
  PasskeyOptionsBody,
  PasskeySignInBody,
  RefreshBody,
  RevocationsResponse,
  SetupConfirmBody,
  SignInBody,
  TokenPairResponse,
  TwoFactorBody,
  WebAuthnOptionsResponse,
  AuthenticatorSecretResponse,
  SwitchOrganizationBody,
} from '../../../contracts/account/sessions.js';
import { created, noContent, routeDocs } from '../../kit/route-docs.js';
import { errorResponses } from '../../../contracts/common/errors.js';
import { clientIp } from '../../kit/client-address.js';
import type { SessionService } from './service.js';

const doc = routeDocs('sessions');

export { clientIp };

/** Signing in with a password, switching organisation, refreshing and ending sessions, and the revocation list. */
export const sessionRoutes: FastifyPluginAsyncTypebox<{ sessions: SessionService }> = async (
  app,
  { sessions },
) => {
  app.post(
    '/sessions',
    {
      config: { public: true },
      schema: doc('Sign in with email and password', {
        description:
          'Answers a token pair; or a second-factor challenge when the user has one set up; or, when the organisation requires a second factor and the user has none, a setup challenge. Failures lock the email and the address (429).',
        body: SignInBody,
        response: { 201: FirstFactorResponse, ...errorResponses(401, 403, 429) },
      }),
    },
    async (request, reply) => {
      const { email, password, organizationId } = request.body;
      return created(reply, sessions.signIn(email, password, clientIp(request), organizationId));
    },
  );

  app.post(
    '/sessions/switch',
    {
      schema: doc(
        'Move the caller to another organisation they are an active member of (a new session; the current one ends)',
        {
          body: SwitchOrganizationBody,
          response: { 201: TokenPairResponse, ...errorResponses(403) },
        },
      ),
    },
    async (request, reply) => {
      const { organizationId } = request.body;
      const { sub, sid, mfa } = request.auth;
      return created(
        reply,
        sessions.switchOrganization(sub, sid, organizationId, mfa === true, clientIp(request)),
      );
    },
  );

  app.post(
    '/sessions/refresh',
    {
      config: { public: true },
      schema: doc(
        'Trade a refresh token for a new token pair (rotating; reuse revokes the session)',
        { body: RefreshBody, response: { 200: TokenPairResponse, ...errorResponses(401) } },
      ),
    },
    async (request) => sessions.refresh(request.body.refreshToken),
  );

  app.get(
    '/sessions/revocations',
    {
      config: { public: true },
      schema: doc(
        'Sessions revoked, or renewed with a new role, within the last access-token lifetime, whose (older) access tokens are to be refused',
        {
          description:
            'For a service or BFF instance that is starting: it LISTENs on the PostgreSQL channel `kas_session_revoked` (payload `{"sessionId", "until", "generation"?}`, sent when a session is revoked, or renewed after a change of role) and then loads this list, so it misses nothing in between.',
          response: { 200: RevocationsResponse },
        },
      ),
    },
    async () => ({ items: await sessions.recentRevocations() }),
  );

  app.post(
    '/sessions/revoke',
    {
      config: { public: true },
      schema: doc('End the session of a refresh token', {
        body: RefreshBody,
        response: { 204: { type: 'null' } },
      }),
    },
    async (request, reply) =>
      noContent(reply, sessions.revoke(request.body.refreshToken, clientIp(request))),
  );
};

type SessionRouteOptions = { sessions: SessionService };

/** The second step of a challenged sign-in: an authenticator or backup code, or a passkey. */
const secondStepRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (
  app,
  { sessions },
) => {
  app.post(
    '/sessions/two-factor',
    {
      config: { public: true },
      schema: doc('Complete a challenged sign-in with an authenticator code or a backup code', {
        body: TwoFactorBody,
        response: { 201: TokenPairResponse, ...errorResponses(400, 401, 429) },
      }),
    },
    async (request, reply) => {
      const { challengeToken, method, code } = request.body;
      return created(
        reply,
        sessions.completeTwoFactor(challengeToken, method, code, clientIp(request)),
      );
    },
  );

  app.post(
    '/sessions/passkey/options',
    {
      config: { public: true },
      schema: {
        summary: 'Start a passkey sign-in: options for navigator.credentials.get()',
        description:
          'With the challenge token of a pending sign-in, the options allow that user’s passkeys (the second step); without one, any discoverable passkey (a passwordless sign-in). The challenge is single use and valid five minutes.',
        tags: ['sessions', 'passkeys'],
        body: PasskeyOptionsBody,
        response: { 200: WebAuthnOptionsResponse, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({ options: await sessions.passkeyOptions(request.body.challengeToken) }),
  );

  app.post(
    '/sessions/passkey',
    {
      config: { public: true },
      schema: {
        summary:
          'Sign in with a passkey (passwordless, or as the second step of a pending sign-in)',
        tags: ['sessions', 'passkeys'],
        body: PasskeySignInBody,
        response: { 201: TokenPairResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const { response, challengeToken } = request.body;
      return created(
        reply,
        sessions.signInWithPasskey(
          response as AuthenticationResponseJSON,
          challengeToken,
          clientIp(request),
        ),
      );
    },
  );
};

/** The setup of a second factor the organisation enforces, at sign-in: an authenticator, then its first code. */
const enforcedSetupRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (
  app,
  { sessions },
) => {
  app.post(
    '/sessions/two-factor-setup/authenticator',
    {
      config: { public: true },
      schema: doc(
        'Enforced setup: a new authenticator secret for the user of a pending setup sign-in',
        {
          body: ChallengeBody,
          response: { 201: AuthenticatorSecretResponse, ...errorResponses(401, 409) },
        },
      ),
    },
    async (request, reply) =>
      created(reply, sessions.startEnforcedSetup(request.body.challengeToken)),
  );

  app.post(
    '/sessions/two-factor-setup/confirm',
    {
      config: { public: true },
      schema: doc(
        'Enforced setup: confirm the new authenticator with a code and finish signing in',
        {
          body: SetupConfirmBody,
          response: { 201: TokenPairResponse, ...errorResponses(400, 401) },
        },
      ),
    },
    async (request, reply) => {
      const { challengeToken, code } = request.body;
      return created(
        reply,
        sessions.completeEnforcedSetup(challengeToken, code, clientIp(request)),
      );
    },
  );
};

/** The second step of a sign-in (a code, a passkey) and the enforced setup of a second factor: public, each bound to a challenge token. */
export const secondFactorRoutes: FastifyPluginAsyncTypebox<SessionRouteOptions> = async (
  app,
  options,
) => {
  await secondStepRoutes(app, options);
  await enforcedSetupRoutes(app, options);
};
