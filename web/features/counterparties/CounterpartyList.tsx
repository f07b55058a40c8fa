import { Box, Card, HStack, Spinner, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePaginationFragment, useQueryLoader, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { CounterpartyDrawerQuery } from '../../__generated__/CounterpartyDrawerQuery.graphql';
import type { CounterpartyList_query$key } from '../../__generated__/CounterpartyList_query.graphql';
import type { CounterpartyListCreatedSubscription } from '../../__generated__/CounterpartyListCreatedSubscription.graphql';
import type { CounterpartyListPaginationQuery } from '../../__generated__/CounterpartyListPaginationQuery.graphql';
import { useRefresh } from '../../relay/useRefresh';
import { listUrlVariables, type ListUrlSpec } from '../../ui/lists/listUrlState';
import { useTypedListUrlState } from '../../ui/lists/useTypedListUrlState';
import { addCounterpartyToList } from './addCounterpartyToList';
import { CounterpartyDrawer, counterpartyDrawerQuery } from './CounterpartyDrawer';
import { CounterpartyRow } from './CounterpartyRow';
import { COUNTERPARTY_TYPE_LABEL } from './counterpartyTypeLabel';
import { DataTable } from '../../ui/DataTable';
import { FilteredListEmptyState } from '../../ui/FilteredListEmptyState';
import { messageColumns } from '../../ui/messageColumns';
import { ListFooter } from '../../ui/ListFooter';
import { ListFilterSelect, ListSearchInput, ListToolbar } from '../../ui/ListToolbar';

/** How many counterparties one page shows. */
export const COUNTERPARTY_PAGE_SIZE = 20;
const PAGE_SIZE = COUNTERPARTY_PAGE_SIZE;

type CounterpartySort = 'NAME' | 'ALIAS' | 'TYPE' | 'STATUS' | 'EMAIL' | 'CREATED_AT';

/** The columns; those the list sorts by name their sort (the schema's CounterpartySort). */
const SORTS: Record<string, CounterpartySort> = {
  'counterparties.column.legalName': 'NAME',
  'counterparties.column.alias': 'ALIAS',
  'counterparties.column.type': 'TYPE',
  'counterparties.column.status': 'STATUS',
  'counterparties.column.email': 'EMAIL',
  'counterparties.column.createdAt': 'CREATED_AT',
};
const COLUMNS = messageColumns([
  'counterparties.column.legalName',
  'counterparties.column.alias',
  'counterparties.column.type',
  'counterparties.column.status',
  'counterparties.column.email',
  'counterparties.column.bankAccounts',
  'counterparties.column.createdAt',
]).map((column) => ({ ...column, sort: SORTS[column.key] }));

/** The list's filters ('' for any): the words searched for, a type and a status. */
type CounterpartyFilters = {
  search: string;
  type: '' | 'COMPANY' | 'INDIVIDUAL';
  status: '' | 'ACTIVE' | 'INACTIVE';
};

/** The list's filters and sort as its URL keeps them ('' for any): the words searched for, a type and a status; by legal name, A to Z, by default. */
export const COUNTERPARTY_LIST: ListUrlSpec<CounterpartyFilters, CounterpartySort> = {
  filters: { search: '', type: '', status: '' },
  options: { type: ['COMPANY', 'INDIVIDUAL'], status: ['ACTIVE', 'INACTIVE'] },
  sorts: ['NAME', 'ALIAS', 'TYPE', 'STATUS', 'EMAIL', 'CREATED_AT'],
  sort: 'NAME',
  direction: 'ASC',
};
const TYPED = new Set(['search'] as const);

/** The list query's filters and sort for the URL's: '' and blank words as any. */
export function counterpartyListVariables(params: URLSearchParams) {
  const { search, type, status, sort, sortDirection } = listUrlVariables(COUNTERPARTY_LIST, params);
  return { search: search?.trim() || null, type, status, sort, sortDirection };
}

const createdSubscription = graphql`
  subscription CounterpartyListCreatedSubscription {
    counterpartyCreated {
      id
      type
      status
      ...CounterpartyRow_counterparty
    }
  }
`;

type CounterpartyListProps = {
  /** Bumped by the page after an import, to read the list again. */
  refreshKey?: number;
  query: CounterpartyList_query$key;
  timeZone: string;
  /** The viewer's permissions: what the detail lets them do. */
  permissions: readonly string[];
};

/**
 * The counterparties of the organisation: searchable (debounced), filterable
 * by type and status, sortable by a column's heading (all kept in the URL: the route loads the list
 * they name, a link shares it, Back returns to the one before), paged with "Load more", and live: counterparties
 * created elsewhere appear at the top as the server pushes them. A row opens
 * the counterparty's detail in a drawer.
 */
export function CounterpartyList({
  query,
  timeZone,
  permissions,
  refreshKey = 0,
}: CounterpartyListProps) {
  const { data, loadNext, hasNext, isLoadingNext } = useCounterpartyPages(query);

  const list = useTypedListUrlState(COUNTERPARTY_LIST, TYPED);
  const { filters, change, clearFilters, filtered, isRefetching } = list;
  const drawer = useCounterpartyDrawer();

  useCreatedCounterparties();
  useRefresh(refreshKey, list.refresh);

  const edges = data.counterparties.edges;
  const total = data.counterparties.totalCount;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <CounterpartyToolbar filters={filters} onChange={change} busy={isRefetching} total={total} />

      {edges.length === 0 ? (
        <FilteredListEmptyState
          testId="counterparties-empty"
          icon="counterparties"
          messages="counterparties"
          filtered={filtered}
          onClear={clearFilters}
          createAt="/counterparties/create"
        />
      ) : (
        <DataTable
          columns={COLUMNS}
          interactive
          dimmed={isRefetching}
          wrapHeaders
          sorting={list}
          testId="counterparty-table"
        >
          {edges.map((edge) => (
            <CounterpartyRow
              key={edge.node.id}
              counterparty={edge.node}
              timeZone={timeZone}
              onOpen={drawer.openDetail}
            />
          ))}
        </DataTable>
      )}

      {edges.length > 0 ? (
        <CounterpartyListFooter
          shown={edges.length}
          total={total}
          pages={{ hasNext, isLoadingNext, loadMore: () => loadNext(PAGE_SIZE) }}
        />
      ) : null}
      <CounterpartyDrawer
        queryRef={drawer.queryRef}
        open={drawer.open}
        onClose={drawer.close}
        permissions={permissions}
        timeZone={timeZone}
        list={{
          connectionId: data.counterparties.__id,
          status: filters.status === '' ? null : filters.status,
        }}
      />
    </Card.Root>
  );
}

/** The list's page of counterparties, their count and connection, and the way to load the next page. */
function useCounterpartyPages(query: CounterpartyList_query$key) {
  return usePaginationFragment<CounterpartyListPaginationQuery, CounterpartyList_query$key>(
    graphql`
      fragment CounterpartyList_query on Query
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 20 }
        cursor: { type: "String" }
        search: { type: "String" }
        type: { type: "CounterpartyType" }
        status: { type: "CounterpartyStatus" }
        sort: { type: "CounterpartySort" }
        sortDirection: { type: "SortDirection" }
      )
      @refetchable(queryName: "CounterpartyListPaginationQuery") {
        # The sort is not part of the connection's identity: a list read in another order replaces the one shown (a first
        # page always does), and a counterparty created or deleted joins or leaves whatever order is on screen.
        counterparties(
          first: $count
          after: $cursor
          search: $search
          type: $type
          status: $status
          sort: $sort
          sortDirection: $sortDirection
        )
          @connection(
            key: "CounterpartyList_counterparties"
            filters: ["search", "type", "status"]
          ) {
          __id
          totalCount
          edges {
            node {
              id
              ...CounterpartyRow_counterparty
            }
          }
        }
      }
    `,
    query,
  );
}

/** How many counterparties show of how many, and "Load more". */
function CounterpartyListFooter({
  shown,
  total,
  pages,
}: {
  shown: number;
  total: number;
  pages: { hasNext: boolean; isLoadingNext: boolean; loadMore: () => void };
}) {
  return (
    <ListFooter
      summary={<FormattedMessage id="counterparties.showing" values={{ shown, total }} />}
      loadMore={{
        label: <FormattedMessage id="counterparties.loadMore" />,
        testId: 'counterparties-load-more',
        hasNext: pages.hasNext,
        loading: pages.isLoadingNext,
        onLoadMore: pages.loadMore,
      }}
    />
  );
}

/** The detail drawer's state: whether it is open and the query it shows, loaded when a row opens it. */
function useCounterpartyDrawer() {
  const [open, setOpen] = useState(false);
  const [queryRef, loadQuery] = useQueryLoader<CounterpartyDrawerQuery>(counterpartyDrawerQuery);
  const openDetail = useCallback(
    (id: string) => {
      loadQuery({ id }, { fetchPolicy: 'store-and-network' });
      setOpen(true);
    },
    [loadQuery],
  );
  const close = useCallback(() => setOpen(false), []);
  return { open, queryRef, openDetail, close };
}

type CounterpartyToolbarProps = {
  filters: CounterpartyFilters;
  onChange: (patch: Partial<CounterpartyFilters>) => void;
  /** Whether the list is reloading for a new search, filter or sort. */
  busy: boolean;
  total: number;
};

/** Above the list: the search, the type and status filters, and the live total. */
function CounterpartyToolbar({ filters, onChange, busy, total }: CounterpartyToolbarProps) {
  const intl = useIntl();
  return (
    <ListToolbar>
      <ListSearchInput
        testId="counterparty-search"
        value={filters.search}
        placeholder={intl.formatMessage({ id: 'counterparties.searchPlaceholder' })}
        onChange={(search) => onChange({ search })}
      />
      <ListFilterSelect
        name="typeFilter"
        testId="counterparty-type-filter"
        label={intl.formatMessage({ id: 'counterparties.typeFilter' })}
        value={filters.type}
        width="48"
        onChange={(type) => onChange({ type: type as typeof filters.type })}
      >
        <option value="">{intl.formatMessage({ id: 'counterparties.typeAll' })}</option>
        <option value="COMPANY">{intl.formatMessage(COUNTERPARTY_TYPE_LABEL.COMPANY)}</option>
        <option value="INDIVIDUAL">{intl.formatMessage(COUNTERPARTY_TYPE_LABEL.INDIVIDUAL)}</option>
      </ListFilterSelect>
      <ListFilterSelect
        name="statusFilter"
        testId="counterparty-status-filter"
        label={intl.formatMessage({ id: 'counterparties.statusFilter' })}
        value={filters.status}
        width="44"
        onChange={(status) => onChange({ status: status as typeof filters.status })}
      >
        <option value="">{intl.formatMessage({ id: 'counterparties.statusAll' })}</option>
        <option value="ACTIVE">{intl.formatMessage({ id: 'counterparty.status.active' })}</option>
        <option value="INACTIVE">
          {intl.formatMessage({ id: 'counterparty.status.inactive' })}
        </option>
      </ListFilterSelect>
      <LiveTotal busy={busy} total={total} />
    </ListToolbar>
  );
}

/** Counterparties created elsewhere (another member, an import) join the top of the list as the server pushes them. */
function useCreatedCounterparties() {
  const config = useMemo<GraphQLSubscriptionConfig<CounterpartyListCreatedSubscription>>(
    () => ({
      subscription: createdSubscription,
      variables: {},
      updater: (store) => {
        const created = store.getRootField('counterpartyCreated');
        if (created) addCounterpartyToList(store, created);
      },
      onError: () => undefined,
    }),
    [],
  );
  useSubscription(config);
}

/** Beside the filters: a spinner while the list reloads, the live dot (new counterparties appear by themselves) and the total. */
function LiveTotal({ busy, total }: { busy: boolean; total: number }) {
  const intl = useIntl();
  return (
    <HStack gap="3" marginLeft={{ md: 'auto' }} color="fg.muted" fontSize="sm">
      {busy ? <Spinner size="xs" color="brand.solid" /> : null}
      <HStack gap="1.5" title={intl.formatMessage({ id: 'counterparties.liveHint' })}>
        <Box width="2" height="2" rounded="full" bg="green.500" />
        <Text>
          <FormattedMessage id="counterparties.live" />
        </Text>
      </HStack>
      <Text data-testid="counterparty-total" fontWeight="medium" color="fg" whiteSpace="nowrap">
        <FormattedMessage id="counterparties.total" values={{ count: total }} />
      </Text>
    </HStack>
  );
}
