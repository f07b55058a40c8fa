import { Table } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceReminders_reminders$key } from '../../__generated__/InvoiceReminders_reminders.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DocumentTabTable } from '../../domain/documents/DocumentTabTable';
import { messageColumns } from '../../ui/messageColumns';

const COLUMNS = messageColumns(
  [
    'invoices.reminders.column.sentAt',
    'invoices.reminders.column.step',
    'invoices.reminders.column.daysOverdue',
    'invoices.reminders.column.sentTo',
  ],
  ['invoices.reminders.column.daysOverdue'],
);

/**
 * The payment reminders the invoice's buyer was sent, oldest first: when,
 * for which step of the organisation's schedule, how many days overdue the
 * invoice was, and to whom.
 */
export function InvoiceReminders({
  reminders,
  timeZone,
}: {
  reminders: InvoiceReminders_reminders$key;
  timeZone: string;
}) {
  const sent = useFragment(
    graphql`
      fragment InvoiceReminders_reminders on InvoiceReminder @relay(plural: true) {
        step
        daysOverdue
        sentAt
        sentTo
      }
    `,
    reminders,
  );
  const { language } = useLanguage();
  return (
    <DocumentTabTable
      columns={COLUMNS}
      testId="invoice-reminders"
      empty={sent.length === 0}
      none={{ id: 'invoices.reminders.none', testId: 'invoice-reminders-none' }}
    >
      {sent.map((reminder) => (
        <Table.Row key={reminder.step} data-testid="invoice-reminder">
          <Table.Cell whiteSpace="nowrap">
            {formatDateTime(reminder.sentAt, language, timeZone)}
          </Table.Cell>
          <Table.Cell>
            <FormattedMessage id="invoices.reminders.stepValue" values={{ days: reminder.step }} />
          </Table.Cell>
          <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
            {reminder.daysOverdue}
          </Table.Cell>
          <Table.Cell>{reminder.sentTo}</Table.Cell>
        </Table.Row>
      ))}
    </DocumentTabTable>
  );
}
