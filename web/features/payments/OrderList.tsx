import { graphql, usePaginationFragment } from 'react-relay';
import type { orderState_order$key } from '../../__generated__/orderState_order.graphql';
import type { OrderList_payments$key } from '../../__generated__/OrderList_payments.graphql';
import type { OrderList_transfers$key } from '../../__generated__/OrderList_transfers.graphql';
import type { OrderListPaymentsPaginationQuery } from '../../__generated__/OrderListPaymentsPaginationQuery.graphql';
import type { OrderListTransfersPaginationQuery } from '../../__generated__/OrderListTransfersPaginationQuery.graphql';
import type { PaymentSearch } from './paymentSearch';
import type { ListTotal } from '../../ui/lists/ListTotalsRow';
import { PaymentOrderList, type ListOrder } from './PaymentOrderList';
import { orderStateOf } from './orderState';

type ListProps = {
  permissions: readonly string[];
  hasAuthenticator: boolean;
  timeZone: string;
  search: PaymentSearch;
};

type Connection = {
  readonly totalCount: number;
  readonly totals: readonly ListTotal[];
  readonly edges: readonly { readonly node: orderState_order$key & ListOrder['order'] }[];
};

/** One page of either kind's connection, as the shared list shows it. */
function OrderConnectionList({
  kind,
  connection,
  pages,
  ...rest
}: ListProps & {
  kind: 'PAYMENT' | 'TRANSFER';
  connection: Connection;
  pages: { hasNext: boolean; isLoadingNext: boolean; loadNext: (count: number) => void };
}) {
  const orders = connection.edges.map(({ node }): ListOrder => ({
    ...orderStateOf(node),
    order: node,
  }));
  return (
    <PaymentOrderList
      kind={kind}
      orders={orders}
      totalCount={connection.totalCount}
      totals={connection.totals}
      pages={pages}
      {...rest}
    />
  );
}

/** The organisation's payments of one tab (archived ones with the switch), newest first, 20 at a time. */
function PaymentConnection({ query, ...rest }: ListProps & { query: OrderList_payments$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    OrderListPaymentsPaginationQuery,
    OrderList_payments$key
  >(
    graphql`
      fragment OrderList_payments on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        tab: { type: "PaymentTab", defaultValue: ALL }
        archived: { type: "Boolean", defaultValue: false }
        sort: { type: "PaymentSort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "OrderListPaymentsPaginationQuery") {
        payments(
          first: $count
          after: $cursor
          tab: $tab
          archived: $archived
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "OrderList_payments"
            filters: ["tab", "archived", "sort", "sortDirection"]
          ) {
          totalCount
          totals {
            ...listTotalFields_total @relay(mask: false)
          }
          edges {
            node {
              ...orderState_order
              ...PaymentOrderRow_order
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <OrderConnectionList
      kind="PAYMENT"
      connection={data.payments}
      pages={{ hasNext, isLoadingNext, loadNext }}
      {...rest}
    />
  );
}

/** The organisation's transfers of one tab, as the payments. */
function TransferConnection({ query, ...rest }: ListProps & { query: OrderList_transfers$key }) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    OrderListTransfersPaginationQuery,
    OrderList_transfers$key
  >(
    graphql`
      fragment OrderList_transfers on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        tab: { type: "PaymentTab", defaultValue: ALL }
        archived: { type: "Boolean", defaultValue: false }
        sort: { type: "PaymentSort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "OrderListTransfersPaginationQuery") {
        transfers(
          first: $count
          after: $cursor
          tab: $tab
          archived: $archived
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "OrderList_transfers"
            filters: ["tab", "archived", "sort", "sortDirection"]
          ) {
          totalCount
          totals {
            ...listTotalFields_total @relay(mask: false)
          }
          edges {
            node {
              ...orderState_order
              ...PaymentOrderRow_order
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <OrderConnectionList
      kind="TRANSFER"
      connection={data.transfers}
      pages={{ hasNext, isLoadingNext, loadNext }}
      {...rest}
    />
  );
}

/**
 * The list of one kind's orders, 20 at a time: the page's payments or its
 * transfers, whichever it asked for. Relay pages one connection per fragment,
 * so each kind keeps its own (the `payments` or `transfers` field); all else,
 * the rows and what the list reads of an order, is one.
 */
export function OrderList({
  payments,
  transfers,
  ...rest
}: ListProps & {
  payments?: OrderList_payments$key | null;
  transfers?: OrderList_transfers$key | null;
}) {
  if (payments) return <PaymentConnection query={payments} {...rest} />;
  if (transfers) return <TransferConnection query={transfers} {...rest} />;
  return null;
}
