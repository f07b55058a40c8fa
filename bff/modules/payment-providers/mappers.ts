/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  PaymentProvider: '../../../contracts/treasury/payment-providers.js#PaymentProviderResponse',
  PaymentProviderConnection:
    '../../../contracts/treasury/payment-providers.js#PaymentProviderListResponse',
  PaymentProviderEdge: './upstream.js#PaymentProviderEdgeRecord',
  PaymentProviderOption: './upstream.js#PaymentProviderOptionRecord',
  PaymentRecord: '../../../contracts/treasury/payment-providers.js#PaymentRecordResponse',
  PaymentRecordConnection:
    '../../../contracts/treasury/payment-providers.js#PaymentRecordListResponse',
  PaymentRecordEdge: './upstream.js#PaymentRecordEdgeRecord',
  PaymentTransaction: '../../../contracts/treasury/payment-providers.js#PaymentTransactionResponse',
  PaymentTransactionConnection:
    '../../../contracts/treasury/payment-providers.js#PaymentTransactionListResponse',
  PaymentTransactionEdge: './upstream.js#PaymentTransactionEdgeRecord',
  PaymentSettlement: '../../../contracts/treasury/payment-providers.js#PaymentSettlementResponse',
  PaymentSettlementConnection:
    '../../../contracts/treasury/payment-providers.js#PaymentSettlementListResponse',
  PaymentSettlementEdge: './upstream.js#PaymentSettlementEdgeRecord',
};
