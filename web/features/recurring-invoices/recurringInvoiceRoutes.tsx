import type { RouteObject } from 'react-router';
import type { RecurringInvoicesPageQuery } from '../../__generated__/RecurringInvoicesPageQuery.graphql';
import type { RecurringInvoiceCreatePageQuery } from '../../__generated__/RecurringInvoiceCreatePageQuery.graphql';
import {
  RecurringInvoiceCreatePage,
  recurringInvoiceCreatePageQuery,
} from './RecurringInvoiceCreatePage';
import type { RecurringInvoiceEditPageQuery } from '../../__generated__/RecurringInvoiceEditPageQuery.graphql';
import type { RecurringInvoiceDetailPageQuery } from '../../__generated__/RecurringInvoiceDetailPageQuery.graphql';
import { globalIdOf } from '../../relay/globalId';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import {
  RecurringInvoiceDetailPage,
  recurringInvoiceDetailPageQuery,
} from './RecurringInvoiceDetailPage';
import {
  RecurringInvoiceEditPage,
  recurringInvoiceEditPageQuery,
} from './RecurringInvoiceEditPage';
import { RecurringInvoicesPage, recurringInvoicesPageQuery } from './RecurringInvoicesPage';

/**
 * The recurring invoices' routes: the organisation's templates, always from
 * the server (the daily run moves their next dates between visits), and the
 * form that sets one up for an open order, and one template's page by its
 * raw UUID and its edit form (a segment that is no UUID asks for none: not
 * found).
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
  {
    path: '/recurring-invoices/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<RecurringInvoiceDetailPageQuery>(
        'recurring-invoice-detail',
        recurringInvoiceDetailPageQuery,
        { id: globalIdOf('RecurringInvoice', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <RecurringInvoiceDetailPage />,
  },
  {
    path: '/recurring-invoices/:uuid/edit',
    loader: ({ params }) =>
      preloadRouteQuery<RecurringInvoiceEditPageQuery>(
        'recurring-invoice-edit',
        recurringInvoiceEditPageQuery,
        { id: globalIdOf('RecurringInvoice', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <RecurringInvoiceEditPage />,
  },
];
