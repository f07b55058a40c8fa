/**
 * How a buyer pays an invoice, in the order the record dialog offers them.
 * Plain data without a schema library, so the web reads this list rather
 * than keeping a copy of it (invoice-payments.ts builds the schema from it).
 */
export const INVOICE_PAYMENT_METHODS = [
  'BANK_TRANSFER',
  'VIRTUAL_ACCOUNT',
  'QRIS',
  'CASH',
  'CHEQUE',
  'OTHER',
] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];
