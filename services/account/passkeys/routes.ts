import type { RegistrationResponseJSON } from '@simplewebauthn/server';
import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { clientIp } from '../sessions/routes.js';
import { RegistrationResponseBody, WebAuthnOptionsResponse } from '../sessions/schemas.js';
import type { PasskeyService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 404: errorResponse, 409: errorResponse };

const PasskeyResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  synced: Type.Boolean({ description: 'Whether the passkey is synced across the user’s devices.' }),
});
const Name = Type.String({ maxLength: 200 });
const RegisterBody = Type.Object({ name: Name, response: RegistrationResponseBody }, { additionalProperties: false });
const RenameBody = Type.Object({ name: Name }, { additionalProperties: false });
const RemoveBody = Type.Object({ password: Type.String({ minLength: 1, maxLength: 1024 }) }, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

/** The caller's own passkeys; like every second factor they belong to the user, whichever organisation the token is for. */
export function passkeyRoutes(app: ServiceApp, passkeys: PasskeyService): void {
  app.get('/passkeys', { schema: { summary: 'The caller’s passkeys, oldest first', tags: ['passkeys'], response: { 200: Type.Object({ items: Type.Array(PasskeyResponse) }) } } }, async (request) => ({
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
        body: RegisterBody,
        response: { 201: PasskeyResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { name, response } = request.body as Static<typeof RegisterBody>;
      return reply.status(201).send(await passkeys.register(request.auth.sub, name, response as RegistrationResponseJSON, clientIp(request)));
    },
  );

  app.patch(
    '/passkeys/:id',
    { schema: { summary: 'Rename one of the caller’s passkeys', tags: ['passkeys'], params: IdParams, body: RenameBody, response: { 200: PasskeyResponse, ...errors } } },
    async (request) => passkeys.rename(request.auth.sub, (request.params as Static<typeof IdParams>).id, (request.body as Static<typeof RenameBody>).name),
  );

  app.post(
    '/passkeys/:id/remove',
    {
      schema: { summary: 'Remove one of the caller’s passkeys (needs the password)', tags: ['passkeys'], params: IdParams, body: RemoveBody, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await passkeys.remove(request.auth.sub, (request.params as Static<typeof IdParams>).id, (request.body as Static<typeof RemoveBody>).password, clientIp(request));
      return reply.status(204).send(null);
    },
  );
}
