import type { RouteObject } from 'react-router';
import type { CashFlowPageQuery } from '../../__generated__/CashFlowPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { CashFlowPage, cashFlowPageQuery, cashFlowPageVariables } from './CashFlowPage';

/**
 * `/cash-flow`: its one query loads as the route starts, with the tab,
 * currency, granularity and range of its address, always from the server
 * (statement transactions arrive and are categorised between visits). The
 * uncategorised lines are asked for only of a viewer who may read statement
 * transactions, the counterparties of the rules' form only of one who may
 * read counterparties.
 */
export const cashFlowRoutes: RouteObject[] = [
  {
    path: '/cash-flow',
    loader: async ({ request }) => {
      const permissions = await viewerPermissions();
      return preloadRouteQuery<CashFlowPageQuery>(
        'cash-flow',
        cashFlowPageQuery,
        cashFlowPageVariables(new URL(request.url).searchParams, permissions),
        'network-only',
      );
    },
    element: <CashFlowPage />,
  },
];
