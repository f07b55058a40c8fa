import { Card, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FilterCardProps = {
  testId: string;
  /** The space between the filters. */
  gap?: string;
  /** What stands under the filters: why the ones chosen cannot be shown. */
  below?: ReactNode;
  children: ReactNode;
};

/**
 * The card of a report's filters above it (currency, period, granularity,
 * what to compare): they wrap onto more lines on a narrow screen. A list's
 * filters sit in its own card instead, in a FilterBar.
 */
export function FilterCard({ testId, gap = '3', below, children }: FilterCardProps) {
  return (
    <Card.Root variant="outline" bg="bg" marginBottom="5">
      <Card.Body padding="4">
        <Flex gap={gap} wrap="wrap" align="end" data-testid={testId}>
          {children}
        </Flex>
        {below}
      </Card.Body>
    </Card.Root>
  );
}
