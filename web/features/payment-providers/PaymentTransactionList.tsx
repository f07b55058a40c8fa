import { Card } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { PaymentTransactionList_query$key } from '../../__generated__/PaymentTransactionList_query.graphql';
import type { PaymentTransactionListPaginationQuery } from '../../__generated__/PaymentTransactionListPaginationQuery.graphql';
import { DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { ListFooter } from '../../ui/ListFooter';
import { messageColumns } from '../../ui/messageColumns';
import { PaymentListFilters } from './PaymentListFilters';
import { PaymentTransactionRow } from './PaymentTransactionRow';
import { usePaymentFilters } from './usePaymentFilters';

/** How many payment transactions one page shows. */
export const PAYMENT_TRANSACTION_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'paymentTransactions.column.occurredAt',
    'paymentTransactions.column.reference',
    'paymentTransactions.column.provider',
    'paymentTransactions.column.amount',
    'paymentTransactions.column.fees',
    'paymentTransactions.column.net',
    'paymentTransactions.column.status',
  ],
  [
    'paymentTransactions.column.amount',
    'paymentTransactions.column.fees',
    'paymentTransactions.column.net',
  ],
);

type PaymentTransactionListProps = {
  query: PaymentTransactionList_query$key;
  providers: readonly { id: string; name: string }[];
  refreshKey: number;
};

/** Every transaction of the providers' reports (payments, refunds, withdrawals …), newest first, with the filters and "Load more". */
export function PaymentTransactionList({
  query,
  providers,
  refreshKey,
}: PaymentTransactionListProps) {
  const intl = useIntl();
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    PaymentTransactionListPaginationQuery,
    PaymentTransactionList_query$key
  >(
    graphql`
      fragment PaymentTransactionList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        paymentProviderId: { type: "ID" }
        status: { type: "PaymentTransactionStatus" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        search: { type: "String" }
      )
      @refetchable(queryName: "PaymentTransactionListPaginationQuery") {
        paymentTransactions(
          first: $count
          after: $cursor
          paymentProviderId: $paymentProviderId
          status: $status
          dateFrom: $dateFrom
          dateTo: $dateTo
          search: $search
        )
          @connection(
            key: "PaymentTransactionList_paymentTransactions"
            filters: ["paymentProviderId", "status", "dateFrom", "dateTo", "search"]
          ) {
          totalCount
          edges {
            node {
              id
              ...PaymentTransactionRow_transaction
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
        { count: PAYMENT_TRANSACTION_PAGE_SIZE, cursor: null, ...variables },
        { fetchPolicy: 'network-only' },
      ),
    false,
    refreshKey,
  );
  const edges = data.paymentTransactions.edges;
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <PaymentListFilters
        filters={filters}
        onChange={setFilters}
        providers={providers}
        withSettlement={false}
        searchPlaceholder={intl.formatMessage({ id: 'paymentTransactions.searchPlaceholder' })}
        testId="payment-transactions"
      />
      {edges.length === 0 ? (
        <FilteredListEmptyState
          testId="payment-transactions-empty"
          icon="provider"
          messages="paymentTransactions"
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
          testId="payment-transactions-table"
        >
          {edges.map((edge) => (
            <PaymentTransactionRow key={edge.node.id} transaction={edge.node} />
          ))}
        </DataTable>
      )}
      {edges.length > 0 ? (
        <ListFooter
          summary={
            <FormattedMessage
              id="paymentTransactions.showing"
              values={{ shown: edges.length, total: data.paymentTransactions.totalCount }}
            />
          }
          summaryTestId="payment-transactions-total"
          loadMore={{
            label: <FormattedMessage id="paymentTransactions.loadMore" />,
            testId: 'payment-transactions-load-more',
            hasNext,
            loading: isLoadingNext,
            onLoadMore: () => loadNext(PAYMENT_TRANSACTION_PAGE_SIZE),
          }}
        />
      ) : null}
    </Card.Root>
  );
}
