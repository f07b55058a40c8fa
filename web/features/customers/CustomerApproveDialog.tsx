import { Formik, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type {
  BillingCycle,
  CustomerApproveDialogMutation,
} from '../../__generated__/CustomerApproveDialogMutation.graphql';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  approveInputOf,
  customerApproveSchema,
  initialApproveValues,
  type ApprovalDefaults,
  type CustomerApproveValues,
} from './customerApproveSchema';
import { CustomerApproveFields } from './CustomerApproveFields';

const FIELDS: ReadonlySet<string> = new Set(['paymentTermDays', 'billingCycle', 'creditLimit']);

/** The customer being approved: its id and what the dialog calls it. */
export type CustomerToDecide = { id: string; name: string };

type CustomerApproveDialogProps = {
  /** The dialog is open while a customer is set. */
  customer: CustomerToDecide | null;
  /** The Orders settings' defaults the form starts from; null when the viewer may not read them. */
  defaults: ApprovalDefaults;
  /** The organisation's currency, the credit limit's. */
  currency: string;
  onClose: () => void;
};

/**
 * Approves a request waiting for review: the buyer becomes active with a
 * payment term (days), a billing cycle and a credit limit, each starting
 * from the Orders settings' default; a field left empty takes the default
 * too. The service's refusals land on their field, or above the form.
 */
export function CustomerApproveDialog({
  customer,
  defaults,
  currency,
  onClose,
}: CustomerApproveDialogProps) {
  return (
    <FormDialog
      open={customer !== null}
      onClose={onClose}
      testId="customer-approve-dialog"
      title={<FormattedMessage id="customers.approveDialog.title" />}
    >
      {customer ? (
        <ApproveForm
          customer={customer}
          defaults={defaults}
          currency={currency}
          onClose={onClose}
        />
      ) : null}
    </FormDialog>
  );
}

/** The approval's form: its mutation, its submit with the toast, and the terms' fields. */
function ApproveForm({
  customer,
  defaults,
  currency,
  onClose,
}: Omit<CustomerApproveDialogProps, 'customer'> & { customer: CustomerToDecide }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const feedback = useFormFeedback();
  const schema = useMemo(() => customerApproveSchema(intl), [intl]);
  const [commit] = useCommit<CustomerApproveDialogMutation>(graphql`
    mutation CustomerApproveDialogMutation($input: CustomerApproveInput!) {
      customerApprove(input: $input) {
        customer {
          ...CustomerDetail_customer
          ...CustomerRow_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: CustomerApproveValues,
    helpers: FormikHelpers<CustomerApproveValues>,
  ) => {
    const input = approveInputOf(customer.id, values);
    const done = await feedback.outcome(
      values,
      helpers,
      commit({
        variables: { input: { ...input, billingCycle: input.billingCycle as BillingCycle | null } },
      }).then((response) => response.customerApprove),
      (field) => (field && FIELDS.has(field) ? field : null),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'customers.approved' }, { name: customer.name }));
    onClose();
  };

  return (
    <Formik<CustomerApproveValues>
      initialValues={initialApproveValues(defaults, language)}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={
          <FormattedMessage
            id="customers.approveDialog.body"
            values={{ name: customer.name, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        }
        errorTestId="customer-approve-error"
        onCancel={onClose}
        submitLabel={<FormattedMessage id="customers.approveDialog.confirm" />}
        submitTestId="customer-approve-confirm"
      >
        <CustomerApproveFields defaults={defaults} currency={currency} />
      </FormDialogForm>
    </Formik>
  );
}
