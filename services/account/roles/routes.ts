import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../contracts/common/errors.js';
import { CatalogueResponse, IdParams, RoleBatchQuery, RoleBody, RoleListQuery, RoleListResponse, RoleResponse } from '../../../contracts/account/roles.js';
import type { RoleService } from './service.js';

const errors = errorResponses(400, 403, 404, 409);

export const roleRoutes: FastifyPluginAsyncTypebox<{ roles: RoleService }> = async (app, { roles }) => {
  app.get('/permissions', { schema: { summary: 'The permission catalogue, by area', tags: ['roles'], response: { 200: CatalogueResponse } } }, async () => roles.catalogue());

  app.get(
    '/roles',
    {
      schema: {
        summary: 'The organisation’s roles: built-in first, then custom by name (needs roles:read)',
        tags: ['roles'],
        querystring: RoleListQuery,
        response: { 200: RoleListResponse, ...errors },
      },
    },
    async (request) => ({ items: await roles.list(request.auth, request.query.search) }),
  );

  app.get(
    '/roles/batch',
    {
      schema: {
        summary: 'Roles by id (repeat `ids`); other organisations’ ids are left out (needs roles:read)',
        tags: ['roles'],
        querystring: RoleBatchQuery,
        response: { 200: RoleListResponse, ...errors },
      },
    },
    async (request) => ({ items: await roles.findByIds(request.auth, request.query.ids) }),
  );

  app.get('/roles/:id', { schema: { summary: 'One role (needs roles:read)', tags: ['roles'], params: IdParams, response: { 200: RoleResponse, ...errors } } }, async (request) =>
    roles.get(request.auth, request.params.id),
  );

  app.post('/roles', { schema: { summary: 'Add a custom role (needs roles:manage)', tags: ['roles'], body: RoleBody, response: { 201: RoleResponse, ...errors } } }, async (request, reply) =>
    reply.status(201).send(await roles.create(request.auth, request.body)),
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
    async (request) => roles.update(request.auth, request.params.id, request.body),
  );

  app.delete(
    '/roles/:id',
    {
      schema: { summary: 'Delete a custom role nobody holds (needs roles:manage)', tags: ['roles'], params: IdParams, response: { 204: Type.Null(), ...errors } },
    },
    async (request, reply) => {
      await roles.remove(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
