import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoiceRecordPaymentDialogMutation } from '../../__generated__/InvoiceRecordPaymentDialogMutation.graphql';
import {
  InvoicePaymentDialog,
  type PaymentInvoice,
} from '../../domain/invoice-payments/InvoicePaymentDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useInvoiceReload } from './useInvoiceReload';

/**
 * Records a payment of the invoice's buyer from its page, offered to this
 * invoice first; once recorded, the page shows the invoice as the payment
 * left it (paid, what it has left, its Payments tab).
 */
export function InvoiceRecordPaymentDialog({
  invoice,
  timeZone,
  onClose,
}: {
  invoice: PaymentInvoice;
  timeZone: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const reload = useInvoiceReload();
  const [commit] = useCommit<InvoiceRecordPaymentDialogMutation>(graphql`
    mutation InvoiceRecordPaymentDialogMutation($input: InvoicePaymentCreateInput!) {
      invoicePaymentCreate(input: $input) {
        invoicePayment {
          id
          number
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <InvoicePaymentDialog
      invoice={invoice}
      timeZone={timeZone}
      onClose={onClose}
      send={async (input) => {
        const answer = (await commit({ variables: { input } })).invoicePaymentCreate;
        if (answer.invoicePayment) {
          await reload(invoice.id);
          toastSuccess(
            intl.formatMessage(
              { id: 'invoices.payments.recorded' },
              { number: answer.invoicePayment.number },
            ),
          );
        }
        return answer;
      }}
    />
  );
}
