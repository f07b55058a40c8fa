/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  ExpectedTransaction:
    '../../../contracts/treasury/expected-transactions.js#ExpectedTransactionResponse',
  ExpectedTransactionConnection:
    '../../../contracts/treasury/expected-transactions.js#ExpectedTransactionListResponse',
  ExpectedTransactionEdge:
    '../../../contracts/treasury/expected-transactions.js#ExpectedTransactionEdge',
};
