/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  AgedPayablesReport: '../../../contracts/treasury/payables.js#PayablesResponse',
  AgedPayablesByCurrency: './upstream.js#AgedPayablesByCurrencyRecord',
  AgedPayableRow: './upstream.js#AgedPayableRowRecord',
  AgedPayableAmounts: './upstream.js#AgedPayableAmountsRecord',
  AgedPayableBill: './upstream.js#AgedPayableBillRecord',
};
