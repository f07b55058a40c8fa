import { graphql, usePaginationFragment } from 'react-relay';
import type { PurchaseOrderList_query$key } from '../../__generated__/PurchaseOrderList_query.graphql';
import type { PurchaseOrderListPaginationQuery } from '../../__generated__/PurchaseOrderListPaginationQuery.graphql';
import { newestFirstByStatus } from '../../ui/lists/newestFirstByStatus';
import { messageColumns } from '../../ui/messageColumns';
import { DocumentStatusList } from '../../domain/documents/DocumentStatusList';
import { PURCHASE_ORDER_STATUSES } from './purchaseOrderLabels';
import { PurchaseOrderRow } from './PurchaseOrderRow';

/** How many orders one page shows. */
export const PURCHASE_ORDER_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'purchaseOrders.column.number',
    'purchaseOrders.column.supplier',
    'purchaseOrders.column.orderDate',
    'purchaseOrders.column.expectedDate',
    'purchaseOrders.column.total',
    'purchaseOrders.column.status',
    'purchaseOrders.column.fulfillment',
  ],
  ['purchaseOrders.column.total'],
);

/** The list's status filter as the spec's `/purchase-order?status=` keeps it; newest first, unsorted otherwise. */
export const PURCHASE_ORDER_LIST = newestFirstByStatus(PURCHASE_ORDER_STATUSES);

/**
 * The organisation's purchase orders, newest first, narrowed by status (kept
 * in the URL: the route loads the list it names), with "Load more" and the
 * count; each order's number links to its page.
 */
export function PurchaseOrderList({
  query,
  canCreate,
}: {
  query: PurchaseOrderList_query$key;
  /** Whether the viewer may write one: an empty list then offers to. */
  canCreate: boolean;
}) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    PurchaseOrderListPaginationQuery,
    PurchaseOrderList_query$key
  >(
    graphql`
      fragment PurchaseOrderList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "PurchaseOrderStatus" }
      )
      @refetchable(queryName: "PurchaseOrderListPaginationQuery") {
        purchaseOrders(first: $count, after: $cursor, status: $status)
          @connection(key: "PurchaseOrderList_purchaseOrders", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...PurchaseOrderRow_purchaseOrder
            }
          }
        }
      }
    `,
    query,
  );
  return (
    <DocumentStatusList
      list={PURCHASE_ORDER_LIST}
      statuses={PURCHASE_ORDER_STATUSES}
      messages="purchaseOrders"
      testId="purchase-orders"
      icon="order"
      createAt={canCreate ? '/purchase-order/create' : null}
      connection={data.purchaseOrders}
      pages={{ hasNext, isLoadingNext, loadNext }}
      pageSize={PURCHASE_ORDER_PAGE_SIZE}
      table={{ columns: COLUMNS, interactive: true }}
    >
      {(node) => <PurchaseOrderRow key={node.id} purchaseOrder={node} />}
    </DocumentStatusList>
  );
}
