import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ExpectedTransactionList_query$key } from '../../__generated__/ExpectedTransactionList_query.graphql';
import type { ExpectedTransactionListPaginationQuery } from '../../__generated__/ExpectedTransactionListPaginationQuery.graphql';
import {
  ExpectedTransactionDeleteDialog,
  type ExpectedTransactionToDelete,
} from './ExpectedTransactionDeleteDialog';
import { ExpectedTransactionFilterBar } from './ExpectedTransactionFilterBar';
import { ExpectedTransactionListFooter } from './ExpectedTransactionListFooter';
import { ExpectedTransactionRow } from './ExpectedTransactionRow';
import { DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { useRefresh } from '../../relay/useRefresh';
import { useTransactionListUrlState } from '../../ui/filters/transactionListUrl';
import { sortedTransactionListSpec, transactionColumns } from '../../ui/filters/transactionSorting';

/** How many expected transactions one page shows. */
export const EXPECTED_TRANSACTION_PAGE_SIZE = 20;

/** The list's filters (those of its filter bar) and sort as its URL keeps them: the latest expected date first by default. */
export const EXPECTED_TRANSACTION_LIST = sortedTransactionListSpec();

/** The columns; the date, description and amount columns sort the list. */
const COLUMNS = transactionColumns(
  [
    'expectedTransactions.column.date',
    'expectedTransactions.column.counterparty',
    'expectedTransactions.column.description',
    'expectedTransactions.column.direction',
    'expectedTransactions.column.amount',
    'expectedTransactions.column.status',
    'expectedTransactions.column.externalId',
  ],
  ['expectedTransactions.column.amount'],
);

type ExpectedTransactionListProps = {
  /** Bumped by the page after an import, to read the list again. */
  refreshKey?: number;
  query: ExpectedTransactionList_query$key;
  timeZone: string;
  canManage: boolean;
  /** Whether the viewer may make a payment, to pay an outgoing expected transaction to a counterparty. */
  canPay: { PAYMENT: boolean };
  counterparties: readonly { id: string; alias: string }[] | null;
};

/**
 * The organisation's expected transactions, newest expected date first or
 * sorted by date, description or amount, with the totals of what comes in
 * and goes out over every item the filters keep, and
 * the spec's filters (date presets, direction, status, counterparty, amount
 * range, search) kept in the URL (the route loads the list they name), "Load more", edit and delete for those who manage them,
 * and Pay on an outgoing one to a counterparty for those who make payments.
 */
export function ExpectedTransactionList({
  query,
  timeZone,
  canManage,
  canPay,
  counterparties,
  refreshKey = 0,
}: ExpectedTransactionListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = useExpectedTransactionPages(query);
  const [toDelete, setToDelete] = useState<ExpectedTransactionToDelete | null>(null);
  const list = useTransactionListUrlState(EXPECTED_TRANSACTION_LIST, timeZone);
  const { filters, change, clearFilters, filtered, isRefetching } = list;
  useRefresh(refreshKey, list.refresh);

  const connection = data.expectedTransactions;
  const edges = connection.edges;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <ExpectedTransactionFilterBar
        filters={filters}
        onChange={change}
        busy={isRefetching}
        counterparties={counterparties}
      />
      {edges.length === 0 ? (
        <FilteredListEmptyState
          testId="expected-transactions-empty"
          icon="reconcile"
          messages="expectedTransactions"
          filtered={filtered}
          onClear={clearFilters}
          createAt={canManage ? '/expected-transactions/create' : null}
        />
      ) : (
        <DataTable
          columns={COLUMNS}
          actionsLabel={
            canManage || canPay.PAYMENT ? (
              <FormattedMessage id="bankAccounts.column.actions" />
            ) : null
          }
          size="sm"
          interactive
          dimmed={isRefetching}
          wrapHeaders
          sorting={list}
          testId="expected-transactions-table"
        >
          {edges.map((edge) => (
            <ExpectedTransactionRow
              key={edge.node.id}
              expectedTransaction={edge.node}
              canManage={canManage}
              canPay={canPay}
              onDelete={setToDelete}
            />
          ))}
        </DataTable>
      )}
      {edges.length > 0 ? (
        <ExpectedTransactionListFooter
          shown={edges.length}
          total={connection.totalCount}
          totals={connection.totals}
          pages={{ hasNext, isLoadingNext, loadNext }}
          pageSize={EXPECTED_TRANSACTION_PAGE_SIZE}
        />
      ) : null}
      <ExpectedTransactionDeleteDialog
        expectedTransaction={toDelete}
        connectionId={connection.__id}
        onClose={() => setToDelete(null)}
      />
    </Card.Root>
  );
}

/** The list's page of expected transactions, their count, connection and totals, and the way to load the next page. */
function useExpectedTransactionPages(query: ExpectedTransactionList_query$key) {
  return usePaginationFragment<
    ExpectedTransactionListPaginationQuery,
    ExpectedTransactionList_query$key
  >(
    graphql`
      fragment ExpectedTransactionList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        direction: { type: "TransactionDirection" }
        reconciliationStatus: { type: "ReconciliationStatus" }
        counterpartyId: { type: "ID" }
        amountMin: { type: "Decimal" }
        amountMax: { type: "Decimal" }
        search: { type: "String" }
        sort: { type: "ExpectedTransactionSort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "ExpectedTransactionListPaginationQuery") {
        expectedTransactions(
          first: $count
          after: $cursor
          dateFrom: $dateFrom
          dateTo: $dateTo
          direction: $direction
          reconciliationStatus: $reconciliationStatus
          counterpartyId: $counterpartyId
          amountMin: $amountMin
          amountMax: $amountMax
          search: $search
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "ExpectedTransactionList_expectedTransactions"
            filters: [
              "dateFrom"
              "dateTo"
              "direction"
              "reconciliationStatus"
              "counterpartyId"
              "amountMin"
              "amountMax"
              "search"
              "sort"
              "sortDirection"
            ]
          ) {
          __id
          totalCount
          totals {
            ...listTotalFields_total @relay(mask: false)
          }
          edges {
            node {
              id
              ...ExpectedTransactionRow_expectedTransaction
            }
          }
        }
      }
    `,
    query,
  );
}
