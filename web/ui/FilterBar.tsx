import { Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The bar of a list's filter selects above its table: they wrap onto more lines on a narrow screen. */
export function FilterBar({ testId, children }: { testId?: string; children: ReactNode }) {
  return (
    <Flex gap="3" wrap="wrap" align="end" padding="4" borderBottomWidth="1px" data-testid={testId}>
      {children}
    </Flex>
  );
}
