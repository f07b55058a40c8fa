import type { RouteObject } from 'react-router';
import type { CustomerCreatePageQuery } from '../../__generated__/CustomerCreatePageQuery.graphql';
import type { CustomerDetailPageQuery } from '../../__generated__/CustomerDetailPageQuery.graphql';
import type { CustomerEditPageQuery } from '../../__generated__/CustomerEditPageQuery.graphql';
import type { CustomersPageQuery } from '../../__generated__/CustomersPageQuery.graphql';
import { globalIdOf } from '../../relay/globalId';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { CustomerCreatePage, customerCreatePageQuery } from './CustomerCreatePage';
import { CustomerDetailPage, customerDetailPageQuery } from './CustomerDetailPage';
import { CustomerEditPage, customerEditPageQuery } from './CustomerEditPage';
import { CUSTOMER_PAGE_SIZE } from './CustomerList';
import { CustomersPage, customersPageQuery } from './CustomersPage';
import { readCustomerStage } from './customerStage';

/** The global id a customer route names by its UUID; a segment that is no UUID names nothing (not found). */
const customerIdOf = (uuid: string | undefined) => globalIdOf('Customer', uuid ?? '') ?? 'none';

/**
 * The customers' routes (spec: `/buyer`): the list by stage (`?stage=active`),
 * adding one, a customer's page and its edit form, each by the customer's
 * UUID. Each loads its one query as the route starts, always from the
 * server: buyers send their requests and other members decide on them
 * between visits.
 */
export const customerRoutes: RouteObject[] = [
  {
    path: '/buyer',
    loader: ({ request }) =>
      preloadRouteQuery<CustomersPageQuery>(
        'customers',
        customersPageQuery,
        { count: CUSTOMER_PAGE_SIZE, stage: readCustomerStage(new URL(request.url).searchParams) },
        'network-only',
      ),
    element: <CustomersPage />,
  },
  {
    path: '/buyer/create',
    loader: () =>
      preloadRouteQuery<CustomerCreatePageQuery>(
        'customer-create',
        customerCreatePageQuery,
        {},
        'network-only',
      ),
    element: <CustomerCreatePage />,
  },
  {
    path: '/buyer/:uuid',
    loader: ({ params }) =>
      preloadRouteQuery<CustomerDetailPageQuery>(
        'customer-detail',
        customerDetailPageQuery,
        { id: customerIdOf(params.uuid) },
        'network-only',
      ),
    element: <CustomerDetailPage />,
  },
  {
    path: '/buyer/:uuid/edit',
    loader: ({ params }) =>
      preloadRouteQuery<CustomerEditPageQuery>(
        'customer-edit',
        customerEditPageQuery,
        { id: customerIdOf(params.uuid) },
        'network-only',
      ),
    element: <CustomerEditPage />,
  },
];
