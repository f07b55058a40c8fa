import { Type, type Static } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import type { EntityService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const EntityResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  isDefault: Type.Boolean({ description: 'The organisation’s default entity: it cannot be renamed or deleted.' }),
  bankAccountCount: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
});
const NameBody = Type.Object({ name: Type.String({ maxLength: 500 }) }, { additionalProperties: false });
const IdParams = Type.Object({ id: Type.String({ format: 'uuid' }) });

export function entityRoutes(app: ServiceApp, entities: EntityService): void {
  app.get(
    '/entities',
    {
      schema: {
        summary: 'The organisation’s entities, the default first (needs bank-accounts:read)',
        tags: ['entities'],
        response: { 200: Type.Object({ items: Type.Array(EntityResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await entities.list(request.auth) }),
  );
  app.post(
    '/entities',
    { schema: { summary: 'Add an entity (needs bank-accounts:manage)', tags: ['entities'], body: NameBody, response: { 201: EntityResponse, ...errors } } },
    async (request, reply) => reply.status(201).send(await entities.create(request.auth, (request.body as Static<typeof NameBody>).name)),
  );
  app.put(
    '/entities/:id',
    { schema: { summary: 'Rename an entity; not the default (needs bank-accounts:manage)', tags: ['entities'], params: IdParams, body: NameBody, response: { 200: EntityResponse, ...errors } } },
    async (request) => entities.rename(request.auth, (request.params as Static<typeof IdParams>).id, (request.body as Static<typeof NameBody>).name),
  );
  app.delete(
    '/entities/:id',
    { schema: { summary: 'Delete an entity holding no accounts; not the default (needs bank-accounts:manage)', tags: ['entities'], params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await entities.remove(request.auth, (request.params as Static<typeof IdParams>).id);
      return reply.status(204).send(null);
    },
  );
}
