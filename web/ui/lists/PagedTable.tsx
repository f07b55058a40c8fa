import type { ReactNode } from 'react';
import { DataTable, type DataTableProps } from '../DataTable';
import { type ListTotal, ListTotalsRow } from './ListTotalsRow';
import { PagedListFooter, type PagedListFooterProps } from './PagedListFooter';

/**
 * The foot's catalogue prefix, test-id prefix (the table is `<testId>-table`),
 * pages and page size, handed on to it as they are.
 */
type FootProps = Pick<PagedListFooterProps, 'messages' | 'testId' | 'pages' | 'pageSize'>;

type PagedTableProps<Node> = FootProps & {
  /** The page of the server's connection read so far, and how many rows it holds in all. */
  connection: { readonly totalCount: number; readonly edges: readonly { readonly node: Node }[] };
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
  empty,
  table,
  totals,
  children,
  messages,
  ...foot
}: PagedTableProps<Node>) {
  const { edges } = connection;
  if (edges.length === 0) return <>{empty}</>;
  return (
    <>
      <DataTable {...table} testId={`${foot.testId}-table`}>
        {edges.map((edge) => children(edge.node))}
      </DataTable>
      {totals ? <ListTotalsRow totals={totals.totals} testId={totals.testId} /> : null}
      {/* The prefix is named, not spread: the catalogue check follows it to where it is written. */}
      <PagedListFooter
        {...foot}
        messages={messages}
        shown={edges.length}
        total={connection.totalCount}
      />
    </>
  );
}
