import {
  INVOICE_PAYMENT_METHODS,
  type InvoicePaymentMethod,
} from '../../../contracts/invoicing/invoice-payment-values.js';

/** How a buyer pays, in the order the record dialog offers them: the contract's own list. */
export { INVOICE_PAYMENT_METHODS };
export type InvoicePaymentMethodValue = InvoicePaymentMethod;

/** A payment method's words (`invoicePayment.method.BANK_TRANSFER`: "Bank transfer"). */
export const paymentMethodLabel = (method: string) => ({ id: `invoicePayment.method.${method}` });
