import { Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A settings list row's first cell: the record's name in medium weight (a
 * long one wraps rather than widening the table), and what the row shows
 * under it, if anything (a webhook's description).
 */
export function RecordNameCell({
  name,
  testId,
  children,
}: {
  name: string;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Table.Cell minWidth="40">
      <Text fontWeight="medium" wordBreak="break-word" data-testid={testId}>
        {name}
      </Text>
      {children}
    </Table.Cell>
  );
}
