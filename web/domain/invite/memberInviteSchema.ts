import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { requiredEmailRule } from '../../ui/emailRule';

export type MemberInviteValues = { email: string; roleId: string };

/** The invite form's rules: an email, and a role when the form offers a choice of roles. */
export function memberInviteSchema(intl: IntlShape, withRole: boolean) {
  return yup.object({
    email: requiredEmailRule(intl),
    roleId: withRole
      ? yup.string().required(intl.formatMessage({ id: 'validation.fieldRequired' }))
      : yup.string(),
  });
}
