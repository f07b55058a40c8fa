import type { ServiceApp } from '../../kit/server.js';
import { BatchQuery, CounterpartyResponse, CreateBody, IdParams, ListQuery, ListResponse } from './schemas.js';
import type { CounterpartyService } from './service.js';
import { Type } from 'typebox';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };

export function counterpartyRoutes(app: ServiceApp, counterparties: CounterpartyService): void {
  app.get(
    '/counterparties',
    {
      schema: {
        summary: 'A page of the organisation’s counterparties, ordered by legal name',
        description: 'Keyset pagination: `first`/`after` forward, `last`/`before` backward. Needs `counterparties:read`.',
        tags: ['counterparties'],
        querystring: ListQuery,
        response: { 200: ListResponse, ...errors },
      },
    },
    async (request) => counterparties.list(request.auth, request.query as ListQuery),
  );

  app.get(
    '/counterparties/batch',
    {
      schema: {
        summary: 'Counterparties by id (repeat `ids`); other organisations’ ids are left out',
        tags: ['counterparties'],
        querystring: BatchQuery,
        response: { 200: Type.Object({ items: Type.Array(CounterpartyResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await counterparties.findByIds(request.auth, (request.query as BatchQuery).ids) }),
  );

  app.get(
    '/counterparties/:id',
    {
      schema: { summary: 'One counterparty', tags: ['counterparties'], params: IdParams, response: { 200: CounterpartyResponse, ...errors } },
    },
    async (request) => counterparties.get(request.auth, (request.params as IdParams).id),
  );

  app.post(
    '/counterparties',
    {
      schema: {
        summary: 'Create a counterparty with its bank accounts',
        description: 'Needs `counterparties:create`. Alias is unique per organisation; a bank account belongs to one counterparty.',
        tags: ['counterparties'],
        body: CreateBody,
        response: { 201: Type.Object({ cursor: Type.String(), node: CounterpartyResponse }), ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await counterparties.create(request.auth, request.body as CreateBody)),
  );
}
