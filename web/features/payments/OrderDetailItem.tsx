import { DataList, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const EMPTY = (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

/** One labelled line of a payment's or transfer's details; a missing value shows as a dash. */
export function OrderDetailItem({
  label,
  children,
  testId,
}: {
  label: ReactNode;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <DataList.Item>
      <DataList.ItemLabel width={{ base: '7.5rem', md: '10rem' }} flexShrink={0}>
        {label}
      </DataList.ItemLabel>
      <DataList.ItemValue data-testid={testId} overflowWrap="anywhere">
        {children ?? EMPTY}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
