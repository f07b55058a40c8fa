import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import {
  CatalogueResponse,
  IdParams,
  RoleBatchQuery,
  RoleBody,
  RoleListQuery,
  RoleListResponse,
  RoleResponse,
} from '../../../contracts/account/roles.js';
import type { RoleService } from './service.js';

const doc = routeDocs('roles', 400, 403, 404, 409);

export const roleRoutes: FastifyPluginAsyncTypebox<{ roles: RoleService }> = async (
  app,
  { roles },
) => {
  app.get(
    '/permissions',
    {
      schema: {
        summary: 'The permission catalogue, by area',
        tags: ['roles'],
        response: { 200: CatalogueResponse },
      },
    },
    async () => roles.catalogue(),
  );

  app.get(
    '/roles',
    {
      schema: doc(
        'The organisation’s roles: built-in first, then custom by name (needs roles:read)',
        { querystring: RoleListQuery, response: { 200: RoleListResponse } },
      ),
    },
    async (request) => ({ items: await roles.list(request.auth, request.query.search) }),
  );

  app.get(
    '/roles/batch',
    {
      schema: doc(
        'Roles by id (repeat `ids`); other organisations’ ids are left out (needs roles:read)',
        { querystring: RoleBatchQuery, response: { 200: RoleListResponse } },
      ),
    },
    async (request) => ({ items: await roles.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/roles/:id',
    {
      schema: doc('One role (needs roles:read)', {
        params: IdParams,
        response: { 200: RoleResponse },
      }),
    },
    async (request) => roles.get(request.auth, request.params.id),
  );

  recordWriteRoutes(
    app,
    '/roles',
    doc,
    {
      create: {
        summary: 'Add a custom role (needs roles:manage)',
        body: RoleBody,
        response: RoleResponse,
      },
      update: {
        method: 'PUT',
        summary:
          'Change a custom role (needs roles:manage); members get the new permissions with their next access token',
        body: RoleBody,
        response: RoleResponse,
      },
      remove: {
        summary: 'Delete a custom role nobody holds (needs roles:manage)',
      },
    },
    roles,
  );
};
