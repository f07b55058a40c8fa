import type { RouteObject } from 'react-router';
import type { StatementTransactionDetailPageQuery } from '../../__generated__/StatementTransactionDetailPageQuery.graphql';
import type { StatementTransactionCreatePageQuery } from '../../__generated__/StatementTransactionCreatePageQuery.graphql';
import type { StatementTransactionsPageQuery } from '../../__generated__/StatementTransactionsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerContext } from '../../relay/viewerPermissions';
import { transactionListUrlVariables } from '../../ui/filters/transactionListUrl';
import {
  StatementTransactionCreatePage,
  statementTransactionCreatePageQuery,
} from './StatementTransactionCreatePage';
import { globalIdOf } from '../../relay/globalId';
import {
  StatementTransactionDetailPage,
  statementTransactionDetailPageQuery,
} from './StatementTransactionDetailPage';
import { STATEMENT_LIST, STATEMENT_PAGE_SIZE } from './StatementTransactionList';
import {
  StatementTransactionsPage,
  statementTransactionsPageQuery,
} from './StatementTransactionsPage';

/**
 * The spec's statement-transaction routes, each loading its one query as the
 * route starts (the list for the filters and sort its URL names), from the
 * server (imports and syncs add lines between visits). A line's page takes
 * its raw UUID; a segment that is no UUID asks for no line (not found).
 */
export const statementRoutes: RouteObject[] = [
  {
    path: '/statement-transactions',
    loader: async ({ request }) => {
      const { permissions, timeZone } = await viewerContext();
      const { filters, sort, sortDirection } = transactionListUrlVariables(
        STATEMENT_LIST,
        new URL(request.url).searchParams,
        timeZone,
      );
      const { partyId, ...rest } = filters;
      return preloadRouteQuery<StatementTransactionsPageQuery>(
        'statement-transactions',
        statementTransactionsPageQuery,
        {
          count: STATEMENT_PAGE_SIZE,
          withBankAccounts: permissions.includes('bank-accounts:read'),
          ...rest,
          bankAccountId: partyId,
          sort,
          sortDirection,
        },
        'network-only',
      );
    },
    element: <StatementTransactionsPage />,
  },
  {
    path: '/statement-transactions/create',
    loader: () =>
      preloadRouteQuery<StatementTransactionCreatePageQuery>(
        'statement-transaction-create',
        statementTransactionCreatePageQuery,
        {},
        'network-only',
      ),
    element: <StatementTransactionCreatePage />,
  },
  {
    path: '/statement-transactions/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<StatementTransactionDetailPageQuery>(
        'statement-transaction-detail',
        statementTransactionDetailPageQuery,
        { id: globalIdOf('StatementTransaction', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <StatementTransactionDetailPage />,
  },
];
