import { Card, DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * A record's facts on its page: a card listing its DetailItems, each label
 * beside its value.
 */
export function DetailListCard({ children }: { children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md">
          {children}
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}
