import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

/**
 * An email a form cannot go without, with the spec's messages: it is required ("Email is
 * Required") and counts as one when it holds an @ ("Invalid email format"), the same test the
 * service makes, so the form refuses nothing the service would take.
 */
export function requiredEmailRule(intl: IntlShape) {
  return yup
    .string()
    .trim()
    .required(intl.formatMessage({ id: 'validation.emailRequired' }))
    .test(
      'email',
      intl.formatMessage({ id: 'validation.invalidEmail' }),
      (value) => !value || value.includes('@'),
    );
}
