import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import * as yup from 'yup';

/**
 * The yup field of an authenticator app's code: required, and six digits,
 * both refused with the same message.
 *
 * @example yup.object({ code: authenticatorCodeSchema(intl) })
 */
export function authenticatorCodeSchema(intl: IntlShape) {
  const message = intl.formatMessage({ id: 'validation.twoFactorCode' });
  return yup
    .string()
    .required(message)
    .matches(/^\d{6}$/, message);
}

/** The schema of a form that asks for one authenticator code (`{ code }`), in the reader's language, kept while it stays. */
export function useAuthenticatorCodeFormSchema() {
  const intl = useIntl();
  return useMemo(() => yup.object({ code: authenticatorCodeSchema(intl) }), [intl]);
}
