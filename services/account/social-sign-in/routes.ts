import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { clientIp } from '../sessions/routes.js';
import { FirstFactorResponse } from '../sessions/schemas.js';
import type { SocialSignInService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const ProviderResponse = Type.Object({
  enabled: Type.Boolean(),
  providerName: Type.Union([Type.String(), Type.Null()], { description: 'The label of the sign-in button; null when social sign-in is off.' }),
});
const AuthorizationBody = Type.Object(
  { redirectUri: Type.String({ format: 'uri', maxLength: 2000, description: 'Where the provider sends the browser back; registered at the provider.' }) },
  { additionalProperties: false },
);
const AuthorizationResponse = Type.Object({
  authorizationUrl: Type.String({ description: 'The provider’s page to send the browser to.' }),
  state: Type.String({ description: 'Comes back to the redirect URI; single use, valid ten minutes.' }),
});
const CallbackBody = Type.Object(
  {
    state: Type.String({ minLength: 1, maxLength: 200 }),
    callbackParams: Type.String({ maxLength: 8000, description: 'The raw query string the provider sent to the redirect URI, without the leading "?".' }),
  },
  { additionalProperties: false },
);

export function socialSignInRoutes(app: ServiceApp, social: SocialSignInService): void {
  app.get(
    '/social-sign-in',
    {
      config: { public: true },
      schema: { summary: 'Whether sign-in with a social provider (OpenID Connect) is on, and the provider’s name', tags: ['social-sign-in'], response: { 200: ProviderResponse } },
    },
    async () => social.describe(),
  );

  app.post(
    '/social-sign-in/authorization',
    {
      config: { public: true },
      schema: {
        summary: 'Start a sign-in with the provider: its authorization URL (code flow with PKCE) and the state',
        tags: ['social-sign-in'],
        body: AuthorizationBody,
        response: { 201: AuthorizationResponse, 400: errorResponse, 404: errorResponse, 503: errorResponse },
      },
    },
    async (request, reply) => reply.status(201).send(await social.start((request.body as Static<typeof AuthorizationBody>).redirectUri)),
  );

  app.post(
    '/social-sign-in/callback',
    {
      config: { public: true },
      schema: {
        summary: 'Complete a sign-in with what the provider sent back',
        description:
          'Answers what POST /sessions answers after a right password: a token pair, or a second-factor (or setup) challenge. The state works once. A user is found by the linked provider account, or by an email the provider verified (which links it).',
        tags: ['social-sign-in'],
        body: CallbackBody,
        response: {
          201: FirstFactorResponse,
          401: errorResponse,
          403: errorResponse,
          404: errorResponse,
          410: errorResponse,
          429: errorResponse,
          503: errorResponse,
        },
      },
    },
    async (request, reply) => {
      const { state, callbackParams } = request.body as Static<typeof CallbackBody>;
      return reply.status(201).send(await social.complete(state, callbackParams, clientIp(request)));
    },
  );
}
