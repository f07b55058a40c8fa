/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  SalesInvoice: '../../../contracts/invoicing/sales-invoices.js#SalesInvoiceResponse',
  SalesInvoiceConnection: '../../../contracts/invoicing/sales-invoices.js#SalesInvoiceListResponse',
  InvoiceMilestone: './records.js#InvoiceMilestoneRecord',
  SalesInvoiceUpdate: '../../events.js#DomainEvent',
  HomeInvoiceApprovals:
    '../../../contracts/invoicing/sales-invoices.js#InvoicesAwaitingApprovalResponse',
  SalesInvoicePaymentUpdate: '../../events.js#DomainEvent',
};
