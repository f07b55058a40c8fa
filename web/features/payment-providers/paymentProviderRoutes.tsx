import type { RouteObject } from 'react-router';
import type { PaymentProvidersPageQuery } from '../../__generated__/PaymentProvidersPageQuery.graphql';
import type { PaymentRecordsPageQuery } from '../../__generated__/PaymentRecordsPageQuery.graphql';
import type { PaymentTransactionsPageQuery } from '../../__generated__/PaymentTransactionsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { PaymentRecordsPage, paymentRecordsPageQuery } from './PaymentRecordsPage';
import {
  PAYMENT_PROVIDER_PAGE_SIZE,
  PaymentProvidersPage,
  paymentProvidersPageQuery,
} from './PaymentProvidersPage';
import { PaymentTransactionsPage, paymentTransactionsPageQuery } from './PaymentTransactionsPage';
import { PAYMENT_RECORD_PAGE_SIZE, PAYMENT_TRANSACTION_PAGE_SIZE } from './paymentReports';

/**
 * The spec's payment provider routes: the providers (configuration) and the
 * payment records and transactions their reports bring in. Each loads its
 * one query as the route starts, always from the server: imports change them.
 */
export const paymentProviderRoutes: RouteObject[] = [
  {
    path: '/payment-providers',
    loader: async () =>
      preloadRouteQuery<PaymentProvidersPageQuery>(
        'payment-providers',
        paymentProvidersPageQuery,
        {
          count: PAYMENT_PROVIDER_PAGE_SIZE,
          withBankAccounts: (await viewerPermissions()).includes('bank-accounts:read'),
        },
        'network-only',
      ),
    element: <PaymentProvidersPage />,
  },
  {
    path: '/payment-records',
    loader: async () =>
      preloadRouteQuery<PaymentRecordsPageQuery>(
        'payment-records',
        paymentRecordsPageQuery,
        { count: PAYMENT_RECORD_PAGE_SIZE },
        'network-only',
      ),
    element: <PaymentRecordsPage />,
  },
  {
    path: '/payment-transactions',
    loader: async () =>
      preloadRouteQuery<PaymentTransactionsPageQuery>(
        'payment-transactions',
        paymentTransactionsPageQuery,
        { count: PAYMENT_TRANSACTION_PAGE_SIZE },
        'network-only',
      ),
    element: <PaymentTransactionsPage />,
  },
];
