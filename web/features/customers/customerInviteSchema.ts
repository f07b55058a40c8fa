import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { isEmail } from '../../../formats/email';
import { CUSTOMER_TYPES } from './customerLabels';

export type CustomerInviteValues = {
  email: string;
  /** A `CustomerType`, or '' until one is chosen. */
  type: string;
  /** Who the invitation greets; optional, the buyer may change it. */
  name: string;
};

/** The service's longest email and name (contracts/invoicing/customers.ts). */
export const CUSTOMER_EMAIL_MAX = 200;
export const CUSTOMER_NAME_MAX = 200;

/** An address by the service's rule (formats/email.ts), with a dot in its domain. */
const isInvitable = (email: string) => isEmail(email) && /@.+\..+$/.test(email);

/**
 * The invite form's rules, in the spec's and the service's words: an email
 * ("Email is Required", "Invalid email format", U-INV-CU-3), a type of the
 * list, and a name within the service's length when one is given.
 */
export function customerInviteSchema(intl: IntlShape) {
  const tooLong = (max: number) => intl.formatMessage({ id: 'validation.maxLength' }, { max });
  return yup.object({
    email: yup
      .string()
      .trim()
      .required(intl.formatMessage({ id: 'validation.emailRequired' }))
      .max(CUSTOMER_EMAIL_MAX, tooLong(CUSTOMER_EMAIL_MAX))
      .test('email', intl.formatMessage({ id: 'error.U-INV-CU-3' }), (value) =>
        value === undefined ? true : isInvitable(value),
      ),
    type: yup
      .string()
      .required(intl.formatMessage({ id: 'customers.inviteDialog.chooseType' }))
      .oneOf([...CUSTOMER_TYPES], intl.formatMessage({ id: 'customers.inviteDialog.chooseType' })),
    name: yup.string().trim().max(CUSTOMER_NAME_MAX, tooLong(CUSTOMER_NAME_MAX)),
  });
}
