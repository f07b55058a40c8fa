import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoicePaymentAllocations_allocations$key } from '../../__generated__/InvoicePaymentAllocations_allocations.graphql';
import { DocumentTabTable } from '../../domain/documents/DocumentTabTable';
import { messageColumns } from '../../ui/messageColumns';
import { RowActionsHeaderCell } from '../../ui/RowActions';
import { InvoicePaymentAllocationRow } from './InvoicePaymentAllocationRow';
import { InvoiceUnallocateDialog, type AllocationTarget } from './InvoiceUnallocateDialog';

const COLUMNS = messageColumns(
  [
    'invoices.payments.column.payment',
    'invoices.payments.column.paymentDate',
    'invoices.payments.column.allocatedBy',
    'invoices.payments.column.amount',
  ],
  ['invoices.payments.column.amount'],
);

/**
 * What payments paid of the invoice, oldest first: the payment, when the
 * money arrived, who allocated it and when, and how much (with the rounding
 * a payment made at checkout in whole rupiah settled); a manager undoes
 * an allocation (after a confirmation), and the invoice has that back to pay.
 */
export function InvoicePaymentAllocations({
  allocations,
  invoice,
  timeZone,
  canManage,
}: {
  allocations: InvoicePaymentAllocations_allocations$key;
  /** The invoice they paid: its id (to show it again once one is undone) and number. */
  invoice: { id: string; number: string };
  timeZone: string;
  canManage: boolean;
}) {
  const rows = useFragment(
    graphql`
      fragment InvoicePaymentAllocations_allocations on PaymentAllocation @relay(plural: true) {
        id
        ...InvoicePaymentAllocationRow_allocation
      }
    `,
    allocations,
  );
  const [undoing, setUndoing] = useState<AllocationTarget | null>(null);
  return (
    <>
      <DocumentTabTable
        columns={COLUMNS}
        testId="invoice-payment-allocations"
        empty={rows.length === 0}
        none={{ id: 'invoices.payments.none', testId: 'invoice-payments-none' }}
        trailingHeader={
          canManage ? (
            <RowActionsHeaderCell
              label={<FormattedMessage id="invoices.payments.column.actions" />}
            />
          ) : undefined
        }
      >
        {rows.map((row) => (
          <InvoicePaymentAllocationRow
            key={row.id}
            allocation={row}
            timeZone={timeZone}
            onUndo={canManage ? setUndoing : undefined}
          />
        ))}
      </DocumentTabTable>
      <InvoiceUnallocateDialog
        allocation={undoing}
        invoice={invoice}
        onClose={() => setUndoing(null)}
      />
    </>
  );
}
