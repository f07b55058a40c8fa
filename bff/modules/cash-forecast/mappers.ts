/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  CashForecast: '../../../contracts/treasury/cash-forecast.js#CashForecastResponse',
  CashForecastOpeningAccount: './upstream.js#OpeningAccountRecord',
  CashForecastPeriod: './upstream.js#ForecastPeriodRecord',
  CashForecastCategoryLine: './upstream.js#ForecastLineRecord',
  CashForecastFigure: './upstream.js#ForecastFigureRecord',
  CashForecastItem: './upstream.js#ForecastItemRecord',
  CashForecastRecurringItem: './upstream.js#RecurringItemRecord',
  CashForecastScenarioResult: './upstream.js#ScenarioResultRecord',
  CashForecastScenario: '../../../contracts/treasury/cash-forecast.js#ScenarioResponse',
  CashForecastAdjustment: './upstream.js#AdjustmentRecord',
  CashForecastSnapshot: '../../../contracts/treasury/cash-forecast.js#SnapshotResponse',
  CashForecastComparison: '../../../contracts/treasury/cash-forecast.js#SnapshotComparisonResponse',
  CashForecastComparisonPeriod: './upstream.js#ComparisonPeriodRecord',
  CashForecastVariance: './upstream.js#VarianceRecord',
  CashForecastComparisonLine: './upstream.js#ComparisonLineRecord',
  CashForecastComparisonItem: './upstream.js#ComparisonItemRecord',
};
