import { Card, Input } from '@chakra-ui/react';
import { useTransition } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { CustomerList_query$key } from '../../__generated__/CustomerList_query.graphql';
import type { CustomerListPaginationQuery } from '../../__generated__/CustomerListPaginationQuery.graphql';
import { useRefresh } from '../../relay/useRefresh';
import { PagedTable } from '../../ui/lists/PagedTable';
import { FilterBar } from '../../ui/FilterBar';
import { FilterField, FilterSelect } from '../../ui/FilterSelect';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { useListFilters } from '../../ui/filters/useListFilters';
import { messageColumns } from '../../ui/messageColumns';
import { StatusFilterSelect } from '../../ui/StatusFilterSelect';
import {
  CUSTOMER_STATUS_TONES,
  CUSTOMER_TYPE_LABEL,
  CUSTOMER_TYPES,
  STAGE_STATUSES,
  type CustomerStageValue,
  type CustomerStatusValue,
  type CustomerTypeValue,
} from './customerLabels';
import { CustomerRow } from './CustomerRow';
import { CUSTOMER_CREATE_PATH } from './customerStage';

/** How many customers one page shows. */
export const CUSTOMER_PAGE_SIZE = 20;

/** The longest search the service takes. */
const SEARCH_MAX = 200;

const COLUMNS = messageColumns([
  'customers.column.customer',
  'customers.column.type',
  'customers.column.status',
  'customers.column.contact',
  'customers.column.date',
]);

/** The list's filters as the screen holds them: '' for any. */
type Filters = { search: string; status: '' | CustomerStatusValue; type: '' | CustomerTypeValue };
const DEFAULT_FILTERS: Filters = { search: '', status: '', type: '' };
const TYPED: ReadonlySet<keyof Filters> = new Set(['search']);

type CustomerListProps = {
  query: CustomerList_query$key;
  /** The filter the URL names: the list's rows are only of it. */
  stage: CustomerStageValue;
  timeZone: string;
  /** Whether the viewer may invite and add customers (the empty list offers to add the first one). */
  canManage: boolean;
  /** Bumped by the page after an invitation, to read the list again. */
  refreshKey: number;
};

/**
 * The list's filters (search, status, type) and the first page they load: a
 * change reads the stage's customers again from the server, as does a new
 * `refreshKey`.
 */
function useCustomerFilters(
  refetch: (
    variables: CustomerListPaginationQuery['variables'],
    options: { fetchPolicy: 'network-only' },
  ) => unknown,
  stage: CustomerListProps['stage'],
  refreshKey: CustomerListProps['refreshKey'],
) {
  const [isRefetching, startRefetch] = useTransition();

  const reload = (next: Filters) =>
    startRefetch(() => {
      const search = next.search.trim();
      refetch(
        {
          count: CUSTOMER_PAGE_SIZE,
          cursor: null,
          stage,
          status: next.status || null,
          type: next.type || null,
          search: search === '' ? null : search,
        },
        { fetchPolicy: 'network-only' },
      );
    });
  const { filters, change, clearFilters } = useListFilters(DEFAULT_FILTERS, reload, TYPED);
  useRefresh(refreshKey, () => reload(filters));
  const filtered = filters.search.trim() !== '' || filters.status !== '' || filters.type !== '';
  return { filters, change, clearFilters, filtered, isRefetching };
}

/**
 * The organisation's customers of one stage (invited: everything before
 * approval; active: approved ones), newest first, narrowed by a search of
 * the name, alias or email, by status (the stage's own) and by type, with
 * "Load more" and the total.
 */
export function CustomerList({ query, stage, timeZone, canManage, refreshKey }: CustomerListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    CustomerListPaginationQuery,
    CustomerList_query$key
  >(
    graphql`
      fragment CustomerList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        stage: { type: "CustomerStage" }
        status: { type: "CustomerStatus" }
        type: { type: "CustomerType" }
        search: { type: "String" }
      )
      @refetchable(queryName: "CustomerListPaginationQuery") {
        customers(
          first: $count
          after: $cursor
          stage: $stage
          status: $status
          type: $type
          search: $search
        )
          @connection(
            key: "CustomerList_customers"
            filters: ["stage", "status", "type", "search"]
          ) {
          totalCount
          edges {
            node {
              id
              ...CustomerRow_customer
            }
          }
        }
      }
    `,
    query,
  );
  const { filters, change, clearFilters, filtered, isRefetching } = useCustomerFilters(
    refetch,
    stage,
    refreshKey,
  );

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <CustomerListFilters filters={filters} change={change} stage={stage} />
      <PagedTable
        connection={data.customers}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={CUSTOMER_PAGE_SIZE}
        messages="customers"
        testId="customers"
        empty={
          stage === 'ACTIVE' ? (
            <FilteredListEmptyState
              testId="customers-empty"
              icon="customers"
              messages="customers.active"
              filtered={filtered}
              onClear={clearFilters}
            />
          ) : (
            <FilteredListEmptyState
              testId="customers-empty"
              icon="customers"
              messages="customers.invited"
              filtered={filtered}
              onClear={clearFilters}
              createAt={canManage ? CUSTOMER_CREATE_PATH : null}
            />
          )
        }
        table={{
          columns: COLUMNS,
          size: 'sm',
          interactive: true,
          dimmed: isRefetching,
          wrapHeaders: true,
        }}
      >
        {(node) => <CustomerRow key={node.id} customer={node} timeZone={timeZone} />}
      </PagedTable>
    </Card.Root>
  );
}

/** The list's search and its status and type filters; the statuses offered are the stage's own. */
function CustomerListFilters({
  filters,
  change,
  stage,
}: {
  filters: Filters;
  change: (patch: Partial<Filters>) => void;
  stage: CustomerStageValue;
}) {
  const intl = useIntl();
  const any = intl.formatMessage({ id: 'customers.filter.any' });
  return (
    <FilterBar testId="customers-filters">
      <FilterField label={<FormattedMessage id="customers.filter.search" />} minWidth="64">
        <Input
          size="sm"
          name="search"
          type="search"
          value={filters.search}
          maxLength={SEARCH_MAX}
          placeholder={intl.formatMessage({ id: 'customers.filter.searchPlaceholder' })}
          onChange={(event) => change({ search: event.currentTarget.value })}
          data-testid="customers-search"
        />
      </FilterField>
      <StatusFilterSelect
        name="status"
        label={<FormattedMessage id="customers.filter.status" />}
        value={filters.status}
        onChange={(status) => change({ status })}
        statuses={STAGE_STATUSES[stage]}
        tones={CUSTOMER_STATUS_TONES}
        placeholder={any}
        testId="customers-filter-status"
      />
      <FilterSelect
        name="type"
        label={<FormattedMessage id="customers.filter.type" />}
        value={filters.type}
        onChange={(type) => change({ type: type as Filters['type'] })}
        options={CUSTOMER_TYPES.map((type) => ({
          value: type,
          label: intl.formatMessage(CUSTOMER_TYPE_LABEL[type]),
        }))}
        placeholder={any}
        testId="customers-filter-type"
      />
    </FilterBar>
  );
}
