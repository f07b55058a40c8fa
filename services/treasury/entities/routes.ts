import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { errorResponses } from '../../../contracts/common/errors.js';
import { EntityListResponse, EntityNameBody, EntityResponse, IdParams } from '../../../contracts/treasury/entities.js';
import type { EntityService } from './service.js';

const errors = errorResponses(400, 403, 404, 409);

export const entityRoutes: FastifyPluginAsyncTypebox<{ entities: EntityService }> = async (app, { entities }) => {
  app.get(
    '/entities',
    {
      schema: {
        summary: 'The organisation’s entities, the default first (needs bank-accounts:read)',
        tags: ['entities'],
        response: { 200: EntityListResponse, ...errors },
      },
    },
    async (request) => ({ items: await entities.list(request.auth) }),
  );
  app.post(
    '/entities',
    { schema: { summary: 'Add an entity (needs bank-accounts:manage)', tags: ['entities'], body: EntityNameBody, response: { 201: EntityResponse, ...errors } } },
    async (request, reply) => reply.status(201).send(await entities.create(request.auth, request.body.name)),
  );
  app.put(
    '/entities/:id',
    { schema: { summary: 'Rename an entity; not the default (needs bank-accounts:manage)', tags: ['entities'], params: IdParams, body: EntityNameBody, response: { 200: EntityResponse, ...errors } } },
    async (request) => entities.rename(request.auth, request.params.id, request.body.name),
  );
  app.delete(
    '/entities/:id',
    { schema: { summary: 'Delete an entity holding no accounts; not the default (needs bank-accounts:manage)', tags: ['entities'], params: IdParams, response: { 204: Type.Null(), ...errors } } },
    async (request, reply) => {
      await entities.remove(request.auth, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
