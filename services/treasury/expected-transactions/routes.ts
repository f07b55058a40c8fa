import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import {
  ExpectedTransactionBatchQuery,
  ExpectedTransactionBatchResponse,
  ExpectedTransactionCreateBody,
  ExpectedTransactionEdge,
  ExpectedTransactionListQuery,
  ExpectedTransactionListResponse,
  ExpectedTransactionResponse,
  ExpectedTransactionUpdateBody,
  IdParams,
} from '../../../contracts/treasury/expected-transactions.js';
import type { ExpectedTransactionService } from './service.js';

const doc = routeDocs('expected-transactions', 400, 401, 403, 404, 409);

export const expectedTransactionRoutes: FastifyPluginAsyncTypebox<{
  expected: ExpectedTransactionService;
}> = async (app, { expected }) => {
  app.get(
    '/expected-transactions',
    {
      schema: doc(
        'A page of the organisation’s expected transactions, newest expected date first, then the one entered last, or sorted by a column (needs expected-transactions:read)',
        {
          description:
            'Keyset pagination forward with `first`/`after`. Filters: expected date range (`dateFrom`, `dateTo`, both included), `direction`, `reconciliationStatus`, `counterpartyId`, amount range (`amountMin` must be less than `amountMax`) and `search`. Sorted by `sort` (DATE, AMOUNT, DESCRIPTION; DATE by default) in `sortDirection` (DESC by default); a cursor continues only the sort it came from. `totals` adds up the amounts of every item the filters keep, per currency and direction.',
          querystring: ExpectedTransactionListQuery,
          response: { 200: ExpectedTransactionListResponse },
        },
      ),
    },
    async (request) => expected.list(request.auth, request.query),
  );

  app.get(
    '/expected-transactions/batch',
    {
      schema: doc(
        'Expected transactions by id (repeat `ids`); other organisations’ ids are left out',
        {
          querystring: ExpectedTransactionBatchQuery,
          response: { 200: ExpectedTransactionBatchResponse },
        },
      ),
    },
    async (request) => ({ items: await expected.findByIds(request.auth, request.query.ids) }),
  );

  app.get(
    '/expected-transactions/:id',
    {
      schema: doc('One expected transaction', {
        params: IdParams,
        response: { 200: ExpectedTransactionResponse },
      }),
    },
    async (request) => expected.get(request.auth, request.params.id),
  );

  recordWriteRoutes(
    app,
    '/expected-transactions',
    doc,
    {
      create: {
        summary: 'Create an expected transaction (needs expected-transactions:manage)',
        description:
          'The amount is positive; `direction` says whether it goes out (DEBIT) or comes in (CREDIT). The external id is unique in the organisation. With a bank account, the currency must be the account’s. At most 20 additional data entries, keys unique.',
        body: ExpectedTransactionCreateBody,
        response: ExpectedTransactionEdge,
      },
      update: {
        method: 'PATCH',
        summary: 'Change an unreconciled expected transaction (needs expected-transactions:manage)',
        description:
          'A field left out keeps its value; `null` clears an optional one. Refused with U-TRSY-ET-2 once any of it is reconciled or it is archived.',
        body: ExpectedTransactionUpdateBody,
        response: ExpectedTransactionResponse,
      },
      remove: {
        summary: 'Delete an expected transaction (needs expected-transactions:manage)',
        description: 'Refused with U-TRSY-ET-7 while it is reconciled or partially reconciled.',
      },
    },
    expected,
  );
};
