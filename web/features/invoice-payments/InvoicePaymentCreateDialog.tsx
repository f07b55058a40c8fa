import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoicePaymentCreateDialogMutation } from '../../__generated__/InvoicePaymentCreateDialogMutation.graphql';
import { InvoicePaymentDialog } from '../../domain/invoice-payments/InvoicePaymentDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { addPaymentToList } from './addPaymentToList';

/** Records a buyer's payment from the list, allocated oldest due first; it shows on top of the list. */
export function InvoicePaymentCreateDialog({
  timeZone,
  onClose,
}: {
  timeZone: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<InvoicePaymentCreateDialogMutation>(graphql`
    mutation InvoicePaymentCreateDialogMutation($input: InvoicePaymentCreateInput!) {
      invoicePaymentCreate(input: $input) {
        invoicePayment {
          id
          number
          status
          ...InvoicePaymentRow_invoicePayment
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <InvoicePaymentDialog
      invoice={null}
      timeZone={timeZone}
      onClose={onClose}
      send={async (input) => {
        const answer = (
          await commit({
            variables: { input },
            updater: (store, response) => {
              const id = response?.invoicePaymentCreate.invoicePayment?.id;
              if (id) addPaymentToList(store, id);
            },
          })
        ).invoicePaymentCreate;
        if (answer.invoicePayment)
          toastSuccess(
            intl.formatMessage(
              { id: 'invoicePayments.recorded' },
              { number: answer.invoicePayment.number },
            ),
          );
        return answer;
      }}
    />
  );
}
