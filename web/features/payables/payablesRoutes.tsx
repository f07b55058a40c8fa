import type { RouteObject } from 'react-router';
import type { PayablesPageQuery } from '../../__generated__/PayablesPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { PayablesPage, payablesPageQuery } from './PayablesPage';
import { payablesParams } from './payablesLabels';

/** `/payables`: its one query loads as the route starts, with the as-of date of its address, always from the server (bills are approved and paid between visits). */
export const payablesRoutes: RouteObject[] = [
  {
    path: '/payables',
    loader: ({ request }) => {
      const params = payablesParams(new URL(request.url).searchParams);
      return preloadRouteQuery<PayablesPageQuery>(
        'payables',
        payablesPageQuery,
        { asOf: params.asOf, includeSubmitted: params.includeSubmitted },
        'network-only',
      );
    },
    element: <PayablesPage />,
  },
];
