import { Field } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type FormFieldProps = {
  label: ReactNode;
  error?: string;
  required?: boolean;
  helper?: ReactNode;
  children: ReactNode;
};

/** A labelled form control with its error message (Chakra v3 Field). */
export function FormField({ label, error, required = false, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        <Field.RequiredIndicator />
      </Field.Label>
      {children}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : helper ? (
        <Field.HelperText>{helper}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}
