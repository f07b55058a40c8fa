import { cpSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { System } from '../../system.js';
import {
  addMember,
  addMemberInBuiltInRole,
  createOrganization,
  manualAccountInput,
} from '../support/factories.js';
import { signedInClient, type GraphQLClient, type UserErrors } from '../support/graphql-client.js';
import { TEST_DATE, startTestSystem } from '../support/system.js';

/** The web app's static files, where the "Download template" link points (as tests/integration/expected-transactions-template.test.ts serves them). */
function webDirWithPublicFiles(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'kas-web-'));
  cpSync(path.resolve(import.meta.dirname, '../../web/public'), dir, { recursive: true });
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Kas</title>');
  return dir;
}

let system: System;
let owner: GraphQLClient;
let organizationId: string;
let ownerEmail: string;

type Money = { amount: string; currency: string } | null;
type Total = { currency: string; amount: Money; missingRates: string[] };
type Position = {
  date: string;
  today: string;
  accountsWithoutBalance: number;
  accounts: {
    alias: string;
    entityName: string;
    bank: { name: string };
    balance: Money;
    balanceSource: string | null;
    bankAccount: { id: string } | null;
  }[];
  currencies: { amount: Money; accounts: number }[];
  totals: Total[];
  rates: {
    currency: string;
    rate: {
      date: string;
      rate: string;
      source: string;
      sourceName: string | null;
      recordedBy: { email: string } | null;
    } | null;
  }[];
  byCurrency: { key: string; accounts: { alias: string }[]; totals: Total[] }[];
};

const POSITION = `query ($date: Date) {
  cashPosition(date: $date) {
    date today accountsWithoutBalance
    accounts { alias entityName bank { name } balance { amount currency } balanceSource bankAccount { id } }
    currencies { amount { amount currency } accounts }
    totals { currency amount { amount currency } missingRates }
    rates { currency rate { date rate source sourceName recordedBy { email } } }
    byCurrency: groups(by: CURRENCY) { key accounts { alias } totals { currency amount { amount currency } missingRates } }
  }
}`;
const RECORD =
  'mutation ($input: FxRateRecordInput!) { fxRateRecord(input: $input) { fxRate { date currency rate source } replaced { rate } userErrors { field code message } } }';
const IMPORT =
  'mutation ($input: FxRatesImportInput!) { fxRatesImport(input: $input) { imported replaced issueCount issues { line field code message value } userErrors { field code message } } }';

type RecordPayload = {
  fxRateRecord: {
    fxRate: { date: string; currency: string; rate: string; source: string } | null;
    replaced: { rate: string } | null;
    userErrors: UserErrors;
  };
};
type ImportPayload = {
  fxRatesImport: {
    imported: number;
    replaced: number;
    issueCount: number;
    issues: { line: number; field: string | null; code: string; value: string | null }[];
    userErrors: UserErrors;
  };
};

const position = async (client: GraphQLClient, date?: string) =>
  (await client.data<{ cashPosition: Position }>(POSITION, { date })).cashPosition;
const rateCount = async (client: GraphQLClient) =>
  (await client.data<{ fxRates: { totalCount: number } }>('{ fxRates(first: 1) { totalCount } }'))
    .fxRates.totalCount;

async function manualAccount(
  client: GraphQLClient,
  input: Record<string, unknown>,
): Promise<string> {
  const made = await client.data<{
    bankAccountCreate: { bankAccount: { id: string } | null; userErrors: UserErrors };
  }>(
    'mutation ($input: BankAccountCreateInput!) { bankAccountCreate(input: $input) { bankAccount { id } userErrors { field code message } } }',
    { input: manualAccountInput(input) },
  );
  expect(made.bankAccountCreate.userErrors).toEqual([]);
  return made.bankAccountCreate.bankAccount!.id;
}

async function recordBalance(
  client: GraphQLClient,
  bankAccountId: string,
  available: string,
  asOf: string,
): Promise<void> {
  const recorded = await client.data<{ balanceRecord: { userErrors: UserErrors } }>(
    'mutation ($input: BalanceRecordInput!) { balanceRecord(input: $input) { userErrors { field code message } } }',
    {
      input: { bankAccountId, available, asOf },
    },
  );
  expect(recorded.balanceRecord.userErrors).toEqual([]);
}

beforeAll(async () => {
  system = await startTestSystem({ webDir: webDirWithPublicFiles() });
  const made = await createOrganization(system, 'PT Posisi Kas Terang');
  organizationId = made.organizationId;
  ownerEmail = made.owner.email;
  owner = await signedInClient(system.url, made.owner);
  const bca = await manualAccount(owner, {
    bankCode: '014',
    alias: 'BCA Operasional',
    currency: 'IDR',
  });
  const bni = await manualAccount(owner, {
    bankCode: '009',
    alias: 'BNI Valas USD',
    currency: 'USD',
  });
  await manualAccount(owner, { bankCode: '002', alias: 'BRI Penerimaan', currency: 'IDR' });
  // Opened before the days the tests look at (the service's clock is TEST_TODAY; the accounts were made by the wall clock).
  await system.treasury.db
    .updateTable('bank_accounts')
    .set({ created_at: '2026-11-01T00:00:00+07:00' })
    .where('organization_id', '=', organizationId)
    .execute();
  await recordBalance(owner, bca, '480000000.00', '2026-11-20T17:00:00+07:00');
  await recordBalance(owner, bni, '12500.50', '2026-11-21T09:30:00+07:00');
});

afterAll(() => system?.stop());

describe('the cash position through GraphQL', () => {
  it('a rate recorded by the owner converts the position; the day before it, the IDR total names the missing USD rate', async () => {
    const recorded = await owner.data<RecordPayload>(RECORD, {
      input: { date: '2026-11-21', currency: 'USD', rate: '16240.75' },
    });
    expect(recorded.fxRateRecord).toEqual({
      fxRate: { date: '2026-11-21', currency: 'USD', rate: '16240.75', source: 'MANUAL' },
      replaced: null,
      userErrors: [],
    });

    const today = await position(owner);
    expect(today).toMatchObject({ date: TEST_DATE, today: TEST_DATE, accountsWithoutBalance: 1 });
    expect(
      today.accounts.map((account) => [
        account.alias,
        account.entityName,
        account.balance,
        account.balanceSource,
      ]),
    ).toEqual([
      ['BCA Operasional', 'Default', { amount: '480000000.00', currency: 'IDR' }, 'MANUAL'],
      ['BRI Penerimaan', 'Default', null, null],
      ['BNI Valas USD', 'Default', { amount: '12500.50', currency: 'USD' }, 'MANUAL'],
    ]);
    expect(today.accounts[0]!.bankAccount?.id).toEqual(expect.any(String));
    // 480,000,000.00 + 12,500.50 × 16,240.75 (203,017,495.38) = 683,017,495.38; 12,500.50 + 480,000,000.00 / 16,240.75 (29,555.285…) = 42,055.79.
    expect(today.totals).toEqual([
      { currency: 'IDR', amount: { amount: '683017495.38', currency: 'IDR' }, missingRates: [] },
      { currency: 'USD', amount: { amount: '42055.79', currency: 'USD' }, missingRates: [] },
    ]);
    expect(today.rates).toEqual([
      {
        currency: 'USD',
        rate: {
          date: '2026-11-21',
          rate: '16240.75',
          source: 'MANUAL',
          sourceName: null,
          recordedBy: { email: ownerEmail },
        },
      },
      { currency: 'SGD', rate: null },
    ]);
    expect(
      today.byCurrency.map((group) => [group.key, group.accounts.map((account) => account.alias)]),
    ).toEqual([
      ['IDR', ['BCA Operasional', 'BRI Penerimaan']],
      ['USD', ['BNI Valas USD']],
    ]);

    const before = await position(owner, '2026-11-20');
    expect(
      before.accounts.find((account) => account.alias === 'BNI Valas USD')!.balance,
    ).toBeNull();
    expect(before.totals).toEqual([
      { currency: 'IDR', amount: { amount: '480000000.00', currency: 'IDR' }, missingRates: [] },
      { currency: 'USD', amount: null, missingRates: ['USD'] },
    ]);

    const trend = await owner.data<{
      cashPositionTrend: { interval: string; points: { date: string; totals: Total[] }[] };
    }>(
      '{ cashPositionTrend(from: "2026-11-20", to: "2026-11-22") { interval points { date totals { currency amount { amount } missingRates } } } }',
    );
    expect(
      trend.cashPositionTrend.points.map((point) => [
        point.date,
        point.totals[0]!.amount?.amount ?? null,
        point.totals[1]!.missingRates,
      ]),
    ).toEqual([
      ['2026-11-20', '480000000.00', ['USD']],
      ['2026-11-21', '683017495.38', []],
      ['2026-11-22', '683017495.38', []],
    ]);
  });

  it('a rate that breaks a rule is refused with its field and changes nothing; a day after today is no position', async () => {
    const count = await rateCount(owner);
    const future = await owner.data<RecordPayload>(RECORD, {
      input: { date: '2026-11-23', currency: 'SGD', rate: '12100' },
    });
    expect(future.fxRateRecord).toEqual({
      fxRate: null,
      replaced: null,
      userErrors: [
        { field: 'date', code: 'U-TRSY-FX-2', message: 'A rate cannot be for a day after today.' },
      ],
    });
    const zero = await owner.data<RecordPayload>(RECORD, {
      input: { date: '2026-11-20', currency: 'SGD', rate: '0' },
    });
    expect(zero.fxRateRecord.userErrors).toEqual([
      expect.objectContaining({ field: 'rate', code: 'U-TRSY-FX-4' }),
    ]);
    const notCurrency = await owner.request(RECORD, {
      input: { date: '2026-11-20', currency: 'IDR', rate: '1' },
    });
    expect(notCurrency.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await rateCount(owner)).toBe(count);
    const tomorrow = await owner.request(POSITION, { date: '2026-11-23' });
    expect(tomorrow.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      serviceCode: 'U-TRSY-FX-13',
    });
  });

  it('the template as downloaded imports every line; a file with one bad line imports nothing and names it', async () => {
    const template = await fetch(`${system.url}/templates/fx-rates-template.csv`);
    expect(template.status).toBe(200);
    const csv = await template.text();
    const lines = csv.trim().split('\n').length - 1;
    const count = await rateCount(owner);
    const imported = await owner.data<ImportPayload>(IMPORT, {
      input: { fileName: 'fx-rates-template.csv', content: csv },
    });
    expect(imported.fxRatesImport).toEqual({
      imported: lines,
      replaced: 0,
      issueCount: 0,
      issues: [],
      userErrors: [],
    });
    expect(await rateCount(owner)).toBe(count + lines);

    const bad = await owner.data<ImportPayload>(IMPORT, {
      input: {
        fileName: 'kurs.csv',
        content: 'date,currency,rate\n2026-11-18,USD,15910\n2026-11-18,SGD,dua belas ribu\n',
      },
    });
    expect(bad.fxRatesImport).toMatchObject({
      imported: 0,
      issueCount: 1,
      issues: [{ line: 3, field: 'rate', code: 'U-TRSY-FX-4', value: 'dua belas ribu' }],
      userErrors: [],
    });
    expect(await rateCount(owner)).toBe(count + lines);
    const list = await owner.data<{
      fxRates: { edges: { node: { date: string; source: string; sourceName: string | null } }[] };
    }>('{ fxRates(first: 10, currency: SGD) { edges { node { date source sourceName } } } }');
    expect(list.fxRates.edges.map((edge) => edge.node)).toEqual([
      { date: '2026-11-17', source: 'IMPORT', sourceName: 'fx-rates-template.csv' },
      { date: '2026-11-16', source: 'IMPORT', sourceName: 'fx-rates-template.csv' },
    ]);
  });
});

describe('who may see and change the position’s rates', () => {
  it('a Maker reads the position but may not record or import rates (FORBIDDEN); without cash-analysis:read the position is FORBIDDEN', async () => {
    const maker = await signedInClient(
      system.url,
      await addMemberInBuiltInRole(system, organizationId, 'MAKER'),
    );
    expect((await position(maker)).totals[0]!.amount).toEqual({
      amount: '683017495.38',
      currency: 'IDR',
    });
    for (const [query, input] of [
      [RECORD, { date: '2026-11-22', currency: 'USD', rate: '1' }],
      [IMPORT, { fileName: 'kurs.csv', content: 'date,currency,rate\n2026-11-22,USD,1\n' }],
    ] as const) {
      const refused = await maker.request(query, { input });
      expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const outsider = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['balances:read', 'bank-accounts:read']),
    );
    for (const query of [
      POSITION,
      '{ cashPositionTrend { from } }',
      '{ fxRates { totalCount } }',
    ]) {
      const refused = await outsider.request(query);
      expect(refused.errors?.[0]?.extensions?.code, query).toBe('FORBIDDEN');
    }
    // Reading the position without bank-accounts:read leaves the accounts' own objects out, nothing else.
    const analyst = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['cash-analysis:read']),
    );
    const seen = await position(analyst);
    expect(seen.accounts.map((account) => [account.alias, account.bankAccount])).toEqual([
      ['BCA Operasional', null],
      ['BRI Penerimaan', null],
      ['BNI Valas USD', null],
    ]);
    expect(seen.rates[0]!.rate?.recordedBy).toEqual({ email: ownerEmail });
  });

  it('another organisation’s position holds none of these accounts or rates, and its rates stay its own', async () => {
    const other = await createOrganization(system, 'PT Tetangga Sebelah');
    const stranger = await signedInClient(system.url, other.owner);
    const theirs = await position(stranger);
    expect(theirs).toMatchObject({ accounts: [], currencies: [], accountsWithoutBalance: 0 });
    expect(theirs.rates).toEqual([
      { currency: 'USD', rate: null },
      { currency: 'SGD', rate: null },
    ]);
    expect(await rateCount(stranger)).toBe(0);
    await stranger.data<RecordPayload>(RECORD, {
      input: { date: '2026-11-21', currency: 'USD', rate: '1' },
    });
    expect((await position(owner)).rates[0]!.rate?.rate).toBe('16240.75');
  });
});
