import type { RouteObject } from 'react-router';
import type { RecurringInvoicesPageQuery } from '../../__generated__/RecurringInvoicesPageQuery.graphql';
import type { RecurringInvoiceCreatePageQuery } from '../../__generated__/RecurringInvoiceCreatePageQuery.graphql';
import {
  RecurringInvoiceCreatePage,
  recurringInvoiceCreatePageQuery,
} from './RecurringInvoiceCreatePage';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { RecurringInvoicesPage, recurringInvoicesPageQuery } from './RecurringInvoicesPage';

/**
 * The recurring invoices' routes: the organisation's templates, always from
 * the server (the daily run moves their next dates between visits), and the
 * form that sets one up for an open order.
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
  {
    path: '/recurring-invoices/new',
    loader: () =>
      preloadRouteQuery<RecurringInvoiceCreatePageQuery>(
        'recurring-invoice-create',
        recurringInvoiceCreatePageQuery,
        {},
        'network-only',
      ),
    element: <RecurringInvoiceCreatePage />,
  },
];
