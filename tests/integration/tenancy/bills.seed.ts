import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** A bill from their counterparty. */
export default defineSeed({
  needs: ['Counterparty'],
  arguments: { itemIds: ['Bill'] },
  async make({ browser }, made) {
    const bill = await browser.data<{ billCreate: { bill: { id: string } } }>(
      'mutation ($input: BillCreateInput!) { billCreate(input: $input) { bill { id } } }',
      {
        input: {
          date: '2026-11-20',
          dueDate: '2026-12-01',
          category: 'RENT',
          counterpartyId: made.Counterparty,
          amount: '1500000',
          number: 'RAHASIA-1',
        },
      },
    );
    return { Bill: bill.billCreate.bill.id };
  },
  async unchanged(system) {
    expect(
      await system.treasury.db.selectFrom('bills').select(['number', 'status', 'amount']).execute(),
    ).toEqual([{ number: 'RAHASIA-1', status: 'CREATED', amount: '1500000.00' }]);
  },
});
