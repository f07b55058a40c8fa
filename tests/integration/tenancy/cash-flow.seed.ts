import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/**
 * A categorisation rule, made after the other seeds' statement lines (the
 * kinds it needs are theirs), so that none of those is categorised: one
 * that is afterwards was categorised by an operation of the other organisation.
 */
export default defineSeed({
  needs: ['StatementTransaction', 'Reconciliation', 'ExceptionTicket'],
  arguments: { ruleId: ['CashFlowRule'], ruleIds: ['CashFlowRule'] },
  async make({ browser }) {
    const rule = await browser.data<{ cashFlowRuleCreate: { rule: { id: string } } }>(
      'mutation { cashFlowRuleCreate(input: { name: "Rahasia", category: OTHER, descriptionPattern: "rahasia" }) { rule { id } } }',
    );
    return { CashFlowRule: rule.cashFlowRuleCreate.rule.id };
  },
  async unchanged(system) {
    const db = system.treasury.db;
    expect(
      await db.selectFrom('cash_flow_rules').select(['name', 'priority', 'category']).execute(),
    ).toEqual([{ name: 'Rahasia', priority: 1, category: 'OTHER' }]);
    expect(
      await db
        .selectFrom('statement_transactions')
        .select('category')
        .where('category', 'is not', null)
        .execute(),
    ).toEqual([]);
  },
});
