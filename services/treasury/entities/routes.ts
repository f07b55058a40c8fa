import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, routeDocs } from '../../kit/route-docs.js';
import { removeRoute } from '../../kit/write-routes.js';
import {
  EntityListResponse,
  EntityNameBody,
  EntityResponse,
  IdParams,
} from '../../../contracts/treasury/entities.js';
import type { EntityService } from './service.js';

const doc = routeDocs('entities', 400, 403, 404, 409);

export const entityRoutes: FastifyPluginAsyncTypebox<{ entities: EntityService }> = async (
  app,
  { entities },
) => {
  app.get(
    '/entities',
    {
      schema: doc('The organisation’s entities, the default first (needs bank-accounts:read)', {
        response: { 200: EntityListResponse },
      }),
    },
    async (request) => ({ items: await entities.list(request.auth) }),
  );
  app.post(
    '/entities',
    {
      schema: doc('Add an entity (needs bank-accounts:manage)', {
        body: EntityNameBody,
        response: { 201: EntityResponse },
      }),
    },
    async (request, reply) => created(reply, entities.create(request.auth, request.body.name)),
  );
  app.put(
    '/entities/:id',
    {
      schema: doc('Rename an entity; not the default (needs bank-accounts:manage)', {
        params: IdParams,
        body: EntityNameBody,
        response: { 200: EntityResponse },
      }),
    },
    async (request) => entities.rename(request.auth, request.params.id, request.body.name),
  );
  removeRoute(
    app,
    '/entities',
    doc,
    {
      summary: 'Delete an entity holding no accounts; not the default (needs bank-accounts:manage)',
    },
    (auth, id) => entities.remove(auth, id),
  );
};
