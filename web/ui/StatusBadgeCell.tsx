import { Table } from '@chakra-ui/react';
import type { ComponentProps } from 'react';
import { StatusBadge } from './StatusBadge';

/** A list row's cell holding nothing but a status as its coloured badge (see StatusBadge). */
export function StatusBadgeCell(badge: ComponentProps<typeof StatusBadge>) {
  return (
    <Table.Cell>
      <StatusBadge {...badge} />
    </Table.Cell>
  );
}
