import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** A time deposit. */
export default defineSeed({
  async make({ browser }) {
    const deposit = await browser.data<{ depositCreate: { deposit: { id: string } } }>(
      'mutation ($input: DepositCreateInput!) { depositCreate(input: $input) { deposit { id } } }',
      {
        input: {
          bankCode: '014',
          alias: 'Deposito Rahasia',
          amount: '1500000000',
          issuedDate: '2026-11-20',
          tenor: 3,
          tenorType: 'MONTHS',
          term: 'NO_RENEWAL',
          interestRate: '4.25',
        },
      },
    );
    return { Deposit: deposit.depositCreate.deposit.id };
  },
  async unchanged(system) {
    expect(
      await system.treasury.db
        .selectFrom('deposits')
        .select(['alias', 'status', 'term', 'interest_rate'])
        .execute(),
    ).toEqual([
      { alias: 'Deposito Rahasia', status: 'ACTIVE', term: 'NO_RENEWAL', interest_rate: '4.2500' },
    ]);
  },
});
