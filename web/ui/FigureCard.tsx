import { Card, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One key figure of a report in its own card: what it is, the figure (large,
 * in `tone` where it says something, such as a shortfall) and, under it, a
 * note when there is one.
 */
export function FigureCard({
  label,
  value,
  note,
  tone,
  testId,
}: {
  label: ReactNode;
  value: string;
  note?: ReactNode;
  tone?: string;
  testId: string;
}) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body padding="4" gap="1">
        <Text fontSize="sm" color="fg.muted">
          {label}
        </Text>
        <Text
          fontSize="xl"
          fontWeight="semibold"
          fontVariantNumeric="tabular-nums"
          color={tone}
          data-testid={testId}
        >
          {value}
        </Text>
        {note === undefined ? null : (
          <Text fontSize="xs" color="fg.muted">
            {note}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
