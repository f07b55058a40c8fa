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
  return yup.object(termFields(intl));
}

/** Each term's rule, in the service's words; an empty one passes. */
function termFields(intl: IntlShape) {
  return {
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
  };
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

/**
 * The rules of a change of an active buyer's terms: approval's, with none
 * left empty, as the service takes the three again (U-INV-CU-25 to 27; a
 * credit limit of 0 is none).
 */
export function customerTermsSchema(intl: IntlShape) {
  const fields = termFields(intl);
  const required = (code: string) => intl.formatMessage({ id: `error.U-INV-CU-${code}` });
  return yup.object({
    paymentTermDays: fields.paymentTermDays.required(required('25')),
    billingCycle: fields.billingCycle.required(required('26')),
    creditLimit: fields.creditLimit.required(required('27')),
  });
}

/**
 * The change of terms' input from the form's values, on the version read.
 * The schema leaves none empty; were one, the service would refuse it on its
 * field rather than take a value the reader did not give.
 */
export function termsInputOf(customerId: string, version: number, values: CustomerApproveValues) {
  const input = approveInputOf(customerId, values);
  return {
    ...input,
    version,
    paymentTermDays: input.paymentTermDays ?? -1,
    billingCycle: input.billingCycle ?? '',
    creditLimit: input.creditLimit ?? '',
  };
}
