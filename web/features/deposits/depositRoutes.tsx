import type { RouteObject } from 'react-router';
import type { DepositCreatePageQuery } from '../../__generated__/DepositCreatePageQuery.graphql';
import type { DepositsPageQuery } from '../../__generated__/DepositsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { DepositCreatePage, depositCreatePageQuery } from './DepositCreatePage';
import { DEPOSIT_PAGE_SIZE } from './DepositList';
import { DepositsPage, depositsPageQuery } from './DepositsPage';

/**
 * The spec's deposit routes. Each loads its one query as the route starts,
 * always from the server: interest accrues by the day and the maturity job
 * renews or pays deposits out between visits.
 */
export const depositRoutes: RouteObject[] = [
  {
    path: '/deposits',
    loader: () =>
      preloadRouteQuery<DepositsPageQuery>(
        'deposits',
        depositsPageQuery,
        { count: DEPOSIT_PAGE_SIZE },
        'network-only',
      ),
    element: <DepositsPage />,
  },
  {
    path: '/deposits/create',
    loader: () =>
      preloadRouteQuery<DepositCreatePageQuery>(
        'deposit-create',
        depositCreatePageQuery,
        {},
        'network-only',
      ),
    element: <DepositCreatePage />,
  },
];
