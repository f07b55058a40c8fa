import { Input } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type {
  CustomerInviteDialogMutation,
  CustomerType,
} from '../../__generated__/CustomerInviteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import {
  CUSTOMER_EMAIL_MAX,
  CUSTOMER_NAME_MAX,
  customerInviteSchema,
  type CustomerInviteValues,
} from './customerInviteSchema';
import { CustomerTypeField } from './CustomerTypeField';

const FIELDS: ReadonlySet<string> = new Set(['email', 'type', 'name']);

type CustomerInviteDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Runs once the invitation is sent (the list reads itself again). */
  onInvited: () => void;
};

/**
 * Invites a buyer by email: the service mails a link to the request form,
 * valid 7 days. The email and the kind of customer are required; a name
 * greets the buyer, who may change it. A refusal (an email already invited
 * or active, U-INV-CU-4) lands on its field.
 */
export function CustomerInviteDialog({ open, onClose, onInvited }: CustomerInviteDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="customer-invite-dialog"
      title={<FormattedMessage id="customers.inviteDialog.title" />}
    >
      <InviteForm onClose={onClose} onInvited={onInvited} />
    </FormDialog>
  );
}

function InviteForm({ onClose, onInvited }: Omit<CustomerInviteDialogProps, 'open'>) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(() => customerInviteSchema(intl), [intl]);
  const [commit] = useCommit<CustomerInviteDialogMutation>(graphql`
    mutation CustomerInviteDialogMutation($input: CustomerInviteInput!) {
      customerInvite(input: $input) {
        customer {
          id
          email
          ...CustomerRow_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const submit = async (
    values: CustomerInviteValues,
    helpers: FormikHelpers<CustomerInviteValues>,
  ) => {
    const input = {
      email: values.email.trim(),
      type: values.type as CustomerType,
      name: values.name.trim() || null,
    };
    const invited = await feedback.outcome(
      values,
      helpers,
      commit({ variables: { input } }).then((response) => response.customerInvite),
      (field) => (field && FIELDS.has(field) ? field : null),
    );
    if (!invited?.customer) return;
    toastSuccess(
      intl.formatMessage({ id: 'customers.inviteSent' }, { email: invited.customer.email }),
    );
    onInvited();
    onClose();
  };

  return (
    <Formik<CustomerInviteValues>
      initialValues={{ email: '', type: '', name: '' }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={<FormattedMessage id="customers.inviteDialog.body" />}
        errorTestId="customer-invite-error"
        onCancel={onClose}
        submitLabel={<FormattedMessage id="customers.inviteDialog.send" />}
        submitTestId="customer-invite-submit"
      >
        <CustomerInviteFields />
      </FormDialogForm>
    </Formik>
  );
}

/** The invitation's fields: the buyer's email, the kind of customer, and an optional name to greet them by. */
function CustomerInviteFields() {
  const { errorOf, input } = formikFields(useFormikContext<CustomerInviteValues>());
  return (
    <>
      <FormField
        label={<FormattedMessage id="customers.inviteDialog.email" />}
        error={errorOf('email')}
        required
      >
        <Input
          {...input('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoFocus
          maxLength={CUSTOMER_EMAIL_MAX}
          placeholder="finance@pelanggan.co.id"
        />
      </FormField>
      <CustomerTypeField label={<FormattedMessage id="customers.inviteDialog.type" />} />
      <FormField
        label={<FormattedMessage id="customers.inviteDialog.name" />}
        error={errorOf('name')}
        helper={<FormattedMessage id="customers.inviteDialog.nameHint" />}
      >
        <Input {...input('name')} autoComplete="off" maxLength={CUSTOMER_NAME_MAX} />
      </FormField>
    </>
  );
}
