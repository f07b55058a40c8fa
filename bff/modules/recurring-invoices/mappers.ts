/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  RecurringInvoice: '../../../contracts/invoicing/recurring-invoices.js#RecurringInvoiceResponse',
};
