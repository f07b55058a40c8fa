import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

export type MemberInviteValues = { email: string; roleId: string };

/**
 * The invite form's rules with the spec's messages: an email is required
 * ("Email is Required") and counts as one when it holds an @ ("Invalid email
 * format"); a role is required when the form offers a choice of roles.
 */
export function memberInviteSchema(intl: IntlShape, withRole: boolean) {
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'validation.emailRequired' }))
      .test(
        'email',
        intl.formatMessage({ id: 'validation.invalidEmail' }),
        (value) => !value || value.includes('@'),
      ),
    roleId: withRole
      ? yup.string().required(intl.formatMessage({ id: 'validation.fieldRequired' }))
      : yup.string(),
  });
}
