import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { created, noContent, routeDocs } from '../../kit/route-docs.js';
import {
  AuthenticatorSecretResponse,
  BackupCodesResponse,
  TwoFactorCodeBody,
  TwoFactorMethodsResponse,
  TwoFactorOptionalPasswordBody,
  TwoFactorPasswordBody,
  TwoFactorTransactionBody,
} from '../../../contracts/account/two-factor.js';
import { clientIp } from '../sessions/routes.js';
import type { TwoFactorService } from './service.js';

const doc = routeDocs('two-factor', 400, 401, 409);

/** The caller's own second factors; they belong to the user, whichever organisation the token is for. */
export const twoFactorRoutes: FastifyPluginAsyncTypebox<{ twoFactor: TwoFactorService }> = async (
  app,
  { twoFactor },
) => {
  app.get(
    '/two-factor',
    {
      schema: {
        summary: 'The caller’s second factors',
        tags: ['two-factor'],
        response: { 200: TwoFactorMethodsResponse },
      },
    },
    async (request) => ({
      methods: await twoFactor.methods(request.auth.sub),
    }),
  );

  app.post(
    '/two-factor/authenticator',
    {
      schema: doc('Start setting up an authenticator app (unconfirmed until a code is given)', {
        response: { 201: AuthenticatorSecretResponse },
      }),
    },
    async (request, reply) => created(reply, twoFactor.startOwnAuthenticator(request.auth.sub)),
  );

  app.post(
    '/two-factor/authenticator/confirm',
    {
      schema: doc('Confirm the authenticator app with a current code', {
        body: TwoFactorCodeBody,
        response: { 204: Type.Null() },
      }),
    },
    async (request, reply) =>
      noContent(
        reply,
        twoFactor.confirmAuthenticator(request.auth.sub, request.body.code, clientIp(request)),
      ),
  );

  app.post(
    '/two-factor/authenticator/remove',
    {
      schema: doc('Remove the authenticator app and the backup codes (needs the password)', {
        body: TwoFactorPasswordBody,
        response: { 204: Type.Null() },
      }),
    },
    async (request, reply) =>
      noContent(
        reply,
        twoFactor.removeAuthenticator(request.auth.sub, request.body.password, clientIp(request)),
      ),
  );

  app.post(
    '/two-factor/backup-codes',
    {
      schema: doc(
        'Generate 10 single-use backup codes, shown once (replacing existing ones needs the password)',
        { body: TwoFactorOptionalPasswordBody, response: { 201: BackupCodesResponse } },
      ),
    },
    async (request, reply) =>
      reply.status(201).send({
        codes: await twoFactor.generateBackupCodes(
          request.auth.sub,
          request.body.password || undefined,
          clientIp(request),
        ),
      }),
  );

  app.post(
    '/two-factor/verify-transaction',
    {
      schema: doc(
        'Check the second factor for approving a transaction (authenticator codes only; backup codes are refused)',
        { body: TwoFactorTransactionBody, response: { 204: Type.Null() } },
      ),
    },
    async (request, reply) => {
      const { method, code } = request.body;
      await twoFactor.verifyForTransaction(request.auth.sub, method, code, clientIp(request));
      return reply.status(204).send(null);
    },
  );
};
