import type { RouteObject } from 'react-router';
import type { SalesOrderCreatePageQuery } from '../../__generated__/SalesOrderCreatePageQuery.graphql';
import type { SalesOrderDetailPageQuery } from '../../__generated__/SalesOrderDetailPageQuery.graphql';
import type { SalesOrderEditPageQuery } from '../../__generated__/SalesOrderEditPageQuery.graphql';
import type { SalesOrdersPageQuery } from '../../__generated__/SalesOrdersPageQuery.graphql';
import { globalIdOf } from '../../relay/globalId';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { SalesOrderCreatePage, salesOrderCreatePageQuery } from './SalesOrderCreatePage';
import { SalesOrderDetailPage, salesOrderDetailPageQuery } from './SalesOrderDetailPage';
import { SalesOrderEditPage, salesOrderEditPageQuery } from './SalesOrderEditPage';
import { SALES_ORDER_LIST, SALES_ORDER_PAGE_SIZE } from './SalesOrderList';
import { SalesOrdersPage, salesOrdersPageQuery } from './SalesOrdersPage';

/**
 * The spec's sales order routes: the list with its status filter in the URL
 * (`/sales-order?status=OPEN` or `REJECTED`), the form that writes one (which
 * asks for buyers only of a viewer who may read customers), an order's page,
 * and the same form started from a draft order to edit it. Each loads
 * its one query as the route starts, always from the server: other members
 * approve, reject, cancel and close orders between visits.
 */
export const salesOrderRoutes: RouteObject[] = [
  {
    path: '/sales-order',
    loader: ({ request }) => {
      const { status } = listUrlVariables(SALES_ORDER_LIST, new URL(request.url).searchParams);
      return preloadRouteQuery<SalesOrdersPageQuery>(
        'sales-orders',
        salesOrdersPageQuery,
        { count: SALES_ORDER_PAGE_SIZE, status },
        'network-only',
      );
    },
    element: <SalesOrdersPage />,
  },
  {
    path: '/sales-order/create',
    loader: async () => {
      const permissions = await viewerPermissions();
      return preloadRouteQuery<SalesOrderCreatePageQuery>(
        'sales-order-create',
        salesOrderCreatePageQuery,
        { withBuyers: permissions.includes('customers:read') },
        'network-only',
      );
    },
    element: <SalesOrderCreatePage />,
  },
  {
    path: '/sales-order/detail/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<SalesOrderDetailPageQuery>(
        'sales-order-detail',
        salesOrderDetailPageQuery,
        { id: globalIdOf('SalesOrder', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <SalesOrderDetailPage />,
  },
  {
    path: '/sales-order/edit/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<SalesOrderEditPageQuery>(
        'sales-order-edit',
        salesOrderEditPageQuery,
        { id: globalIdOf('SalesOrder', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <SalesOrderEditPage />,
  },
];
