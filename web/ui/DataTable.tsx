import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { ListSorting } from './lists/listUrlState';
import { RowActionsHeaderCell } from './RowActions';
import { TableHeaderCell } from './TableHeaderCell';
import { TableScrollArea } from './TableScrollArea';

export interface DataTableColumn {
  key: string;
  label: ReactNode;
  /** Amounts and counts: the heading sits at the end, over the figures. */
  numeric?: boolean;
  /** The list's sort (the schema's enum value) this column's heading sorts by, when it sorts. */
  sort?: string;
}

/** What a list's table is given: its columns, its look, and its rows as children. */
export type DataTableProps = {
  columns: readonly DataTableColumn[];
  /** The row actions' column's name; none without actions (null or left out). */
  actionsLabel?: ReactNode;
  trailingHeader?: ReactNode;
  size?: 'sm' | 'md';
  interactive?: boolean;
  dimmed?: boolean;
  wrapHeaders?: boolean;
  plainHeaderBg?: string;
  sorting?: ListSorting;
  testId?: string;
  children: ReactNode;
};

/**
 * A list's table: its frame, its headings in the product's style and its rows.
 * `dimmed` fades the rows while the list reloads for new filters (the old rows
 * stay readable); `actionsLabel` names the row actions' column (a heading
 * only screen readers read), when the rows have actions; `trailingHeader`
 * is another last heading the columns do not describe. `plainHeaderBg` gives the quieter
 * headings of the logs (exports, activity): Chakra's own, on a tinted row.
 * With `sorting` (a list's `useListUrlState`), the headings of columns that
 * name a `sort` are buttons that sort the list by them on the server.
 */
export function DataTable({
  columns,
  actionsLabel,
  trailingHeader,
  size = 'md',
  interactive,
  dimmed,
  wrapHeaders = false,
  plainHeaderBg,
  sorting,
  testId,
  children,
}: DataTableProps) {
  const fade =
    dimmed === undefined ? {} : { opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' };
  return (
    <TableScrollArea>
      <Table.Root size={size} interactive={interactive} {...fade} data-testid={testId}>
        <Table.Header>
          <Table.Row bg={plainHeaderBg ?? 'transparent'}>
            {columns.map((column) =>
              plainHeaderBg === undefined ? (
                <TableHeaderCell
                  key={column.key}
                  numeric={column.numeric}
                  wrap={wrapHeaders}
                  sort={headerSort(column, sorting, testId)}
                >
                  {column.label}
                </TableHeaderCell>
              ) : (
                <Table.ColumnHeader key={column.key} textAlign={column.numeric ? 'end' : undefined}>
                  {column.label}
                </Table.ColumnHeader>
              ),
            )}
            {actionsLabel ? <RowActionsHeaderCell label={actionsLabel} /> : null}
            {trailingHeader}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** The sort of a column's heading, when the column and the list sort. */
function headerSort(
  column: DataTableColumn,
  sorting: ListSorting | undefined,
  testId: string | undefined,
) {
  const sort = column.sort;
  if (!sort || !sorting) return undefined;
  return {
    active: sorting.sort === sort,
    direction: sorting.direction,
    onSort: () => sorting.sortBy(sort),
    testId: `${testId ?? 'list'}-sort-${sort}`,
  };
}

/** The last heading of a list whose rows end with actions: named for screen readers only. */
export function ActionsHeaderCell({ label }: { label: ReactNode }) {
  return (
    <Table.ColumnHeader bg="bg.muted" borderBottomWidth="0" borderEndRadius="tableHeader">
      <Text srOnly>{label}</Text>
    </Table.ColumnHeader>
  );
}
