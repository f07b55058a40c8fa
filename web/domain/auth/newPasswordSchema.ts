import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { passwordRuleChecks } from './passwordRuleChecks';

/** The catalogue messages the new-password rules show. */
export type NewPasswordMessages = {
  /** "Password is Required". */
  required: string;
  /** The rules: 8 characters, a capital letter, a number. */
  rules: string;
  /** "Password did not match". */
  mismatch: string;
};

/**
 * The yup fields of a new password and its confirmation: the password is
 * required and meets every rule; the confirmation must equal it.
 *
 * @example yup.object({ ...newPasswordSchema(messages) })
 */
export function newPasswordSchema(messages: NewPasswordMessages) {
  return {
    password: yup
      .string()
      .required(messages.required)
      .test('rules', messages.rules, (value) => {
        if (!value) return true;
        const checks = passwordRuleChecks(value);
        return checks.length && checks.capital && checks.number;
      }),
    passwordConfirmation: yup
      .string()
      .default('')
      .test(
        'match',
        messages.mismatch,
        (value, context) =>
          (value ?? '') === ((context.parent as { password?: string }).password ?? ''),
      ),
  };
}

/** The catalogue's messages for the new-password rules, in the current language: what `newPasswordSchema` takes on every form. */
export function newPasswordMessages(intl: IntlShape): NewPasswordMessages {
  return {
    required: intl.formatMessage({ id: 'validation.passwordRequired' }),
    rules: intl.formatMessage({ id: 'validation.passwordRules' }),
    mismatch: intl.formatMessage({ id: 'validation.passwordMismatch' }),
  };
}
