import type { RouteObject } from 'react-router';
import type { CashForecastPageQuery } from '../../__generated__/CashForecastPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import {
  CashForecastPage,
  cashForecastPageQuery,
  cashForecastPageVariables,
} from './CashForecastPage';

/**
 * The spec's cash forecast route. Its one query loads as the route starts,
 * always from the server: balances, records and statement lines change
 * between visits, and the forecast is computed from them each time.
 */
export const cashForecastRoutes: RouteObject[] = [
  {
    path: '/cash-forecast',
    loader: ({ request }) =>
      preloadRouteQuery<CashForecastPageQuery>(
        'cash-forecast',
        cashForecastPageQuery,
        cashForecastPageVariables(new URL(request.url).searchParams),
        'network-only',
      ),
    element: <CashForecastPage />,
  },
];
