import { Formik, type FormikHelpers } from 'formik';
import { FormattedMessage } from 'react-intl';
import { useAuthenticatorCodeFormSchema } from '../../domain/auth/authenticatorCodeSchema';
import { AuthenticatorCodeField } from '../../domain/auth/AuthenticatorCodeField';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';

type CodeValues = { code: string };

type SelfApprovalCodeDialogProps = {
  open: boolean;
  onClose: () => void;
  /** Switches self-approval on with the code; resolves with the refusal's words for the field, or null when it is on. */
  onConfirm: (code: string) => Promise<string | null>;
};

/**
 * Asks the owner for a current code of their authenticator app before makers
 * may approve their own payments and transfers: the weaker control needs the
 * second factor (the service refuses it without one), the stricter one none.
 */
export function SelfApprovalCodeDialog({ open, onClose, onConfirm }: SelfApprovalCodeDialogProps) {
  const schema = useAuthenticatorCodeFormSchema();

  const submit = async (values: CodeValues, helpers: FormikHelpers<CodeValues>) => {
    const refusal = await onConfirm(values.code);
    if (!refusal) return;
    helpers.setFieldError('code', refusal);
    helpers.setFieldValue('code', '', false);
  };

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title={<FormattedMessage id="controls.selfApproval.confirmTitle" />}
      testId="self-approval-code-dialog"
    >
      <Formik<CodeValues> initialValues={{ code: '' }} validationSchema={schema} onSubmit={submit}>
        <CodeForm onCancel={onClose} />
      </Formik>
    </FormDialog>
  );
}

function CodeForm({ onCancel }: { onCancel: () => void }) {
  return (
    <FormDialogForm
      intro={<FormattedMessage id="controls.selfApproval.confirmIntro" />}
      errorTestId="self-approval-code-error"
      submitLabel={<FormattedMessage id="controls.selfApproval.confirm" />}
      submitTestId="self-approval-code-submit"
      onCancel={onCancel}
    >
      <AuthenticatorCodeField
        label={<FormattedMessage id="controls.selfApproval.code" />}
        testId="self-approval-code"
      />
    </FormDialogForm>
  );
}
