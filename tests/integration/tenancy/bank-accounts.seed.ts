import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** An entity, and a manual bank account of it. */
export default defineSeed({
  arguments: {
    sourceAccountId: ['BankAccount'],
    destinationAccountId: ['BankAccount'],
  },
  async make({ browser }) {
    const entity = await browser.data<{ entityCreate: { entity: { id: string } } }>(
      'mutation { entityCreate(input: { name: "Cabang Rahasia" }) { entity { id } } }',
    );
    const account = await browser.data<{ bankAccountCreate: { bankAccount: { id: string } } }>(
      'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } } }',
      {
        input: {
          bankCode: '014',
          accountNumber: '5270998877',
          accountName: 'PT RAHASIA',
          alias: 'Rahasia',
          currency: 'IDR',
          connectionType: 'MANUAL',
          entityId: entity.entityCreate.entity.id,
        },
      },
    );
    return {
      Entity: entity.entityCreate.entity.id,
      BankAccount: account.bankAccountCreate.bankAccount.id,
    };
  },
  async unchanged(system) {
    const accounts = await system.treasury.db
      .selectFrom('bank_accounts')
      .select(['alias', 'status'])
      .where('alias', '=', 'Rahasia')
      .execute();
    expect(accounts).toEqual([{ alias: 'Rahasia', status: 'NEW' }]);
  },
});
