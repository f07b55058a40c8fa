/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  TaxExchangeRate: '../../../contracts/invoicing/tax-exchange-rates.js#TaxExchangeRateResponse',
  TaxExchangeRateConnection:
    '../../../contracts/invoicing/tax-exchange-rates.js#TaxExchangeRateListResponse',
  InvoiceTaxConversion: '../../../contracts/invoicing/sales-invoices.js#TaxConversionResponse',
};
