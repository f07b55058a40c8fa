import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoicePaymentCancelDialogMutation } from '../../__generated__/InvoicePaymentCancelDialogMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { PaymentTarget } from './InvoicePaymentRow';

/** Cancels a payment with the reason the service requires: every invoice it paid has it back. */
export function InvoicePaymentCancelDialog({
  payment,
  onClose,
}: {
  payment: PaymentTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<InvoicePaymentCancelDialogMutation>(graphql`
    mutation InvoicePaymentCancelDialogMutation($input: InvoicePaymentCancelInput!) {
      invoicePaymentCancel(input: $input) {
        invoicePayment {
          ...InvoicePaymentRow_invoicePayment
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <ReasonDialog
      open={payment !== null}
      onClose={onClose}
      testId="invoice-payment-cancel"
      title={<FormattedMessage id="invoicePayments.cancelDialog.title" />}
      intro={
        <FormattedMessage
          id="invoicePayments.cancelDialog.body"
          values={{ number: payment?.number ?? '', strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      label={<FormattedMessage id="invoicePayments.cancelDialog.reason" />}
      submitLabel={<FormattedMessage id="invoicePayments.cancelDialog.confirm" />}
      cancelLabel={<FormattedMessage id="invoicePayments.cancelDialog.keep" />}
      requiredMessage={intl.formatMessage({ id: 'validation.fieldRequired' })}
      onSubmit={async (reason) =>
        (await commit({ variables: { input: { invoicePaymentId: payment!.id, reason } } }))
          .invoicePaymentCancel
      }
      onDone={() =>
        toastSuccess(
          intl.formatMessage({ id: 'invoicePayments.cancelled' }, { number: payment!.number }),
        )
      }
    />
  );
}
