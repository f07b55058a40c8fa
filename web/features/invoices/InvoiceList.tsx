import { Card } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import { useNavigation } from 'react-router';
import type { InvoiceList_query$key } from '../../__generated__/InvoiceList_query.graphql';
import type { InvoiceListPaginationQuery } from '../../__generated__/InvoiceListPaginationQuery.graphql';
import { DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { useListUrlState, type ListUrlSpec } from '../../ui/lists/listUrlState';
import { messageColumns } from '../../ui/messageColumns';
import { StatusFilterBar } from '../../ui/StatusFilterBar';
import { INVOICE_STATUSES, type InvoiceStatusValue } from './invoiceLabels';
import { InvoiceRow } from './InvoiceRow';
import { useInvoiceUpdates } from './useInvoiceUpdates';

/** How many invoices one page shows. */
export const INVOICE_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'invoices.column.number',
    'invoices.column.customer',
    'invoices.column.invoiceDate',
    'invoices.column.total',
    'invoices.column.status',
  ],
  ['invoices.column.total'],
);

/** The list's status filter as its URL keeps it (`/invoices?status=ISSUED`); newest first. */
export const INVOICE_LIST: ListUrlSpec<{ status: '' | InvoiceStatusValue }, 'CREATED'> = {
  filters: { status: '' },
  options: { status: INVOICE_STATUSES },
  sorts: ['CREATED'],
  sort: 'CREATED',
  direction: 'DESC',
};

/**
 * The organisation's sales invoices, newest first, narrowed by status (kept
 * in the URL), with "Load more" and the count; each links to its page.
 */
export function InvoiceList({ query }: { query: InvoiceList_query$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<
    InvoiceListPaginationQuery,
    InvoiceList_query$key
  >(
    graphql`
      fragment InvoiceList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "SalesInvoiceStatus" }
      )
      @refetchable(queryName: "InvoiceListPaginationQuery") {
        salesInvoices(first: $count, after: $cursor, status: $status)
          @connection(key: "InvoiceList_salesInvoices", filters: ["status"]) {
          totalCount
          edges {
            node {
              id
              ...InvoiceRow_salesInvoice
            }
          }
        }
      }
    `,
    query,
  );
  useInvoiceUpdates();
  const isRefetching = useNavigation().state === 'loading';
  const { filters, change, clearFilters, filtered } = useListUrlState(INVOICE_LIST);
  const edges = data.salesInvoices.edges;
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <StatusFilterBar
        messages="invoices"
        statuses={INVOICE_STATUSES}
        value={filters.status}
        onChange={(status) => change({ status })}
        testId="invoices-filter-status"
      />
      {edges.length === 0 ? (
        <FilteredListEmptyState
          testId="invoices-empty"
          icon="invoice"
          messages="invoices"
          filtered={filtered}
          onClear={clearFilters}
        />
      ) : (
        <DataTable
          columns={COLUMNS}
          size="sm"
          dimmed={isRefetching}
          wrapHeaders
          testId="invoices-table"
        >
          {edges.map((edge) => (
            <InvoiceRow key={edge.node.id} salesInvoice={edge.node} />
          ))}
        </DataTable>
      )}
      {edges.length > 0 ? (
        <ListFooter
          summary={
            <FormattedMessage
              id="invoices.showing"
              values={{ shown: edges.length, total: data.salesInvoices.totalCount }}
            />
          }
          summaryTestId="invoices-total"
          loadMore={{
            label: <FormattedMessage id="invoices.loadMore" />,
            testId: 'invoices-load-more',
            hasNext,
            loading: isLoadingNext,
            onLoadMore: () => loadNext(INVOICE_PAGE_SIZE),
          }}
        />
      ) : null}
    </Card.Root>
  );
}
