import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CashForecastResponse,
  ScenarioResponse,
  SnapshotComparisonResponse,
  SnapshotResponse,
} from '../../../contracts/treasury/cash-forecast.js';
import { toCents } from '../../../formats/cents.js';
import {
  callRest,
  counterpartyInput,
  createdRest,
  manualAccountInput,
  type Tokens,
} from '../../../tests/support/factories.js';
import {
  dailySales,
  insertScheduledTransfer,
  insertStatementLines,
  type LineInput,
  RENT_DAYS,
  rentLines,
} from '../../../tests/support/cash-forecast.js';
import { TEST_TODAY } from '../../../tests/support/system.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { historyInputsOf } from './baseline.js';
import { historyInputs } from './repository.js';

let system: TreasuryUnderTest;
/** The service's clock: TEST_TODAY (Sunday 22 November 2026, 10:00 in Jakarta) unless a story moves it. */
let clock = TEST_TODAY;

type Json = Record<string, unknown> & { error?: { code: string; field?: string; message: string } };
const call = <T = Json>(method: string, path: string, tokens: Tokens, body?: unknown) =>
  callRest<T & Json>(system.treasuryUrl, method, path, tokens, body);

beforeAll(async () => {
  system = await startTreasuryForTest({ now: () => clock });
});

afterAll(() => system?.stop());

async function account(
  tokens: Tokens,
  balance: string,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const made = await call<{ id: string }>(
    'POST',
    '/bank-accounts',
    tokens,
    manualAccountInput(overrides),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const recorded = await call('POST', `/bank-accounts/${made.body.id}/balances`, tokens, {
    available: balance,
    asOf: '2026-11-22T08:00:00+07:00',
  });
  expect(recorded.status, JSON.stringify(recorded.body)).toBe(201);
  return made.body.id;
}

async function counterparty(tokens: Tokens, alias: string): Promise<string> {
  const made = await call<{ node: { id: string } }>(
    'POST',
    '/counterparties',
    tokens,
    counterpartyInput({ alias: `${alias} ${randomUUID().slice(0, 6)}` }),
  );
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  return made.body.node.id;
}

/** Statement lines as a bank import and a categorisation would leave them. */
const lines = (organizationId: string, rows: LineInput[]) =>
  insertStatementLines(system.service.db, organizationId, rows);

/** A scheduled transfer between two of the organisation's accounts, as the payments module leaves it once approved. */
const scheduledTransfer = (
  organizationId: string,
  from: string,
  to: string,
  date: string,
  amount: string,
  fee: string,
) => insertScheduledTransfer(system.service.db, { organizationId, from, to, date, amount, fee });

type Fixture = {
  tokens: Tokens;
  operations: string;
  payroll: string;
  saleId: string;
  overdueId: string;
  billId: string;
  transferId: string;
};

/**
 * The worked example's organisation, as of Sunday 22 November 2026:
 * - balances: BCA Operasional Rp100,000,000, Mandiri Payroll Rp20,000,000 (and a USD account, never mixed in);
 * - history on BCA: a Rp1,000,000 sale every day from 1 August to 21 November, and office rent of
 *   Rp15,000,000 on the 1st of August to November;
 * - known: a customer's payment of Rp5,000,000 expected on 25 November; a supplier's Rp3,000,000 expected
 *   on 10 November and still open (overdue); the landlord's approved bill of Rp15,500,000 due 1 December;
 *   a transfer of Rp10,000,000 from BCA to Mandiri scheduled for 27 November, fee Rp2,500.
 */
async function workedExample(): Promise<Fixture> {
  const tokens = await system.tokensFor();
  const operations = await account(tokens, '100000000.00', {
    alias: `BCA Operasional ${randomUUID().slice(0, 4)}`,
  });
  const payroll = await account(tokens, '20000000.00', {
    bankCode: '008',
    alias: `Mandiri Payroll ${randomUUID().slice(0, 4)}`,
  });
  await account(tokens, '5000.00', {
    currency: 'USD',
    alias: `BNI Valas ${randomUUID().slice(0, 4)}`,
  });
  await lines(tokens.organizationId, [
    ...dailySales(operations, '2026-08-01', '2026-11-21'),
    ...rentLines(operations),
  ]);
  const [customer, supplier, landlord] = [
    await counterparty(tokens, 'Pelanggan'),
    await counterparty(tokens, 'Pemasok'),
    await counterparty(tokens, 'Graha Properti'),
  ];
  const expected = async (body: Record<string, unknown>) => {
    const made = await call<{ node: { id: string } }>(
      'POST',
      '/expected-transactions',
      tokens,
      body,
    );
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    return made.body.node.id;
  };
  const saleId = await expected({
    date: '2026-11-25',
    counterpartyId: customer,
    description: 'Pelunasan INV-0925',
    amount: '5000000.00',
    direction: 'CREDIT',
  });
  const overdueId = await expected({
    date: '2026-11-10',
    counterpartyId: supplier,
    description: 'Kemasan Oktober',
    amount: '3000000.00',
    direction: 'DEBIT',
  });
  const bill = await call<{ node: { id: string } }>('POST', '/bills', tokens, {
    number: 'INV/GP/2026/12',
    date: '2026-11-20',
    dueDate: '2026-12-01',
    category: 'RENT',
    counterpartyId: landlord,
    description: 'Sewa kantor Desember',
    amount: '15500000.00',
  });
  expect(bill.status, JSON.stringify(bill.body)).toBe(201);
  const billId = bill.body.node.id;
  expect((await call('POST', `/bills/${billId}/submit`, tokens)).status).toBe(200);
  // Another member approves it: nobody approves a bill they created.
  const approver = await system.tokensFor({
    organizationId: tokens.organizationId,
    role: 'APPROVER',
  });
  expect((await call('POST', `/bills/${billId}/approve`, approver)).status).toBe(200);
  const transferId = await scheduledTransfer(
    tokens.organizationId,
    operations,
    payroll,
    '2026-11-27',
    '10000000.00',
    '2500.00',
  );
  return { tokens, operations, payroll, saleId, overdueId, billId, transferId };
}

const forecastOf = async (tokens: Tokens, query: string) => {
  const answer = await call<CashForecastResponse>('GET', `/cash-forecast?${query}`, tokens);
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body;
};
const figures = (forecast: Pick<CashForecastResponse, 'periods'>, count: number) =>
  forecast.periods
    .slice(0, count)
    .map((period) => [period.key, period.opening, period.inflows, period.outflows, period.closing]);
const line = (
  forecast: Pick<CashForecastResponse, 'categories'>,
  category: string | null,
  flow: 'INFLOW' | 'OUTFLOW',
) => forecast.categories.find((found) => found.category === category && found.flow === flow);

describe('the worked example, computed by hand', () => {
  let fixture: Fixture;
  beforeAll(async () => {
    fixture = await workedExample();
  });

  it('by week: the opening balance, then each week’s flows by category and its closing balance', async () => {
    const forecast = await forecastOf(fixture.tokens, 'currency=IDR&granularity=WEEK');
    expect(forecast).toMatchObject({
      asOf: '2026-11-22',
      currency: 'IDR',
      granularity: 'WEEK',
      opening: { total: '120000000.00' },
    });
    expect(forecast.opening.accounts.map((found) => found.balance).sort()).toEqual([
      '100000000.00',
      '20000000.00',
    ]);
    // Period 1 is today only: a day of sales (1,000,000) in, the overdue supplier payment (3,000,000) out.
    // Week 48: 7 days of sales (7,000,000), of which the customer's expected 5,000,000 is known; the transfer out (10,000,000 + 2,500 fee) and in.
    // Week 49: 7,000,000 of sales in; the landlord's bill (15,500,000) stands for December's learned rent.
    // Week 50: 7,000,000 of sales.
    expect(figures(forecast, 4)).toEqual([
      ['2026-W47', '120000000.00', '1000000.00', '3000000.00', '118000000.00'],
      ['2026-W48', '118000000.00', '17000000.00', '10002500.00', '124997500.00'],
      ['2026-W49', '124997500.00', '7000000.00', '15500000.00', '116497500.00'],
      ['2026-W50', '116497500.00', '7000000.00', '0.00', '123497500.00'],
    ]);
    expect(line(forecast, 'SALES', 'INFLOW')!.periods.slice(0, 3)).toEqual([
      { known: '0.00', recurring: '0.00', baseline: '1000000.00', total: '1000000.00' },
      { known: '5000000.00', recurring: '0.00', baseline: '2000000.00', total: '7000000.00' },
      { known: '0.00', recurring: '0.00', baseline: '7000000.00', total: '7000000.00' },
    ]);
    expect(line(forecast, 'OTHER', 'OUTFLOW')!.periods[0]).toEqual({
      known: '3000000.00',
      recurring: '0.00',
      baseline: '0.00',
      total: '3000000.00',
    });
    expect(line(forecast, 'INTERNAL_TRANSFER', 'OUTFLOW')!.periods[1]!.total).toBe('10002500.00');
    expect(line(forecast, 'INTERNAL_TRANSFER', 'INFLOW')!.periods[1]!.total).toBe('10000000.00');
    // The learned rent: 1 January (week 53) and 1 February (week 5 of 2027).
    expect(line(forecast, 'RENT', 'OUTFLOW')!.periods.map((parts) => parts.total)).toEqual([
      '0.00',
      '0.00',
      '15500000.00',
      '0.00',
      '0.00',
      '0.00',
      '15000000.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '15000000.00',
    ]);
    expect(forecast.periods[11]).toMatchObject({
      key: '2027-W05',
      closing: String(123_497_500 + 8 * 7_000_000 - 2 * 15_000_000) + '.00',
    });
    // Where each figure comes from.
    expect(
      forecast.items
        .filter((found) => found.source !== 'RECURRING')
        .map((found) => [
          found.source,
          found.period,
          found.category,
          found.flow,
          found.amount,
          found.overdue,
        ]),
    ).toEqual([
      ['EXPECTED_TRANSACTION', 1, 'OTHER', 'OUTFLOW', '3000000.00', true],
      ['EXPECTED_TRANSACTION', 2, 'SALES', 'INFLOW', '5000000.00', false],
      ['TRANSFER', 2, 'INTERNAL_TRANSFER', 'OUTFLOW', '10002500.00', false],
      ['TRANSFER', 2, 'INTERNAL_TRANSFER', 'INFLOW', '10000000.00', false],
      ['BILL', 3, 'RENT', 'OUTFLOW', '15500000.00', false],
    ]);
    expect(forecast.items.find((found) => found.source === 'BILL')).toMatchObject({
      id: fixture.billId,
      replacesRecurring: expect.stringContaining('sewa kantor'),
      counterparty: { alias: expect.stringMatching(/^Graha Properti/) },
    });
    expect(forecast.recurring).toEqual([
      expect.objectContaining({
        description: 'SEWA KANTOR NOV 2026',
        category: 'RENT',
        flow: 'OUTFLOW',
        cadence: 'MONTHLY',
        day: 1,
        amount: '15000000.00',
        lastDate: '2026-11-01',
        occurrences: 4,
      }),
    ]);
  });

  it('by month: the same, added up by calendar month', async () => {
    const forecast = await forecastOf(fixture.tokens, 'granularity=MONTH');
    // November from today: 9 days of sales (9,000,000, 5,000,000 of them known) and the transfer in; out the overdue 3,000,000 and the transfer.
    // December: 31 days of sales; the rent bill. January: 31 days of sales; the learned rent. February: 28 days; the learned rent.
    expect(figures(forecast, 4)).toEqual([
      ['2026-11', '120000000.00', '19000000.00', '13002500.00', '125997500.00'],
      ['2026-12', '125997500.00', '31000000.00', '15500000.00', '141497500.00'],
      ['2027-01', '141497500.00', '31000000.00', '15000000.00', '157497500.00'],
      ['2027-02', '157497500.00', '28000000.00', '15000000.00', '170497500.00'],
    ]);
  });

  it('a USD forecast counts only the USD account', async () => {
    const forecast = await forecastOf(fixture.tokens, 'currency=USD&granularity=MONTH');
    expect(forecast.opening.total).toBe('5000.00');
    expect(forecast.categories).toEqual([]);
    expect(forecast.periods.every((period) => period.closing === '5000.00')).toBe(true);
  });

  it('the baseline’s inputs read in SQL are the same as the rule applied to the lines themselves', async () => {
    const stored = await system.service.db
      .selectFrom('statement_transactions')
      .select([
        'transaction_date',
        'bank_account_id',
        'category',
        'direction',
        'amount',
        'description',
      ])
      .where('organization_id', '=', fixture.tokens.organizationId)
      .execute();
    const plain = historyInputsOf(
      stored.map((row) => ({
        date: row.transaction_date,
        accountId: row.bank_account_id,
        category: row.category,
        direction: row.direction,
        cents: toCents(row.amount),
        description: row.description,
      })),
      '2024-11-21',
      '2026-11-21',
    );
    const read = await historyInputs(
      system.service.db,
      fixture.tokens.organizationId,
      'IDR',
      '2024-11-21',
      '2026-11-21',
    );
    const order = <T>(rows: T[]) =>
      rows
        .map((row) =>
          JSON.stringify(row, (_, value: unknown) =>
            typeof value === 'bigint' ? String(value) : value,
          ),
        )
        .sort();
    expect(order(read.daily)).toEqual(order(plain.daily));
    expect(read.candidates).toHaveLength(RENT_DAYS.length + 113);
    expect(order(read.candidates)).toEqual(order(plain.candidates));
  });
});

describe('who may see and plan the forecast', () => {
  it('without cash-analysis:read the forecast is refused; without expected-transactions:manage no scenario is made', async () => {
    const owner = await system.tokensFor();
    const reader = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['cash-analysis:read'],
    });
    const nobody = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['bills:read'],
    });
    expect((await call('GET', '/cash-forecast', nobody)).status).toBe(403);
    expect((await call('GET', '/cash-forecast/scenarios', nobody)).status).toBe(403);
    expect((await call('GET', '/cash-forecast', reader)).status).toBe(200);
    expect(
      (await call('POST', '/cash-forecast/scenarios', reader, { name: 'Penjualan turun' })).status,
    ).toBe(403);
    expect(
      (
        await call('POST', '/cash-forecast/snapshots', reader, {
          name: 'Rencana Q1',
          currency: 'IDR',
          granularity: 'MONTH',
        })
      ).status,
    ).toBe(403);
    const approver = await system.tokensFor({
      organizationId: owner.organizationId,
      role: 'APPROVER',
    });
    const maker = await system.tokensFor({ organizationId: owner.organizationId, role: 'MAKER' });
    expect(
      (await call('POST', '/cash-forecast/scenarios', approver, { name: 'Penjualan turun' }))
        .status,
    ).toBe(403);
    expect(
      (await call('POST', '/cash-forecast/scenarios', maker, { name: 'Penjualan turun' })).status,
    ).toBe(201);
  });

  it('another organisation’s scenarios and frozen forecasts answer as not found, and its data never enters a forecast', async () => {
    const mine = await system.tokensFor();
    const theirs = await system.tokensFor();
    await account(theirs, '999000000.00');
    const scenario = await call<ScenarioResponse>('POST', '/cash-forecast/scenarios', theirs, {
      name: 'Milik mereka',
    });
    const snapshot = await call<SnapshotResponse>('POST', '/cash-forecast/snapshots', theirs, {
      name: 'Beku mereka',
      currency: 'IDR',
      granularity: 'WEEK',
    });
    expect([scenario.status, snapshot.status]).toEqual([201, 201]);
    expect(
      (await call('GET', `/cash-forecast/scenarios/${scenario.body.id}`, mine)).body.error,
    ).toMatchObject({ code: 'U-TRSY-FC-1' });
    expect(
      (
        await call('PUT', `/cash-forecast/scenarios/${scenario.body.id}`, mine, {
          name: 'Diambil',
          adjustments: [],
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-FC-1' });
    expect(
      (await call('DELETE', `/cash-forecast/scenarios/${scenario.body.id}`, mine)).status,
    ).toBe(404);
    expect(
      (await call('GET', `/cash-forecast?scenarioIds=${scenario.body.id}`, mine)).body.error,
    ).toMatchObject({ code: 'U-TRSY-FC-1', field: 'scenarioIds' });
    expect(
      (await call('GET', `/cash-forecast/snapshots/${snapshot.body.id}/comparison`, mine)).body
        .error,
    ).toMatchObject({ code: 'U-TRSY-FC-2' });
    expect(
      (await call('DELETE', `/cash-forecast/snapshots/${snapshot.body.id}`, mine)).status,
    ).toBe(404);
    expect(
      (
        await call<{ items: unknown[] }>(
          'GET',
          `/cash-forecast/snapshots/batch?ids=${snapshot.body.id}`,
          mine,
        )
      ).body.items,
    ).toEqual([]);
    expect(
      (await call<{ items: unknown[] }>('GET', '/cash-forecast/scenarios', mine)).body.items,
    ).toEqual([]);
    expect((await forecastOf(mine, 'currency=IDR')).opening.total).toBe('0.00');
  });
});

describe('scenarios', () => {
  it('a scenario made, copied, changed and compared side by side with the forecast', async () => {
    const fixture = await workedExample();
    const made = await call<ScenarioResponse>('POST', '/cash-forecast/scenarios', fixture.tokens, {
      name: '  Penjualan turun 10%  ',
      adjustments: [{ kind: 'PERCENT', category: 'SALES', flow: 'INFLOW', percent: '-10' }],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({
      name: 'Penjualan turun 10%',
      adjustments: [{ kind: 'PERCENT', category: 'SALES', flow: 'INFLOW', percent: '-10.00' }],
    });
    const copy = await call<ScenarioResponse>('POST', '/cash-forecast/scenarios', fixture.tokens, {
      name: 'Turun dan renovasi',
      copyOf: made.body.id,
      adjustments: [
        {
          kind: 'ADD',
          date: '2026-12-10',
          category: 'OTHER',
          flow: 'OUTFLOW',
          amount: '40000000',
          description: 'Renovasi kantor',
        },
      ],
    });
    expect(copy.body.adjustments).toHaveLength(2);
    const changed = await call<ScenarioResponse>(
      'PUT',
      `/cash-forecast/scenarios/${copy.body.id}`,
      fixture.tokens,
      {
        name: 'Turun, renovasi, tanpa transfer',
        adjustments: [
          ...copy.body.adjustments,
          {
            kind: 'REMOVE',
            itemKey: `TRANSFER:${fixture.transferId}`,
            description: 'Transfer ke payroll',
          },
        ],
      },
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const forecast = await forecastOf(
      fixture.tokens,
      `granularity=MONTH&scenarioIds=${made.body.id}&scenarioIds=${copy.body.id}`,
    );
    expect(forecast.scenarios.map((scenario) => scenario.scenario.name)).toEqual([
      'Penjualan turun 10%',
      'Turun, renovasi, tanpa transfer',
    ]);
    // Sales 10% lower: 8,100,000 in November (5,000,000 known and 4,000,000 learned, each less 10%), 27,900,000 in December.
    expect(figures(forecast.scenarios[0]!, 2)).toEqual([
      ['2026-11', '120000000.00', '18100000.00', '13002500.00', '125097500.00'],
      ['2026-12', '125097500.00', '27900000.00', '15500000.00', '137497500.00'],
    ]);
    // Without the transfer out (its incoming half stays) and with the renovation in December.
    expect(figures(forecast.scenarios[1]!, 2)).toEqual([
      ['2026-11', '120000000.00', '18100000.00', '3000000.00', '135100000.00'],
      ['2026-12', '135100000.00', '27900000.00', '55500000.00', '107500000.00'],
    ]);
    expect(forecast.scenarios[1]!.items.find((found) => found.source === 'ADDED')).toMatchObject({
      key: 'ADDED:2',
      period: 2,
      amount: '40000000.00',
      description: 'Renovasi kantor',
    });
    expect(figures(forecast, 1)).toEqual([
      ['2026-11', '120000000.00', '19000000.00', '13002500.00', '125997500.00'],
    ]);
  });

  it('bad adjustments are refused naming the adjustment and field, and nothing is written', async () => {
    const owner = await system.tokensFor();
    /** An outflow of 10 added on 1 December 2026, but for `overrides`. */
    const addition = (overrides: Record<string, unknown>) => ({
      kind: 'ADD',
      date: '2026-12-01',
      category: 'OTHER',
      flow: 'OUTFLOW',
      amount: '10',
      description: 'X',
      ...overrides,
    });
    const refusals: [Record<string, unknown>, string, string][] = [
      [{ name: '   ' }, 'U-TRSY-FC-3', 'name'],
      [{ name: 'x'.repeat(81) }, 'U-TRSY-FC-3', 'name'],
      [
        {
          name: 'A',
          adjustments: [{ kind: 'PERCENT', category: 'SALES', flow: null, percent: '-101' }],
        },
        'U-TRSY-FC-5',
        'adjustments.0.percent',
      ],
      [
        {
          name: 'A',
          adjustments: [{ kind: 'PERCENT', category: 'SALES', flow: null, percent: '10.555' }],
        },
        'U-TRSY-FC-5',
        'adjustments.0.percent',
      ],
      [
        {
          name: 'A',
          adjustments: [{ kind: 'PERCENT', category: 'HIBURAN', flow: null, percent: '5' }],
        },
        'U-TRSY-FC-6',
        'adjustments.0.category',
      ],
      [
        {
          name: 'A',
          adjustments: [{ kind: 'REMOVE', itemKey: 'BILL:x' }, addition({ date: '2026-02-30' })],
        },
        'U-TRSY-FC-8',
        'adjustments.1.date',
      ],
      [
        { name: 'A', adjustments: [addition({ amount: '0' })] },
        'U-TRSY-FC-7',
        'adjustments.0.amount',
      ],
      [
        { name: 'A', adjustments: [addition({ description: '  ' })] },
        'U-TRSY-FC-9',
        'adjustments.0.description',
      ],
      [
        { name: 'A', adjustments: [{ kind: 'REMOVE', itemKey: ' ' }] },
        'U-TRSY-FC-10',
        'adjustments.0.itemKey',
      ],
      [{ name: 'A', copyOf: randomUUID() }, 'U-TRSY-FC-1', 'copyOf'],
    ];
    for (const [body, code, field] of refusals) {
      const answer = await call('POST', '/cash-forecast/scenarios', owner, body);
      expect(answer.body.error, JSON.stringify(body)).toMatchObject({ code, field });
    }
    expect(
      (await call<{ items: unknown[] }>('GET', '/cash-forecast/scenarios', owner)).body.items,
    ).toEqual([]);
    expect((await call('POST', '/cash-forecast/scenarios', owner, { name: 'Satu' })).status).toBe(
      201,
    );
    expect(
      (await call('POST', '/cash-forecast/scenarios', owner, { name: 'SATU' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-FC-4', field: 'name' });
    const five = Array.from({ length: 5 }, () => randomUUID());
    expect(
      (
        await call(
          'GET',
          `/cash-forecast?${five.map((id) => `scenarioIds=${id}`).join('&')}`,
          owner,
        )
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-FC-11', field: 'scenarioIds' });
  });
});

describe('a frozen forecast against what happened', () => {
  it('once its first weeks have passed: the lines by category against the frozen figures, and each item as reconciliation matched it', async () => {
    const fixture = await workedExample();
    const frozen = await createdRest<SnapshotResponse>(
      system.treasuryUrl,
      '/cash-forecast/snapshots',
      fixture.tokens,
      { name: 'Minggu 47', currency: 'IDR', granularity: 'WEEK' },
    );
    expect(frozen).toMatchObject({
      name: 'Minggu 47',
      asOf: '2026-11-22',
      currency: 'IDR',
      granularity: 'WEEK',
      openingBalance: '120000000.00',
      scenario: null,
    });
    expect(
      (
        await call('POST', '/cash-forecast/snapshots', fixture.tokens, {
          name: 'minggu 47',
          currency: 'IDR',
          granularity: 'WEEK',
        })
      ).body.error,
    ).toMatchObject({ code: 'U-TRSY-FC-12' });
    try {
      // Ten days later, the lines of those days are in: today's sales, the customer's payment (not categorised), more sales.
      clock = new Date('2026-12-02T10:00:00+07:00');
      const [, payment] = await lines(fixture.tokens.organizationId, [
        {
          accountId: fixture.operations,
          date: '2026-11-22',
          direction: 'CREDIT',
          amount: '1200000.00',
          description: 'QRIS 1',
          category: 'SALES',
        },
        {
          accountId: fixture.operations,
          date: '2026-11-25',
          direction: 'CREDIT',
          amount: '5000000.00',
          description: 'TRF DARI PELANGGAN INV-0925',
          category: null,
        },
        {
          accountId: fixture.operations,
          date: '2026-11-26',
          direction: 'CREDIT',
          amount: '6000000.00',
          description: 'QRIS 2',
          category: 'SALES',
        },
        {
          accountId: fixture.operations,
          date: '2026-12-01',
          direction: 'DEBIT',
          amount: '15500000.00',
          description: 'SEWA KANTOR DES 2026',
          category: 'RENT',
        },
      ]);
      const matched = await call('POST', '/reconciliations', fixture.tokens, {
        statementTransactionIds: [payment],
        items: [{ kind: 'EXPECTED_TRANSACTION', id: fixture.saleId }],
      });
      expect(matched.status, JSON.stringify(matched.body)).toBe(201);
      const comparison = await call<SnapshotComparisonResponse>(
        'GET',
        `/cash-forecast/snapshots/${frozen.id}/comparison`,
        fixture.tokens,
      );
      expect(comparison.status, JSON.stringify(comparison.body)).toBe(200);
      const { periods, categories, items } = comparison.body;
      expect(comparison.body.asOf).toBe('2026-12-02');
      expect(
        periods
          .slice(0, 4)
          .map((period) => [
            period.key,
            period.status,
            period.net.forecast,
            period.net.actual,
            period.net.variance,
          ]),
      ).toEqual([
        ['2026-W47', 'PASSED', '-2000000.00', '1200000.00', '3200000.00'],
        ['2026-W48', 'PASSED', '6997500.00', '11000000.00', '4002500.00'],
        ['2026-W49', 'CURRENT', '-8500000.00', '-15500000.00', '-7000000.00'],
        ['2026-W50', 'FUTURE', '7000000.00', null, null],
      ]);
      // The uncategorised payment counts as SALES, the category of the expected transaction it was matched with.
      expect(
        categories
          .find((found) => found.category === 'SALES' && found.flow === 'INFLOW')!
          .periods.slice(0, 4),
      ).toEqual([
        { forecast: '1000000.00', actual: '1200000.00', variance: '200000.00' },
        { forecast: '7000000.00', actual: '11000000.00', variance: '4000000.00' },
        { forecast: '7000000.00', actual: '0.00', variance: '-7000000.00' },
        { forecast: '7000000.00', actual: null, variance: null },
      ]);
      expect(categories.find((found) => found.category === 'RENT')!.periods[2]).toEqual({
        forecast: '15500000.00',
        actual: '15500000.00',
        variance: '0.00',
      });
      const outcome = (key: string) => items.find((found) => found.key === key);
      expect(outcome(`EXPECTED_TRANSACTION:${fixture.saleId}`)).toMatchObject({
        outcome: 'MATCHED',
        matched: '5000000.00',
        matchedOn: '2026-11-25',
      });
      expect(outcome(`EXPECTED_TRANSACTION:${fixture.overdueId}`)).toMatchObject({
        outcome: 'NOT_MATCHED',
        matched: '0.00',
        matchedOn: null,
      });
      expect(outcome(`BILL:${fixture.billId}`)).toMatchObject({ outcome: 'NOT_MATCHED' });
      expect(outcome(`TRANSFER:${fixture.transferId}:IN`)).toMatchObject({
        outcome: 'NOT_MATCHABLE',
      });
      expect(
        items
          .filter((found) => found.source === 'RECURRING')
          .every((found) => found.outcome === 'NOT_MATCHABLE'),
      ).toBe(true);
      // The frozen figures do not move with the records: the forecast of today has moved on.
      expect((await forecastOf(fixture.tokens, 'granularity=WEEK')).asOf).toBe('2026-12-02');
      const listed = await call<{ items: SnapshotResponse[] }>(
        'GET',
        '/cash-forecast/snapshots?currency=IDR',
        fixture.tokens,
      );
      expect(listed.body.items.map((snapshot) => snapshot.name)).toEqual(['Minggu 47']);
    } finally {
      clock = TEST_TODAY;
    }
  });

  it('a deposit maturing in the horizon comes back with its net interest, unless it renews itself', async () => {
    const tokens = await system.tokensFor();
    await account(tokens, '10000000.00');
    const place = async (alias: string, term: string) => {
      const made = await call<{ node: { id: string; interestAtMaturity: { net: string } } }>(
        'POST',
        '/deposits',
        tokens,
        {
          bankCode: '014',
          alias,
          amount: '50000000.00',
          issuedDate: '2026-11-15',
          tenor: 1,
          tenorType: 'MONTHS',
          term,
          interestRate: '4',
        },
      );
      expect(made.status, JSON.stringify(made.body)).toBe(201);
      return made.body.node;
    };
    const ends = await place('Deposito 1 bulan', 'NO_RENEWAL');
    await place('Deposito ARO', 'RENEW_PRINCIPAL');
    // 50,000,000 × 4% × 30 days / 365 = 164,383.56, less the 20% final tax (32,876.71): 131,506.85.
    expect(ends.interestAtMaturity.net).toBe('131506.85');
    const forecast = await forecastOf(tokens, 'granularity=MONTH');
    expect(
      forecast.items
        .filter((found) => found.source === 'DEPOSIT')
        .map((found) => [found.key, found.date, found.category, found.amount]),
    ).toEqual([
      [`DEPOSIT:${ends.id}`, '2026-12-15', 'DEPOSITS', '50000000.00'],
      [`DEPOSIT:${ends.id}:INTEREST`, '2026-12-15', 'INTEREST_INCOME', '131506.85'],
    ]);
    expect(forecast.periods[1]).toMatchObject({ inflows: '50131506.85', closing: '60131506.85' });
  });
});
