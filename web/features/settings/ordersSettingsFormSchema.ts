import type { IntlShape } from 'react-intl';
import * as yup from 'yup';

export const PAYMENT_TERM_MAX_DAYS = 365;
/** What a number prefix may hold: 1 to 20 letters, digits or `/ - . _`. */
export const NUMBER_PREFIX = /^[A-Za-z0-9/._-]{1,20}$/;

export type OrdersSettingsFormValues = {
  /** As typed; a whole number of days from 0 to 365. */
  defaultPaymentTermDays: string;
  invoiceNumberPrefix: string;
  salesOrderNumberPrefix: string;
  salesOrderApprovalRequired: boolean;
};

/** The Orders settings rules, the same the account service applies. */
export function ordersSettingsFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const prefix = () =>
    yup
      .string()
      .trim()
      .required(required)
      .matches(NUMBER_PREFIX, intl.formatMessage({ id: 'validation.numberPrefix' }));
  return yup.object({
    defaultPaymentTermDays: yup
      .string()
      .trim()
      .required(required)
      .test('days', intl.formatMessage({ id: 'validation.paymentTerm' }), (value) => {
        if (!value || !/^\d{1,3}$/.test(value)) return false;
        return Number(value) <= PAYMENT_TERM_MAX_DAYS;
      }),
    invoiceNumberPrefix: prefix(),
    salesOrderNumberPrefix: prefix(),
    salesOrderApprovalRequired: yup.boolean().required(),
  });
}
