import { expect } from 'vitest';
import { createStatementLine, defineSeed } from './seeds.js';

/** A matching rule, a match, and a pending proposal of the engine, each on a line and an item of their own. */
export default defineSeed({
  needs: ['BankAccount'],
  arguments: {
    matchableWith: ['StatementTransaction'],
    itemIds: ['ExpectedTransaction'],
    proposalIds: ['ReconciliationProposal'],
    ruleId: ['ReconciliationRule'],
    ruleIds: ['ReconciliationRule'],
  },
  async make({ browser }, made) {
    const rule = await browser.data<{ reconciliationRuleCreate: { rule: { id: string } } }>(
      'mutation { reconciliationRuleCreate(input: { name: "Rahasia" }) { rule { id } } }',
    );
    const side = async (amount: string, description: string) => {
      const lineId = await createStatementLine(browser, made.BankAccount!, {
        date: '2026-11-20',
        description,
        amount,
      });
      const item = await browser.data<{
        expectedTransactionCreate: { expectedTransaction: { id: string } };
      }>(
        'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } } }',
        {
          input: {
            date: '2026-11-20',
            description,
            direction: 'CREDIT',
            amount,
            bankAccountId: made.BankAccount,
          },
        },
      );
      return {
        lineId,
        itemId: item.expectedTransactionCreate.expectedTransaction.id,
      };
    };
    const matched = await side('4400000', 'PELUNASAN RAHASIA 0001');
    const reconciliation = await browser.data<{
      reconciliationCreate: { reconciliation: { id: string } };
    }>(
      'mutation ($input: ReconciliationCreateInput!) { reconciliationCreate(input: $input) { reconciliation { id } } }',
      { input: { statementTransactionIds: [matched.lineId], itemIds: [matched.itemId] } },
    );
    await side('7770000', 'PELUNASAN RAHASIA 0002');
    await browser.data('mutation { reconciliationRun(input: {}) { run { proposed } } }');
    const proposals = await browser.data<{
      reconciliationProposals: { edges: { node: { id: string } }[] };
    }>('{ reconciliationProposals { edges { node { id } } } }');
    return {
      ReconciliationRule: rule.reconciliationRuleCreate.rule.id,
      Reconciliation: reconciliation.reconciliationCreate.reconciliation.id,
      ReconciliationProposal: proposals.reconciliationProposals.edges[0]!.node.id,
    };
  },
  async unchanged(system) {
    const db = system.treasury.db;
    expect(
      await db.selectFrom('reconciliation_rules').select(['name', 'priority']).execute(),
    ).toEqual([{ name: 'Rahasia', priority: 1 }]);
    expect(
      await db
        .selectFrom('expected_transactions')
        .select(['description', 'amount'])
        .where('description', 'like', 'PELUNASAN RAHASIA%')
        .orderBy('amount')
        .execute(),
    ).toEqual([
      { description: 'PELUNASAN RAHASIA 0001', amount: '4400000.00' },
      { description: 'PELUNASAN RAHASIA 0002', amount: '7770000.00' },
    ]);
    expect(await db.selectFrom('reconciliation_allocations').select('amount').execute()).toEqual([
      { amount: '4400000.00' },
    ]);
    expect(
      await db.selectFrom('reconciliation_proposals').select(['status', 'amount']).execute(),
    ).toEqual([{ status: 'PENDING', amount: '7770000.00' }]);
  },
});
