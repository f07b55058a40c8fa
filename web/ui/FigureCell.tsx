import { Table } from '@chakra-ui/react';

type FigureCellProps = Omit<Table.CellProps, 'textAlign' | 'whiteSpace' | 'fontVariantNumeric'> & {
  /** The row's headline figure, in medium weight. */
  strong?: boolean;
  testId?: string;
};

/**
 * A table cell holding a figure (an amount, a balance), aligned to the end on
 * one line with figures in columns, so the lists' figures line up the same on
 * every screen; the caller writes the figure, and may colour it.
 */
export function FigureCell({ strong = false, testId, children, ...cell }: FigureCellProps) {
  return (
    <Table.Cell
      textAlign="end"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      fontWeight={strong ? 'medium' : undefined}
      data-testid={testId}
      {...cell}
    >
      {children}
    </Table.Cell>
  );
}
