import { Card, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { DataTable, type DataTableProps } from '../../ui/DataTable';

type DocumentTabTableProps = Omit<DataTableProps, 'size' | 'testId'> & {
  testId: string;
  /** Whether there are no rows: the muted line `none` says so in place of the table. */
  empty: boolean;
  none: { id: string; testId: string };
};

/**
 * A document tab's table (an invoice's payments, credit and reminders, a
 * sales order's credit memos): small rows in an outline card, or with no
 * rows one muted line saying there are none.
 */
export function DocumentTabTable({ empty, none, ...table }: DocumentTabTableProps) {
  if (empty)
    return (
      <Text color="fg.muted" data-testid={none.testId}>
        <FormattedMessage id={none.id} />
      </Text>
    );
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <DataTable size="sm" {...table} />
    </Card.Root>
  );
}
