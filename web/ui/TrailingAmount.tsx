import { Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** An amount at the end of a card's heading row, pushed to the right, in bold tabular figures on one line. */
export function TrailingAmount({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Text
      marginLeft="auto"
      fontWeight="semibold"
      fontVariantNumeric="tabular-nums"
      whiteSpace="nowrap"
      data-testid={testId}
    >
      {children}
    </Text>
  );
}
