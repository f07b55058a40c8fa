/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  CashPosition: '../../../contracts/treasury/cash-position.js#CashPositionResponse',
  CashPositionAccount: '../../../contracts/treasury/cash-position.js#CashPositionAccount',
  CashPositionCurrencyTotal: '../../../contracts/treasury/cash-position.js#PositionCurrencyTotal',
  CashPositionTotal: '../../../contracts/treasury/cash-position.js#PositionConvertedTotal',
  CashPositionRate: '../../../contracts/treasury/cash-position.js#PositionRate',
  CashPositionGroup: './upstream.js#PositionGroupRecord',
  CashPositionTrend: '../../../contracts/treasury/cash-position.js#CashPositionTrendResponse',
  CashPositionPoint: '../../../contracts/treasury/cash-position.js#TrendPoint',
  FxRate: '../../../contracts/treasury/fx-rates.js#FxRateResponse',
  FxRateConnection: '../../../contracts/treasury/fx-rates.js#FxRateListResponse',
  FxRateEdge: '../../../contracts/treasury/fx-rates.js#FxRateEdge',
  FxRateImportIssue: '../../../contracts/treasury/fx-rates.js#FxRateImportIssue',
};
