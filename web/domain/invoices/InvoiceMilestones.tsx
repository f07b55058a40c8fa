import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceMilestones_milestones$key } from '../../__generated__/InvoiceMilestones_milestones.graphql';
import { formatDate, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { MoneyCell } from '../../ui/MoneyCell';

const COLUMNS = messageColumns(
  [
    'invoices.milestone.name',
    'invoices.milestone.dueDate',
    'invoices.milestone.percent',
    'invoices.milestone.amount',
    'invoices.milestone.paid',
    'invoices.milestone.remaining',
  ],
  [
    'invoices.milestone.percent',
    'invoices.milestone.amount',
    'invoices.milestone.paid',
    'invoices.milestone.remaining',
  ],
);

/**
 * An invoice's milestones in due order: each name, due date, percent, share
 * of the grand total, and what is paid and left of it (what is settled of the
 * invoice fills them in due order). The seller's invoice and its buyer's page
 * show the same table.
 */
export function InvoiceMilestones({
  milestones,
}: {
  milestones: InvoiceMilestones_milestones$key;
}) {
  const data = useFragment(
    graphql`
      fragment InvoiceMilestones_milestones on InvoiceMilestone @relay(plural: true) {
        ...invoiceMilestoneFields_milestone @relay(mask: false)
      }
    `,
    milestones,
  );
  const { language } = useLanguage();
  return (
    <DataTable columns={COLUMNS} size="sm" testId="invoice-milestones">
      {data.map((milestone) => (
        <Table.Row key={milestone.position} data-testid="invoice-milestone">
          <Table.Cell>{milestone.name}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{formatDate(milestone.dueDate, language)}</Table.Cell>
          <Table.Cell textAlign="end">{`${formatDecimal(milestone.percent, language)}%`}</Table.Cell>
          <MoneyCell money={milestone.amount} empty="—" />
          <MoneyCell money={milestone.paidAmount} empty="—" />
          <MoneyCell money={milestone.remainingAmount} empty="—" />
        </Table.Row>
      ))}
    </DataTable>
  );
}
