import type { ComponentProps } from 'react';
import { FilteredListEmptyState } from '../FilteredListEmptyState';
import { PagedTable } from './PagedTable';

type PagedTableProps<Node> = Parameters<typeof PagedTable<Node>>[0];

type FilteredPagedTableProps<Node> = Omit<PagedTableProps<Node>, 'empty' | 'table'> & {
  /** The empty state's icon, whether filters hide the rows, how to clear them and the page that writes the first one; its words are the list's (`messages`). */
  empty: Omit<ComponentProps<typeof FilteredListEmptyState>, 'testId' | 'messages'>;
  /** The table's headings and what it does; its look (small rows, headings that wrap) is the filtered lists'. */
  table: Omit<PagedTableProps<Node>['table'], 'size' | 'wrapHeaders'>;
};

/**
 * A filterable list's table read from the server: PagedTable in the look every
 * filtered list shares, with, while it has no rows, the filtered list's empty
 * state under the list's own words and test id (`<testId>-empty`), offering
 * to clear the filters or to write the first one.
 */
export function FilteredPagedTable<Node>({ empty, table, ...list }: FilteredPagedTableProps<Node>) {
  return (
    <PagedTable
      {...list}
      empty={
        <FilteredListEmptyState
          {...empty}
          testId={`${list.testId}-empty`}
          messages={list.messages}
        />
      }
      table={{ ...table, size: 'sm', wrapHeaders: true }}
    />
  );
}
