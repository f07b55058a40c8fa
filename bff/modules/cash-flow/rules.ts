import { needs, type ModuleRules } from '../module.js';

/**
 * Who may call each cash flow mutation. Managing the rules and correcting a
 * line's category need reconciliation:reconcile (services/treasury/cash-flow/service.ts
 * says why); a preview writes nothing and needs only cash-analysis:read.
 */
export const cashFlowRules = {
  cashFlowRuleCreate: needs('reconciliation:reconcile'),
  cashFlowRuleUpdate: needs('reconciliation:reconcile'),
  cashFlowRuleDelete: needs('reconciliation:reconcile'),
  cashFlowRulesReorder: needs('reconciliation:reconcile'),
  cashFlowRulesApply: needs('reconciliation:reconcile'),
  cashFlowRulePreview: needs('cash-analysis:read'),
  statementTransactionCategorize: needs('reconciliation:reconcile'),
} satisfies ModuleRules;
