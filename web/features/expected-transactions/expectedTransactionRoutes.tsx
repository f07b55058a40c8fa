import type { RouteObject } from 'react-router';
import type { ExpectedTransactionCreatePageQuery } from '../../__generated__/ExpectedTransactionCreatePageQuery.graphql';
import type { ExpectedTransactionEditPageQuery } from '../../__generated__/ExpectedTransactionEditPageQuery.graphql';
import type { ExpectedTransactionsPageQuery } from '../../__generated__/ExpectedTransactionsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import {
  ExpectedTransactionCreatePage,
  expectedTransactionCreatePageQuery,
} from './ExpectedTransactionCreatePage';
import {
  ExpectedTransactionEditPage,
  expectedTransactionEditPageQuery,
} from './ExpectedTransactionEditPage';
import {
  EXPECTED_TRANSACTION_LIST,
  EXPECTED_TRANSACTION_PAGE_SIZE,
} from './ExpectedTransactionList';
import {
  ExpectedTransactionsPage,
  expectedTransactionsPageQuery,
} from './ExpectedTransactionsPage';
import { viewerContext, viewerPermissions } from '../../relay/viewerPermissions';
import { transactionListUrlVariables } from '../../ui/filters/transactionListUrl';
import { globalIdOf } from '../../relay/globalId';

/** What the viewer may see beside expected transactions: the route asks only for what it may read. */
async function optionVariables() {
  const permissions = await viewerPermissions();
  return {
    withCounterparties: permissions.includes('counterparties:read'),
    withBankAccounts: permissions.includes('bank-accounts:read'),
  };
}

/**
 * The spec's expected-transaction routes. Each loads its one query as the
 * route starts (the list for the filters and sort its URL names), always from the server: others change expected
 * transactions (imports, reconciliation) between visits. The edit route
 * takes the raw UUID and asks for the GraphQL global id it stands for.
 */
export const expectedTransactionRoutes: RouteObject[] = [
  {
    path: '/expected-transactions',
    loader: async ({ request }) => {
      const { permissions, timeZone } = await viewerContext();
      const {
        filters: urlFilters,
        sort,
        sortDirection,
      } = transactionListUrlVariables(
        EXPECTED_TRANSACTION_LIST,
        new URL(request.url).searchParams,
        timeZone,
      );
      const { partyId, ...filters } = urlFilters;
      return preloadRouteQuery<ExpectedTransactionsPageQuery>(
        'expected-transactions',
        expectedTransactionsPageQuery,
        {
          count: EXPECTED_TRANSACTION_PAGE_SIZE,
          withCounterparties: permissions.includes('counterparties:read'),
          ...filters,
          counterpartyId: partyId,
          sort,
          sortDirection,
        },
        'network-only',
      );
    },
    element: <ExpectedTransactionsPage />,
  },
  {
    path: '/expected-transactions/create',
    loader: async () =>
      preloadRouteQuery<ExpectedTransactionCreatePageQuery>(
        'expected-transaction-create',
        expectedTransactionCreatePageQuery,
        await optionVariables(),
        'network-only',
      ),
    element: <ExpectedTransactionCreatePage />,
  },
  {
    path: '/expected-transactions/:uuid/edit',
    loader: async ({ params }) =>
      preloadRouteQuery<ExpectedTransactionEditPageQuery>(
        'expected-transaction-edit',
        expectedTransactionEditPageQuery,
        // A segment that is no UUID asks for an id that names nothing: the page shows "not found".
        {
          id: globalIdOf('ExpectedTransaction', params.uuid ?? '') ?? 'none',
          ...(await optionVariables()),
        },
        'network-only',
      ),
    element: <ExpectedTransactionEditPage />,
  },
];
