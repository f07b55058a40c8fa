import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { PaymentCreatePageQuery } from '../../__generated__/PaymentCreatePageQuery.graphql';
import type { PaymentEditPageQuery } from '../../__generated__/PaymentEditPageQuery.graphql';
import type { PaymentOrderPageQuery } from '../../__generated__/PaymentOrderPageQuery.graphql';
import type { PaymentsPageQuery } from '../../__generated__/PaymentsPageQuery.graphql';
import type { TransferCreatePageQuery } from '../../__generated__/TransferCreatePageQuery.graphql';
import type { TransfersPageQuery } from '../../__generated__/TransfersPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { globalIdOf } from '../../relay/globalId';
import { PaymentCreatePage, paymentCreatePageQuery } from './PaymentCreatePage';
import { PaymentEditPage, paymentEditPageQuery } from './PaymentEditPage';
import { PAYMENT_ORDER_PAGE_SIZE } from './PaymentOrderList';
import { PaymentOrderPage, paymentOrderPageQuery } from './PaymentOrderPage';
import { PaymentsPage, paymentsPageQuery } from './PaymentsPage';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { PAYMENT_LIST, readPaymentSearch } from './paymentSearch';
import { TransferCreatePage, transferCreatePageQuery } from './TransferCreatePage';
import { TransfersPage, transfersPageQuery } from './TransfersPage';

/** A list's variables from its URL: the tab, whether archived ones show, and the sort. */
function listVariables({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { tab, archived } = readPaymentSearch(params);
  const { sort, sortDirection } = listUrlVariables(PAYMENT_LIST, params);
  return { count: PAYMENT_ORDER_PAGE_SIZE, tab, archived, sort, sortDirection };
}

/** A create form's variables: what it pays, from `?expectedTransaction={uuid}` or `?bill={uuid}` ("Pay" on an expected transaction or a bill). */
function paysVariables({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const expected = globalIdOf('ExpectedTransaction', params.get('expectedTransaction') ?? '');
  const bill = expected ? null : globalIdOf('Bill', params.get('bill') ?? '');
  return {
    expectedTransactionId: expected ?? '',
    paysExpected: expected !== null,
    billId: bill ?? '',
    paysBill: bill !== null,
  };
}

/** An order's detail page by its UUID; a segment that is no UUID asks for no order (not found). */
const orderRoute = (path: string, kind: 'PAYMENT' | 'TRANSFER'): RouteObject => ({
  path,
  loader: ({ params }) =>
    preloadRouteQuery<PaymentOrderPageQuery>(
      `${kind.toLowerCase()}-detail`,
      paymentOrderPageQuery,
      { id: globalIdOf(kind === 'PAYMENT' ? 'Payment' : 'Transfer', params.uuid ?? '') ?? 'none' },
      'network-only',
    ),
  element: <PaymentOrderPage kind={kind} />,
});

const paymentsRoute = (path: string): RouteObject => ({
  path,
  loader: (args) =>
    preloadRouteQuery<PaymentsPageQuery>(
      'payments',
      paymentsPageQuery,
      listVariables(args),
      'network-only',
    ),
  element: <PaymentsPage />,
});

/**
 * The spec's payment and transfer routes (`/payment` is the payments list
 * too). Each loads its one query as the route starts, always from the
 * server: other members approve, reject and send orders between visits. The
 * detail and edit routes take the order's raw UUID and asks for the global id it
 * stands for; a segment that is no UUID names nothing (not found).
 */
export const paymentRoutes: RouteObject[] = [
  paymentsRoute('/payments'),
  paymentsRoute('/payment'),
  {
    path: '/payments/create',
    loader: (args) =>
      preloadRouteQuery<PaymentCreatePageQuery>(
        'payment-create',
        paymentCreatePageQuery,
        paysVariables(args),
        'network-only',
      ),
    element: <PaymentCreatePage />,
  },
  orderRoute('/payments/:uuid', 'PAYMENT'),
  {
    path: '/payments/:uuid/edit',
    loader: ({ params }) =>
      preloadRouteQuery<PaymentEditPageQuery>(
        'payment-edit',
        paymentEditPageQuery,
        { id: globalIdOf('Payment', params.uuid ?? '') ?? 'none' },
        'network-only',
      ),
    element: <PaymentEditPage />,
  },
  {
    path: '/transfers',
    loader: (args) =>
      preloadRouteQuery<TransfersPageQuery>(
        'transfers',
        transfersPageQuery,
        listVariables(args),
        'network-only',
      ),
    element: <TransfersPage />,
  },
  {
    path: '/transfers/create',
    loader: (args) =>
      preloadRouteQuery<TransferCreatePageQuery>(
        'transfer-create',
        transferCreatePageQuery,
        paysVariables(args),
        'network-only',
      ),
    element: <TransferCreatePage />,
  },
  orderRoute('/transfers/:uuid', 'TRANSFER'),
];
