import { Input } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { formikFields } from '../../ui/formikFields';
import type { StatementTransactionFormValues } from './StatementTransactionForm';

type Field = keyof StatementTransactionFormValues;

/**
 * The statement transaction form's state for its fields: `shown` gives a
 * field's error once it was touched or the form submitted, `bind` the props
 * that bind an input to a field (with its test id), and `input` renders a
 * plain text input so bound.
 */
export function useStatementFormFields() {
  const formik = useFormikContext<StatementTransactionFormValues>();
  const fields = formikFields(formik);
  const bind = (name: Field) => ({
    ...fields.input(name),
    'data-testid': `statement-form-${name}`,
  });
  const input = (name: Field, props: Record<string, unknown> = {}) => (
    <Input {...bind(name)} {...props} />
  );
  return { formik, shown: fields.errorOf, bind, input };
}
