import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** What a card says in place of its table when it has no rows: one muted line under its header. */
export function CardEmptyNote({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Card.Body paddingTop="2">
      <Text color="fg.muted" fontSize="sm" data-testid={testId}>
        {children}
      </Text>
    </Card.Body>
  );
}
