import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import type { OrderCreatePageQuery } from '../../__generated__/OrderCreatePageQuery.graphql';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import type { PaymentEditPageQuery } from '../../__generated__/PaymentEditPageQuery.graphql';
import type { PaymentOrderPageQuery } from '../../__generated__/PaymentOrderPageQuery.graphql';
import { preloadRouteQuery } from '../../relay/preloadRouteQuery';
import { globalIdOf } from '../../relay/globalId';
import { OrderCreatePage, orderCreatePageQuery } from './OrderCreatePage';
import type { OrderKind } from './orderKinds';
import { OrdersPage, ordersPageQuery } from './OrdersPage';
import { PaymentEditPage, paymentEditPageQuery } from './PaymentEditPage';
import { PAYMENT_ORDER_PAGE_SIZE } from './OrderListFooter';
import { PaymentOrderPage, paymentOrderPageQuery } from './PaymentOrderPage';
import { listUrlVariables } from '../../ui/lists/listUrlState';
import { PAYMENT_LIST, readPaymentSearch } from './paymentSearch';

/** A list's variables from its URL: the tab, whether archived ones show, and the sort. */
function listVariables({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const { tab, archived } = readPaymentSearch(params);
  const { sort, sortDirection } = listUrlVariables(PAYMENT_LIST, params);
  return { count: PAYMENT_ORDER_PAGE_SIZE, tab, archived, sort, sortDirection };
}

/** A create form's variables: what it pays, from `?expectedTransaction={uuid}` or (a payment's) `?bill={uuid}` ("Pay" on an expected transaction or a bill), or the buyer's credit it pays back, from (a payment's) `?refund={invoice payment uuid}`. */
function paysVariables({ request }: LoaderFunctionArgs, kind: OrderKind) {
  const params = new URL(request.url).searchParams;
  const expected = globalIdOf('ExpectedTransaction', params.get('expectedTransaction') ?? '');
  const bill = expected || kind !== 'PAYMENT' ? null : globalIdOf('Bill', params.get('bill') ?? '');
  const refund =
    expected || bill || kind !== 'PAYMENT'
      ? null
      : globalIdOf('InvoicePayment', params.get('refund') ?? '');
  return {
    isPayment: kind === 'PAYMENT',
    expectedTransactionId: expected ?? '',
    paysExpected: expected !== null,
    billId: bill ?? '',
    paysBill: bill !== null,
    refundId: refund ?? '',
    paysRefund: refund !== null,
  };
}

/** An order's detail page by its UUID; a segment that is no UUID asks for no order (not found). */
const orderRoute = (path: string, kind: OrderKind): RouteObject => ({
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

/** A kind's list page; the route key keeps the kind's list apart from the other's. */
const ordersRoute = (path: string, kind: OrderKind): RouteObject => ({
  path,
  loader: (args) =>
    preloadRouteQuery<OrdersPageQuery>(
      kind === 'PAYMENT' ? 'payments' : 'transfers',
      ordersPageQuery,
      { isPayment: kind === 'PAYMENT', ...listVariables(args) },
      'network-only',
    ),
  element: <OrdersPage kind={kind} />,
});

/** A kind's create form. */
const createRoute = (path: string, kind: OrderKind): RouteObject => ({
  path,
  loader: (args) =>
    preloadRouteQuery<OrderCreatePageQuery>(
      `${kind.toLowerCase()}-create`,
      orderCreatePageQuery,
      paysVariables(args, kind),
      'network-only',
    ),
  element: <OrderCreatePage kind={kind} />,
});

/**
 * The spec's payment and transfer routes (`/payment` is the payments list
 * too). Each loads its one query as the route starts, always from the
 * server: other members approve, reject and send orders between visits. The
 * detail and edit routes take the order's raw UUID and asks for the global id it
 * stands for; a segment that is no UUID names nothing (not found).
 */
export const paymentRoutes: RouteObject[] = [
  ordersRoute('/payments', 'PAYMENT'),
  ordersRoute('/payment', 'PAYMENT'),
  createRoute('/payments/create', 'PAYMENT'),
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
  ordersRoute('/transfers', 'TRANSFER'),
  createRoute('/transfers/create', 'TRANSFER'),
  orderRoute('/transfers/:uuid', 'TRANSFER'),
];
