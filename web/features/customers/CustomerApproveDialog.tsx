import { Formik, type FormikHelpers } from 'formik';
import { useMemo, type ReactNode } from 'react';
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
import type { UserErrorShape } from '../../ui/userErrorsToFormik';
import {
  approveInputOf,
  customerApproveSchema,
  initialApproveValues,
  type ApprovalDefaults,
  type CustomerApproveValues,
} from './customerApproveSchema';
import { CustomerApproveFields } from './CustomerApproveFields';

const FIELDS: ReadonlySet<string> = new Set(['paymentTermDays', 'billingCycle', 'creditLimit']);

/**
 * What approving a buyer or changing its terms answers, spread unmasked into
 * each mutation: the customer again as its page and the list read it, or why
 * not.
 */
export const customerTermsPayloadFragment = graphql`
  fragment CustomerApproveDialog_payload on CustomerPayload {
    customer {
      ...CustomerDetail_customer
      ...CustomerRow_customer
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

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

/** The approval's form: its mutation and its toast, on the terms' form. */
function ApproveForm({
  customer,
  defaults,
  currency,
  onClose,
}: Omit<CustomerApproveDialogProps, 'customer'> & { customer: CustomerToDecide }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const schema = useMemo(() => customerApproveSchema(intl), [intl]);
  const [commit] = useCommit<CustomerApproveDialogMutation>(graphql`
    mutation CustomerApproveDialogMutation($input: CustomerApproveInput!) {
      customerApprove(input: $input) {
        ...CustomerApproveDialog_payload @relay(mask: false)
      }
    }
  `);

  const send = (values: CustomerApproveValues) => {
    const input = approveInputOf(customer.id, values);
    return commit({
      variables: { input: { ...input, billingCycle: input.billingCycle as BillingCycle | null } },
    }).then((response) => response.customerApprove);
  };

  return (
    <CustomerTermsForm
      initialValues={initialApproveValues(defaults, language)}
      schema={schema}
      send={send}
      done={intl.formatMessage({ id: 'customers.approved' }, { name: customer.name })}
      onClose={onClose}
      intro={
        <FormattedMessage
          id="customers.approveDialog.body"
          values={{ name: customer.name, strong: (chunks) => <strong>{chunks}</strong> }}
        />
      }
      testIdPrefix="customer-approve"
      submitLabel={<FormattedMessage id="customers.approveDialog.confirm" />}
      defaults={defaults}
      currency={currency}
    />
  );
}

/**
 * A form of a buyer's terms (payment term, billing cycle, credit limit), as
 * approval and a later change of the terms both take them: the fields, the
 * submit with its toast, the service's refusals on their field or above the
 * form.
 */
export function CustomerTermsForm({
  initialValues,
  schema,
  send,
  done,
  onClose,
  intro,
  testIdPrefix,
  submitLabel,
  defaults,
  currency,
}: {
  initialValues: CustomerApproveValues;
  schema: ReturnType<typeof customerApproveSchema>;
  /** Sends the values: the mutation's payload. */
  send: (
    values: CustomerApproveValues,
  ) => Promise<{ readonly userErrors: readonly UserErrorShape[] }>;
  /** The toast once done. */
  done: string;
  onClose: () => void;
  intro: ReactNode;
  testIdPrefix: string;
  submitLabel: ReactNode;
  defaults: ApprovalDefaults;
  currency: string;
}) {
  const feedback = useFormFeedback();
  const submit = async (
    values: CustomerApproveValues,
    helpers: FormikHelpers<CustomerApproveValues>,
  ) => {
    const sent = await feedback.outcome(values, helpers, send(values), (field) =>
      field && FIELDS.has(field) ? field : null,
    );
    if (!sent) return;
    toastSuccess(done);
    onClose();
  };

  return (
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={submit}>
      <FormDialogForm
        intro={intro}
        errorTestId={`${testIdPrefix}-error`}
        onCancel={onClose}
        submitLabel={submitLabel}
        submitTestId={`${testIdPrefix}-confirm`}
      >
        <CustomerApproveFields defaults={defaults} currency={currency} />
      </FormDialogForm>
    </Formik>
  );
}
