import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The frame of every list table. Chakra's `Table.ScrollArea` keeps every cell
 * on one line, which made tables wider than the page at 1280 px (a bank name
 * beside its account number, a long description) and hid their last columns
 * in the frame's own scroll area. On a desktop the text of
 * a cell wraps, so a table fits its card; amounts, dates and row actions keep
 * to one line where the cell says so. On a phone cells stay on one line and
 * the table scrolls inside its card, which reads better than narrow columns.
 */
export function TableScrollArea({ children }: { children: ReactNode }) {
  return (
    <Table.ScrollArea whiteSpace={{ base: 'nowrap', lg: 'normal' }}>{children}</Table.ScrollArea>
  );
}
