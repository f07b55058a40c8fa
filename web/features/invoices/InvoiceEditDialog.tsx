import type { FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceEditDialog_salesInvoice$key } from '../../__generated__/InvoiceEditDialog_salesInvoice.graphql';
import type { InvoiceEditDialogMutation } from '../../__generated__/InvoiceEditDialogMutation.graphql';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { InvoiceFormDialog } from '../../domain/invoices/InvoiceFormDialog';
import {
  draftValues,
  editableOf,
  invoiceFieldOf,
  invoiceSourceOf,
  milestonesOf,
  type InvoiceFormOrder,
  type InvoiceValues,
} from '../../domain/invoices/invoiceFormValues';

/**
 * Edits a draft invoice (a new one, or one its approver returned) in the
 * form it was written with (domain/invoices/InvoiceFormDialog), filled with
 * what it holds: its lines or receipts, with what is left of its order and
 * its own quantities given back, its date, terms, milestones, where to pay
 * and notes. Saved on the version it was read at; the service's refusals
 * land on their field, and the page shows the draft as saved.
 */
export function InvoiceEditDialog({
  salesInvoice,
  name,
  onClose,
}: {
  salesInvoice: InvoiceEditDialog_salesInvoice$key;
  /** The draft's name as its page shows it. */
  name: string;
  onClose: () => void;
}) {
  const draft = useFragment(
    graphql`
      fragment InvoiceEditDialog_salesInvoice on SalesInvoice {
        id
        version
        invoiceDate
        paymentTermDays
        bankDetails
        notes
        lines {
          orderLine
          quantity
        }
        goodsReceipts {
          id
        }
        milestones {
          name
          percent
          dueDate
        }
        salesOrder {
          ...invoiceableOrder_salesOrder @relay(mask: false)
        }
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  const order = draft.salesOrder;
  const offered = order ? editableOf(order, draft) : { lines: [], receipts: [] };
  const form = { id: order?.id ?? '', number: order?.number ?? '', ...offered };
  const submit = useDraftSave(draft, form, name, onClose);
  return (
    <InvoiceFormDialog
      order={form}
      initialValues={draftValues(draft, offered, language)}
      title={<FormattedMessage id="invoices.edit.title" />}
      intro={<FormattedMessage id="invoices.edit.intro" values={{ name }} />}
      submitLabel={<FormattedMessage id="invoices.edit.submit" />}
      withApprover={false}
      onSubmit={submit}
      onClose={onClose}
    />
  );
}

/**
 * The edit's submit: the draft's lines (the quantities typed or the receipts
 * ticked, saying so when that is nothing), terms, milestones (none removes
 * them), where to pay and notes (empty clears them), on its version.
 */
function useDraftSave(
  draft: { id: string; version: number },
  order: InvoiceFormOrder,
  name: string,
  onClose: () => void,
) {
  const intl = useIntl();
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const [commit] = useCommit<InvoiceEditDialogMutation>(graphql`
    mutation InvoiceEditDialogMutation($input: SalesInvoiceDraftInput!) {
      salesInvoiceEditDraft(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return async (values: InvoiceValues, helpers: FormikHelpers<InvoiceValues>) => {
    const source = invoiceSourceOf(values, order, language);
    if (!source) {
      helpers.setStatus(intl.formatMessage({ id: 'salesOrders.invoice.nothing' }));
      return;
    }
    const input = {
      salesInvoiceId: draft.id,
      version: draft.version,
      invoiceDate: values.invoiceDate,
      ...source.input,
      paymentTermDays: values.paymentTermDays === '' ? null : Number(values.paymentTermDays),
      milestones: milestonesOf(values, language),
      bankDetails: values.bankDetails.trim(),
      notes: values.notes.trim(),
    };
    const outcome = commit({ variables: { input } }).then((answer) => answer.salesInvoiceEditDraft);
    const saved = await feedback.outcome(values, helpers, outcome, (field) =>
      invoiceFieldOf(source.taken, field),
    );
    if (!saved?.salesInvoice) return;
    toastSuccess(intl.formatMessage({ id: 'invoices.edit.saved' }, { name }));
    onClose();
  };
}
