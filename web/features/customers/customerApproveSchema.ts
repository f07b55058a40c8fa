import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { parseWrittenAmount } from '../../../formats/amount';
import { formatDecimal } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { isBillingCycle } from '../../domain/billingCycles';

/** The longest payment term the service takes, in days. */
export const PAYMENT_TERM_MAX_DAYS = 365;

export type CustomerApproveValues = {
  /** As typed: a whole number of days from 0 to 365, or '' for the Orders settings' default. */
  paymentTermDays: string;
  /** A `BillingCycle`, or '' for the Orders settings' default. */
  billingCycle: string;
  /** As typed, the reader's way ("50.000.000" or "50,000,000"): 0 or more, or '' for the Orders settings' default. */
  creditLimit: string;
};

/** The Orders settings' defaults a customer gets unless the approval says otherwise; null when the viewer may not read the settings. */
export type ApprovalDefaults = {
  paymentTermDays: number;
  billingCycle: string;
  creditLimit: string;
} | null;

/**
 * The approval form's first values: the Orders settings' defaults, each as
 * the reader writes it; empty when the viewer may not read the settings (the
 * service then applies them itself).
 *
 * @example initialApproveValues({ paymentTermDays: 30, billingCycle: 'MONTHLY', creditLimit: '50000000.00' }, 'id') // { paymentTermDays: '30', billingCycle: 'MONTHLY', creditLimit: '50.000.000,00' }
 */
export function initialApproveValues(
  defaults: ApprovalDefaults,
  language: Language,
): CustomerApproveValues {
  if (!defaults) return { paymentTermDays: '', billingCycle: '', creditLimit: '' };
  return {
    paymentTermDays: String(defaults.paymentTermDays),
    billingCycle: isBillingCycle(defaults.billingCycle) ? defaults.billingCycle : '',
    creditLimit: formatDecimal(defaults.creditLimit, language),
  };
}

/**
 * The approval's rules, in the service's words (U-INV-CU-25 to 27): a payment
 * term of 0 to 365 whole days, a billing cycle of the list, a credit limit of
 * zero or more with at most two decimals. Each may be left empty for the
 * Orders settings' default.
 */
export function customerApproveSchema(intl: IntlShape) {
  return yup.object({
    paymentTermDays: yup
      .string()
      .trim()
      .test(
        'days',
        intl.formatMessage({ id: 'error.U-INV-CU-25' }),
        (value) => !value || (/^\d{1,3}$/.test(value) && Number(value) <= PAYMENT_TERM_MAX_DAYS),
      ),
    billingCycle: yup
      .string()
      .test(
        'cycle',
        intl.formatMessage({ id: 'error.U-INV-CU-26' }),
        (value) => !value || isBillingCycle(value),
      ),
    creditLimit: yup
      .string()
      .trim()
      .test(
        'amount',
        intl.formatMessage({ id: 'error.U-INV-CU-27' }),
        (value) => !value || parseWrittenAmount(value) !== null,
      ),
  });
}

/** The approval's input from the form's values: an empty field is left out, for the Orders settings' default. */
export function approveInputOf(customerId: string, values: CustomerApproveValues) {
  const days = values.paymentTermDays.trim();
  const limit = values.creditLimit.trim();
  return {
    customerId,
    paymentTermDays: days === '' ? null : Number(days),
    billingCycle: isBillingCycle(values.billingCycle) ? values.billingCycle : null,
    creditLimit: limit === '' ? null : (parseWrittenAmount(limit) ?? limit),
  };
}
