import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoiceUnallocateDialogMutation } from '../../__generated__/InvoiceUnallocateDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import { useInvoiceReload } from './useInvoiceReload';

/**
 * One allocation of a payment to the invoice: its payment, the amount and
 * what of it goes back to the payment as credit (the amount less its
 * rounding, which was no money of the payment), as the reader reads them.
 */
export type AllocationTarget = {
  id: string;
  paymentId: string;
  paymentNumber: string;
  amount: string;
  credit: string;
};

/**
 * Asks before one payment's allocation to the invoice is undone, undoes it,
 * and shows the invoice again as it is then: that amount back to pay, the
 * payment's other allocations kept, and what it took back the buyer's credit.
 */
export function InvoiceUnallocateDialog({
  allocation,
  invoice,
  onClose,
}: {
  allocation: AllocationTarget | null;
  invoice: { id: string; number: string };
  onClose: () => void;
}) {
  const intl = useIntl();
  const dialogError = useDialogError();
  const reload = useInvoiceReload();
  const [busy, setBusy] = useState(false);
  const [commit] = useCommit<InvoiceUnallocateDialogMutation>(graphql`
    mutation InvoiceUnallocateDialogMutation($input: InvoicePaymentUnallocateInput!) {
      invoicePaymentUnallocate(input: $input) {
        invoicePayment {
          id
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const undo = async () => {
    if (!allocation) return;
    setBusy(true);
    const done = await dialogError.outcome(
      commit({
        variables: {
          input: { invoicePaymentId: allocation.paymentId, allocationId: allocation.id },
        },
      }).then((answer) => answer.invoicePaymentUnallocate),
    );
    if (done) await reload(invoice.id);
    setBusy(false);
    if (!done) return;
    toastSuccess(
      intl.formatMessage({ id: 'invoices.payments.undone' }, { number: allocation.paymentNumber }),
    );
    onClose();
  };
  return (
    <ConfirmDialog
      open={allocation !== null}
      onClose={onClose}
      onConfirm={() => void undo()}
      onExitComplete={dialogError.clear}
      title={<FormattedMessage id="invoices.payments.undoDialog.title" />}
      body={
        <FormattedMessage
          id="invoices.payments.undoDialog.body"
          values={{
            invoice: invoice.number,
            number: allocation?.paymentNumber ?? '',
            amount: allocation?.amount ?? '',
            credit: allocation?.credit ?? '',
          }}
        />
      }
      confirmLabel={<FormattedMessage id="invoices.payments.undoDialog.confirm" />}
      busy={busy}
      error={dialogError.error}
      testId="invoice-payment-undo"
    />
  );
}
