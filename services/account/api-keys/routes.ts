import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { ApiKeyService, MAX_KEY_DAYS } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const ApiKeyResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  prefix: Type.String({ description: 'The key’s public beginning, to tell keys apart; the secret is never shown again.' }),
  role: Type.Union([Type.Object({ id: Type.String(), name: Type.String() }), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: Type.String({ format: 'date-time' }),
  revokedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  lastUsedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
  useCount: Type.Integer(),
});
const CreateBody = Type.Object(
  { name: Type.String({ maxLength: 200 }), roleId: Type.String({ format: 'uuid' }), expiresInDays: Type.Integer({ minimum: 1, maximum: MAX_KEY_DAYS }) },
  { additionalProperties: false },
);
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
const TokenBody = Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false });
const UsesBody = Type.Object(
  {
    uses: Type.Array(
      Type.Object({ minute: Type.String({ format: 'date-time' }), requests: Type.Integer({ minimum: 0, maximum: 10_000_000 }), lastIp: Type.Union([Type.String({ maxLength: 64 }), Type.Null()]) }),
      { maxItems: 1000 },
    ),
  },
  { additionalProperties: false },
);

export function apiKeyRoutes(app: ServiceApp, apiKeys: ApiKeyService): void {
  app.get(
    '/api-keys',
    {
      schema: { summary: 'The organisation’s API keys, live ones first (needs api-keys:manage)', tags: ['api-keys'], response: { 200: Type.Object({ items: Type.Array(ApiKeyResponse) }), ...errors } },
    },
    async (request) => ({ items: await apiKeys.list(request.auth) }),
  );

  app.post(
    '/api-keys',
    {
      schema: {
        summary: 'Create an API key in a role, for 1 to 365 days; the answer carries the secret, shown this once (needs api-keys:manage)',
        tags: ['api-keys'],
        body: CreateBody,
        response: { 201: Type.Object({ apiKey: ApiKeyResponse, secret: Type.String() }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await apiKeys.create(request.auth, request.body as Static<typeof CreateBody>)),
  );

  app.post(
    '/api-keys/:id/revoke',
    { schema: { summary: 'Revoke an API key; its tokens stop working at once (needs api-keys:manage)', tags: ['api-keys'], params: IdParams, response: { 200: ApiKeyResponse, ...errors } } },
    async (request) => apiKeys.revoke(request.auth, (request.params as Static<typeof IdParams>).id),
  );

  app.post(
    '/api-keys/token',
    {
      config: { public: true },
      schema: {
        summary: 'Trade an API key for a 15-minute access token acting in its organisation and role',
        tags: ['api-keys'],
        body: TokenBody,
        response: { 200: Type.Object({ accessToken: Type.String(), expiresIn: Type.Integer(), apiKeyId: Type.String(), organizationId: Type.String() }), 401: errorResponse },
      },
    },
    async (request) => apiKeys.exchange((request.body as Static<typeof TokenBody>).key),
  );

  app.post(
    '/api-keys/usage',
    {
      schema: {
        summary: 'Record the uses of the calling API key, counted per minute (the BFF reports them with the key’s own token)',
        tags: ['api-keys'],
        body: UsesBody,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await apiKeys.recordUses(request.auth, (request.body as Static<typeof UsesBody>).uses);
      return reply.status(204).send(null);
    },
  );
}
