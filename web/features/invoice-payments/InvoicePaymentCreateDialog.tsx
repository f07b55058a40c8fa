import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoicePaymentCreateDialogMutation } from '../../__generated__/InvoicePaymentCreateDialogMutation.graphql';
import { InvoicePaymentDialog } from '../../domain/invoice-payments/InvoicePaymentDialog';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { addPaymentToList } from './addPaymentToList';

/**
 * Records a buyer's payment from the list, allocated oldest due first, with
 * the PPh 23 the buyer withheld from any of its invoices with services; it
 * shows on top of the list, and the toast says what the service computed
 * was withheld.
 */
export function InvoicePaymentCreateDialog({
  timeZone,
  onClose,
}: {
  timeZone: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const { language } = useLanguage();
  const [commit] = useCommit<InvoicePaymentCreateDialogMutation>(graphql`
    mutation InvoicePaymentCreateDialogMutation($input: InvoicePaymentCreateInput!) {
      invoicePaymentCreate(input: $input) {
        invoicePayment {
          id
          number
          status
          withholdings {
            invoiceNumber
            amount {
              amount
              currency
            }
          }
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
        const recorded = answer.invoicePayment;
        if (recorded)
          toastSuccess(
            recorded.withholdings.length > 0
              ? intl.formatMessage(
                  { id: 'invoicePayments.recordedWithholding' },
                  {
                    number: recorded.number,
                    // The service's figure: 2% of each invoice's services, 4% without the seller's NPWP.
                    withheld: intl.formatList(
                      recorded.withholdings.map(
                        (withholding) =>
                          `${withholding.invoiceNumber} ${formatMoney(withholding.amount.amount, withholding.amount.currency, language)}`,
                      ),
                    ),
                  },
                )
              : intl.formatMessage({ id: 'invoicePayments.recorded' }, { number: recorded.number }),
          );
        return answer;
      }}
    />
  );
}
