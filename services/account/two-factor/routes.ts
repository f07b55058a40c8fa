import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static, type TSchema } from 'typebox';
import { created, noContent, routeDocs, type RoutesApp } from '../../kit/route-docs.js';
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

/**
 * Registers `POST <path>`: a code or password for the caller's own second
 * factors (`body`), checked and acted on by `check` with the client's address
 * (wrong ones count by it), answering 204 once it is done.
 */
function factorCheckRoute<Body extends TSchema>(
  app: RoutesApp,
  path: string,
  summary: string,
  body: Body,
  check: (user: string, body: Static<Body>, ip: string | null) => Promise<unknown>,
): void {
  // Checked above against the body's schema; the route below is typed for any schema.
  const checked: { check(user: string, body: unknown, ip: string | null): Promise<unknown> } = {
    check,
  };
  app.post(
    path,
    { schema: doc(summary, { body, response: { 204: Type.Null() } }) },
    async (request, reply) =>
      noContent(reply, checked.check(request.auth.sub, request.body, clientIp(request))),
  );
}

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

  factorCheckRoute(
    app,
    '/two-factor/authenticator/confirm',
    'Confirm the authenticator app with a current code',
    TwoFactorCodeBody,
    (user, { code }, ip) => twoFactor.confirmAuthenticator(user, code, ip),
  );
  factorCheckRoute(
    app,
    '/two-factor/authenticator/remove',
    'Remove the authenticator app and the backup codes (needs the password)',
    TwoFactorPasswordBody,
    (user, { password }, ip) => twoFactor.removeAuthenticator(user, password, ip),
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

  factorCheckRoute(
    app,
    '/two-factor/verify-transaction',
    'Check the second factor for approving a transaction (authenticator codes only; backup codes are refused)',
    TwoFactorTransactionBody,
    (user, { method, code }, ip) => twoFactor.verifyForTransaction(user, method, code, ip),
  );
};
