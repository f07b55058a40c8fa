import { Formik } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import * as yup from 'yup';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { PaymentProviderFields } from './PaymentProviderFields';
import { useSavePaymentProvider, type ProviderValues } from './useSavePaymentProvider';

export type ProviderOption = {
  readonly code: string;
  readonly name: string;
  readonly credentialFields: readonly string[];
  readonly importable: boolean;
  readonly noImportReason?: string | null;
};
/** A provider being edited: credentials are never read back, only replaced. */
export type EditedProvider = {
  id: string;
  provider: string;
  name: string;
  bankAccountId: string | null;
};

type PaymentProviderDialogProps = {
  open: boolean;
  onClose: () => void;
  options: readonly ProviderOption[];
  bankAccounts: readonly { id: string; alias: string; currency: string }[];
  /** The provider to edit; a new one when null. */
  editing: EditedProvider | null;
  onSaved: () => void;
};

/**
 * Configures a payment provider, or changes one: which gateway, a name, the
 * bank account its settlements arrive on, and its credentials. Credentials
 * are write-only: on edit the fields start empty and, left empty, keep what
 * is stored; filled, they replace it whole.
 */
export function PaymentProviderDialog(props: PaymentProviderDialogProps) {
  return (
    <FormDialog
      open={props.open}
      onClose={props.onClose}
      testId="payment-provider-dialog"
      title={
        <FormattedMessage
          id={
            props.editing
              ? 'paymentProviders.dialog.editTitle'
              : 'paymentProviders.dialog.createTitle'
          }
        />
      }
    >
      <PaymentProviderForm {...props} />
    </FormDialog>
  );
}

function PaymentProviderForm({
  onClose,
  options,
  bankAccounts,
  editing,
  onSaved,
}: PaymentProviderDialogProps) {
  const intl = useIntl();
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const fieldsOf = (code: string) =>
    options.find((option) => option.code === code)?.credentialFields ?? [];
  const submit = useSavePaymentProvider(editing, fieldsOf, onSaved, onClose);
  const schema = yup.object({
    provider: yup.string().required(required),
    name: yup.string().trim().required(required).max(100),
    bankAccountId: yup.string().required(required),
  });

  /** Every credential the provider takes is required, each named on its own field; editing with all left empty keeps the stored ones. */
  const validateCredentials = (values: ProviderValues) => {
    const fields = fieldsOf(values.provider);
    const filled = fields.filter((field) => (values.credentials[field] ?? '').trim() !== '');
    if (editing && filled.length === 0) return {};
    const missing = fields.filter((field) => !(values.credentials[field] ?? '').trim());
    return missing.length > 0
      ? { credentials: Object.fromEntries(missing.map((field) => [field, required])) }
      : {};
  };

  const initial: ProviderValues = {
    provider: editing?.provider ?? options[0]?.code ?? '',
    name: editing?.name ?? '',
    bankAccountId: editing?.bankAccountId ?? (bankAccounts.length === 1 ? bankAccounts[0]!.id : ''),
    credentials: {},
  };
  return (
    <Formik<ProviderValues>
      initialValues={initial}
      validationSchema={schema}
      validate={validateCredentials}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={
          <FormattedMessage
            id={
              editing ? 'paymentProviders.dialog.editIntro' : 'paymentProviders.dialog.createIntro'
            }
          />
        }
        errorTestId="payment-provider-error"
        onCancel={onClose}
        submitLabel={
          <FormattedMessage
            id={editing ? 'common.saveChanges' : 'paymentProviders.dialog.create'}
          />
        }
        submitTestId="payment-provider-submit"
      >
        <PaymentProviderFields
          options={options}
          bankAccounts={bankAccounts}
          editing={Boolean(editing)}
        />
      </FormDialogForm>
    </Formik>
  );
}
