import { getIn, setIn, type FormikErrors } from 'formik';
import type { MessageValues } from '../i18n/useErrorMessage';

export type UserErrorShape = {
  readonly field?: string | null;
  readonly code: string;
  readonly message: string;
  /** What fills the message's slots (`line`, `limit`). */
  readonly values?: MessageValues;
};

/**
 * Splits a mutation's `userErrors` into errors on the form's fields (a
 * server `field` such as `address.postalCode` that names a value of the form)
 * and one general message for the rest, each as its catalogue message.
 *
 * @example userErrorsToFormik({ phone: '' }, [{ field: 'phone', code: 'U-ACC-ORG-8', message: '…' }], message)
 *   // { errors: { phone: 'Enter an Indonesian phone number…' }, general: null }
 */
export function userErrorsToFormik<Values extends object>(
  values: Values,
  userErrors: readonly UserErrorShape[],
  message: (code: string, serverMessage: string, values?: MessageValues) => string,
): { errors: FormikErrors<Values>; general: string | null } {
  let errors: FormikErrors<Values> = {};
  const general: string[] = [];
  for (const error of userErrors) {
    const text = message(error.code, error.message, error.values);
    if (error.field && getIn(values, error.field) !== undefined) {
      if (!getIn(errors, error.field))
        errors = setIn(errors, error.field, text) as FormikErrors<Values>;
    } else {
      general.push(text);
    }
  }
  return { errors, general: general.length > 0 ? general.join(' ') : null };
}
