import { Field, Input, Stack } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import type { ReactNode } from 'react';
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
  const { values, errors, touched, submitCount, handleChange, handleBlur } =
    useFormikContext<NewPasswordValues>();
  const shown = (name: keyof NewPasswordValues) =>
    touched[name] || submitCount > 0 ? errors[name] : undefined;
  return (
    <>
      <Field.Root invalid={Boolean(shown('password'))}>
        <Field.Label>{passwordLabel}</Field.Label>
        <Input
          name="password"
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={handleChange}
          onBlur={handleBlur}
          size="lg"
        />
        <Field.ErrorText>{shown('password')}</Field.ErrorText>
        <Stack paddingTop="1">
          <PasswordRuleHint password={values.password} />
        </Stack>
      </Field.Root>
      <Field.Root invalid={Boolean(shown('passwordConfirmation'))}>
        <Field.Label>{confirmationLabel}</Field.Label>
        <Input
          name="passwordConfirmation"
          type="password"
          autoComplete="new-password"
          value={values.passwordConfirmation}
          onChange={handleChange}
          onBlur={handleBlur}
          size="lg"
        />
        <Field.ErrorText>{shown('passwordConfirmation')}</Field.ErrorText>
      </Field.Root>
    </>
  );
}
