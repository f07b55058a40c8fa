import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, routeDocs } from '../../kit/route-docs.js';
import { errorResponses } from '../../../contracts/common/errors.js';
import {
  FirstFactorResponse,
  SocialAuthorizationBody,
  SocialAuthorizationResponse,
  SocialCallbackBody,
  SocialProviderResponse,
} from '../../../contracts/account/social-sign-in.js';
import { clientIp } from '../sessions/routes.js';
import type { SocialSignInService } from './service.js';

const doc = routeDocs('social-sign-in');

export const socialSignInRoutes: FastifyPluginAsyncTypebox<{
  social: SocialSignInService;
}> = async (app, { social }) => {
  app.get(
    '/social-sign-in',
    {
      config: { public: true },
      schema: doc(
        'Whether sign-in with a social provider (OpenID Connect) is on, and the provider’s name',
        { response: { 200: SocialProviderResponse } },
      ),
    },
    async () => social.describe(),
  );

  app.post(
    '/social-sign-in/authorization',
    {
      config: { public: true },
      schema: doc(
        'Start a sign-in with the provider: its authorization URL (code flow with PKCE) and the state',
        {
          body: SocialAuthorizationBody,
          response: { 201: SocialAuthorizationResponse, ...errorResponses(400, 404, 503) },
        },
      ),
    },
    async (request, reply) => created(reply, social.start(request.body.redirectUri)),
  );

  app.post(
    '/social-sign-in/callback',
    {
      config: { public: true },
      schema: doc('Complete a sign-in with what the provider sent back', {
        description:
          'Answers what POST /sessions answers after a right password: a token pair, or a second-factor (or setup) challenge. The state works once. A user is found by the linked provider account, or by an email the provider verified (which links it).',
        body: SocialCallbackBody,
        response: { 201: FirstFactorResponse, ...errorResponses(401, 403, 404, 410, 429, 503) },
      }),
    },
    async (request, reply) => {
      const { state, callbackParams } = request.body;
      return created(reply, social.complete(state, callbackParams, clientIp(request)));
    },
  );
};
