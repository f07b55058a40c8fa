import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { DepositList_query$key } from '../../__generated__/DepositList_query.graphql';
import type { DepositListPaginationQuery } from '../../__generated__/DepositListPaginationQuery.graphql';
import { FilteredPagedTable } from '../../ui/lists/FilteredPagedTable';
import { useListFilters } from '../../ui/filters/useListFilters';
import { ListFilterSelect, ListSearchInput, ListToolbar } from '../../ui/ListToolbar';
import { messageColumns } from '../../ui/messageColumns';
import { useReloadInPlace } from '../../ui/useReloadInPlace';
import { DepositCloseDialog } from './DepositCloseDialog';
import { DEPOSIT_STATUS_TONES, DEPOSIT_STATUSES, type DepositStatusValue } from './depositLabels';
import { DepositRow, type DepositTarget } from './DepositRow';

/** How many deposits one page shows. */
export const DEPOSIT_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'deposits.column.deposit',
    'deposits.column.amount',
    'deposits.column.period',
    'deposits.column.interest',
    'deposits.column.status',
  ],
  ['deposits.column.amount', 'deposits.column.interest'],
);

/** The list's filters as the screen holds them: a status ('' for any) and the search text. */
type Filters = { status: '' | DepositStatusValue; search: string };
const DEFAULT_FILTERS: Filters = { status: '', search: '' };
const TYPED: ReadonlySet<keyof Filters> = new Set(['search']);

type DepositListProps = {
  query: DepositList_query$key;
  permissions: readonly string[];
};

/**
 * The organisation's deposits, soonest maturity first, searched by alias or
 * bank and narrowed by status, with "Load more" and the total. Each row shows
 * the deposit, its principal and rate, its period and term, its interest
 * accrued to date (gross, and net of the 20% final tax) and its status; a
 * member who manages deposits may close a running one early, with a reason.
 */
export function DepositList({ query, permissions }: DepositListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = useDepositPages(query);
  const [isRefetching, refetchInPlace] = useReloadInPlace(refetch);
  const [toClose, setToClose] = useState<DepositTarget | null>(null);

  const reload = (next: Filters) =>
    refetchInPlace({
      count: DEPOSIT_PAGE_SIZE,
      cursor: null,
      status: next.status || null,
      search: next.search.trim() || null,
    });
  const { filters, change, clearFilters } = useListFilters(DEFAULT_FILTERS, reload, TYPED);

  const connection = data.deposits;
  const filtered = filters.status !== '' || filters.search.trim() !== '';
  const canManage = permissions.includes('deposits:manage');

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <DepositListToolbar filters={filters} onChange={change} />
      <FilteredPagedTable
        connection={connection}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={DEPOSIT_PAGE_SIZE}
        messages="deposits"
        testId="deposits"
        empty={{
          icon: 'deposit',
          filtered,
          onClear: clearFilters,
          createAt: canManage ? '/deposits/create' : null,
        }}
        table={{
          columns: COLUMNS,
          actionsLabel: canManage ? <FormattedMessage id="deposits.column.actions" /> : null,
          interactive: true,
          dimmed: isRefetching,
        }}
      >
        {(deposit) => (
          <DepositRow
            key={deposit.id}
            deposit={deposit}
            withActions={canManage}
            onClose={setToClose}
          />
        )}
      </FilteredPagedTable>
      <DepositCloseDialog deposit={toClose} onClose={() => setToClose(null)} />
    </Card.Root>
  );
}

/** The list's page of deposits and their count, the way to load the next page, and to read it again under other filters. */
function useDepositPages(query: DepositList_query$key) {
  return usePaginationFragment<DepositListPaginationQuery, DepositList_query$key>(
    graphql`
      fragment DepositList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        status: { type: "DepositStatus" }
        search: { type: "String" }
      )
      @refetchable(queryName: "DepositListPaginationQuery") {
        deposits(first: $count, after: $cursor, status: $status, search: $search)
          @connection(key: "DepositList_deposits", filters: ["status", "search"]) {
          totalCount
          edges {
            node {
              id
              ...DepositRow_deposit
            }
          }
        }
      }
    `,
    query,
  );
}

/** The search by alias or bank and the status filter. */
function DepositListToolbar({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}) {
  const intl = useIntl();
  return (
    <ListToolbar>
      <ListSearchInput
        testId="deposits-search"
        value={filters.search}
        placeholder={intl.formatMessage({ id: 'deposits.searchPlaceholder' })}
        onChange={(search) => onChange({ search })}
      />
      <ListFilterSelect
        name="status"
        testId="deposits-filter-status"
        label={intl.formatMessage({ id: 'deposits.filter.status' })}
        value={filters.status}
        width="48"
        onChange={(status) => onChange({ status: status as Filters['status'] })}
      >
        <option value="">{intl.formatMessage({ id: 'deposits.filter.anyStatus' })}</option>
        {DEPOSIT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {intl.formatMessage(DEPOSIT_STATUS_TONES[status].label)}
          </option>
        ))}
      </ListFilterSelect>
    </ListToolbar>
  );
}
