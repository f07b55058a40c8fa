import { DataList, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** One label and value of a detail page's section (a customer's, a bill's, a statement line's); a missing value shows as a muted dash. */
export function DetailItem({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  const empty = children === null || children === undefined || children === '';
  return (
    <DataList.Item>
      <DataList.ItemLabel width={{ base: '9rem', md: '13rem' }} flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId} overflowWrap="anywhere">
        {empty ? (
          <Text as="span" color="fg.subtle">
            —
          </Text>
        ) : (
          children
        )}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
