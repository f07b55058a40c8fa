import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoiceApproverDialogMutation } from '../../__generated__/InvoiceApproverDialogMutation.graphql';
import { InvoiceApproverSelect } from '../../domain/invoices/InvoiceApproverSelect';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';

/** A submitted invoice whose approver is changed: who wrote and submitted it may not approve it. */
export type ApproverTarget = {
  id: string;
  name: string;
  approverId: string | null;
  writerIds: readonly string[];
};

type Values = { approverId: string };

/**
 * Names another approver for an invoice waiting for approval: the way on
 * when the one it names cannot approve it (they left, or submitted it
 * themselves). Its writer and submitter are not offered.
 */
export function InvoiceApproverDialog({
  invoice,
  onClose,
}: {
  invoice: ApproverTarget | null;
  onClose: () => void;
}) {
  return (
    <FormDialog
      open={invoice !== null}
      onClose={onClose}
      testId="invoice-approver-dialog"
      title={<FormattedMessage id="invoices.approverDialog.title" />}
    >
      {invoice ? <ApproverForm invoice={invoice} onClose={onClose} /> : null}
    </FormDialog>
  );
}

function ApproverForm({ invoice, onClose }: { invoice: ApproverTarget; onClose: () => void }) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commit] = useCommit<InvoiceApproverDialogMutation>(graphql`
    mutation InvoiceApproverDialogMutation($input: SalesInvoiceApproverInput!) {
      salesInvoiceChangeApprover(input: $input) {
        salesInvoice {
          ...InvoiceDetail_salesInvoice
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: { input: { salesInvoiceId: invoice.id, approverId: values.approverId } },
      }).then((response) => response.salesInvoiceChangeApprover),
      (field) => (field === 'approverId' ? 'approverId' : null),
    );
    if (!done) return;
    toastSuccess(
      intl.formatMessage({ id: 'invoices.approverDialog.done' }, { name: invoice.name }),
    );
    onClose();
  };
  return (
    <Formik<Values> initialValues={{ approverId: '' }} onSubmit={submit}>
      {({ values, errors, handleChange }) => (
        <FormDialogForm
          intro={
            <FormattedMessage id="invoices.approverDialog.body" values={{ name: invoice.name }} />
          }
          errorTestId="invoice-approver-error"
          onCancel={onClose}
          submitLabel={<FormattedMessage id="invoices.approverDialog.confirm" />}
          submitTestId="invoice-approver-save"
          submitDisabled={values.approverId === '' || values.approverId === invoice.approverId}
        >
          <FormField
            label={<FormattedMessage id="invoices.field.approver" />}
            error={errors.approverId}
          >
            <InvoiceApproverSelect
              testId="invoice-approver-select"
              exclude={invoice.writerIds}
              field={{
                name: 'approverId',
                value: values.approverId,
                onChange: handleChange,
                placeholder: intl.formatMessage({ id: 'invoices.approverDialog.choose' }),
              }}
            />
          </FormField>
        </FormDialogForm>
      )}
    </Formik>
  );
}
