import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createOrganization } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';

const ACCOUNT =
  'id bank { code name } accountNumber alias currency connectionType automatedType status hasCredentials entity { name isDefault bankAccountCount } balance { available { amount currency } ledger { amount currency } source }';
const CREATE = `mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { ${ACCOUNT} } userErrors { field code message } } }`;
const BALANCE = `mutation ($input: BalanceRecordInput!) { balanceRecord(input: $input) { bankAccount { ${ACCOUNT} } userErrors { field code message } } }`;

type Payload = {
  bankAccount: (Record<string, unknown> & { id: string }) | null;
  userErrors: { field: string | null; code: string }[];
};

const suite = systemSuite();

describe('bank accounts through GraphQL', () => {
  it('adds accounts, records balances as Money, and totals them per currency on the balances page', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    const created = (
      await browser.request<{ bankAccountCreate: Payload }>(CREATE, {
        input: {
          bankCode: '008',
          accountNumber: '1370012345678',
          accountName: 'PT SINAR NUSANTARA',
          alias: 'Mandiri Operasional',
          currency: 'IDR',
          connectionType: 'MANUAL',
        },
      })
    ).data!.bankAccountCreate;
    expect(created.userErrors).toEqual([]);
    expect(created.bankAccount).toMatchObject({
      bank: { code: '008', name: 'Bank Mandiri' },
      currency: 'IDR',
      status: 'NEW',
      entity: { name: 'Default', isDefault: true, bankAccountCount: 1 },
      balance: null,
    });
    const recorded = (
      await browser.request<{ balanceRecord: Payload }>(BALANCE, {
        input: {
          bankAccountId: created.bankAccount!.id,
          available: '2750000000.00',
          ledger: '2750125000.00',
        },
      })
    ).data!.balanceRecord;
    expect(recorded.bankAccount!.balance).toEqual({
      available: { amount: '2750000000.00', currency: 'IDR' },
      ledger: { amount: '2750125000.00', currency: 'IDR' },
      source: 'MANUAL',
    });
    const summary = await browser.request<{
      balances: { totals: { currency: string; available: { amount: string }; accounts: number }[] };
    }>('{ balances { totals { currency available { amount } accounts } } }');
    expect(summary.data!.balances.totals).toEqual([
      { currency: 'IDR', available: { amount: '2750000000.00' }, accounts: 1 },
      { currency: 'USD', available: { amount: '0.00' }, accounts: 0 },
    ]);
  });

  it('keeps an API connection’s credentials out of every answer, and names the missing one', async () => {
    const { owner } = await createOrganization(suite.system);
    const browser = await signedInClient(suite.system.url, owner);
    const privateKey = generateKeyPairSync('rsa', { modulusLength: 2048 })
      .privateKey.export({ type: 'pkcs8', format: 'pem' })
      .toString();
    const base = {
      bankCode: '014',
      accountNumber: '5270123456',
      accountName: 'PT SINAR',
      alias: 'BCA API',
      currency: 'IDR',
      connectionType: 'API',
    };
    const missing = await browser.request<{ bankAccountCreate: Payload }>(CREATE, {
      input: {
        ...base,
        credentials: { clientId: 'c', partnerId: 'p', channelId: '9', privateKey },
      },
    });
    expect(missing.data!.bankAccountCreate.userErrors).toEqual([
      {
        field: 'credentials.clientSecret',
        code: 'U-TRSY-BA-6',
        message: 'This connection needs its credentials.',
      },
    ]);
    const created = await browser.request<{ bankAccountCreate: Payload }>(CREATE, {
      input: {
        ...base,
        credentials: {
          clientId: 'klien-bca',
          clientSecret: 'rahasia-sekali-9182',
          partnerId: 'KAS01',
          channelId: '95221',
          privateKey,
        },
      },
    });
    expect(created.data!.bankAccountCreate.bankAccount).toMatchObject({
      connectionType: 'API',
      hasCredentials: true,
    });
    const listed = await browser.request('{ bankAccounts { id alias hasCredentials } }');
    for (const secret of ['rahasia-sekali-9182', 'PRIVATE KEY', 'klien-bca'])
      expect(JSON.stringify([created, listed])).not.toContain(secret);
  });
});
