import type { ServiceApp } from '../../kit/server.js';
import { RefreshBody, SignInBody, TokenPairResponse } from './schemas.js';
import type { SessionService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;

export function sessionRoutes(app: ServiceApp, sessions: SessionService): void {
  app.post(
    '/sessions',
    {
      config: { public: true },
      schema: {
        summary: 'Sign in with email and password',
        tags: ['sessions'],
        body: SignInBody,
        response: { 201: TokenPairResponse, 401: errorResponse, 403: errorResponse },
      },
    },
    async (request, reply) => {
      const { email, password, organizationId } = request.body as SignInBody;
      return reply.status(201).send(await sessions.signIn(email, password, organizationId));
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
      await sessions.revoke((request.body as RefreshBody).refreshToken);
      return reply.status(204).send(null);
    },
  );
}
