import type { ErrorDefinition } from '../contracts/common/errors.js';
import { namingField, userErrorOf, withUserErrors, type UserError } from './errors.js';
import { idOfType, type NodeType } from './global-id.js';

/**
 * The mutations every ordered rule list shares (the cash-flow rules, the
 * payment approval rules, the reconciliation rules): a rule changed, deleted,
 * or the rules reordered; as the rules apply in their order, a delete or a
 * reorder answers with the list as it is after the change. `rule` names the
 * list's node type and its "not found", which the inputs call `ruleId` (one
 * rule) or `ruleIds.<index>` (the order).
 */
export type OrderedRules = { type: NodeType; notFound: ErrorDefinition };

/**
 * Changes the rule the input names through `update`, which answers the
 * service's change, or the input's own refusal when the service cannot be
 * asked (a counterparty that is not one); the service's not found is named
 * `ruleId`.
 */
export async function ruleUpdated<Rule>(
  rule: OrderedRules,
  ruleId: string,
  update: (id: string) => Promise<Rule> | UserError,
): Promise<{ rule: Rule | null; userErrors: UserError[] }> {
  const id = idOfType(ruleId, rule.type);
  if (!id) return { rule: null, userErrors: [userErrorOf(rule.notFound, 'ruleId')] };
  const change = update(id);
  if (!(change instanceof Promise)) return { rule: null, userErrors: [change] };
  const result = await withUserErrors(() => change);
  return result.ok
    ? { rule: result.value, userErrors: [] }
    : { rule: null, userErrors: result.userErrors.map(namingField(rule.notFound.code, 'ruleId')) };
}

/**
 * Deletes the rule the input names and answers with the rules after it
 * moved up (`listAfter`), or the refusal.
 */
export async function ruleDeleted<List>(
  rule: OrderedRules,
  ruleId: string,
  remove: (id: string) => Promise<void>,
  listAfter: () => Promise<List>,
): Promise<{ deletedRuleId: string | null; rules: List | null; userErrors: UserError[] }> {
  const id = idOfType(ruleId, rule.type);
  if (!id)
    return { deletedRuleId: null, rules: null, userErrors: [userErrorOf(rule.notFound, 'ruleId')] };
  const result = await withUserErrors(() => remove(id));
  if (!result.ok)
    return {
      deletedRuleId: null,
      rules: null,
      userErrors: result.userErrors.map(namingField(rule.notFound.code, 'ruleId')),
    };
  return { deletedRuleId: ruleId, rules: await listAfter(), userErrors: [] };
}

/**
 * Puts the rules in the order the input gives and answers with the list as
 * the service orders it; the first id that is not one of the list's type is
 * refused at its index.
 */
export async function rulesReordered<List>(
  rule: OrderedRules,
  ruleIds: readonly string[],
  reorder: (ids: string[]) => Promise<List>,
): Promise<{ rules: List | null; userErrors: UserError[] }> {
  const ids: string[] = [];
  for (const [index, ruleId] of ruleIds.entries()) {
    const id = idOfType(ruleId, rule.type) ?? null;
    if (id === null)
      return { rules: null, userErrors: [userErrorOf(rule.notFound, `ruleIds.${index}`)] };
    ids.push(id);
  }
  const result = await withUserErrors(() => reorder(ids));
  return result.ok
    ? { rules: result.value, userErrors: [] }
    : { rules: null, userErrors: result.userErrors };
}
