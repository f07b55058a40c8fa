import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoicePaymentAllocateDialogMutation } from '../../__generated__/InvoicePaymentAllocateDialogMutation.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import type { PaymentTarget } from './InvoicePaymentRow';

/**
 * Asks before what is left of an open payment goes to its buyer's open
 * invoices, the oldest due first, then allocates it; a refusal (nothing open
 * to pay) stays in the dialog in the reader's words.
 */
export function InvoicePaymentAllocateDialog({
  payment,
  onClose,
}: {
  payment: PaymentTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const dialogError = useDialogError();
  const [busy, setBusy] = useState(false);
  const [commit] = useCommit<InvoicePaymentAllocateDialogMutation>(graphql`
    mutation InvoicePaymentAllocateDialogMutation($input: InvoicePaymentAllocateInput!) {
      invoicePaymentAllocate(input: $input) {
        invoicePayment {
          ...InvoicePaymentRow_invoicePayment
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const allocate = async () => {
    if (!payment) return;
    setBusy(true);
    const done = await dialogError.outcome(
      commit({ variables: { input: { invoicePaymentId: payment.id } } }).then(
        (answer) => answer.invoicePaymentAllocate,
      ),
    );
    setBusy(false);
    if (!done) return;
    toastSuccess(
      intl.formatMessage({ id: 'invoicePayments.allocated' }, { number: payment.number }),
    );
    onClose();
  };
  return (
    <ConfirmDialog
      open={payment !== null}
      onClose={onClose}
      onConfirm={() => void allocate()}
      onExitComplete={dialogError.clear}
      destructive={false}
      title={<FormattedMessage id="invoicePayments.allocateDialog.title" />}
      body={
        <FormattedMessage
          id="invoicePayments.allocateDialog.body"
          values={{
            number: payment?.number ?? '',
            name: payment?.customerName ?? '',
            amount: payment ? formatMoney(payment.unallocated, payment.currency, language) : '',
          }}
        />
      }
      confirmLabel={<FormattedMessage id="invoicePayments.allocateDialog.confirm" />}
      busy={busy}
      error={dialogError.error}
      testId="invoice-payment-allocate"
    />
  );
}
