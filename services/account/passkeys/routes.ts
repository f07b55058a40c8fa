import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type } from 'typebox';
import { created, noContent, routeDocs } from '../../kit/route-docs.js';
import {
  IdParams,
  PasskeyListResponse,
  PasskeyRegisterBody,
  PasskeyRemoveBody,
  PasskeyRenameBody,
  PasskeyResponse,
  WebAuthnOptionsResponse,
} from '../../../contracts/account/passkeys.js';
import { clientIp } from '../sessions/routes.js';
import type { PasskeyService } from './service.js';

const doc = routeDocs('passkeys', 400, 404, 409);

/** The caller's own passkeys; like every second factor they belong to the user, whichever organisation the token is for. */
export const passkeyRoutes: FastifyPluginAsyncTypebox<{ passkeys: PasskeyService }> = async (
  app,
  { passkeys },
) => {
  app.get(
    '/passkeys',
    {
      schema: {
        summary: 'The caller’s passkeys, oldest first',
        tags: ['passkeys'],
        response: { 200: PasskeyListResponse },
      },
    },
    async (request) => ({
      items: await passkeys.list(request.auth.sub),
    }),
  );

  app.post(
    '/passkeys/registration-options',
    {
      schema: doc(
        'Start registering a passkey: options for navigator.credentials.create() (single use, five minutes)',
        { response: { 200: WebAuthnOptionsResponse } },
      ),
    },
    async (request) => ({ options: await passkeys.registrationOptions(request.auth.sub) }),
  );

  app.post(
    '/passkeys',
    {
      schema: doc(
        'Register a passkey under a name, from the browser’s answer to the registration options',
        { body: PasskeyRegisterBody, response: { 201: PasskeyResponse } },
      ),
    },
    async (request, reply) => {
      const { name, response } = request.body;
      return created(
        reply,
        passkeys.register(
          request.auth.sub,
          name,
          response as RegistrationResponseJSON,
          clientIp(request),
        ),
      );
    },
  );

  app.patch(
    '/passkeys/:id',
    {
      schema: doc('Rename one of the caller’s passkeys', {
        params: IdParams,
        body: PasskeyRenameBody,
        response: { 200: PasskeyResponse },
      }),
    },
    async (request) => passkeys.rename(request.auth.sub, request.params.id, request.body.name),
  );

  app.post(
    '/passkeys/:id/remove',
    {
      schema: doc('Remove one of the caller’s passkeys (needs the password)', {
        params: IdParams,
        body: PasskeyRemoveBody,
        response: { 204: Type.Null() },
      }),
    },
    async (request, reply) =>
      noContent(
        reply,
        passkeys.remove(
          request.auth.sub,
          request.params.id,
          request.body.password,
          clientIp(request),
        ),
      ),
  );
};
