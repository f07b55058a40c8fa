/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  InvoicePayment: '../../../contracts/invoicing/invoice-payments.js#InvoicePaymentResponse',
  InvoicePaymentConnection:
    '../../../contracts/invoicing/invoice-payments.js#InvoicePaymentListResponse',
  PaymentAllocation: './records.js#PaymentAllocationRecord',
  InvoicePaymentFile: './records.js#InvoicePaymentFileRecord',
  InvoiceWithholding: '../../../contracts/invoicing/invoice-payments.js#WithholdingResponse',
  CreditRefund: './records.js#CreditRefundRecord',
  PaymentExchange: '../../../contracts/invoicing/invoice-payments.js#PaymentExchangeResponse',
  AllocationExchange: './records.js#AllocationExchangeRecord',
  InvoiceExchange: '../../../contracts/invoicing/invoice-payments.js#RupiahSettledResponse',
  InvoicePaymentUpdate: '../../events.js#DomainEvent',
};
