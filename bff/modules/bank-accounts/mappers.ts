/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  Bank: './upstream.js#BankRecord',
  BankAccount: '../../../contracts/treasury/bank-accounts.js#BankAccountResponse',
  Entity: '../../../contracts/treasury/entities.js#EntityResponse',
  Balance: '../../../contracts/treasury/bank-accounts.js#BalanceResponse',
  BalancesSummary: '../../../contracts/treasury/bank-accounts.js#BalancesResponse',
  CurrencyTotal: './upstream.js#CurrencyTotalRecord',
};
