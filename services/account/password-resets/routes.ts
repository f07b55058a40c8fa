import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { clientIp } from '../sessions/routes.js';
import type { PasswordResetService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const RequestBody = Type.Object({ email: Type.String({ minLength: 1, maxLength: 320 }) }, { additionalProperties: false });
const CompleteBody = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }), password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

export function passwordResetRoutes(app: ServiceApp, resets: PasswordResetService): void {
  app.post(
    '/password-resets',
    {
      config: { public: true },
      schema: {
        summary: 'Request a password reset link by mail (the answer is the same for unknown emails)',
        tags: ['password-resets'],
        body: RequestBody,
        response: { 202: Type.Null() },
      },
    },
    async (request, reply) => {
      resets.request((request.body as Static<typeof RequestBody>).email, clientIp(request));
      return reply.status(202).send(null);
    },
  );

  app.get(
    '/password-resets/:token',
    {
      config: { public: true },
      schema: { summary: 'Whether a reset link still works', tags: ['password-resets'], params: TokenParams, response: { 200: Type.Object({ expiresAt: Type.String() }), 410: errorResponse } },
    },
    async (request) => resets.check((request.params as Static<typeof TokenParams>).token),
  );

  app.post(
    '/password-resets/complete',
    {
      config: { public: true },
      schema: {
        summary: 'Set a new password through a reset link; every session of the user ends',
        tags: ['password-resets'],
        body: CompleteBody,
        response: { 204: Type.Null(), 400: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body as Static<typeof CompleteBody>;
      await resets.complete(token, password, clientIp(request));
      return reply.status(204).send(null);
    },
  );
}
