import { needs, type ModuleRules } from '../module.js';

/**
 * Who may call each matching rules mutation. Changing a rule needs
 * reconciliation:reconcile here; the treasury service also asks for
 * reconciliation:auto-reconcile when, after the change, an enabled rule
 * confirms matches by itself (it alone knows the other rules). A preview
 * writes nothing and needs only to read.
 */
export const reconciliationRulesRules = {
  reconciliationRuleCreate: needs('reconciliation:reconcile'),
  reconciliationRuleUpdate: needs('reconciliation:reconcile'),
  reconciliationRuleDelete: needs('reconciliation:reconcile'),
  reconciliationRulesReorder: needs('reconciliation:reconcile'),
  reconciliationRulesPreview: needs('reconciliation:read'),
} satisfies ModuleRules;
