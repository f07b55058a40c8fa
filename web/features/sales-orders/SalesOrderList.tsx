import { Card } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation } from 'react-router';
import type { SalesOrderList_query$key } from '../../__generated__/SalesOrderList_query.graphql';
import type { SalesOrderListPaginationQuery } from '../../__generated__/SalesOrderListPaginationQuery.graphql';
import { PagedTable } from '../../ui/lists/PagedTable';
import { FilterBar } from '../../ui/FilterBar';
import { FilterSelect } from '../../ui/FilterSelect';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { useListUrlState } from '../../ui/lists/listUrlState';
import { newestFirstByStatus } from '../../ui/lists/newestFirstByStatus';
import { messageColumns } from '../../ui/messageColumns';
import { SALES_ORDER_FILTERS, type SalesOrderFilterValue } from './salesOrderLabels';
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
  const intl = useIntl();
  const isRefetching = useNavigation().state === 'loading';
  const list = useListUrlState(SALES_ORDER_LIST);
  const { filters, change, clearFilters, filtered } = list;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <FilterBar testId="sales-orders-filters">
        <FilterSelect
          name="status"
          label={<FormattedMessage id="salesOrders.filter.status" />}
          value={filters.status}
          onChange={(status) => change({ status: status as SalesOrderFilterValue })}
          options={SALES_ORDER_FILTERS.map((status) => ({
            value: status,
            label: intl.formatMessage({ id: `salesOrders.filter.${status}` }),
          }))}
          placeholder={intl.formatMessage({ id: 'salesOrders.filter.any' })}
          testId="sales-orders-filter-status"
        />
      </FilterBar>
      <PagedTable
        connection={data.salesOrders}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={SALES_ORDER_PAGE_SIZE}
        messages="salesOrders"
        testId="sales-orders"
        empty={
          <FilteredListEmptyState
            testId="sales-orders-empty"
            icon="order"
            messages="salesOrders"
            filtered={filtered}
            onClear={clearFilters}
          />
        }
        table={{
          columns: COLUMNS,
          size: 'sm',
          interactive: true,
          dimmed: isRefetching,
          wrapHeaders: true,
        }}
      >
        {(node) => <SalesOrderRow key={node.id} salesOrder={node} />}
      </PagedTable>
    </Card.Root>
  );
}
