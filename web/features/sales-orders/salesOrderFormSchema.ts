import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { ACCOUNT_CURRENCIES, type AccountCurrency } from '../../domain/accountLabels';
import type { DocumentLinesValues } from '../../domain/documents/documentLineValues';

/** The sales order form's values: its header, and its lines and discount as typed. */
export type SalesOrderFormValues = DocumentLinesValues & {
  /** A Customer global id, or '' until one is chosen. */
  customerId: string;
  poReference: string;
  orderDate: string;
  requiredDate: string;
  /** The order's currency: its prices and its invoices' are in it. */
  currency: AccountCurrency;
  notes: string;
};

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules of the order's header, with the service's words (U-INV-SO-2 and
 * 3): a buyer, an order date, a required date not before it, and the
 * service's lengths. The lines' rules are documentLinesErrors'.
 * Dates are `YYYY-MM-DD`, so comparing their text compares the days.
 */
export function salesOrderFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const tooLong = (max: number) => intl.formatMessage({ id: 'validation.maxLength' }, { max });
  return yup.object({
    customerId: yup.string().required(intl.formatMessage({ id: 'error.U-INV-SO-2' })),
    poReference: yup.string().trim().max(100, tooLong(100)),
    orderDate: yup.string().required(required).matches(DATE, required),
    requiredDate: yup
      .string()
      .test(
        'not-before-order',
        intl.formatMessage({ id: 'error.U-INV-SO-3' }),
        function notBefore(value) {
          const orderDate = (this.parent as SalesOrderFormValues).orderDate;
          return !value || !DATE.test(orderDate) || value >= orderDate;
        },
      ),
    currency: yup.string().oneOf(ACCOUNT_CURRENCIES).required(required),
    notes: yup.string().trim().max(2000, tooLong(2000)),
  });
}
