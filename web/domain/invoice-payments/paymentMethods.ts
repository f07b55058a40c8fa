/** How a buyer pays, in the order the record dialog offers them. */
export const INVOICE_PAYMENT_METHODS = [
  'BANK_TRANSFER',
  'VIRTUAL_ACCOUNT',
  'QRIS',
  'CASH',
  'CHEQUE',
  'OTHER',
] as const;
export type InvoicePaymentMethodValue = (typeof INVOICE_PAYMENT_METHODS)[number];

/** A payment method's words (`invoicePayment.method.BANK_TRANSFER`: "Bank transfer"). */
export const paymentMethodLabel = (method: string) => ({ id: `invoicePayment.method.${method}` });
