import { Flex, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * The first row of a line or an item: its date and whose it is (account or
 * counterparty), cut short on a narrow pane, and its amount, never wrapped.
 */
export function ReconciliationDatedAmount({
  dated,
  amount,
}: {
  dated: ReactNode;
  amount: ReactNode;
}) {
  return (
    <Flex gap="2" justifyContent="space-between" alignItems="baseline">
      <Text fontSize="sm" color="fg.muted" truncate minWidth="0">
        {dated}
      </Text>
      {amount}
    </Flex>
  );
}
