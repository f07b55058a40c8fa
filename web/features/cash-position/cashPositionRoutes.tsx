import type { RouteObject } from 'react-router';
import type { CashPositionPageQuery } from '../../__generated__/CashPositionPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { CashPositionPage, cashPositionPageQuery } from './CashPositionPage';

/**
 * The spec's cash position route. Its one query loads as the route starts,
 * always from the server: balances and rates change between visits.
 */
export const cashPositionRoutes: RouteObject[] = [
  {
    path: '/cash-position',
    loader: () =>
      preloadRouteQuery<CashPositionPageQuery>(
        'cash-position',
        cashPositionPageQuery,
        {},
        'network-only',
      ),
    element: <CashPositionPage />,
  },
];
