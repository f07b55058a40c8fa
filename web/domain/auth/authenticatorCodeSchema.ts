import type { IntlShape } from 'react-intl';
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
