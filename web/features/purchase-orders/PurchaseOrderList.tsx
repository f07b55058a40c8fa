import { Card } from '@chakra-ui/react';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation } from 'react-router';
import type { PurchaseOrderList_query$key } from '../../__generated__/PurchaseOrderList_query.graphql';
import type { PurchaseOrderListPaginationQuery } from '../../__generated__/PurchaseOrderListPaginationQuery.graphql';
import { PagedTable } from '../../ui/lists/PagedTable';
import { StatusFilterBar } from '../../ui/StatusFilterBar';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { useListUrlState } from '../../ui/lists/listUrlState';
import { newestFirstByStatus } from '../../ui/lists/newestFirstByStatus';
import { messageColumns } from '../../ui/messageColumns';
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
  const dimmed = useNavigation().state === 'loading';
  const { filters, change, clearFilters, filtered } = useListUrlState(PURCHASE_ORDER_LIST);

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <StatusFilterBar
        messages="purchaseOrders"
        statuses={PURCHASE_ORDER_STATUSES}
        value={filters.status}
        onChange={(status) => change({ status })}
        testId="purchase-orders-filter-status"
      />
      <PagedTable
        connection={data.purchaseOrders}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={PURCHASE_ORDER_PAGE_SIZE}
        messages="purchaseOrders"
        testId="purchase-orders"
        empty={
          <FilteredListEmptyState
            testId="purchase-orders-empty"
            icon="order"
            messages="purchaseOrders"
            filtered={filtered}
            onClear={clearFilters}
            createAt={canCreate ? '/purchase-order/create' : null}
          />
        }
        table={{ columns: COLUMNS, size: 'sm', interactive: true, dimmed, wrapHeaders: true }}
      >
        {(node) => <PurchaseOrderRow key={node.id} purchaseOrder={node} />}
      </PagedTable>
    </Card.Root>
  );
}
