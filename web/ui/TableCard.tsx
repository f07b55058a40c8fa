import { Card, Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A card of one table: its title and, at the title's end, an action (Record
 * goods receipt, Create bill), over the table that fills it edge to edge.
 */
export function TableCard({
  title,
  action = null,
  children,
}: {
  title: ReactNode;
  action?: ReactNode;
  /** The table (a `DataTable`). */
  children: ReactNode;
}) {
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <Card.Header>
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          <Text fontWeight="semibold">{title}</Text>
          {action}
        </Flex>
      </Card.Header>
      {children}
    </Card.Root>
  );
}
