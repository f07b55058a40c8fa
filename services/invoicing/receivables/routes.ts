import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ReceivableListQuery,
  ReceivableListResponse,
  ReceivableResponse,
  SettlementBody,
  SettlementParams,
} from '../../../contracts/invoicing/receivables.js';
import { routeDocs } from '../../kit/route-docs.js';
import type { ReceivableService } from './service.js';

const doc = routeDocs('receivables', 400, 401, 403, 404, 409);

type Kind = {
  path: string;
  noun: string;
  list: ReceivableService['list'];
  settle: ReceivableService['settle'];
  unsettle: ReceivableService['unsettle'];
};

/**
 * Receivables for the treasury's reconciliation, each kind read, settled by
 * a match of a bank credit, and settled no more: issued invoices (a bank
 * credit pays them) and payments recorded by hand (the bank line that
 * brought their money settles them).
 */
export const receivableRoutes: FastifyPluginAsyncTypebox<{
  receivables: ReceivableService;
}> = async (app, { receivables }) => {
  const kinds: Kind[] = [
    {
      path: '/receivables',
      noun: 'Issued invoices',
      list: (auth, query) => receivables.list(auth, query),
      settle: (...args) => receivables.settle(...args),
      unsettle: (...args) => receivables.unsettle(...args),
    },
    {
      path: '/receivable-payments',
      noun: 'Payments recorded by hand',
      list: (auth, query) => receivables.listPayments(auth, query),
      settle: (...args) => receivables.settlePayment(...args),
      unsettle: (...args) => receivables.unsettlePayment(...args),
    },
  ];
  for (const kind of kinds) {
    app.get(
      kind.path,
      {
        schema: doc(`${kind.noun} as reconciliation reads them (needs reconciliation:read)`, {
          description:
            'With `ids`: those, open or not (cancelled ones too; drafts and another organisation’s are left out). Without: the open ones, 500 at a time in id order, `after` the last one read.',
          querystring: ReceivableListQuery,
          response: { 200: ReceivableListResponse },
        }),
      },
      async (request) => kind.list(request.auth, request.query),
    );

    app.put(
      `${kind.path}/:id/settlements/:reconciliationId`,
      {
        schema: doc(
          `Settle one of the ${kind.noun.toLowerCase()} by a match of a bank credit (needs reconciliation:reconcile)`,
          {
            description:
              'Named by the treasury’s match: the same amount again changes nothing; another amount by the same match is refused (U-INV-RC-4). An invoice: only an issued one (U-INV-RC-2), never beyond what is left of it (U-INV-RC-3); the bank credit becomes a payment of its buyer, allocated to it. A payment recorded by hand: in full (U-INV-RC-8), while open (U-INV-RC-7).',
            params: SettlementParams,
            body: SettlementBody,
            response: { 200: ReceivableResponse },
          },
        ),
      },
      async (request) =>
        kind.settle(request.auth, request.params.id, request.params.reconciliationId, request.body),
    );

    app.delete(
      `${kind.path}/:id/settlements/:reconciliationId`,
      {
        schema: doc(
          `Take back what a match settled of one of the ${kind.noun.toLowerCase()} (needs reconciliation:unreconcile)`,
          {
            description:
              'When the match is removed, or did not go through. Nothing settled by that match changes nothing. An invoice’s payment made of the bank credit is cancelled, and a paid invoice is ISSUED again; a payment recorded by hand is PENDING again.',
            params: SettlementParams,
            response: { 200: ReceivableResponse },
          },
        ),
      },
      async (request) =>
        kind.unsettle(request.auth, request.params.id, request.params.reconciliationId),
    );
  }
};
