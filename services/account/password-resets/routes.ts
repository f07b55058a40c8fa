import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { errorResponses } from '../../../contracts/common/errors.js';
import {
  PasswordResetCompleteBody,
  PasswordResetLinkResponse,
  PasswordResetRequestBody,
  PasswordResetTokenParams,
} from '../../../contracts/account/passwords.js';
import { clientIp } from '../sessions/routes.js';
import type { PasswordResetService } from './service.js';

const doc = routeDocs('password-resets');

export const passwordResetRoutes: FastifyPluginAsyncTypebox<{
  resets: PasswordResetService;
}> = async (app, { resets }) => {
  app.post(
    '/password-resets',
    {
      config: { public: true },
      schema: doc(
        'Request a password reset link by mail (the answer is the same for unknown emails)',
        { body: PasswordResetRequestBody, response: { 202: Type.Null() } },
      ),
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
      schema: doc('Whether a reset link still works', {
        params: PasswordResetTokenParams,
        response: { 200: PasswordResetLinkResponse, ...errorResponses(410) },
      }),
    },
    async (request) => resets.check(request.params.token),
  );

  app.post(
    '/password-resets/complete',
    {
      config: { public: true },
      schema: doc('Set a new password through a reset link; every session of the user ends', {
        body: PasswordResetCompleteBody,
        response: { 204: Type.Null(), ...errorResponses(400, 410) },
      }),
    },
    async (request, reply) => {
      const { token, password } = request.body;
      await resets.complete(token, password, clientIp(request));
      return reply.status(204).send(null);
    },
  );
};
