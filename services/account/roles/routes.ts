import { Type } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { CatalogueResponse, IdParams, ListQuery, RoleBody, RoleResponse } from './schemas.js';
import type { RoleService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export function roleRoutes(app: ServiceApp, roles: RoleService): void {
  app.get('/permissions', { schema: { summary: 'The permission catalogue, by area', tags: ['roles'], response: { 200: CatalogueResponse } } }, async () => roles.catalogue());

  app.get(
    '/roles',
    {
      schema: {
        summary: 'The organisation’s roles: built-in first, then custom by name (needs roles:read)',
        tags: ['roles'],
        querystring: ListQuery,
        response: { 200: Type.Object({ items: Type.Array(RoleResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await roles.list(request.auth, (request.query as ListQuery).search) }),
  );

  app.get(
    '/roles/batch',
    {
      schema: {
        summary: 'Roles by id (repeat `ids`); other organisations’ ids are left out (needs roles:read)',
        tags: ['roles'],
        querystring: Type.Object({ ids: Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 100 }) }),
        response: { 200: Type.Object({ items: Type.Array(RoleResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await roles.findByIds(request.auth, (request.query as { ids: string[] }).ids) }),
  );

  app.get('/roles/:id', { schema: { summary: 'One role (needs roles:read)', tags: ['roles'], params: IdParams, response: { 200: RoleResponse, ...errors } } }, async (request) =>
    roles.get(request.auth, (request.params as IdParams).id),
  );

  app.post('/roles', { schema: { summary: 'Add a custom role (needs roles:manage)', tags: ['roles'], body: RoleBody, response: { 201: RoleResponse, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await roles.create(request.auth, request.body as RoleBody)),
  );

  app.put(
    '/roles/:id',
    {
      schema: {
        summary: 'Change a custom role (needs roles:manage); members get the new permissions with their next access token',
        tags: ['roles'],
        params: IdParams,
        body: RoleBody,
        response: { 200: RoleResponse, ...errors },
      },
    },
    async (request) => roles.update(request.auth, (request.params as IdParams).id, request.body as RoleBody),
  );

  app.delete(
    '/roles/:id',
    {
      schema: { summary: 'Delete a custom role nobody holds (needs roles:manage)', tags: ['roles'], params: IdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await roles.remove(request.auth, (request.params as IdParams).id);
      return reply.status(204).send(null);
    },
  );
}
