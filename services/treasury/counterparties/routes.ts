import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  CounterpartyBatchQuery,
  CounterpartyBatchResponse,
  CounterpartyCreateBody,
  CounterpartyCreatedResponse,
  CounterpartyListQuery,
  CounterpartyListResponse,
  CounterpartyResponse,
  CounterpartyUpdateBody,
  IdParams,
} from '../../../contracts/treasury/counterparties.js';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import type { CounterpartyService } from './service.js';

const doc = routeDocs('counterparties', 400, 401, 403, 404, 409);

/** The counterparties' REST resource; the handlers hand the typed request to the service. */
export const counterpartyRoutes: FastifyPluginAsyncTypebox<{
  counterparties: CounterpartyService;
}> = async (app, { counterparties }) => {
  app.get(
    '/counterparties',
    {
      schema: doc('A page of the organisation’s counterparties, by legal name or another column', {
        description:
          'Keyset pagination: `first`/`after` forward, `last`/`before` backward. Sorted by `sort` (NAME, ALIAS, TYPE, STATUS, EMAIL, CREATED_AT; NAME by default) in `sortDirection` (ASC by default); a cursor continues only the sort it came from. Needs `counterparties:read`.',
        querystring: CounterpartyListQuery,
        response: { 200: CounterpartyListResponse },
      }),
    },
    async (request) => counterparties.list(request.auth, request.query),
  );

  app.get(
    '/counterparties/batch',
    {
      schema: doc('Counterparties by id (repeat `ids`); other organisations’ ids are left out', {
        querystring: CounterpartyBatchQuery,
        response: { 200: CounterpartyBatchResponse },
      }),
    },
    async (request) => ({ items: await counterparties.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/counterparties/:id',
    {
      schema: doc('One counterparty', {
        params: IdParams,
        response: { 200: CounterpartyResponse },
      }),
    },
    async (request) => counterparties.get(request.auth, request.params.id),
  );

  recordWriteRoutes(
    app,
    '/counterparties',
    doc,
    {
      create: {
        summary: 'Create a counterparty with its bank accounts',
        description:
          'Needs `counterparties:create`. Alias is unique per organisation; a bank account belongs to one counterparty.',
        body: CounterpartyCreateBody,
        response: CounterpartyCreatedResponse,
      },
      update: {
        method: 'PATCH',
        summary: 'Change a counterparty: names, email, type, external id, status, bank accounts',
        description:
          'Needs `counterparties:update`. Absent fields stay. Bank accounts are added, removed (at least one stays) and aliased; ' +
          'a different bank, number or name on account is refused (U-TRSY-CP-9). A generated default counterparty is refused (U-TRSY-CP-10).',
        body: CounterpartyUpdateBody,
        response: CounterpartyResponse,
      },
      remove: {
        summary: 'Delete a counterparty with its bank accounts',
        description:
          'Needs `counterparties:delete`. A generated default counterparty is refused (U-TRSY-CP-10).',
      },
    },
    counterparties,
  );
};
