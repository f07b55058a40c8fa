import type { RouteObject } from 'react-router';
import type { CreditMemosPageQuery } from '../../__generated__/CreditMemosPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { CREDIT_MEMO_LIST, CREDIT_MEMO_PAGE_SIZE } from './CreditMemoList';
import { CreditMemosPage, creditMemosPageQuery } from './CreditMemosPage';

/**
 * The credit memos' route: the list with its status filter in the URL
 * (`/credit-memo?status=OPEN`), loaded from the server as the route starts.
 * Memos are written from an invoice's page.
 */
export const creditMemoRoutes: RouteObject[] = [
  {
    path: '/credit-memo',
    loader: ({ request }) => {
      const { status } = listUrlVariables(CREDIT_MEMO_LIST, new URL(request.url).searchParams);
      return preloadRouteQuery<CreditMemosPageQuery>(
        'credit-memos',
        creditMemosPageQuery,
        { count: CREDIT_MEMO_PAGE_SIZE, status },
        'network-only',
      );
    },
    element: <CreditMemosPage />,
  },
];
