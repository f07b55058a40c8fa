import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** A row that heads a section of a report's table (money in, money out): small capitals across every column. */
export function TableSectionRow({ colSpan, children }: { colSpan: number; children: ReactNode }) {
  return (
    <Table.Row bg="bg.subtle">
      <Table.Cell
        colSpan={colSpan}
        fontWeight="semibold"
        fontSize="xs"
        textTransform="uppercase"
        letterSpacing="wide"
        color="fg.muted"
      >
        {children}
      </Table.Cell>
    </Table.Row>
  );
}
