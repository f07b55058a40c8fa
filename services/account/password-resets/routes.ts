import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ErrorRef as errorResponse } from '../../../contracts/common/errors.js';
import { PasswordResetCompleteBody, PasswordResetLinkResponse, PasswordResetRequestBody, PasswordResetTokenParams } from '../../../contracts/account/passwords.js';
import { clientIp } from '../sessions/routes.js';
import type { PasswordResetService } from './service.js';

export const passwordResetRoutes: FastifyPluginAsyncTypebox<{ resets: PasswordResetService }> = async (app, { resets }) => {
  app.post(
    '/password-resets',
    {
      config: { public: true },
      schema: {
        summary: 'Request a password reset link by mail (the answer is the same for unknown emails)',
        tags: ['password-resets'],
        body: PasswordResetRequestBody,
        response: { 202: Type.Null() },
      },
    },
    async (request, reply) => {
      resets.request(request.body.email, clientIp(request));
      return reply.status(202).send(null);
    },
  );

  app.get(
    '/password-resets/:token',
    {
      config: { public: true },
      schema: { summary: 'Whether a reset link still works', tags: ['password-resets'], params: PasswordResetTokenParams, response: { 200: PasswordResetLinkResponse, 410: errorResponse } },
    },
    async (request) => resets.check(request.params.token),
  );

  app.post(
    '/password-resets/complete',
    {
      config: { public: true },
      schema: {
        summary: 'Set a new password through a reset link; every session of the user ends',
        tags: ['password-resets'],
        body: PasswordResetCompleteBody,
        response: { 204: Type.Null(), 400: errorResponse, 410: errorResponse },
      },
    },
    async (request, reply) => {
      const { token, password } = request.body;
      await resets.complete(token, password, clientIp(request));
      return reply.status(204).send(null);
    },
  );
};
