import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { errorResponses } from '../../../contracts/common/errors.js';
import { PasswordChangeBody } from '../../../contracts/account/passwords.js';
import { clientIp } from '../sessions/routes.js';
import type { PasswordChangeService } from './service.js';

const doc = routeDocs('users');

export const passwordChangeRoutes: FastifyPluginAsyncTypebox<{
  passwords: PasswordChangeService;
}> = async (app, { passwords }) => {
  app.post(
    '/me/password',
    {
      schema: doc(
        'Change the caller’s password (needs the current one); every other session ends',
        {
          body: PasswordChangeBody,
          response: { 204: Type.Null(), ...errorResponses(400, 429) },
        },
      ),
    },
    async (request, reply) => {
      const { currentPassword, password } = request.body;
      await passwords.change(
        request.auth.sub,
        request.auth.sid,
        currentPassword,
        password,
        clientIp(request),
      );
      return reply.status(204).send(null);
    },
  );
};
