import type { RouteObject } from 'react-router';
import type { StatementTransactionDetailPageQuery } from '../../__generated__/StatementTransactionDetailPageQuery.graphql';
import type { StatementTransactionCreatePageQuery } from '../../__generated__/StatementTransactionCreatePageQuery.graphql';
import type { StatementTransactionsPageQuery } from '../../__generated__/StatementTransactionsPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { viewerPermissions } from '../../relay/viewerPermissions';
import { StatementTransactionCreatePage, statementTransactionCreatePageQuery } from './StatementTransactionCreatePage';
import { globalIdOf } from '../../relay/globalId';
import { StatementTransactionDetailPage, statementTransactionDetailPageQuery } from './StatementTransactionDetailPage';
import { STATEMENT_PAGE_SIZE } from './StatementTransactionList';
import { StatementTransactionsPage, statementTransactionsPageQuery } from './StatementTransactionsPage';

/**
 * The spec's statement-transaction routes, each loading its one query as the
 * route starts, from the server (imports and syncs add lines between visits).
 * A line's page takes its raw UUID; a segment that is no UUID asks for no
 * line (not found).
 */
export const statementRoutes: RouteObject[] = [
  {
    path: '/statement-transactions',
    loader: async () =>
      preloadRouteQuery<StatementTransactionsPageQuery>(
        'statement-transactions',
        statementTransactionsPageQuery,
        { count: STATEMENT_PAGE_SIZE, withBankAccounts: (await viewerPermissions()).includes('bank-accounts:read') },
        'network-only',
      ),
    element: <StatementTransactionsPage />,
  },
  {
    path: '/statement-transactions/create',
    loader: () => preloadRouteQuery<StatementTransactionCreatePageQuery>('statement-transaction-create', statementTransactionCreatePageQuery, {}, 'network-only'),
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
