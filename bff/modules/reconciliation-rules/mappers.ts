/** The types this module's schema objects resolve from (GraphQL codegen mappers, assembled by codegen.ts): `Type: 'module path relative to this folder#ExportName'`. */
export const mappers = {
  ReconciliationRuleSet:
    '../../../contracts/treasury/reconciliation-rules.js#ReconciliationRuleListResponse',
  ReconciliationRule:
    '../../../contracts/treasury/reconciliation-rules.js#ReconciliationRuleResponse',
  ReconciliationRulesPreview:
    '../../../contracts/treasury/reconciliation-rules.js#ReconciliationRulePreviewResponse',
  ReconciliationPreviewProposal:
    '../../../contracts/treasury/reconciliation-rules.js#PreviewProposal',
  ReconciliationPreviewRecord: '../../../contracts/treasury/reconciliation-rules.js#PreviewSide',
};
