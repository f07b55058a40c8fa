import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { FormikCodeInput } from './OneTimeCodeInput';

/**
 * The authenticator code a dialog asks for before a step that needs the second factor (approving
 * orders, letting makers approve their own): required, focused as the dialog opens, its error
 * shown once left or submitted. Bound to the formik value `code`.
 */
export function AuthenticatorCodeField({ label, testId }: { label: ReactNode; testId: string }) {
  const { errorOf } = formikFields(useFormikContext<{ code: string }>());
  return (
    <FormField label={label} error={errorOf('code')} required>
      <FormikCodeInput autoFocus size="lg" letterSpacing="0.4em" data-testid={testId} />
    </FormField>
  );
}
