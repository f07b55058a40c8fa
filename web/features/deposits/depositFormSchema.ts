import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { ACCOUNT_CURRENCIES } from '../../domain/accountLabels';
import { isValidTenor, maturityOf, type TenorType } from '../../../formats/tenor';
import { positiveAmountRule } from '../../ui/amountRule';
import type { DepositTermValue } from './depositLabels';

export type DepositFormValues = {
  /** A bank's clearing code, or '' until one is chosen. */
  bankCode: string;
  alias: string;
  currency: 'IDR' | 'USD' | 'SGD';
  amount: string;
  issuedDate: string;
  /** Whole days or months, as typed. */
  tenor: string;
  tenorType: TenorType;
  /** Percent a year, as typed: `4.25`, `4,25` or `4.25%`. */
  interestRate: string;
  autoRenewal: boolean;
  /** What renews when `autoRenewal` is on. */
  renewal: 'RENEW_PRINCIPAL' | 'RENEW_PRINCIPAL_AND_INTEREST';
};

/** The service's longest alias (contracts/treasury/deposits.ts). */
export const DEPOSIT_ALIAS_MAX = 100;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A yearly rate as a person types it (`4.25`, `4,25`, `4.25 %`) in the form
 * the API takes (`4.25`): above 0, at most 100, at most four decimals; null
 * otherwise. Text only: a rate never passes through a float.
 *
 * @example parseRate('4,25') // '4.25'
 */
export function parseRate(text: string): string | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,4}))?$/.exec(text.trim().replace(/\s*%$/, ''));
  if (!match) return null;
  const whole = match[1]!.replace(/^0+(?=\d)/, '');
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  const positive = whole !== '0' || fraction !== '';
  const atMostHundred = Number(whole) < 100 || (whole === '100' && fraction === '');
  return positive && atMostHundred ? (fraction ? `${whole}.${fraction}` : whole) : null;
}

/** The tenor as a whole number, or null when it is not one within the service's limits. */
export function tenorOf(values: Pick<DepositFormValues, 'tenor' | 'tenorType'>): number | null {
  const text = values.tenor.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const tenor = Number(text);
  return isValidTenor(tenor, values.tenorType) ? tenor : null;
}

/** The maturity date the issued date and the tenor give (the same rule as the service's, formats/tenor.ts), or null until both are valid. */
export function maturityPreview(
  values: Pick<DepositFormValues, 'issuedDate' | 'tenor' | 'tenorType'>,
): string | null {
  const tenor = tenorOf(values);
  return tenor !== null && DATE.test(values.issuedDate)
    ? maturityOf(values.issuedDate, tenor, values.tenorType)
    : null;
}

/** The term the form's auto renewal and its choice make. */
export function termOf(
  values: Pick<DepositFormValues, 'autoRenewal' | 'renewal'>,
): DepositTermValue {
  return values.autoRenewal ? values.renewal : 'NO_RENEWAL';
}

/**
 * The tenor's fields as a rule sees them. Formik hands the schema its values
 * with every empty text turned into `undefined`, so a rule reading another
 * field (`this.parent`) must not take the form's types at their word: an
 * empty tenor reads as ''.
 */
function termFields(
  parent: Partial<DepositFormValues>,
): Pick<DepositFormValues, 'issuedDate' | 'tenor' | 'tenorType'> {
  return {
    issuedDate: parent.issuedDate ?? '',
    tenor: parent.tenor ?? '',
    tenorType: parent.tenorType ?? 'MONTHS',
  };
}

/**
 * The deposit form's rules, in the service's words (U-TRSY-DP-4, 7 to 11): a
 * bank and an alias, an amount above zero with at most two decimals, an
 * issued date not after `today`, a tenor of 1 to 3,650 days or 1 to 120
 * months that does not end by today, and a rate above 0 and at most 100.
 * Dates are `YYYY-MM-DD`, so comparing their text compares the days.
 */
export function depositFormSchema(intl: IntlShape, today: string) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const message = (code: string) => intl.formatMessage({ id: `error.${code}` });
  return yup.object({
    bankCode: yup.string().required(required),
    alias: yup
      .string()
      .trim()
      .required(required)
      .max(
        DEPOSIT_ALIAS_MAX,
        intl.formatMessage({ id: 'validation.maxLength' }, { max: DEPOSIT_ALIAS_MAX }),
      ),
    currency: yup.string().oneOf(ACCOUNT_CURRENCIES).required(required),
    amount: positiveAmountRule(required, message('U-TRSY-DP-7')),
    issuedDate: yup
      .string()
      .required(required)
      .matches(DATE, message('U-TRSY-DP-8'))
      .test(
        'not-after-today',
        message('U-TRSY-DP-9'),
        (value) => !value || !DATE.test(value) || value <= today,
      )
      .test('not-matured', message('U-TRSY-DP-11'), function notMatured(value) {
        const maturity = maturityPreview({
          ...termFields(this.parent as Partial<DepositFormValues>),
          issuedDate: value ?? '',
        });
        return maturity === null || value! > today || maturity > today;
      }),
    tenor: yup
      .string()
      .required(required)
      .test('tenor', message('U-TRSY-DP-10'), function validTenor() {
        return tenorOf(termFields(this.parent as Partial<DepositFormValues>)) !== null;
      }),
    tenorType: yup.string().oneOf(['DAYS', 'MONTHS']).required(required),
    interestRate: yup
      .string()
      .trim()
      .required(required)
      .test('rate', message('U-TRSY-DP-4'), (value) => !value || parseRate(value) !== null),
    autoRenewal: yup.boolean().required(),
    renewal: yup
      .string()
      .oneOf(['RENEW_PRINCIPAL', 'RENEW_PRINCIPAL_AND_INTEREST'])
      .required(required),
  });
}
