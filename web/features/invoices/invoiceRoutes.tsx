import type { RouteObject } from 'react-router';
import type { InvoiceDetailPageQuery } from '../../__generated__/InvoiceDetailPageQuery.graphql';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql';
import { globalIdOf } from '../../relay/globalId';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { InvoiceDetailPage, invoiceDetailPageQuery } from './InvoiceDetailPage';
import { INVOICE_LIST, INVOICE_PAGE_SIZE } from './InvoiceList';
import { InvoicesPage, invoicesPageQuery } from './InvoicesPage';

/**
 * The invoices' routes: the list with its status filter in the URL
 * (`/invoices?status=ISSUED`) and an invoice's page. Each loads its one query
 * as the route starts, always from the server: other members submit, approve
 * and cancel invoices between visits. Invoices are written from an order's page.
 */
export const invoiceRoutes: RouteObject[] = [
  {
    path: '/invoices',
    loader: ({ request }) => {
      const { status } = listUrlVariables(INVOICE_LIST, new URL(request.url).searchParams);
      return preloadRouteQuery<InvoicesPageQuery>(
        'invoices',
        invoicesPageQuery,
        { count: INVOICE_PAGE_SIZE, status },
        'network-only',
      );
    },
    element: <InvoicesPage />,
  },
  {
    path: '/invoices/detail/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<InvoiceDetailPageQuery>(
        'invoice-detail',
        invoiceDetailPageQuery,
        { id: globalIdOf('SalesInvoice', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <InvoiceDetailPage />,
  },
];
