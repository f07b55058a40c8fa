import { Input } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { StatementTransactionFormValues } from './StatementTransactionForm';

/**
 * The statement transaction form's state for its fields: `shown` gives a
 * field's error once it was touched or the form submitted, and `input`
 * renders a plain text input bound to a field (with its test id).
 */
export function useStatementFormFields() {
  const formik = useFormikContext<StatementTransactionFormValues>();
  const { values, errors, touched, handleChange, handleBlur, submitCount } = formik;
  const shown = (name: keyof StatementTransactionFormValues) =>
    touched[name] || submitCount > 0 ? errors[name] : undefined;
  const input = (
    name: keyof StatementTransactionFormValues,
    props: Record<string, unknown> = {},
  ) => (
    <Input
      name={name}
      value={values[name]}
      onChange={handleChange}
      onBlur={handleBlur}
      data-testid={`statement-form-${name}`}
      {...props}
    />
  );
  return { formik, shown, input };
}
