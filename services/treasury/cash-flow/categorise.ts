import type { CashCategory } from '../../../contracts/treasury/categories.js';
import type { Transaction } from 'kysely';
import type { TreasuryDatabase } from '../db-types.js';
import type { Db } from '../db.js';
import { compileRules, firstMatchingRule, type CompiledRule } from './matcher.js';
import {
  enabledMatcherRules,
  ruleLines,
  writeRuleCategories,
  type LineScope,
} from './repository.js';

/** Lines read and decided at a time: memory stays flat on an import of any size. */
const BATCH = 5_000;

/** What a pass of the rules did. */
export type RulesOutcome = {
  considered: number;
  changed: number;
  categorised: number;
  uncategorised: number;
};

/**
 * Runs the rules over the lines of `scope` that they decide (never a
 * person's correction), a batch at a time, and writes what changed: the
 * first matching rule's category (RULE), or none. `onlyUncategorised`
 * leaves lines that already have a category as they are.
 */
export async function runRules(
  db: Db,
  organizationId: string,
  rules: readonly CompiledRule[],
  scope: LineScope,
  onlyUncategorised: boolean,
): Promise<RulesOutcome> {
  const outcome: RulesOutcome = { considered: 0, changed: 0, categorised: 0, uncategorised: 0 };
  let afterId: string | null = null;
  for (;;) {
    const lines = await ruleLines(
      db,
      organizationId,
      scope,
      { afterId, limit: BATCH },
      { uncategorised: onlyUncategorised, decidedByRules: true },
    );
    if (lines.length === 0) break;
    afterId = lines.at(-1)!.id;
    const changes: { id: string; category: CashCategory | null; ruleId: string | null }[] = [];
    for (const line of lines) {
      const rule = firstMatchingRule(rules, {
        description: line.description,
        direction: line.direction,
        amount: line.amount,
        counterpartyIds: line.counterparty_ids,
      });
      outcome.considered += 1;
      if (rule) outcome.categorised += 1;
      else outcome.uncategorised += 1;
      const category = rule?.category ?? null;
      const ruleId = rule?.id ?? null;
      if (
        category !== line.category ||
        ruleId !== line.category_rule_id ||
        (category !== null && line.category_source !== 'RULE')
      )
        changes.push({ id: line.id, category, ruleId });
    }
    outcome.changed += await writeRuleCategories(db, organizationId, changes);
    if (lines.length < BATCH) break;
  }
  return outcome;
}

/** A new line's category by the first enabled rule that takes it, or null. */
export type LineCategoriser = (line: {
  description: string;
  direction: 'DEBIT' | 'CREDIT';
  amount: string;
}) => { category: CashCategory; ruleId: string } | null;

/**
 * The organisation's enabled rules as a function a writer asks of each new
 * line before writing it, so a statement import stores each line once with
 * its category instead of writing it and then updating it. A line not yet
 * written is matched to nothing, so no rule on counterparties takes it: the
 * same outcome as `categoriseNewLines` on the written line. Null without an
 * enabled rule.
 */
export async function newLineCategoriser(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
): Promise<LineCategoriser | null> {
  const rules = await enabledMatcherRules(trx, organizationId);
  if (rules.length === 0) return null;
  const compiled = compileRules(rules);
  return (line) => {
    const rule = firstMatchingRule(compiled, { ...line, counterpartyIds: [] });
    return rule ? { category: rule.category, ruleId: rule.id } : null;
  };
}

/**
 * Categorises statement transactions just written, by the organisation's
 * enabled rules, in the transaction that writes them: a line entered by hand
 * or lines synced from the bank (a statement import categorises as it
 * writes, `newLineCategoriser`). Lines that already have a category are left alone. Without
 * an enabled rule nothing is read. Returns how many were categorised.
 */
export async function categoriseNewLines(
  trx: Transaction<TreasuryDatabase>,
  organizationId: string,
  scope: { ids: readonly string[] },
): Promise<number> {
  if (scope.ids.length === 0) return 0;
  const rules = await enabledMatcherRules(trx, organizationId);
  if (rules.length === 0) return 0;
  return (await runRules(trx, organizationId, compileRules(rules), scope, true)).categorised;
}
