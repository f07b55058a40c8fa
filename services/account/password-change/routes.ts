import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { clientIp } from '../sessions/routes.js';
import type { PasswordChangeService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const ChangeBody = Type.Object({ currentPassword: Type.String({ minLength: 1, maxLength: 1024 }), password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });

export function passwordChangeRoutes(app: ServiceApp, passwords: PasswordChangeService): void {
  app.post(
    '/me/password',
    {
      schema: {
        summary: 'Change the caller’s password (needs the current one); every other session ends',
        tags: ['users'],
        body: ChangeBody,
        response: { 204: Type.Null(), 400: errorResponse, 429: errorResponse },
      },
    },
    async (request, reply) => {
      const { currentPassword, password } = request.body as Static<typeof ChangeBody>;
      await passwords.change(request.auth.sub, request.auth.sid, currentPassword, password, clientIp(request));
      return reply.status(204).send(null);
    },
  );
}
