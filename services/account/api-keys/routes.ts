import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { noContent, routeDocs } from '../../kit/route-docs.js';
import { createRoute } from '../../kit/write-routes.js';
import { ErrorRef } from '../../../contracts/common/errors.js';
import {
  ApiKeyCreateBody,
  ApiKeyCreatedResponse,
  ApiKeyListResponse,
  ApiKeyResponse,
  ApiKeyTokenBody,
  ApiKeyTokenResponse,
  ApiKeyUsesBody,
  IdParams,
} from '../../../contracts/account/api-keys.js';
import { MeResponse } from '../../../contracts/account/users.js';
import type { ApiKeyService } from './service.js';

const doc = routeDocs('api-keys', 400, 401, 403, 404, 409);

export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ apiKeys: ApiKeyService }> = async (
  app,
  { apiKeys },
) => {
  app.get(
    '/api-keys',
    {
      schema: doc('The organisation’s API keys, live ones first (needs api-keys:manage)', {
        response: { 200: ApiKeyListResponse },
      }),
    },
    async (request) => ({ items: await apiKeys.list(request.auth) }),
  );

  app.get(
    '/api-keys/self',
    {
      schema: doc(
        'The calling API key as `/me` answers a member: the member it acts for, its organisation, its role and permissions, and the key (only for an API key)',
        { response: { 200: MeResponse } },
      ),
    },
    async (request) => apiKeys.self(request.auth),
  );

  createRoute(
    app,
    '/api-keys',
    doc,
    {
      summary:
        'Create an API key in a role, for 1 to 365 days; the answer carries the secret, shown this once (needs api-keys:manage)',
      body: ApiKeyCreateBody,
      response: ApiKeyCreatedResponse,
    },
    (auth, body) => apiKeys.create(auth, body),
  );

  app.post(
    '/api-keys/:id/revoke',
    {
      schema: doc('Revoke an API key; its tokens stop working at once (needs api-keys:manage)', {
        params: IdParams,
        response: { 200: ApiKeyResponse },
      }),
    },
    async (request) => apiKeys.revoke(request.auth, request.params.id),
  );

  app.post(
    '/api-keys/token',
    {
      config: { public: true },
      schema: {
        summary:
          'Trade an API key for a 15-minute access token acting in its organisation and role',
        tags: ['api-keys'],
        body: ApiKeyTokenBody,
        response: { 200: ApiKeyTokenResponse, 401: ErrorRef },
      },
    },
    async (request) => apiKeys.exchange(request.body.key),
  );

  app.post(
    '/api-keys/usage',
    {
      schema: doc(
        'Record the uses of the calling API key, counted per minute (the BFF reports them with the key’s own token)',
        { body: ApiKeyUsesBody, response: { 204: Type.Null() } },
      ),
    },
    async (request, reply) => noContent(reply, apiKeys.recordUses(request.auth, request.body.uses)),
  );
};
