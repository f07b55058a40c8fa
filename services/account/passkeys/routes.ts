import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type } from 'typebox';
import { errorResponses } from '../../../contracts/common/errors.js';
import { IdParams, PasskeyListResponse, PasskeyRegisterBody, PasskeyRemoveBody, PasskeyRenameBody, PasskeyResponse, WebAuthnOptionsResponse } from '../../../contracts/account/passkeys.js';
import { clientIp } from '../sessions/routes.js';
import type { PasskeyService } from './service.js';

const errors = errorResponses(400, 404, 409);

/** The caller's own passkeys; like every second factor they belong to the user, whichever organisation the token is for. */
export const passkeyRoutes: FastifyPluginAsyncTypebox<{ passkeys: PasskeyService }> = async (app, { passkeys }) => {
  app.get('/passkeys', { schema: { summary: 'The caller’s passkeys, oldest first', tags: ['passkeys'], response: { 200: PasskeyListResponse } } }, async (request) => ({
    items: await passkeys.list(request.auth.sub),
  }));

  app.post(
    '/passkeys/registration-options',
    {
      schema: {
        summary: 'Start registering a passkey: options for navigator.credentials.create() (single use, five minutes)',
        tags: ['passkeys'],
        response: { 200: WebAuthnOptionsResponse, ...errors },
      },
    },
    async (request) => ({ options: await passkeys.registrationOptions(request.auth.sub) }),
  );

  app.post(
    '/passkeys',
    {
      schema: {
        summary: 'Register a passkey under a name, from the browser’s answer to the registration options',
        tags: ['passkeys'],
        body: PasskeyRegisterBody,
        response: { 201: PasskeyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { name, response } = request.body;
      return reply.status(201).send(await passkeys.register(request.auth.sub, name, response as RegistrationResponseJSON, clientIp(request)));
    },
  );

  app.patch(
    '/passkeys/:id',
    { schema: { summary: 'Rename one of the caller’s passkeys', tags: ['passkeys'], params: IdParams, body: PasskeyRenameBody, response: { 200: PasskeyResponse, ...errors } } },
    async (request) => passkeys.rename(request.auth.sub, request.params.id, request.body.name),
  );

  app.post(
    '/passkeys/:id/remove',
    {
      schema: { summary: 'Remove one of the caller’s passkeys (needs the password)', tags: ['passkeys'], params: IdParams, body: PasskeyRemoveBody, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await passkeys.remove(request.auth.sub, request.params.id, request.body.password, clientIp(request));
      return reply.status(204).send(null);
    },
  );
};
