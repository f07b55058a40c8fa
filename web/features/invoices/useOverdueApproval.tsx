import { useState } from 'react';
import { daysOverdue } from './daysOverdue';
import { InvoiceOverdueDialog, type OverdueApproval } from './InvoiceOverdueDialog';

/**
 * Approving an invoice issues it and mails it to the buyer at once: when its
 * due date has passed (today in the organisation's `timeZone`), Approve asks
 * first (`confirmFirst` for its DocumentActions) with the dialog this answers
 * (`dialog`, to render on the page), so that nobody mails an invoice already
 * overdue without seeing it. An invoice not yet due approves at once.
 */
export function useOverdueApproval(
  invoice: {
    readonly salesOrderNumber: string;
    readonly customerName: string;
    readonly dueDate: string;
  },
  timeZone: string,
) {
  const [asking, setAsking] = useState<OverdueApproval | null>(null);
  const days = daysOverdue(invoice.dueDate, timeZone);
  const confirmFirst =
    days > 0
      ? {
          approve: (go: () => void) =>
            setAsking({
              order: invoice.salesOrderNumber,
              buyer: invoice.customerName,
              dueDate: invoice.dueDate,
              days,
              go,
            }),
        }
      : undefined;
  const dialog = asking ? (
    <InvoiceOverdueDialog approval={asking} onClose={() => setAsking(null)} />
  ) : null;
  return { confirmFirst, dialog };
}
