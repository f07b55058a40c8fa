/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  PaymentOrder: '../../../contracts/treasury/payments.js#PaymentOrderResponse',
  Payment: '../../../contracts/treasury/payments.js#PaymentOrderResponse',
  Transfer: '../../../contracts/treasury/payments.js#PaymentOrderResponse',
  PaymentConnection: '../../../contracts/treasury/payments.js#PaymentListResponse',
  TransferConnection: '../../../contracts/treasury/payments.js#PaymentListResponse',
  PaymentEdge: '../../../contracts/treasury/payments.js#PaymentOrderEdge',
  TransferEdge: '../../../contracts/treasury/payments.js#PaymentOrderEdge',
  PaymentApproval: '../../../contracts/treasury/payments.js#PaymentApprovalRecord',
  PaymentDecision: '../../../contracts/treasury/payments.js#PaymentDecisionRecord',
  PaymentBeneficiary: '../../../contracts/treasury/payments.js#PaymentBeneficiaryRecord',
  ApprovalRule: '../../../contracts/treasury/payments.js#ApprovalRuleResponse',
  PaymentExport: '../../../contracts/treasury/payments.js#PaymentExportResponse',
  PaymentUpdate: './upstream.js#OrderUpdateRecord',
  TransferUpdate: './upstream.js#OrderUpdateRecord',
};
