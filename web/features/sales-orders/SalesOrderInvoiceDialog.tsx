import type { FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import type { SalesOrderInvoiceDialogMutation } from '../../__generated__/SalesOrderInvoiceDialogMutation.graphql';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { useCommit } from '../../relay/useCommit';
import { todayIn } from '../../ui/filters/todayIn';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { InvoiceFormDialog } from '../../domain/invoices/InvoiceFormDialog';
import {
  invoiceFieldOf,
  invoiceSourceOf,
  milestonesOf,
  newInvoiceValues,
  type InvoiceFormOrder,
  type InvoiceValues,
} from '../../domain/invoices/invoiceFormValues';

/**
 * Writes a draft invoice for an open order with the invoice form
 * (domain/invoices/InvoiceFormDialog): from its receipts not yet billed, or
 * what is left of its lines, all of it to start with, dated today. Once
 * written, to the draft's page, where its figures are and from where it is
 * submitted.
 */
export function SalesOrderInvoiceDialog({
  order,
  timeZone,
  onClose,
}: {
  order: InvoiceFormOrder;
  timeZone: string;
  onClose: () => void;
}) {
  const { language } = useLanguage();
  const submit = useInvoiceWrite(order, onClose);
  return (
    <InvoiceFormDialog
      order={order}
      initialValues={newInvoiceValues(order, todayIn(timeZone), language)}
      title={<FormattedMessage id="salesOrders.invoice.title" />}
      intro={<FormattedMessage id="salesOrders.invoice.intro" values={{ number: order.number }} />}
      submitLabel={<FormattedMessage id="salesOrders.invoice.submit" />}
      withApprover
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/**
 * The dialog's submit: writes the draft from the receipts ticked or the
 * quantities typed (saying so when that is nothing); the server's refusals
 * land on their field, and once written a toast says so and the draft's page
 * opens.
 */
function useInvoiceWrite(order: InvoiceFormOrder, onClose: () => void) {
  const intl = useIntl();
  const { language } = useLanguage();
  const navigate = useNavigate();
  const feedback = useFormFeedback();
  const [commit] = useCommit<SalesOrderInvoiceDialogMutation>(graphql`
    mutation SalesOrderInvoiceDialogMutation($input: SalesInvoiceCreateInput!) {
      salesInvoiceCreate(input: $input) {
        salesInvoice {
          id
          salesOrder {
            ...SalesOrderDetail_salesOrder
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (values: InvoiceValues, helpers: FormikHelpers<InvoiceValues>) => {
    const source = invoiceSourceOf(values, order, language);
    if (!source) {
      helpers.setStatus(intl.formatMessage({ id: 'salesOrders.invoice.nothing' }));
      return;
    }
    const input = {
      salesOrderId: order.id,
      invoiceDate: values.invoiceDate,
      ...source.input,
      paymentTermDays: values.paymentTermDays === '' ? null : Number(values.paymentTermDays),
      milestones: values.milestones.length > 0 ? milestonesOf(values, language) : null,
      bankDetails: values.bankDetails.trim() || null,
      notes: values.notes.trim() || null,
      approverId: values.approverId || null,
    };
    const outcome = commit({ variables: { input } }).then((answer) => answer.salesInvoiceCreate);
    const saved = await feedback.outcome(values, helpers, outcome, (field) =>
      invoiceFieldOf(source.taken, field),
    );
    if (!saved?.salesInvoice) return;
    toastSuccess(
      intl.formatMessage({ id: 'salesOrders.invoice.written' }, { order: order.number }),
    );
    onClose();
    void navigate(`/invoices/detail/${uuidOf(saved.salesInvoice.id, 'SalesInvoice')}`);
  };
  return submit;
}
