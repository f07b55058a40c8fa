import { graphql } from 'react-relay';
import { useSearchParams } from 'react-router';
import type { OrdersPageQuery } from '../../__generated__/OrdersPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { OrderList } from './OrderList';
import { hasAuthenticatorApp } from './orderPageViewer';
import type { OrderKind } from './orderKinds';
import { PaymentOrdersFrame } from './PaymentOrdersFrame';
import { readPaymentSearch } from './paymentSearch';

/** One kind's list page: `isPayment` picks the payments' connection or the transfers'. */
export const ordersPageQuery = graphql`
  query OrdersPageQuery(
    $isPayment: Boolean!
    $count: Int!
    $tab: PaymentTab!
    $archived: Boolean!
    $sort: PaymentSort
    $sortDirection: SortDirection
  ) {
    viewer {
      ...orderPageViewer_viewer @relay(mask: false)
    }
    ...OrderList_payments
      @include(if: $isPayment)
      @alias(as: "paymentList")
      @arguments(
        count: $count
        tab: $tab
        archived: $archived
        sort: $sort
        sortDirection: $sortDirection
      )
    ...OrderList_transfers
      @skip(if: $isPayment)
      @alias(as: "transferList")
      @arguments(
        count: $count
        tab: $tab
        archived: $archived
        sort: $sort
        sortDirection: $sortDirection
      )
  }
`;

/**
 * `/payments` (and `/payment`) and `/transfers`: the organisation's payments,
 * or its transfers between its own accounts, by the spec's tabs, with bulk
 * approval, rejection, cancellation and archiving, live.
 */
export function OrdersPage({ kind }: { kind: OrderKind }) {
  const data = useRouteQuery<OrdersPageQuery>(ordersPageQuery);
  const [params] = useSearchParams();
  const search = readPaymentSearch(params);
  const permissions = data.viewer?.permissions ?? [];
  return (
    <PaymentOrdersFrame kind={kind} permissions={permissions} search={search}>
      <OrderList
        payments={data.paymentList}
        transfers={data.transferList}
        permissions={permissions}
        hasAuthenticator={data.viewer ? hasAuthenticatorApp(data.viewer) : false}
        timeZone={data.viewer?.organization.timeZone ?? 'Asia/Jakarta'}
        search={search}
      />
    </PaymentOrdersFrame>
  );
}
