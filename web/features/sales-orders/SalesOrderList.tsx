import { graphql, usePaginationFragment } from 'react-relay';
import type { SalesOrderList_query$key } from '../../__generated__/SalesOrderList_query.graphql';
import type { SalesOrderListPaginationQuery } from '../../__generated__/SalesOrderListPaginationQuery.graphql';
import { newestFirstByStatus } from '../../ui/lists/newestFirstByStatus';
import { messageColumns } from '../../ui/messageColumns';
import { DocumentStatusList } from '../../domain/documents/DocumentStatusList';
import { SALES_ORDER_FILTERS } from './salesOrderLabels';
import { SalesOrderRow } from './SalesOrderRow';

/** How many orders one page shows. */
export const SALES_ORDER_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'salesOrders.column.number',
    'salesOrders.column.customer',
    'salesOrders.column.orderDate',
    'salesOrders.column.total',
    'salesOrders.column.status',
  ],
  ['salesOrders.column.total'],
);

/** The list's status filter as its URL keeps it (the spec's `?status=`); newest first, unsorted otherwise. */
export const SALES_ORDER_LIST = newestFirstByStatus(SALES_ORDER_FILTERS);

/**
 * The organisation's sales orders, newest first, narrowed by status (kept in
 * the URL: the route loads the list it names), with "Load more" and the
 * count; each order's number links to its page.
 */
export function SalesOrderList({ query }: { query: SalesOrderList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    SalesOrderListPaginationQuery,
    SalesOrderList_query$key
  >(
    graphql`
      fragment SalesOrderList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "SalesOrderFilter" }
      )
      @refetchable(queryName: "SalesOrderListPaginationQuery") {
        salesOrders(first: $count, after: $cursor, status: $status)
          @connection(key: "SalesOrderList_salesOrders", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...SalesOrderRow_salesOrder
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <DocumentStatusList
      list={SALES_ORDER_LIST}
      statuses={SALES_ORDER_FILTERS}
      messages="salesOrders"
      testId="sales-orders"
      icon="order"
      connection={data.salesOrders}
      pages={{ hasNext, isLoadingNext, loadNext }}
      pageSize={SALES_ORDER_PAGE_SIZE}
      table={{ columns: COLUMNS, interactive: true }}
    >
      {(node) => <SalesOrderRow key={node.id} salesOrder={node} />}
    </DocumentStatusList>
  );
}
