import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import { ACCOUNT_CURRENCIES, type AccountCurrency } from '../../domain/accountLabels';
import type { DocumentLinesValues } from '../../domain/documents/documentLineValues';

/** The purchase order form's values: its header, and its lines and discount as typed. */
export type PurchaseOrderFormValues = DocumentLinesValues & {
  /** A Counterparty global id, or '' until one is chosen. */
  supplierId: string;
  supplierReference: string;
  orderDate: string;
  expectedDate: string;
  /** The order's currency: its prices and figures are in it. */
  currency: AccountCurrency;
  notes: string;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The rules of the order's header, in the service's words (U-INV-PO-2 and
 * 3): a supplier, an order date, an expected date not before it, and the
 * service's lengths. The lines' rules are documentLinesErrors'. Dates are
 * `YYYY-MM-DD`, so comparing their text compares the days.
 */
export function purchaseOrderFormSchema(intl: IntlShape) {
  const required = intl.formatMessage({ id: 'validation.fieldRequired' });
  const atMost = (max: number) => intl.formatMessage({ id: 'validation.maxLength' }, { max });
  return yup.object({
    supplierId: yup.string().required(intl.formatMessage({ id: 'error.U-INV-PO-2' })),
    supplierReference: yup.string().trim().max(100, atMost(100)),
    orderDate: yup.string().required(required).matches(DAY, required),
    expectedDate: yup
      .string()
      .test('from-order-date', intl.formatMessage({ id: 'error.U-INV-PO-3' }), (value, context) => {
        const { orderDate } = context.parent as PurchaseOrderFormValues;
        return !value || !DAY.test(orderDate) || value >= orderDate;
      }),
    currency: yup.string().oneOf(ACCOUNT_CURRENCIES).required(required),
    notes: yup.string().trim().max(2000, atMost(2000)),
  });
}
