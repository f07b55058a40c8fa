import type { ServiceApp } from '../../kit/server.js';
import { RefreshBody, SignInBody, TokenPairResponse, TwoFactorBody, TwoFactorChallengeResponse } from './schemas.js';
import { Type } from 'typebox';
import type { FastifyRequest } from 'fastify';
import type { SessionService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;

/** The end user's address as the BFF reports it (`X-Client-IP`), for lockout and the activity history. */
export function clientIp(request: FastifyRequest): string | null {
  const header = request.headers['x-client-ip'];
  return typeof header === 'string' && header.length <= 64 ? header : null;
}

export function sessionRoutes(app: ServiceApp, sessions: SessionService): void {
  app.post(
    '/sessions',
    {
      config: { public: true },
      schema: {
        summary: 'Sign in with email and password',
        description: 'Answers a token pair, or a second-factor challenge when the user has one set up. Failures lock the email and the address (429).',
        tags: ['sessions'],
        body: SignInBody,
        response: { 201: Type.Union([TokenPairResponse, TwoFactorChallengeResponse]), 401: errorResponse, 403: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { email, password, organizationId } = request.body as SignInBody;
      return reply.status(201).send(await sessions.signIn(email, password, clientIp(request), organizationId));
    },
  );

  app.post(
    '/sessions/switch',
    {
      schema: {
        summary: 'Move the caller to another organisation they are an active member of (a new session; the current one ends)',
        tags: ['sessions'],
        body: Type.Object({ organizationId: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        response: { 201: TokenPairResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { organizationId } = request.body as { organizationId: string };
      const { sub, sid, mfa } = request.auth;
      return reply.status(201).send(await sessions.switchOrganization(sub, sid, organizationId, mfa === true, clientIp(request)));
    },
  );

  app.post(
    '/sessions/two-factor',
    {
      config: { public: true },
      schema: {
        summary: 'Complete a challenged sign-in with an authenticator code or a backup code',
        tags: ['sessions'],
        body: TwoFactorBody,
        response: { 201: TokenPairResponse, 400: errorResponse, 401: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { challengeToken, method, code } = request.body as TwoFactorBody;
      return reply.status(201).send(await sessions.completeTwoFactor(challengeToken, method, code, clientIp(request)));
    },
  );

  app.post(
    '/sessions/refresh',
    {
      config: { public: true },
      schema: {
        summary: 'Trade a refresh token for a new token pair (rotating; reuse revokes the session)',
        tags: ['sessions'],
        body: RefreshBody,
        response: { 200: TokenPairResponse, 401: errorResponse },
      },
    },
    async (request) => sessions.refresh((request.body as RefreshBody).refreshToken),
  );

  app.post(
    '/sessions/revoke',
    {
      config: { public: true },
      schema: { summary: 'End the session of a refresh token', tags: ['sessions'], body: RefreshBody, response: { 204: { type: 'null' } } },
    },
    async (request, reply) => {
      await sessions.revoke((request.body as RefreshBody).refreshToken, clientIp(request));
      return reply.status(204).send(null);
    },
  );
}
