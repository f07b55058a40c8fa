import type { RouteObject } from 'react-router';
import type { PurchaseOrderCreatePageQuery } from '../../__generated__/PurchaseOrderCreatePageQuery.graphql';
import type { PurchaseOrderDetailPageQuery } from '../../__generated__/PurchaseOrderDetailPageQuery.graphql';
import type { PurchaseOrdersPageQuery } from '../../__generated__/PurchaseOrdersPageQuery.graphql';
import { globalIdOf } from '../../relay/globalId';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { PurchaseOrderCreatePage, purchaseOrderCreatePageQuery } from './PurchaseOrderCreatePage';
import { PurchaseOrderDetailPage, purchaseOrderDetailPageQuery } from './PurchaseOrderDetailPage';
import { PURCHASE_ORDER_LIST, PURCHASE_ORDER_PAGE_SIZE } from './PurchaseOrderList';
import { PurchaseOrdersPage, purchaseOrdersPageQuery } from './PurchaseOrdersPage';

/**
 * The spec's purchase order routes: the list with its status filter in the
 * URL (`/purchase-order?status=OPEN`, `CANCELLED` or `CLOSED`), the form that
 * writes one (which asks for suppliers only of a viewer who may read
 * counterparties), and an order's page. Each loads its one query as the
 * route starts, always from the server: other members receive, close and
 * cancel orders between visits.
 */
export const purchaseOrderRoutes: RouteObject[] = [
  {
    path: '/purchase-order',
    loader: ({ request }) =>
      preloadRouteQuery<PurchaseOrdersPageQuery>(
        'purchase-orders',
        purchaseOrdersPageQuery,
        {
          count: PURCHASE_ORDER_PAGE_SIZE,
          status: listUrlVariables(PURCHASE_ORDER_LIST, new URL(request.url).searchParams).status,
        },
        'network-only',
      ),
    element: <PurchaseOrdersPage />,
  },
  {
    path: '/purchase-order/create',
    loader: async () =>
      preloadRouteQuery<PurchaseOrderCreatePageQuery>(
        'purchase-order-create',
        purchaseOrderCreatePageQuery,
        { withSuppliers: (await viewerPermissions()).includes('counterparties:read') },
        'network-only',
      ),
    element: <PurchaseOrderCreatePage />,
  },
  {
    path: '/purchase-order/detail/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<PurchaseOrderDetailPageQuery>(
        'purchase-order-detail',
        purchaseOrderDetailPageQuery,
        { id: globalIdOf('PurchaseOrder', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <PurchaseOrderDetailPage />,
  },
];
