import { Card } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePaginationFragment } from 'react-relay';
import type { ExceptionTicketList_query$key } from '../../__generated__/ExceptionTicketList_query.graphql';
import type {
  ExceptionTicketListPaginationQuery,
  ExceptionTicketStatus,
} from '../../__generated__/ExceptionTicketListPaginationQuery.graphql';
import { useRefresh } from '../../relay/useRefresh';
import { useReloadInPlace } from '../../ui/useReloadInPlace';
import { FilteredPagedTable } from '../../ui/lists/FilteredPagedTable';
import { useListFilters } from '../../ui/filters/useListFilters';
import { messageColumns } from '../../ui/messageColumns';
import { ExceptionAssignDialog } from './ExceptionAssignDialog';
import { ExceptionResolveDialog } from './ExceptionResolveDialog';
import { ExceptionTicketFilters, type ExceptionFilters } from './ExceptionTicketFilters';
import { ExceptionTicketRow, type TicketTarget } from './ExceptionTicketRow';
import type { Assignable } from './exceptionLabels';

/** How many tickets one page shows. */
export const EXCEPTION_PAGE_SIZE = 20;

const COLUMNS = messageColumns(
  [
    'exceptions.column.type',
    'exceptions.column.line',
    'exceptions.column.amount',
    'exceptions.column.daysOpen',
    'exceptions.column.status',
    'exceptions.column.assignee',
  ],
  ['exceptions.column.amount', 'exceptions.column.daysOpen'],
);

const DEFAULT_FILTERS: ExceptionFilters = { status: 'UNRESOLVED', type: '', assignee: '' };

/** The query's arguments for the filters. */
function variablesOf(filters: ExceptionFilters, me: Assignable) {
  // Every status named rather than null: a null would give way to the fragment's default (Open and In Progress).
  const status: ExceptionTicketStatus[] =
    filters.status === 'ALL'
      ? ['OPEN', 'IN_PROGRESS', 'RESOLVED']
      : filters.status === 'UNRESOLVED'
        ? ['OPEN', 'IN_PROGRESS']
        : [filters.status];
  return {
    status,
    type: filters.type || null,
    assigneeId:
      filters.assignee === 'ME'
        ? me.id
        : filters.assignee && filters.assignee !== 'NOBODY'
          ? filters.assignee
          : null,
    unassigned: filters.assignee === 'NOBODY' ? true : null,
  };
}

/** The tickets a page at a time, by the filters (Open and In Progress until they say otherwise), each with its row's fields. */
const ticketsFragment = graphql`
  fragment ExceptionTicketList_query on Query
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 20 }
    cursor: { type: "String" }
    status: { type: "[ExceptionTicketStatus!]", defaultValue: [OPEN, IN_PROGRESS] }
    type: { type: "ExceptionType" }
    assigneeId: { type: "ID" }
    unassigned: { type: "Boolean" }
  )
  @refetchable(queryName: "ExceptionTicketListPaginationQuery") {
    exceptionTickets(
      first: $count
      after: $cursor
      status: $status
      type: $type
      assigneeId: $assigneeId
      unassigned: $unassigned
    )
      @connection(
        key: "ExceptionTicketList_exceptionTickets"
        filters: ["status", "type", "assigneeId", "unassigned"]
      ) {
      totalCount
      edges {
        node {
          id
          ...ExceptionTicketRow_ticket
        }
      }
    }
  }
`;

type ExceptionTicketListProps = {
  query: ExceptionTicketList_query$key;
  canManage: boolean;
  me: Assignable;
  /** Whom a ticket can be assigned to: the viewer first. */
  members: readonly Assignable[];
  /** Bumped by the page after a scan, to read the list again. */
  refreshKey: number;
};

/**
 * The organisation's exception tickets, the longest open first, Open and In
 * Progress unless the filters say otherwise; each with its type, statement
 * transaction, amount, days open, status and assignee, and the moves the
 * viewer may make.
 */
export function ExceptionTicketList({
  query,
  canManage,
  me,
  members,
  refreshKey,
}: ExceptionTicketListProps) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<
    ExceptionTicketListPaginationQuery,
    ExceptionTicketList_query$key
  >(ticketsFragment, query);
  const [isRefetching, refetchInPlace] = useReloadInPlace(refetch);
  const [toAssign, setToAssign] = useState<TicketTarget | null>(null);
  const [toResolve, setToResolve] = useState<TicketTarget | null>(null);

  const reload = (next: ExceptionFilters) =>
    refetchInPlace({ count: EXCEPTION_PAGE_SIZE, cursor: null, ...variablesOf(next, me) });
  const { filters, change, clearFilters } = useListFilters(DEFAULT_FILTERS, reload);
  // After a scan the page asks for the list again, with the filters as they are.
  useRefresh(refreshKey, () => reload(filters));

  const connection = data.exceptionTickets;
  const filtered =
    filters.type !== '' || filters.assignee !== '' || filters.status !== DEFAULT_FILTERS.status;

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <ExceptionTicketFilters filters={filters} onChange={change} me={me} members={members} />
      <FilteredPagedTable
        connection={connection}
        pages={{ hasNext, isLoadingNext, loadNext }}
        pageSize={EXCEPTION_PAGE_SIZE}
        messages="exceptions"
        testId="exceptions"
        empty={{ icon: 'exception', filtered, onClear: clearFilters }}
        table={{
          columns: COLUMNS,
          actionsLabel: canManage ? <FormattedMessage id="exceptions.column.actions" /> : null,
          dimmed: isRefetching,
        }}
      >
        {(ticket) => (
          <ExceptionTicketRow
            key={ticket.id}
            ticket={ticket}
            canManage={canManage}
            onAssign={setToAssign}
            onResolve={setToResolve}
          />
        )}
      </FilteredPagedTable>
      <ExceptionAssignDialog
        ticket={toAssign}
        me={me}
        members={members}
        onClose={() => setToAssign(null)}
      />
      <ExceptionResolveDialog ticket={toResolve} onClose={() => setToResolve(null)} />
    </Card.Root>
  );
}
