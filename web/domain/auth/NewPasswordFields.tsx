import { Field, Input, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
import { formikFields } from '../../ui/formikFields';
import { PasswordRuleHint } from './PasswordRuleHint';

type NewPasswordValues = { password: string; passwordConfirmation: string };

type NewPasswordFieldsProps = {
  passwordLabel: ReactNode;
  confirmationLabel: ReactNode;
};

/**
 * A new password with the rules ticked as it is typed, and its confirmation,
 * inside a formik form whose values hold `password` and `passwordConfirmation`.
 */
export function NewPasswordFields({ passwordLabel, confirmationLabel }: NewPasswordFieldsProps) {
  const formik = useFormikContext<NewPasswordValues>();
  const { errorOf, input } = formikFields(formik);
  const field = (name: keyof NewPasswordValues, label: ReactNode, hint?: ReactNode) => (
    <Field.Root invalid={Boolean(errorOf(name))}>
      <Field.Label>{label}</Field.Label>
      <Input {...input(name)} type="password" autoComplete="new-password" size="lg" />
      <Field.ErrorText>{errorOf(name)}</Field.ErrorText>
      {hint}
    </Field.Root>
  );
  return (
    <>
      {field(
        'password',
        passwordLabel,
        <Stack paddingTop="1">
          <PasswordRuleHint password={formik.values.password} />
        </Stack>,
      )}
      {field('passwordConfirmation', confirmationLabel)}
    </>
  );
}
