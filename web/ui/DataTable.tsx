import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { TableHeaderCell } from './TableHeaderCell';
import { TableScrollArea } from './TableScrollArea';

export interface DataTableColumn {
  key: string;
  label: ReactNode;
  /** Amounts and counts: the heading sits at the end, over the figures. */
  numeric?: boolean;
}

/**
 * A list's table: its frame, its headings in the product's style and its rows.
 * `dimmed` fades the rows while the list reloads for new filters (the old rows
 * stay readable); `trailingHeader` is a last heading the columns do not
 * describe, such as the row actions'. `plainHeaderBg` gives the quieter
 * headings of the logs (exports, activity): Chakra's own, on a tinted row. No list sorts today and no connection in
 * schema.graphql takes an order, so the table offers no sorting.
 */
export function DataTable({
  columns,
  trailingHeader,
  size = 'md',
  interactive,
  dimmed,
  wrapHeaders = false,
  plainHeaderBg,
  testId,
  children,
}: {
  columns: readonly DataTableColumn[];
  trailingHeader?: ReactNode;
  size?: 'sm' | 'md';
  interactive?: boolean;
  dimmed?: boolean;
  wrapHeaders?: boolean;
  plainHeaderBg?: string;
  testId?: string;
  children: ReactNode;
}) {
  const fade = dimmed === undefined ? {} : { opacity: dimmed ? 0.6 : 1, transition: 'opacity 150ms' };
  return (
    <TableScrollArea>
      <Table.Root size={size} interactive={interactive} {...fade} data-testid={testId}>
        <Table.Header>
          <Table.Row bg={plainHeaderBg ?? 'transparent'}>
            {columns.map((column) =>
              plainHeaderBg === undefined ? (
                <TableHeaderCell key={column.key} numeric={column.numeric} wrap={wrapHeaders}>
                  {column.label}
                </TableHeaderCell>
              ) : (
                <Table.ColumnHeader key={column.key} textAlign={column.numeric ? 'end' : undefined}>
                  {column.label}
                </Table.ColumnHeader>
              ),
            )}
            {trailingHeader}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </TableScrollArea>
  );
}

/** The last heading of a list whose rows end with actions: named for screen readers only. */
export function ActionsHeaderCell({ label }: { label: ReactNode }) {
  return (
    <Table.ColumnHeader bg="bg.muted" borderBottomWidth="0" borderEndRadius="tableHeader">
      <Text srOnly>{label}</Text>
    </Table.ColumnHeader>
  );
}
