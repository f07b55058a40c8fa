import { Card } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentRecordList_query$key } from '../../__generated__/PaymentRecordList_query.graphql';
import type { PaymentRecordListPaginationQuery } from '../../__generated__/PaymentRecordListPaginationQuery.graphql';
import { DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { messageColumns } from '../../ui/messageColumns';
import { PaymentListFilters } from './PaymentListFilters';
import { PaymentRecordRow } from './PaymentRecordRow';
import { usePaymentFilters } from './usePaymentFilters';

/** How many payment records one page shows. */
export const PAYMENT_RECORD_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'paymentRecords.column.paidAt',
    'paymentRecords.column.order',
    'paymentRecords.column.provider',
    'paymentRecords.column.gross',
    'paymentRecords.column.net',
    'paymentRecords.column.status',
    'paymentRecords.column.reconciliation',
  ],
  ['paymentRecords.column.gross', 'paymentRecords.column.net'],
);

type PaymentRecordListProps = {
  query: PaymentRecordList_query$key;
  providers: readonly { id: string; name: string }[];
  refreshKey: number;
};

/** The payment records the providers' reports brought in, newest payment first, with the filters and "Load more". */
export function PaymentRecordList({ query, providers, refreshKey }: PaymentRecordListProps) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    PaymentRecordListPaginationQuery,
    PaymentRecordList_query$key
  >(
    graphql`
      fragment PaymentRecordList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        paymentProviderId: { type: "ID" }
        status: { type: "PaymentTransactionStatus" }
        settlementStatus: { type: "PaymentSettlementStatus" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        search: { type: "String" }
      )
      @refetchable(queryName: "PaymentRecordListPaginationQuery") {
        paymentRecords(
          first: $count
          after: $cursor
          paymentProviderId: $paymentProviderId
          status: $status
          settlementStatus: $settlementStatus
          dateFrom: $dateFrom
          dateTo: $dateTo
          search: $search
        )
          @connection(
            key: "PaymentRecordList_paymentRecords"
            filters: [
              "paymentProviderId"
              "status"
              "settlementStatus"
              "dateFrom"
              "dateTo"
              "search"
            ]
          ) {
          totalCount
          edges {
            node {
              id
              ...PaymentRecordRow_record
            }
          }
        }
      }
    `,
    query,
  );
  const { filters, setFilters, isRefetching, filtered, clear } = usePaymentFilters(
    (variables) =>
      refetch(
        { count: PAYMENT_RECORD_PAGE_SIZE, cursor: null, ...variables },
        { fetchPolicy: 'network-only' },
      ),
    true,
    refreshKey,
  );
  const edges = data.paymentRecords.edges;
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <PaymentListFilters
        filters={filters}
        onChange={setFilters}
        providers={providers}
        withSettlement
        searchPlaceholder={intl.formatMessage({ id: 'paymentRecords.searchPlaceholder' })}
        testId="payment-records"
      />
      {edges.length === 0 ? (
        <FilteredListEmptyState
          testId="payment-records-empty"
          icon="provider"
          messages="paymentRecords"
          filtered={filtered}
          onClear={clear}
          createAt={null}
        />
      ) : (
        <DataTable
          columns={COLUMNS}
          size="sm"
          interactive
          dimmed={isRefetching}
          wrapHeaders
          testId="payment-records-table"
        >
          {edges.map((edge) => (
            <PaymentRecordRow key={edge.node.id} record={edge.node} />
          ))}
        </DataTable>
      )}
      {edges.length > 0 ? (
        <ListFooter
          summary={
            <FormattedMessage
              id="paymentRecords.showing"
              values={{ shown: edges.length, total: data.paymentRecords.totalCount }}
            />
          }
          summaryTestId="payment-records-total"
          loadMore={{
            label: <FormattedMessage id="paymentRecords.loadMore" />,
            testId: 'payment-records-load-more',
            hasNext,
            loading: isLoadingNext,
            onLoadMore: () => loadNext(PAYMENT_RECORD_PAGE_SIZE),
          }}
        />
      ) : null}
    </Card.Root>
  );
}
