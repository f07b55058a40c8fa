/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Deposit: '../../../contracts/treasury/deposits.js#DepositResponse',
  DepositConnection: '../../../contracts/treasury/deposits.js#DepositListResponse',
  DepositEdge: '../../../contracts/treasury/deposits.js#DepositEdge',
  DepositClosure: './upstream.js#DepositClosureRecord',
};
