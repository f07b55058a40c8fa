import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** An expected incoming payment from their counterparty into their bank account. */
export default defineSeed({
  needs: ['Counterparty', 'BankAccount'],
  async make({ browser }, made) {
    const expected = await browser.data<{
      expectedTransactionCreate: { expectedTransaction: { id: string } };
    }>(
      'mutation ($input: ExpectedTransactionCreateInput!) { expectedTransactionCreate(input: $input) { expectedTransaction { id } } }',
      {
        input: {
          date: '2026-12-01',
          description: 'PENERIMAAN RAHASIA',
          direction: 'CREDIT',
          amount: '2500000',
          externalId: 'RAHASIA-1',
          counterpartyId: made.Counterparty,
          bankAccountId: made.BankAccount,
        },
      },
    );
    return { ExpectedTransaction: expected.expectedTransactionCreate.expectedTransaction.id };
  },
  async unchanged(system) {
    const expected = await system.treasury.db
      .selectFrom('expected_transactions')
      .select(['description', 'amount'])
      .where('description', '=', 'PENERIMAAN RAHASIA')
      .execute();
    expect(expected).toEqual([{ description: 'PENERIMAAN RAHASIA', amount: '2500000.00' }]);
  },
});
