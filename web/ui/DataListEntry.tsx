import { DataList } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/**
 * One label and value of a compact data list (a dialog's summary, a sync
 * schedule, a counterparty's details), at the widths the list gives them;
 * `tabular` lines up the digits of a number or a date.
 */
export function DataListEntry({
  label,
  children,
  testId,
  tabular = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  tabular?: boolean;
}) {
  return (
    <DataList.Item>
      <DataList.ItemLabel>{label}</DataList.ItemLabel>
      <DataList.ItemValue
        fontVariantNumeric={tabular ? 'tabular-nums' : undefined}
        data-testid={testId}
      >
        {children}
      </DataList.ItemValue>
    </DataList.Item>
  );
}
