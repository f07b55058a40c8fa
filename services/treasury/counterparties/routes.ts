import type { ServiceApp } from '../../kit/server.js';
import { BatchQuery, CounterpartyResponse, CreateBody, IdParams, ListQuery, ListResponse, UpdateBody } from './schemas.js';
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

  app.patch(
    '/counterparties/:id',
    {
      schema: {
        summary: 'Change a counterparty: names, email, type, external id, status, bank accounts',
        description:
          'Needs `counterparties:update`. Absent fields stay. Bank accounts are added, removed (at least one stays) and aliased; ' +
          'a different bank, number or name on account is refused (U-TRSY-CP-9). A generated default counterparty is refused (U-TRSY-CP-10).',
        tags: ['counterparties'],
        params: IdParams,
        body: UpdateBody,
        response: { 200: CounterpartyResponse, ...errors },
      },
    },
    async (request) => counterparties.update(request.auth, (request.params as IdParams).id, request.body as UpdateBody),
  );

  app.delete(
    '/counterparties/:id',
    {
      schema: {
        summary: 'Delete a counterparty with its bank accounts',
        description: 'Needs `counterparties:delete`. A generated default counterparty is refused (U-TRSY-CP-10).',
        tags: ['counterparties'],
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await counterparties.remove(request.auth, (request.params as IdParams).id);
      return reply.status(204).send(null);
    },
  );
}
