import { Type, type Static } from 'typebox';
import type { Kysely } from 'kysely';
import type { ServiceApp } from '../../kit/server.js';
import type { AccountDatabase } from '../db-types.js';
import { clientIp } from '../sessions/routes.js';
import type { TwoFactorService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 401: errorResponse, 409: errorResponse };

const MethodsResponse = Type.Object({
  methods: Type.Array(
    Type.Object({
      type: Type.Union([Type.Literal('AUTHENTICATOR_APP'), Type.Literal('BACKUP_CODES'), Type.Literal('PASSKEY')]),
      createdAt: Type.String({ format: 'date-time' }),
      remainingCodes: Type.Union([Type.Integer(), Type.Null()]),
    }),
  ),
});
const CodeBody = Type.Object({ code: Type.String({ minLength: 1, maxLength: 20 }) }, { additionalProperties: false });
const PasswordBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
const OptionalPasswordBody = Type.Object({ password: Type.Optional(Type.String({ maxLength: 1024 })) }, { additionalProperties: false });
const TransactionBody = Type.Object(
  { method: Type.Union([Type.Literal('AUTHENTICATOR_APP'), Type.Literal('BACKUP_CODES')]), code: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);

/** The caller's own second factors; they belong to the user, whichever organisation the token is for. */
export function twoFactorRoutes(app: ServiceApp, twoFactor: TwoFactorService, db: Kysely<AccountDatabase>): void {
  app.get('/two-factor', { schema: { summary: 'The caller’s second factors', tags: ['two-factor'], response: { 200: MethodsResponse } } }, async (request) => ({
    methods: await twoFactor.methods(request.auth.sub),
  }));

  app.post(
    '/two-factor/authenticator',
    {
      schema: {
        summary: 'Start setting up an authenticator app (unconfirmed until a code is given)',
        tags: ['two-factor'],
        response: { 201: Type.Object({ secret: Type.String(), otpauthUri: Type.String() }), ...errors },
      },
    },
    async (request, reply) => {
      const user = await db.selectFrom('users').select('email').where('id', '=', request.auth.sub).executeTakeFirstOrThrow();
      return reply.status(201).send(await twoFactor.startAuthenticator(request.auth.sub, user.email));
    },
  );

  app.post(
    '/two-factor/authenticator/confirm',
    { schema: { summary: 'Confirm the authenticator app with a current code', tags: ['two-factor'], body: CodeBody, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await twoFactor.confirmAuthenticator(request.auth.sub, (request.body as Static<typeof CodeBody>).code, clientIp(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/two-factor/authenticator/remove',
    { schema: { summary: 'Remove the authenticator app and the backup codes (needs the password)', tags: ['two-factor'], body: PasswordBody, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await twoFactor.removeAuthenticator(request.auth.sub, (request.body as Static<typeof PasswordBody>).password, clientIp(request));
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/two-factor/backup-codes',
    {
      schema: {
        summary: 'Generate 10 single-use backup codes, shown once (replacing existing ones needs the password)',
        tags: ['two-factor'],
        body: OptionalPasswordBody,
        response: { 201: Type.Object({ codes: Type.Array(Type.String()) }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ codes: await twoFactor.generateBackupCodes(request.auth.sub, (request.body as Static<typeof OptionalPasswordBody>).password || undefined, clientIp(request)) }),
  );

  app.post(
    '/two-factor/verify-transaction',
    {
      schema: {
        summary: 'Check the second factor for approving a transaction (authenticator codes only; backup codes are refused)',
        tags: ['two-factor'],
        body: TransactionBody,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      const { method, code } = request.body as Static<typeof TransactionBody>;
      await twoFactor.verifyForTransaction(request.auth.sub, method, code, clientIp(request));
      return reply.status(204).send(null);
    },
  );
}
