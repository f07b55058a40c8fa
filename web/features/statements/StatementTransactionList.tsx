import { Card } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { StatementTransactionList_query$key } from '../../__generated__/StatementTransactionList_query.graphql';
import type { StatementTransactionListPaginationQuery } from '../../__generated__/StatementTransactionListPaginationQuery.graphql';
import { TransactionFilterBar } from '../../ui/filters/TransactionFilterBar';
import { StatementListFooter } from './StatementListFooter';
import { StatementNoAccounts } from './StatementNoAccounts';
import { StatementTransactionRow } from './StatementTransactionRow';
import { DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { ListTotalsRow } from '../../ui/lists/ListTotalsRow';
import { useRefresh } from '../../relay/useRefresh';
import { useTransactionListUrlState } from '../../ui/filters/transactionListUrl';
import {
  sortedTransactionListSpec,
  transactionColumns,
  type TransactionSort,
} from '../../ui/filters/transactionSorting';

/** How many statement transactions one page shows. */
export const STATEMENT_PAGE_SIZE = 25;

/** The list's filters (those of its filter bar) and sort as its URL keeps them: newest first by default. */
export const STATEMENT_LIST = sortedTransactionListSpec();

/** The columns; the date, description and amount columns sort the list. */
const COLUMNS = transactionColumns(
  [
    'statements.column.date',
    'statements.column.account',
    'statements.column.description',
    'statements.column.type',
    'statements.column.amount',
    'statements.column.endingBalance',
    'statements.column.status',
  ],
  ['statements.column.amount', 'statements.column.endingBalance'],
);

type StatementTransactionListProps = {
  query: StatementTransactionList_query$key;
  timeZone: string;
  /** The accounts to filter by; null when the viewer may not read bank accounts. */
  bankAccounts: readonly { id: string; label: string }[] | null;
  canExport: boolean;
  /** Set when the organisation has no bank account yet: the empty list says to create one first. */
  noAccounts?: { canCreate: boolean } | null;
  /** Bumped by the page after an import, to read the list again. */
  refreshKey: number;
};

/**
 * The statement lines of the organisation's accounts, newest first or sorted
 * by date, description or amount, with the spec's filters (date presets,
 * account, direction, reconciliation status, amount range, search), all kept
 * in the URL (the route loads the list they name), the totals of money in and out over every line the
 * filters keep, "Load more" and an export of what the filters show.
 */
export function StatementTransactionList({
  query,
  timeZone,
  bankAccounts,
  noAccounts = null,
  canExport,
  refreshKey,
}: StatementTransactionListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = useStatementTransactionPages(query);
  const list = useTransactionListUrlState(STATEMENT_LIST, timeZone);
  const { filters, change, isRefetching } = list;
  useRefresh(refreshKey, list.refresh);
  const exportVariables = list.variables
    ? (({ partyId, ...rest }) => ({ ...rest, bankAccountId: partyId }))(list.variables)
    : null;

  const connection = data.statementTransactions;
  const edges = connection.edges;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <StatementFilterBar
        filters={filters}
        onChange={change}
        bankAccounts={bankAccounts}
        busy={isRefetching}
      />
      <StatementTransactionsBody edges={edges} noAccounts={noAccounts} list={list} />
      {edges.length > 0 ? (
        <ListTotalsRow totals={connection.totals} testId="statement-transactions-totals" />
      ) : null}
      <StatementListFooter
        shown={edges.length}
        total={connection.totalCount}
        exportFilters={canExport ? exportVariables : null}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={STATEMENT_PAGE_SIZE}
      />
    </Card.Root>
  );
}

/** The list's page of statement lines, their count and totals, and the way to load the next page. */
function useStatementTransactionPages(query: StatementTransactionList_query$key) {
  return usePaginationFragment<
    StatementTransactionListPaginationQuery,
    StatementTransactionList_query$key
  >(
    graphql`
      fragment StatementTransactionList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        bankAccountId: { type: "ID" }
        dateFrom: { type: "Date" }
        dateTo: { type: "Date" }
        direction: { type: "TransactionDirection" }
        reconciliationStatus: { type: "ReconciliationStatus" }
        amountMin: { type: "Decimal" }
        amountMax: { type: "Decimal" }
        search: { type: "String" }
        sort: { type: "StatementTransactionSort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "StatementTransactionListPaginationQuery") {
        statementTransactions(
          first: $count
          after: $cursor
          bankAccountId: $bankAccountId
          dateFrom: $dateFrom
          dateTo: $dateTo
          direction: $direction
          reconciliationStatus: $reconciliationStatus
          amountMin: $amountMin
          amountMax: $amountMax
          search: $search
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "StatementTransactionList_statementTransactions"
            filters: [
              "bankAccountId"
              "dateFrom"
              "dateTo"
              "direction"
              "reconciliationStatus"
              "amountMin"
              "amountMax"
              "search"
              "sort"
              "sortDirection"
            ]
          ) {
          totalCount
          totals {
            ...listTotalFields_total @relay(mask: false)
          }
          edges {
            node {
              id
              ...StatementTransactionRow_statementTransaction
            }
          }
        }
      }
    `,
    query,
  );
}

type StatementFilterBarProps = Pick<
  ComponentProps<typeof TransactionFilterBar>,
  'filters' | 'onChange' | 'busy'
> & {
  bankAccounts: StatementTransactionListProps['bankAccounts'];
};

/** The filter bar: period, account (when the viewer may read accounts), direction, status, amounts and search. */
function StatementFilterBar({ filters, onChange, bankAccounts, busy }: StatementFilterBarProps) {
  const intl = useIntl();
  return (
    <TransactionFilterBar
      filters={filters}
      onChange={onChange}
      periodLabel={<FormattedMessage id="statements.filter.period" />}
      searchPlaceholder={intl.formatMessage({ id: 'statements.searchPlaceholder' })}
      party={
        bankAccounts
          ? {
              label: <FormattedMessage id="statements.filter.account" />,
              anyLabel: intl.formatMessage({ id: 'statements.filter.anyAccount' }),
              options: bankAccounts,
            }
          : null
      }
      busy={busy}
      testId="statement"
    />
  );
}

type StatementTransactionsBodyProps = {
  edges: ReturnType<typeof useStatementTransactionPages>['data']['statementTransactions']['edges'];
  noAccounts: StatementTransactionListProps['noAccounts'];
  list: ReturnType<typeof useTransactionListUrlState<TransactionSort>>;
};

/** The lines' table, or why there are none: no account yet, or nothing the filters keep. */
function StatementTransactionsBody({ edges, noAccounts, list }: StatementTransactionsBodyProps) {
  const { filtered, clearFilters, isRefetching } = list;
  return edges.length === 0 && noAccounts && !filtered ? (
    <StatementNoAccounts canCreate={noAccounts.canCreate} />
  ) : edges.length === 0 ? (
    <FilteredListEmptyState
      testId="statement-transactions-empty"
      icon="statement"
      messages="statements"
      filtered={filtered}
      onClear={clearFilters}
    />
  ) : (
    <DataTable
      columns={COLUMNS}
      dimmed={isRefetching}
      wrapHeaders
      sorting={list}
      testId="statement-transactions-table"
    >
      {edges.map((edge) => (
        <StatementTransactionRow key={edge.node.id} line={edge.node} />
      ))}
    </DataTable>
  );
}
