/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  AgedReceivables: '../../../contracts/invoicing/aged-receivables.js#AgedReceivablesResponse',
  AgedReceivablesByCurrency: './upstream.js#AgedReceivablesByCurrencyRecord',
  AgedReceivableCustomer: './upstream.js#AgedReceivableCustomerRecord',
  AgedReceivableAmounts: './upstream.js#AgedReceivableAmountsRecord',
};
