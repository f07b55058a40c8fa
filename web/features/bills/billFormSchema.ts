import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { ACCOUNT_CURRENCIES } from '../../domain/accountLabels';
import { positiveAmountRule } from '../../ui/amountRule';
import { perTextField, type BillTextFieldName } from './billFields';
import { BILL_CATEGORIES } from './billLabels';

/** The form's values: each declared text field (billFields.ts) and the rest. */
export type BillFormValues = Record<BillTextFieldName, string> & {
  date: string;
  dueDate: string;
  /** A `BillCategory`, or '' until one is chosen. */
  category: string;
  /** A Counterparty global id, or '' until one is chosen. */
  counterpartyId: string;
  amount: string;
  currency: 'IDR' | 'USD' | 'SGD';
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The bill form's rules, with the messages the service gives for the same
 * rules (U-TRSY-BL-3 to 6): a date and a due date not before it, a category of
 * the list, a supplier, an amount above zero with at most two decimals; the
 * text fields (the number, the description) are optional, within the
 * service's lengths.
 * Dates are `YYYY-MM-DD`, so comparing their text compares the days.
 */
export function billFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const tooLong = (max: number) => intl.formatMessage({ id: 'validation.maxLength' }, { max });
  const invalidDate = intl.formatMessage({ id: 'error.U-TRSY-BL-4' });
  return yup.object({
    ...perTextField((field) => yup.string().trim().max(field.max, tooLong(field.max))),
    date: yup.string().required(required).matches(DATE, invalidDate),
    dueDate: yup
      .string()
      .required(required)
      .matches(DATE, invalidDate)
      .test(
        'not-before-date',
        intl.formatMessage({ id: 'error.U-TRSY-BL-5' }),
        function notBefore(value) {
          const date = (this.parent as BillFormValues).date;
          return !value || !DATE.test(date) || value >= date;
        },
      ),
    category: yup
      .string()
      .required(intl.formatMessage({ id: 'error.U-TRSY-BL-6' }))
      .oneOf([...BILL_CATEGORIES], intl.formatMessage({ id: 'error.U-TRSY-BL-6' })),
    counterpartyId: yup.string().required(required),
    amount: positiveAmountRule(required, intl.formatMessage({ id: 'error.U-TRSY-BL-3' })),
    currency: yup.string().oneOf(ACCOUNT_CURRENCIES).required(required),
  });
}
