import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentList_query$key } from '../../__generated__/PaymentList_query.graphql';
import type { PaymentListPaginationQuery } from '../../__generated__/PaymentListPaginationQuery.graphql';
import type { PaymentSearch } from './paymentSearch';
import { PaymentOrderList } from './PaymentOrderList';

type PaymentListProps = {
  query: PaymentList_query$key;
  permissions: readonly string[];
  hasAuthenticator: boolean;
  timeZone: string;
  search: PaymentSearch;
};

/** The organisation's payments of one tab (archived ones with the switch), newest first, 20 at a time. */
export function PaymentList({ query, ...rest }: PaymentListProps) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    PaymentListPaginationQuery,
    PaymentList_query$key
  >(
    graphql`
      fragment PaymentList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        tab: { type: "PaymentTab", defaultValue: ALL }
        archived: { type: "Boolean", defaultValue: false }
        sort: { type: "PaymentSort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "PaymentListPaginationQuery") {
        payments(
          first: $count
          after: $cursor
          tab: $tab
          archived: $archived
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "PaymentList_payments"
            filters: ["tab", "archived", "sort", "sortDirection"]
          ) {
          totalCount
          totals {
            amount {
              amount
              currency
            }
            count
          }
          edges {
            node {
              id
              status
              archived
              viewerCanApprove
              version
              manualExport {
                id
              }
              beneficiary {
                accountName
              }
              counterparty {
                alias
              }
              ...PaymentOrderRow_order
            }
          }
        }
      }
    `,
    query,
  );
  const orders = data.payments.edges.map(({ node }) => ({
    id: node.id,
    status: node.status,
    archived: node.archived,
    viewerCanApprove: node.viewerCanApprove,
    version: node.version,
    exported: node.manualExport != null,
    name: node.counterparty?.alias ?? node.beneficiary.accountName,
    order: node,
  }));
  return (
    <PaymentOrderList
      kind="PAYMENT"
      orders={orders}
      totalCount={data.payments.totalCount}
      totals={data.payments.totals}
      pages={{ hasNext, isLoadingNext, loadNext }}
      {...rest}
    />
  );
}
