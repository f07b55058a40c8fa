import { describe, expect, it } from 'vitest';
import { groupAccountsByBank } from './groupAccountsByBank';

const bca = { code: '014', name: 'Bank Central Asia (BCA)' };
const mandiri = { code: '008', name: 'Bank Mandiri' };

describe('groupAccountsByBank', () => {
  it('when accounts of two banks are mixed, each bank holds its own accounts in the order given, banks by name', () => {
    const accounts = [
      { alias: 'BCA Gaji', bank: bca },
      { alias: 'Mandiri Operasional', bank: mandiri },
      { alias: 'BCA Operasional', bank: bca },
    ];
    expect(groupAccountsByBank(accounts)).toEqual([
      { bank: bca, accounts: [accounts[0], accounts[2]] },
      { bank: mandiri, accounts: [accounts[1]] },
    ]);
  });

  it('when there are no accounts, there are no groups', () => {
    expect(groupAccountsByBank([])).toEqual([]);
  });
});
