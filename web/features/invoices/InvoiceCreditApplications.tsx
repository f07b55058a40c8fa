import { Table, Text } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceCreditApplications_applications$key } from '../../__generated__/InvoiceCreditApplications_applications.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DocumentTabTable } from '../../domain/documents/DocumentTabTable';
import { messageColumns } from '../../ui/messageColumns';
import { MoneyCell } from '../../ui/MoneyCell';

const COLUMNS = messageColumns(
  [
    'invoices.credit.column.memo',
    'invoices.credit.column.appliedAt',
    'invoices.credit.column.amount',
  ],
  ['invoices.credit.column.amount'],
);

/** What credit memos took off the invoice, oldest first: the memo, when, and how much. */
export function InvoiceCreditApplications({
  applications,
  timeZone,
}: {
  applications: InvoiceCreditApplications_applications$key;
  timeZone: string;
}) {
  const rows = useFragment(
    graphql`
      fragment InvoiceCreditApplications_applications on CreditApplication @relay(plural: true) {
        creditMemo {
          id
          number
          reason
          status
        }
        amount {
          amount
          currency
        }
        appliedAt
      }
    `,
    applications,
  );
  const { language } = useLanguage();
  return (
    <DocumentTabTable
      columns={COLUMNS}
      testId="invoice-credit-applications"
      empty={rows.length === 0}
      none={{ id: 'invoices.credit.none', testId: 'invoice-credit-none' }}
    >
      {rows.map((row, index) => (
        <Table.Row key={`${row.creditMemo.id}-${index}`} data-testid="invoice-credit-application">
          <Table.Cell>
            <Text fontWeight="medium">{row.creditMemo.number}</Text>
            <Text color="fg.muted" fontSize="xs" lineClamp={2}>
              {row.creditMemo.reason}
            </Text>
          </Table.Cell>
          <Table.Cell whiteSpace="nowrap">
            {formatDateTime(row.appliedAt, language, timeZone)}
          </Table.Cell>
          <MoneyCell money={row.amount} empty="—" />
        </Table.Row>
      ))}
    </DocumentTabTable>
  );
}
