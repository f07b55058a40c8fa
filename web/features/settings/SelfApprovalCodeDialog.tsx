import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { FormattedMessage } from 'react-intl';
import { useAuthenticatorCodeFormSchema } from '../../domain/auth/authenticatorCodeSchema';
import { OneTimeCodeInput } from '../../domain/auth/OneTimeCodeInput';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';

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
  const { values, errors, touched, submitCount, setFieldValue, handleBlur } =
    useFormikContext<CodeValues>();
  const codeError = touched.code || submitCount > 0 ? errors.code : undefined;
  return (
    <FormDialogForm
      intro={<FormattedMessage id="controls.selfApproval.confirmIntro" />}
      errorTestId="self-approval-code-error"
      submitLabel={<FormattedMessage id="controls.selfApproval.confirm" />}
      submitTestId="self-approval-code-submit"
      onCancel={onCancel}
    >
      <FormField
        label={<FormattedMessage id="controls.selfApproval.code" />}
        error={codeError}
        required
      >
        <OneTimeCodeInput
          autoFocus
          value={values.code}
          onValueChange={(code) => void setFieldValue('code', code)}
          onBlur={handleBlur}
          size="lg"
          letterSpacing="0.4em"
          data-testid="self-approval-code"
        />
      </FormField>
    </FormDialogForm>
  );
}
