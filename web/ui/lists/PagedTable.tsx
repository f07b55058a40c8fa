import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../DataTable';
import { type ListTotal, ListTotalsRow } from './ListTotalsRow';
import { type ListPages, PagedListFooter } from './PagedListFooter';

type PagedTableProps<Node> = {
  /** The page of the server's connection read so far, and how many rows it holds in all. */
  connection: { readonly totalCount: number; readonly edges: readonly { readonly node: Node }[] };
  pages: ListPages;
  /** How many rows "Load more" asks for. */
  pageSize: number;
  /** The list's catalogue prefix: the foot's words are `<prefix>.showing` and `<prefix>.loadMore`. */
  messages: string;
  /** The list's test-id prefix: the table is `<testId>-table`, the foot's `<testId>-total` and `<testId>-load-more`. */
  testId: string;
  /** What shows instead of the table while the list has no rows. */
  empty: ReactNode;
  /** The table's headings and look. */
  table: Omit<DataTableProps, 'children' | 'testId'>;
  /** The sums of every row the filters keep, under the rows (`<totalsTestId>`), where the list adds up. */
  totals?: { totals: readonly ListTotal[]; testId: string };
  /** The row of one node. */
  children: (node: Node) => ReactNode;
};

/**
 * A paged list's table read from the server: its rows (or, with none, its
 * empty state), the totals of the rows the filters keep where it has them,
 * and the foot with "Showing 20 of 57" and "Load more".
 */
export function PagedTable<Node>({
  connection,
  pages,
  pageSize,
  messages,
  testId,
  empty,
  table,
  totals,
  children,
}: PagedTableProps<Node>) {
  const { edges } = connection;
  if (edges.length === 0) return <>{empty}</>;
  return (
    <>
      <DataTable {...table} testId={`${testId}-table`}>
        {edges.map((edge) => children(edge.node))}
      </DataTable>
      {totals ? <ListTotalsRow totals={totals.totals} testId={totals.testId} /> : null}
      <PagedListFooter
        messages={messages}
        testId={testId}
        shown={edges.length}
        total={connection.totalCount}
        pages={pages}
        pageSize={pageSize}
      />
    </>
  );
}
