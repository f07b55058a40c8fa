import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { compareAmounts, parseWrittenAmount } from '../../../formats/amount';
import { BILLING_CYCLES, type BillingCycleValue } from '../../domain/billingCycles';

export const PAYMENT_TERM_MAX_DAYS = 365;
/** What a number prefix may hold: 1 to 20 letters, digits or `/ - . _`. */
export const NUMBER_PREFIX = /^[A-Za-z0-9/._-]{1,20}$/;
/** The largest default credit limit the service keeps (contracts/account/organizations.ts CREDIT_LIMIT_MAX). */
export const CREDIT_LIMIT_MAX = '999999999999999.99';
export type OrdersSettingsFormValues = {
  /** As typed; a whole number of days from 0 to 365. */
  defaultPaymentTermDays: string;
  invoiceNumberPrefix: string;
  salesOrderNumberPrefix: string;
  salesOrderApprovalRequired: boolean;
  creditMemoApprovalRequired: boolean;
  purchaseOrderApprovalRequired: boolean;
  /** As typed, the reader's way, in IDR; empty: every purchase order waits for approval. */
  purchaseOrderApprovalThreshold: string;
  /** As typed, the reader's way ("2,5" or "2.5"): a percentage from 0 to 100. */
  billQuantityTolerance: string;
  /** As typed, the reader's way: a percentage from 0 to 100. */
  billPriceTolerance: string;
  /** As typed, the reader's way ("50.000.000" or "50,000,000"); 0 or more. */
  defaultCreditLimit: string;
  defaultBillingCycle: BillingCycleValue;
};

/**
 * The default credit limit as the service takes it (`"50000000.00"`), from
 * what was typed in either separator convention: 0 or more, at most two
 * decimals, at most CREDIT_LIMIT_MAX; null otherwise.
 *
 * @example creditLimitInputOf('50.000.000') === '50000000.00'
 */
export function creditLimitInputOf(written: string): string | null {
  const amount = parseWrittenAmount(written);
  return amount !== null && compareAmounts(amount, CREDIT_LIMIT_MAX) <= 0 ? amount : null;
}

/**
 * A bill tolerance as the service takes it (`"2.50"`), from what was typed in
 * either separator convention: 0 to 100 with at most two decimals (the
 * account service's rule, U-INV-PO-9); null otherwise.
 *
 * @example tolerancePercentInputOf('2,5') === '2.50'
 */
export function tolerancePercentInputOf(written: string): string | null {
  const percent = parseWrittenAmount(written);
  return percent !== null && compareAmounts(percent, '100.00') <= 0 ? percent : null;
}

/** The Orders settings rules, the same the account service applies. */
export function ordersSettingsFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const prefix = () =>
    yup
      .string()
      .trim()
      .required(required)
      .matches(NUMBER_PREFIX, intl.formatMessage({ id: 'validation.numberPrefix' }));
  const tolerance = () =>
    yup
      .string()
      .trim()
      .required(required)
      .test(
        'percent',
        intl.formatMessage({ id: 'error.U-INV-PO-9' }),
        (value) => !value || tolerancePercentInputOf(value) !== null,
      );
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
    creditMemoApprovalRequired: yup.boolean().required(),
    purchaseOrderApprovalRequired: yup.boolean().required(),
    purchaseOrderApprovalThreshold: yup
      .string()
      .trim()
      .test(
        'amount',
        intl.formatMessage({ id: 'error.U-ACC-ORG-14' }),
        (value) => !value || creditLimitInputOf(value) !== null,
      ),
    billQuantityTolerance: tolerance(),
    billPriceTolerance: tolerance(),
    defaultCreditLimit: yup
      .string()
      .trim()
      .required(required)
      .test(
        'amount',
        intl.formatMessage({ id: 'error.U-ACC-ORG-12' }),
        (value) => !value || creditLimitInputOf(value) !== null,
      ),
    defaultBillingCycle: yup
      .string()
      .oneOf(BILLING_CYCLES, intl.formatMessage({ id: 'validation.billingCycle' }))
      .required(required),
  });
}
