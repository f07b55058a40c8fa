import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoiceCancelDialogMutation } from '../../__generated__/InvoiceCancelDialogMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { InvoiceTarget } from './useInvoiceMoves';

/** Cancels an invoice with the reason the service requires; open while `invoice` is set. */
export function InvoiceCancelDialog({
  invoice,
  onClose,
}: {
  invoice: InvoiceTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<InvoiceCancelDialogMutation>(graphql`
    mutation InvoiceCancelDialogMutation($input: SalesInvoiceReasonInput!) {
      salesInvoiceCancel(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <ReasonDialog
      open={invoice !== null}
      onClose={onClose}
      testId="invoice-cancel"
      title={<FormattedMessage id="invoices.cancelDialog.title" />}
      intro={
        invoice ? (
          <FormattedMessage
            id="invoices.cancelDialog.body"
            values={{ name: invoice.name, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id="invoices.cancelDialog.reason" />}
      submitLabel={<FormattedMessage id="invoices.cancelDialog.confirm" />}
      cancelLabel={<FormattedMessage id="invoices.cancelDialog.keep" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={async (reason) =>
        (await commit({ variables: { input: { salesInvoiceId: invoice!.id, reason } } }))
          .salesInvoiceCancel
      }
      onDone={() =>
        toastSuccess(intl.formatMessage({ id: 'invoices.cancelled' }, { name: invoice!.name }))
      }
    />
  );
}
