import { Type } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { BatchQuery, CreateBody, Edge, ExpectedTransactionResponse, IdParams, ListQuery, ListResponse, UpdateBody } from './schemas.js';
import type { ExpectedTransactionService } from './service.js';

const errorResponse = { $ref: 'Error#' } as const;
const errors = { 400: errorResponse, 401: errorResponse, 403: errorResponse, 404: errorResponse, 409: errorResponse };
const tags = ['expected-transactions'];

export function expectedTransactionRoutes(app: ServiceApp, expected: ExpectedTransactionService): void {
  app.get(
    '/expected-transactions',
    {
      schema: {
        summary: 'A page of the organisation’s expected transactions, newest expected date first (needs expected-transactions:read)',
        description:
          'Keyset pagination forward with `first`/`after`. Filters: expected date range (`dateFrom`, `dateTo`, both included), `direction`, `reconciliationStatus`, `counterpartyId`, amount range (`amountMin` must be less than `amountMax`) and `search`.',
        tags,
        querystring: ListQuery,
        response: { 200: ListResponse, ...errors },
      },
    },
    async (request) => expected.list(request.auth, request.query as ListQuery),
  );

  app.get(
    '/expected-transactions/batch',
    {
      schema: {
        summary: 'Expected transactions by id (repeat `ids`); other organisations’ ids are left out',
        tags,
        querystring: BatchQuery,
        response: { 200: Type.Object({ items: Type.Array(ExpectedTransactionResponse) }), ...errors },
      },
    },
    async (request) => ({ items: await expected.findByIds(request.auth, (request.query as BatchQuery).ids) }),
  );

  app.get('/expected-transactions/:id', { schema: { summary: 'One expected transaction', tags, params: IdParams, response: { 200: ExpectedTransactionResponse, ...errors } } }, async (request) =>
    expected.get(request.auth, (request.params as IdParams).id),
  );

  app.post(
    '/expected-transactions',
    {
      schema: {
        summary: 'Create an expected transaction (needs expected-transactions:manage)',
        description:
          'The amount is positive; `direction` says whether it goes out (DEBIT) or comes in (CREDIT). The external id is unique in the organisation. With a bank account, the currency must be the account’s. At most 20 additional data entries, keys unique.',
        tags,
        body: CreateBody,
        response: { 201: Edge, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await expected.create(request.auth, request.body as CreateBody)),
  );

  app.patch(
    '/expected-transactions/:id',
    {
      schema: {
        summary: 'Change an unreconciled expected transaction (needs expected-transactions:manage)',
        description: 'A field left out keeps its value; `null` clears an optional one. Refused with U-TRSY-ET-2 once any of it is reconciled or it is archived.',
        tags,
        params: IdParams,
        body: UpdateBody,
        response: { 200: ExpectedTransactionResponse, ...errors },
      },
    },
    async (request) => expected.update(request.auth, (request.params as IdParams).id, request.body as UpdateBody),
  );

  app.delete(
    '/expected-transactions/:id',
    {
      schema: {
        summary: 'Delete an expected transaction (needs expected-transactions:manage)',
        description: 'Refused with U-TRSY-ET-7 while it is reconciled or partially reconciled.',
        tags,
        params: IdParams,
        response: { 204: Type.Null(), ...errors },
      },
    },
    async (request, reply) => {
      await expected.remove(request.auth, (request.params as IdParams).id);
      return reply.status(204).send(null);
    },
  );
}
