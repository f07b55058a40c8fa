import type { RouteObject } from 'react-router';
import type { BillDetailPageQuery } from '../../__generated__/BillDetailPageQuery.graphql';
import type { BillCreatePageQuery } from '../../__generated__/BillCreatePageQuery.graphql';
import type { BillsPageQuery } from '../../__generated__/BillsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { BillCreatePage, billCreatePageQuery } from './BillCreatePage';
import { BillDetailPage, billDetailPageQuery } from './BillDetailPage';
import { globalIdOf } from '../../relay/globalId';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { BILL_LIST, BILL_PAGE_SIZE } from './BillList';
import { BillsPage, billsPageQuery } from './BillsPage';

/**
 * The spec's bill routes. Each loads its one query as the route starts (the
 * list for the filters and sort its URL names),
 * always from the server: other members submit, approve, cancel and pay
 * bills between visits. The create form asks for suppliers only of a viewer
 * who may read counterparties. A bill's page takes its raw UUID; a segment
 * that is no UUID asks for no bill (not found).
 */
export const billRoutes: RouteObject[] = [
  {
    path: '/bills',
    loader: ({ request }) =>
      preloadRouteQuery<BillsPageQuery>(
        'bills',
        billsPageQuery,
        {
          count: BILL_PAGE_SIZE,
          ...listUrlVariables(BILL_LIST, new URL(request.url).searchParams),
        },
        'network-only',
      ),
    element: <BillsPage />,
  },
  {
    path: '/bills/create',
    loader: async () => {
      const permissions = await viewerPermissions();
      return preloadRouteQuery<BillCreatePageQuery>(
        'bill-create',
        billCreatePageQuery,
        { withCounterparties: permissions.includes('counterparties:read') },
        'network-only',
      );
    },
    element: <BillCreatePage />,
  },
  {
    path: '/bills/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<BillDetailPageQuery>(
        'bill-detail',
        billDetailPageQuery,
        { id: globalIdOf('Bill', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <BillDetailPage />,
  },
];
