import { graphql, usePaginationFragment } from 'react-relay';
import type { TransferList_query$key } from '../../__generated__/TransferList_query.graphql';
import type { TransferListPaginationQuery } from '../../__generated__/TransferListPaginationQuery.graphql';
import type { PaymentSearch } from './paymentSearch';
import { PaymentOrderList } from './PaymentOrderList';

type TransferListProps = {
  query: TransferList_query$key;
  permissions: readonly string[];
  hasAuthenticator: boolean;
  timeZone: string;
  search: PaymentSearch;
};

/** The organisation’s transfers of one tab (archived ones with the switch), newest first, 20 at a time. */
export function TransferList({ query, ...rest }: TransferListProps) {
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment<
    TransferListPaginationQuery,
    TransferList_query$key
  >(
    graphql`
      fragment TransferList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        tab: { type: "PaymentTab", defaultValue: ALL }
        archived: { type: "Boolean", defaultValue: false }
        sort: { type: "PaymentSort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "TransferListPaginationQuery") {
        transfers(
          first: $count
          after: $cursor
          tab: $tab
          archived: $archived
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "TransferList_transfers"
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
              destinationAccount {
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
  const orders = data.transfers.edges.map(({ node }) => ({
    id: node.id,
    status: node.status,
    archived: node.archived,
    viewerCanApprove: node.viewerCanApprove,
    version: node.version,
    exported: node.manualExport != null,
    name: node.destinationAccount?.alias ?? node.beneficiary.accountName,
    order: node,
  }));
  return (
    <PaymentOrderList
      kind="TRANSFER"
      orders={orders}
      totalCount={data.transfers.totalCount}
      totals={data.transfers.totals}
      pages={{ hasNext, isLoadingNext, loadNext }}
      {...rest}
    />
  );
}
