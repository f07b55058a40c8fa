import { describe, expect, it } from 'vitest';
import { updateRecord } from './resolvers.js';

describe('a counterparty update as the treasury service takes it', () => {
  it('when a field the service cannot clear is null it is left out, while null email and external id are sent to clear them', () => {
    const record = updateRecord({
      counterpartyId: 'Q291bnRlcnBhcnR5OjE=',
      legalName: null,
      alias: 'Sumber Rejeki',
      email: null,
      externalId: null,
      type: null,
      status: 'INACTIVE',
    });

    expect(record).toEqual({
      alias: 'Sumber Rejeki',
      email: null,
      externalId: null,
      status: 'INACTIVE',
    });
  });

  it('when a bank account change clears its alias the null is sent, while a null bank code, number or name is left out', () => {
    const record = updateRecord({
      counterpartyId: 'Q291bnRlcnBhcnR5OjE=',
      updateBankAccounts: [
        { id: 'a1', alias: null, bankCode: null, accountNumber: '5270000000', accountName: null },
      ],
      removeBankAccountIds: ['a2'],
    });

    expect(record).toEqual({
      updateBankAccounts: [{ id: 'a1', alias: null, accountNumber: '5270000000' }],
      removeBankAccountIds: ['a2'],
    });
  });

  it('when only the id is given, nothing is sent', () => {
    expect(updateRecord({ counterpartyId: 'Q291bnRlcnBhcnR5OjE=' })).toEqual({});
  });
});
