/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  InvoiceLink: './records.js#InvoiceLinkRecord',
  InvoiceLinkInvoice: '../../../contracts/invoicing/invoice-links.js#InvoiceLinkInvoice',
};
