import type { RouteObject } from 'react-router';
import type { RecurringInvoicesPageQuery } from '../../__generated__/RecurringInvoicesPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { RecurringInvoicesPage, recurringInvoicesPageQuery } from './RecurringInvoicesPage';

/**
 * The recurring invoices' route: the organisation's templates, always from
 * the server (the daily run moves their next dates between visits).
 */
export const recurringInvoiceRoutes: RouteObject[] = [
  {
    path: '/recurring-invoices',
    loader: () =>
      preloadRouteQuery<RecurringInvoicesPageQuery>(
        'recurring-invoices',
        recurringInvoicesPageQuery,
        {},
        'network-only',
      ),
    element: <RecurringInvoicesPage />,
  },
];
