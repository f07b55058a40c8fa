import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  OrderIdsQuery,
  PaymentProviderCreateBody,
  PaymentProviderListQuery,
  PaymentProviderListResponse,
  PaymentProviderResponse,
  PaymentProviderUpdateBody,
  PaymentRecordBatchResponse,
  PayoutStatusResponse,
  PaymentRecordListQuery,
  PaymentRecordListResponse,
  PaymentRecordResponse,
  PaymentSettlementListQuery,
  PaymentSettlementListResponse,
  PaymentSettlementResponse,
  PaymentTransactionListQuery,
  PaymentTransactionListResponse,
  PaymentTransactionResponse,
} from '../../../contracts/treasury/payment-providers.js';
import { recordReadRoutes } from '../../kit/read-routes.js';
import { routeDocs } from '../../kit/route-docs.js';
import { recordWriteRoutes, removeRoute } from '../../kit/write-routes.js';
import type { PaymentProviderService } from './service.js';

const doc = routeDocs('payment-providers', 400, 401, 403, 404, 409);

/** The organisation's payment providers: listed, read, added, changed and removed. */
const providerRoutes: FastifyPluginAsyncTypebox<{ providers: PaymentProviderService }> = async (
  app,
  { providers },
) => {
  app.get(
    '/payment-providers',
    {
      schema: doc('The organisation’s payment providers by name (needs payment-providers:read)', {
        querystring: PaymentProviderListQuery,
        response: { 200: PaymentProviderListResponse },
      }),
    },
    async (request) => providers.list(request.auth, request.query),
  );
  recordReadRoutes(app, '/payment-providers', doc, PaymentProviderResponse, providers, {
    batch: 'Payment providers by id (repeat `ids`); other organisations’ are left out',
    get: 'One payment provider',
  });
  recordWriteRoutes(
    app,
    '/payment-providers',
    doc,
    {
      create: {
        summary: 'Configure a payment provider (needs payment-providers:manage)',
        description:
          'The credentials are the ones the provider takes (every one required); they are sealed at rest and never answered. The bank account is where its settlements arrive.',
        body: PaymentProviderCreateBody,
        response: PaymentProviderResponse,
      },
      update: {
        method: 'PATCH',
        summary: 'Change a payment provider (needs payment-providers:manage)',
        description:
          'A field left out keeps its value; credentials given replace the stored ones whole.',
        body: PaymentProviderUpdateBody,
        response: PaymentProviderResponse,
      },
    },
    providers,
  );
  removeRoute(
    app,
    '/payment-providers',
    doc,
    {
      summary: 'Delete a payment provider with its records (needs payment-providers:manage)',
      description:
        'Refused with U-TRSY-PP-7 while reconciliation has matched any of its settlements.',
    },
    (auth, id) => providers.remove(auth, id),
  );
};

/** The payment records imported from the providers' reports: listed and read. */
const paymentRecordRoutes: FastifyPluginAsyncTypebox<{
  providers: PaymentProviderService;
}> = async (app, { providers }) => {
  app.get(
    '/payment-records',
    {
      schema: doc(
        'A page of payment records, newest payment first (needs payment-providers:read)',
        {
          description:
            'Filters: provider, status, settlement status, reconciliation status (of the settlement), settlement, payment date range (Asia/Jakarta) and `search`.',
          querystring: PaymentRecordListQuery,
          response: { 200: PaymentRecordListResponse },
        },
      ),
    },
    async (request) => providers.listRecords(request.auth, request.query),
  );
  recordReadRoutes(app, '/payment-records', doc, PaymentRecordResponse, providers.records, {
    batch: 'Payment records by id; other organisations’ are left out',
    get: 'One payment record',
  });
  app.get(
    '/payment-records/by-order',
    {
      schema: doc(
        'Payment records by the merchant’s order id (the report’s Reference); other organisations’ are left out',
        {
          description:
            'How invoicing’s checkout finds what a provider collected and paid out for its charges (needs payment-providers:read).',
          querystring: OrderIdsQuery,
          response: { 200: PaymentRecordBatchResponse },
        },
      ),
    },
    async (request) => ({
      items: await providers.findRecordsByOrderIds(request.auth, request.query.orderIds),
    }),
  );
  app.get(
    '/payment-records/payout-status',
    {
      schema: doc(
        'Whether the payouts holding these merchants’ orders are on the bank statement (needs invoice-payments:read or payment-providers:read)',
        {
          description:
            'How invoicing’s checkout payments show their settlement to members who read payments but not the providers’ reports: settled once the payout is reconciled, on the payout’s date. Other organisations’ orders are left out.',
          querystring: OrderIdsQuery,
          response: { 200: PayoutStatusResponse },
        },
      ),
    },
    async (request) => providers.payoutStatusByOrderIds(request.auth, request.query.orderIds),
  );
};

/** The providers' payment transactions: listed and read. */
const paymentTransactionRoutes: FastifyPluginAsyncTypebox<{
  providers: PaymentProviderService;
}> = async (app, { providers }) => {
  app.get(
    '/payment-transactions',
    {
      schema: doc('A page of payment transactions, newest first (needs payment-providers:read)', {
        description: 'Filters: provider, status, date range (Asia/Jakarta) and `search`.',
        querystring: PaymentTransactionListQuery,
        response: { 200: PaymentTransactionListResponse },
      }),
    },
    async (request) => providers.listTransactions(request.auth, request.query),
  );
  recordReadRoutes(
    app,
    '/payment-transactions',
    doc,
    PaymentTransactionResponse,
    providers.transactions,
    {
      batch: 'Payment transactions by id; other organisations’ are left out',
      get: 'One payment transaction',
    },
  );
};

/** The providers' settlements to the organisation's bank accounts: listed and read. */
const paymentSettlementRoutes: FastifyPluginAsyncTypebox<{
  providers: PaymentProviderService;
}> = async (app, { providers }) => {
  app.get(
    '/payment-settlements',
    {
      schema: doc('A page of provider settlements, newest first (needs payment-providers:read)', {
        description:
          'Each is one bank credit from a provider: its date, the provider’s reference, the settled amount of its records and how far reconciliation has matched it.',
        querystring: PaymentSettlementListQuery,
        response: { 200: PaymentSettlementListResponse },
      }),
    },
    async (request) => providers.listSettlements(request.auth, request.query),
  );
  recordReadRoutes(
    app,
    '/payment-settlements',
    doc,
    PaymentSettlementResponse,
    providers.settlements,
    {
      batch: 'Provider settlements by id; other organisations’ are left out',
      get: 'One provider settlement',
    },
  );
};

/** The payment providers and what their reports bring: records, transactions and settlements. */
export const paymentProviderRoutes: FastifyPluginAsyncTypebox<{
  providers: PaymentProviderService;
}> = async (app, options) => {
  await providerRoutes(app, options);
  await paymentRecordRoutes(app, options);
  await paymentTransactionRoutes(app, options);
  await paymentSettlementRoutes(app, options);
};
