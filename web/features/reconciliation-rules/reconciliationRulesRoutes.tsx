import type { RouteObject } from 'react-router';
import type { ReconciliationRulesPageQuery } from '../../__generated__/ReconciliationRulesPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { ReconciliationRulesPage, reconciliationRulesPageQuery } from './ReconciliationRulesPage';

/** `/reconciliation/rules`: its one query loads as the route starts, always from the server (another member may have changed the rules). */
export const reconciliationRulesRoutes: RouteObject[] = [
  {
    path: '/reconciliation/rules',
    loader: () =>
      preloadRouteQuery<ReconciliationRulesPageQuery>(
        'reconciliation-rules',
        reconciliationRulesPageQuery,
        {},
        'network-only',
      ),
    element: <ReconciliationRulesPage />,
  },
];
