import { Card } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useNavigation } from 'react-router';
import type { DataTableProps } from '../../ui/DataTable';
import type { ListPages } from '../../ui/lists/PagedListFooter';
import { FilteredPagedTable } from '../../ui/lists/FilteredPagedTable';
import { type ListUrlSpec, useListUrlState } from '../../ui/lists/listUrlState';
import type { IconName } from '../../ui/MenuIcon';
import { StatusFilterBar } from '../../ui/StatusFilterBar';

type DocumentStatusListProps<Status extends string, Node> = {
  /** The list's status filter as its URL keeps it (`newestFirstByStatus`), the one its route loads. */
  list: ListUrlSpec<{ status: '' | Status }, 'CREATED'>;
  /** The statuses the filter offers, each worded `<messages>.status.<STATUS>`. */
  statuses: readonly Status[];
  /** The list's catalogue prefix: its filter, empty state and foot read their words under it. */
  messages: string;
  /** The list's test-id prefix: `<testId>-filter-status`, `<testId>-empty`, `<testId>-table`. */
  testId: string;
  icon: IconName;
  /** The page that creates the first document, for a viewer who may; none otherwise. */
  createAt?: string | null;
  /** The page of the server's connection read so far, and how "Load more" reads the next. */
  connection: { readonly totalCount: number; readonly edges: readonly { readonly node: Node }[] };
  pages: ListPages;
  pageSize: number;
  /** The table's headings and look; the list dims it while the route reloads it. */
  table: Omit<DataTableProps, 'children' | 'testId' | 'dimmed' | 'size' | 'wrapHeaders'>;
  /** What stands between the filter and the table: a refused move, a selection's bar. */
  notice?: ReactNode;
  /** The row of one document. */
  children: (node: Node) => ReactNode;
};

/**
 * A list of one kind of document, newest first and narrowed by status alone
 * (kept in the URL: the route loads the list it names): the status filter,
 * the rows with "Load more" and the count, dimmed while another status loads,
 * or, with no rows, the empty state that offers to clear the filter or to
 * write the first one. The invoices, orders, credit memos and buyers'
 * payments lists differ only in their rows, columns and what they add above.
 */
export function DocumentStatusList<Status extends string, Node>({
  list,
  statuses,
  messages,
  testId,
  icon,
  createAt = null,
  connection,
  pages,
  pageSize,
  table,
  notice = null,
  children,
}: DocumentStatusListProps<Status, Node>) {
  const dimmed = useNavigation().state === 'loading';
  const { filters, change, clearFilters, filtered } = useListUrlState(list);
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <StatusFilterBar
        messages={messages}
        statuses={statuses}
        value={filters.status}
        onChange={(status) => change({ status })}
        testId={`${testId}-filter-status`}
      />
      {notice}
      <FilteredPagedTable
        connection={connection}
        pages={pages}
        pageSize={pageSize}
        messages={messages}
        testId={testId}
        empty={{ icon, filtered, onClear: clearFilters, createAt }}
        table={{ ...table, dimmed }}
      >
        {children}
      </FilteredPagedTable>
    </Card.Root>
  );
}
