/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  CashFlowReport: '../../../contracts/treasury/cash-flow.js#CashFlowResponse',
  CashFlowPeriod: './upstream.js#CashFlowPeriodRecord',
  CashFlowRow: './upstream.js#CashFlowRowRecord',
  CashFlowLineConnection: './upstream.js#CashFlowLinePageRecord',
  CashFlowLineEdge: './upstream.js#CashFlowLineEdgeRecord',
  CashFlowRule: '../../../contracts/treasury/cash-flow.js#CashFlowRuleResponse',
  CashCategoryAssignment: '../../../contracts/treasury/cash-flow.js#CategorisedLine',
  CashFlowRulePreview: '../../../contracts/treasury/cash-flow.js#CashFlowRulePreviewResponse',
  CashFlowPreviewLine: './upstream.js#CashFlowPreviewLineRecord',
  CashFlowRulesApplyResult: '../../../contracts/treasury/cash-flow.js#CashFlowRulesApplyResponse',
};
