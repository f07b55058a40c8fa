import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashPositionResponse,
  CashPositionTrendResponse,
} from '../../../contracts/treasury/cash-position.js';
import { callRest, manualAccountInput, type Tokens } from '../../../tests/support/factories.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { convertTotals } from './convert.js';
import { rowsOf } from '../../../tests/support/database.js';

let system: TreasuryUnderTest;

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };
const call = <T = Json>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.treasuryUrl, method, path, tokens, body);

/** An account opened on 1 November 2026 (before every day the tests look at). */
async function account(tokens: Tokens, input: Record<string, unknown>): Promise<string> {
  const made = await call<{ id: string }>(
    'POST',
    '/bank-accounts',
    tokens,
    manualAccountInput(input),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  await sql`update bank_accounts set created_at = '2026-11-01T00:00:00+07:00' where id = ${made.body.id}`.execute(
    system.service.db,
  );
  return made.body.id;
}
async function balance(tokens: Tokens, id: string, available: string, asOf: string): Promise<void> {
  const recorded = await call('POST', `/bank-accounts/${id}/balances`, tokens, { available, asOf });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
}
async function rate(tokens: Tokens, date: string, currency: string, value: string): Promise<void> {
  expect((await call('PUT', '/fx-rates', tokens, { date, currency, rate: value })).status).toBe(
    200,
  );
}
const position = (tokens: Tokens, date?: string) =>
  call<CashPositionResponse>('GET', `/cash-position${date ? `?date=${date}` : ''}`, tokens);

let owner: Tokens;
const ids: Record<'bca' | 'mandiri' | 'bni' | 'sgd' | 'bri', string> = {
  bca: '',
  mandiri: '',
  bni: '',
  sgd: '',
  bri: '',
};
let subsidiary = '';

/**
 * The worked example: PT Kas Contoh holds two rupiah accounts (BCA at the
 * parent, Mandiri at its subsidiary), one in dollars at BNI and one in
 * Singapore dollars at BCA, and a BRI account with no balance yet. The
 * dollar rate is 16,000.00 from the 19th and 16,250.50 from the 21st; the
 * Singapore dollar's first rate, 12,100.25, is of the 21st. Mandiri closes
 * on the 22nd at 10:00.
 */
beforeAll(async () => {
  system = await startTreasuryForTest();
  owner = await system.tokensFor();
  subsidiary = (
    await call<{ id: string }>('POST', '/entities', owner, { name: 'PT Anak Usaha Contoh' })
  ).body.id;
  ids.bca = await account(owner, { bankCode: '014', alias: 'BCA Operasional', currency: 'IDR' });
  ids.mandiri = await account(owner, {
    bankCode: '008',
    alias: 'Mandiri Anak Usaha',
    currency: 'IDR',
    entityId: subsidiary,
  });
  ids.bni = await account(owner, { bankCode: '009', alias: 'BNI Valas USD', currency: 'USD' });
  ids.sgd = await account(owner, { bankCode: '014', alias: 'BCA Valas SGD', currency: 'SGD' });
  ids.bri = await account(owner, { bankCode: '002', alias: 'BRI Penerimaan', currency: 'IDR' });
  await balance(owner, ids.bni, '50000.00', '2026-11-18T16:00:00+07:00');
  await balance(owner, ids.bca, '1000000000.00', '2026-11-19T10:00:00+07:00');
  await balance(owner, ids.sgd, '20000.00', '2026-11-19T11:00:00+07:00');
  await balance(owner, ids.mandiri, '300000000.00', '2026-11-20T15:00:00+07:00');
  await balance(owner, ids.bca, '1250000000.50', '2026-11-21T09:00:00+07:00');
  // A second before the 21st ends in Jakarta (16:59:59 UTC): still the 21st's.
  await balance(owner, ids.bni, '52500.25', '2026-11-21T23:59:59+07:00');
  await rate(owner, '2026-11-19', 'USD', '16000');
  await rate(owner, '2026-11-21', 'USD', '16250.50');
  await rate(owner, '2026-11-21', 'SGD', '12100.25');
  expect(
    (await call('PATCH', `/bank-accounts/${ids.mandiri}`, owner, { status: 'CLOSED' })).status,
  ).toBe(200);
  await sql`update bank_accounts set closed_at = '2026-11-22T10:00:00+07:00' where id = ${ids.mandiri}`.execute(
    system.service.db,
  );
});

afterAll(() => system?.stop());

describe('the cash position, worked by hand', () => {
  it('as of the 20th: each account’s latest balance by then, BRI with none yet, and totals that name the Singapore dollar’s missing rate', async () => {
    const answer = (await position(owner, '2026-11-20')).body;
    expect(answer).toMatchObject({
      date: '2026-11-20',
      today: '2026-11-22',
      cutoff: '2026-11-20T17:00:00.000Z',
      accountsWithoutBalance: 1,
    });
    expect(answer.accounts.map((entry) => [entry.alias, entry.balance?.amount ?? null])).toEqual([
      ['BCA Operasional', '1000000000.00'],
      ['BRI Penerimaan', null],
      ['Mandiri Anak Usaha', '300000000.00'],
      ['BNI Valas USD', '50000.00'],
      ['BCA Valas SGD', '20000.00'],
    ]);
    expect(answer.currencies).toEqual([
      { currency: 'IDR', amount: '1300000000.00', accounts: 2 },
      { currency: 'USD', amount: '50000.00', accounts: 1 },
      { currency: 'SGD', amount: '20000.00', accounts: 1 },
    ]);
    // No SGD rate on or before the 20th: neither total is invented.
    expect(answer.totals).toEqual([
      { currency: 'IDR', amount: null, missingRates: ['SGD'] },
      { currency: 'USD', amount: null, missingRates: ['SGD'] },
    ]);
    expect(answer.rates).toEqual([
      {
        currency: 'USD',
        rate: expect.objectContaining({ date: '2026-11-19', rate: '16000.00', source: 'MANUAL' }),
      },
      { currency: 'SGD', rate: null },
    ]);
    // BNI alone converts at the 19th's rate: 50,000.00 × 16,000.00.
    const bni = answer.groups.BANK.find((group) => group.key === '009')!;
    expect(bni.totals).toEqual([
      { currency: 'IDR', amount: '800000000.00', missingRates: [] },
      { currency: 'USD', amount: '50000.00', missingRates: [] },
    ]);
  });

  it('as of the 21st, after the rate changed: IDR 2,645,160,313.13 and USD 162,774.09, rounded once at the end', async () => {
    const answer = (await position(owner, '2026-11-21')).body;
    expect(answer.currencies).toEqual([
      { currency: 'IDR', amount: '1550000000.50', accounts: 2 },
      { currency: 'USD', amount: '52500.25', accounts: 1 },
      { currency: 'SGD', amount: '20000.00', accounts: 1 },
    ]);
    // IDR: 1,550,000,000.50 + 52,500.25 × 16,250.50 (853,155,312.625) + 20,000.00 × 12,100.25 (242,005,000) = 2,645,160,313.125.
    // USD: 52,500.25 + (1,550,000,000.50 + 242,005,000.00) / 16,250.50 (110,273.8378…) = 162,774.0878….
    expect(answer.totals).toEqual([
      { currency: 'IDR', amount: '2645160313.13', missingRates: [] },
      { currency: 'USD', amount: '162774.09', missingRates: [] },
    ]);
    expect(
      answer.rates.map((entry) => [entry.currency, entry.rate?.date, entry.rate?.rate]),
    ).toEqual([
      ['USD', '2026-11-21', '16250.50'],
      ['SGD', '2026-11-21', '12100.25'],
    ]);
    // By bank: BCA holds rupiah and Singapore dollars; BNI's dollars alone round on their own.
    expect(
      answer.groups.BANK.map((group) => [
        group.name,
        group.accountIds.length,
        group.totals[0]!.amount,
      ]),
    ).toEqual([
      ['Bank Central Asia (BCA)', 2, '1492005000.50'],
      ['Bank Mandiri', 1, '300000000.00'],
      ['Bank Negara Indonesia (BNI)', 1, '853155312.63'],
      ['Bank Rakyat Indonesia (BRI)', 1, '0.00'],
    ]);
    expect(
      answer.groups.ENTITY.map((group) => [
        group.key === subsidiary ? 'subsidiary' : 'parent',
        group.accountIds.length,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['subsidiary', 1],
        ['parent', 4],
      ]),
    );
    expect(
      answer.groups.CURRENCY.map((group) => [group.key, group.currencies, group.totals[1]!.amount]),
    ).toEqual([
      ['IDR', [{ currency: 'IDR', amount: '1550000000.50', accounts: 2 }], '95381.68'],
      ['USD', [{ currency: 'USD', amount: '52500.25', accounts: 1 }], '52500.25'],
      ['SGD', [{ currency: 'SGD', amount: '20000.00', accounts: 1 }], '14892.16'],
    ]);
  });

  it('as of the 22nd, Mandiri, closed that morning, is left out; today is the default day', async () => {
    const answer = (await position(owner)).body;
    expect(answer.date).toBe('2026-11-22');
    expect(answer.accounts.map((entry) => entry.alias)).not.toContain('Mandiri Anak Usaha');
    expect(answer.totals).toEqual([
      { currency: 'IDR', amount: '2345160313.13', missingRates: [] },
      { currency: 'USD', amount: '144313.12', missingRates: [] },
    ]);
  });

  it('the trend gives each day’s totals at that day’s rates, and names the missing rate on the days that lack one', async () => {
    const answer = (
      await call<CashPositionTrendResponse>(
        'GET',
        '/cash-position/trend?from=2026-11-17&to=2026-11-22',
        owner,
      )
    ).body;
    expect(answer).toMatchObject({ from: '2026-11-17', to: '2026-11-22', interval: 'DAY' });
    expect(
      answer.points.map((point) => [
        point.date,
        point.totals[0]!.amount,
        point.totals[0]!.missingRates,
        point.totals[1]!.amount,
        point.totals[1]!.missingRates,
      ]),
    ).toEqual([
      ['2026-11-17', '0.00', [], '0.00', []],
      // Only dollars by the 18th, and no rate yet: a dollar total, no rupiah total.
      ['2026-11-18', null, ['USD'], '50000.00', []],
      ['2026-11-19', null, ['SGD'], null, ['SGD']],
      ['2026-11-20', null, ['SGD'], null, ['SGD']],
      ['2026-11-21', '2645160313.13', [], '162774.09', []],
      ['2026-11-22', '2345160313.13', [], '144313.12', []],
    ]);
    // A week at a time: every 7th day ending on the last.
    const weekly = (
      await call<CashPositionTrendResponse>(
        'GET',
        '/cash-position/trend?from=2026-10-01&to=2026-11-22&interval=WEEK',
        owner,
      )
    ).body;
    expect(weekly.points.map((point) => point.date)).toEqual([
      '2026-10-04',
      '2026-10-11',
      '2026-10-18',
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
      '2026-11-15',
      '2026-11-22',
    ]);
    // The default: the last 90 days, a point a day.
    const recent = (await call<CashPositionTrendResponse>('GET', '/cash-position/trend', owner))
      .body;
    expect(recent).toMatchObject({ from: '2026-08-25', to: '2026-11-22', interval: 'DAY' });
    expect(recent.points).toHaveLength(90);
  });

  it('refuses a day after today, a day that is no date, a reversed or too long range', async () => {
    expect((await position(owner, '2026-11-23')).body.error).toMatchObject({
      code: 'U-TRSY-FX-13',
      field: 'date',
    });
    expect((await position(owner, '2026-02-30')).body.error).toMatchObject({
      code: 'U-TRSY-FX-1',
      field: 'date',
    });
    const trend = (query: string) => call('GET', `/cash-position/trend?${query}`, owner);
    expect((await trend('from=2026-11-22&to=2026-11-01')).body.error).toMatchObject({
      code: 'U-TRSY-FX-11',
    });
    expect((await trend('from=2023-01-01&to=2026-11-22')).body.error).toMatchObject({
      code: 'U-TRSY-FX-12',
    });
    expect((await trend('to=2026-12-01')).body.error).toMatchObject({
      code: 'U-TRSY-FX-13',
      field: 'to',
    });
  });
});

describe('what the trend reads', () => {
  it('each account’s last balance of a day is that day’s closing, kept as balances come in late or go; closing an account records when', async () => {
    const tokens = await system.tokensFor();
    const id = await account(tokens, { bankCode: '014', alias: 'BCA Kas Kecil', currency: 'IDR' });
    const closings = () =>
      rowsOf(
        system.service.db,
        sql<{
          day: string;
          available: string;
        }>`select day, available from balance_closings where bank_account_id = ${id} order by day`,
      );
    const trend = async () =>
      (
        await call<CashPositionTrendResponse>(
          'GET',
          '/cash-position/trend?from=2026-11-18&to=2026-11-21',
          tokens,
        )
      ).body.points.map((point) => point.totals[0]!.amount);
    await balance(tokens, id, '1000.00', '2026-11-19T09:00:00+07:00');
    await balance(tokens, id, '1500.00', '2026-11-19T18:00:00+07:00');
    // Entered later, for an earlier moment of the same day: not the day's last.
    await balance(tokens, id, '900.00', '2026-11-19T07:00:00+07:00');
    await balance(tokens, id, '2000.00', '2026-11-21T08:00:00+07:00');
    expect(await closings()).toEqual([
      { day: '2026-11-19', available: '1500.00' },
      { day: '2026-11-21', available: '2000.00' },
    ]);
    expect(await trend()).toEqual(['0.00', '1500.00', '1500.00', '2000.00']);
    // Should a balance go, its day's closing is read again.
    await sql`delete from balances where bank_account_id = ${id} and available = 1500`.execute(
      system.service.db,
    );
    expect(await closings()).toEqual([
      { day: '2026-11-19', available: '1000.00' },
      { day: '2026-11-21', available: '2000.00' },
    ]);
    expect(await trend()).toEqual(['0.00', '1000.00', '1000.00', '2000.00']);

    const closedAt = async () =>
      (
        await sql<{
          closed_at: Date | null;
        }>`select closed_at from bank_accounts where id = ${id}`.execute(system.service.db)
      ).rows[0]!.closed_at;
    expect(await closedAt()).toBeNull();
    expect((await call('PATCH', `/bank-accounts/${id}`, tokens, { status: 'CLOSED' })).status).toBe(
      200,
    );
    expect(await closedAt()).toBeInstanceOf(Date);
    expect((await call('PATCH', `/bank-accounts/${id}`, tokens, { status: 'ACTIVE' })).status).toBe(
      200,
    );
    expect(await closedAt()).toBeNull();
  });
});

describe('who sees a position', () => {
  it('another organisation sees none of these accounts or rates; a member without cash-analysis:read is FORBIDDEN', async () => {
    const stranger = await system.tokensFor();
    const theirs = (await position(stranger, '2026-11-21')).body;
    expect(theirs).toMatchObject({ accounts: [], currencies: [], accountsWithoutBalance: 0 });
    expect(theirs.totals).toEqual([
      { currency: 'IDR', amount: '0.00', missingRates: [] },
      { currency: 'USD', amount: '0.00', missingRates: [] },
    ]);
    expect(theirs.rates).toEqual([
      { currency: 'USD', rate: null },
      { currency: 'SGD', rate: null },
    ]);
    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['balances:read', 'bank-accounts:read'],
    });
    expect((await position(nobody)).status).toBe(403);
    expect((await call('GET', '/cash-position/trend', nobody)).status).toBe(403);
    const maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
    expect((await position(maker, '2026-11-21')).body.totals[0]!.amount).toBe('2645160313.13');
  });
});

describe('converting totals', () => {
  it('needs no rate for what is held in the total’s own currency, nor for a currency whose balances sum to zero', () => {
    expect(convertTotals([{ currency: 'IDR', amount: '1500000.00' }], {})).toEqual([
      { currency: 'IDR', amount: '1500000.00', missingRates: [] },
      { currency: 'USD', amount: null, missingRates: ['USD'] },
    ]);
    expect(
      convertTotals(
        [
          { currency: 'USD', amount: '10.00' },
          { currency: 'SGD', amount: '0.00' },
        ],
        { USD: '16000' },
      ),
    ).toEqual([
      { currency: 'IDR', amount: '160000.00', missingRates: [] },
      { currency: 'USD', amount: '10.00', missingRates: [] },
    ]);
    // Overdrawn accounts count as negative money.
    expect(
      convertTotals([{ currency: 'SGD', amount: '-100.00' }], {
        USD: '16000',
        SGD: '12000.005',
      })[1],
    ).toEqual({ currency: 'USD', amount: '-75.00', missingRates: [] });
  });
});
