import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The header of a card holding a table: its title, and under it a muted line saying what the table shows. */
export function CardHeading({ title, description }: { title: ReactNode; description: ReactNode }) {
  return (
    <Card.Header paddingBottom="2">
      <Text fontFamily="heading" fontWeight="semibold">
        {title}
      </Text>
      <Text color="fg.muted" fontSize="sm">
        {description}
      </Text>
    </Card.Header>
  );
}
