import type { RouteObject } from 'react-router';
import type { InvoicePaymentsPageQuery } from '../../__generated__/InvoicePaymentsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { INVOICE_PAYMENT_LIST, INVOICE_PAYMENT_PAGE_SIZE } from './InvoicePaymentList';
import { InvoicePaymentsPage, invoicePaymentsPageQuery } from './InvoicePaymentsPage';

/**
 * The buyers' payments and their settlement: the list with its status filter
 * in the URL (`/settlement?status=OPEN`), loaded from the server as the route
 * starts. Payments are recorded here or from an invoice's page.
 */
export const invoicePaymentRoutes: RouteObject[] = [
  {
    path: '/settlement',
    loader: ({ request }) => {
      const { status } = listUrlVariables(INVOICE_PAYMENT_LIST, new URL(request.url).searchParams);
      return preloadRouteQuery<InvoicePaymentsPageQuery>(
        'invoice-payments',
        invoicePaymentsPageQuery,
        { count: INVOICE_PAYMENT_PAGE_SIZE, status },
        'network-only',
      );
    },
    element: <InvoicePaymentsPage />,
  },
];
