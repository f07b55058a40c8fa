import { describe, expect, it } from 'vitest';
import {
  descriptionKey,
  detectRecurring,
  historyInputsOf,
  learnBaseline,
  monthlyDate,
  occurrencesOf,
  type PlainLine,
} from './baseline.js';
import { composeForecast, type KnownItem } from './forecast.js';
import { knownItemsOf, type OrderRecord } from './known-items.js';
import { addDays, forecastPeriods, isoWeekKey, periodPositionOf } from './periods.js';

const ACCOUNT = '00000000-0000-4000-8000-000000000001';
const rupiah = (value: number) => BigInt(value) * 100n;

/** One line a day from `from` to `to` (both included). */
function daily(
  from: string,
  to: string,
  line: (date: string, index: number) => Omit<PlainLine, 'date' | 'accountId'> | null,
): PlainLine[] {
  const lines: PlainLine[] = [];
  for (let date = from, index = 0; date <= to; date = addDays(date, 1), index += 1) {
    const made = line(date, index);
    if (made) lines.push({ date, accountId: ACCOUNT, ...made });
  }
  return lines;
}

const sales = (from: string, to: string, amount = 1_000_000) =>
  daily(from, to, (_, index) => ({
    category: 'SALES',
    direction: 'CREDIT',
    cents: rupiah(amount),
    description: `QRIS ${100_000 + index}`,
  }));
const rentOn = (dates: string[], amount = 15_000_000): PlainLine[] =>
  dates.map((date) => ({
    date,
    accountId: ACCOUNT,
    category: 'RENT',
    direction: 'DEBIT',
    cents: rupiah(amount),
    description: `SEWA KANTOR ${date.slice(5, 7) === '08' ? 'AGU' : 'SEP'} ${date.slice(0, 4)}`,
  }));

describe('periods', () => {
  it('period 1 runs from today to Sunday, then eleven ISO weeks; by month, to the month’s end, then eleven months', () => {
    const weeks = forecastPeriods('2026-11-22', 'WEEK');
    expect(weeks).toHaveLength(12);
    expect(weeks[0]).toEqual({ index: 1, key: '2026-W47', start: '2026-11-22', end: '2026-11-22' });
    expect(weeks[1]).toEqual({ index: 2, key: '2026-W48', start: '2026-11-23', end: '2026-11-29' });
    expect(weeks[6]).toEqual({ index: 7, key: '2026-W53', start: '2026-12-28', end: '2027-01-03' });
    expect(weeks[11]).toEqual({
      index: 12,
      key: '2027-W05',
      start: '2027-02-01',
      end: '2027-02-07',
    });
    const months = forecastPeriods('2026-11-22', 'MONTH');
    expect(months[0]).toEqual({ index: 1, key: '2026-11', start: '2026-11-22', end: '2026-11-30' });
    expect(months[3]).toEqual({ index: 4, key: '2027-02', start: '2027-02-01', end: '2027-02-28' });
    expect(months[11]).toEqual({
      index: 12,
      key: '2027-10',
      start: '2027-10-01',
      end: '2027-10-31',
    });
  });

  it('a week belongs to the ISO year of its Thursday; an overdue date falls in period 1, one after the horizon in none', () => {
    expect(isoWeekKey('2027-01-01')).toBe('2026-W53');
    expect(isoWeekKey('2021-01-03')).toBe('2020-W53');
    expect(isoWeekKey('2027-01-04')).toBe('2027-W01');
    const weeks = forecastPeriods('2026-11-22', 'WEEK');
    expect(periodPositionOf(weeks, '2026-10-01')).toBe(0);
    expect(periodPositionOf(weeks, '2026-11-29')).toBe(1);
    expect(periodPositionOf(weeks, '2027-02-07')).toBe(11);
    expect(periodPositionOf(weeks, '2027-02-08')).toBeNull();
  });
});

describe('the learned baseline', () => {
  it('a description keeps what stays the same from month to month', () => {
    expect(descriptionKey('GAJI KARYAWAN NOV 2026 CAB 3')).toBe('gaji karyawan cab');
    expect(descriptionKey('Gaji karyawan Desember 2026 / cab-3')).toBe('gaji karyawan cab');
    expect(descriptionKey('SEPTEMBER SEWA')).toBe('sewa');
  });

  it('payroll on the 25th, paid on the Friday before when the 25th is a weekend, is learned as monthly on the 25th with that rule', () => {
    const paid = [
      '2026-05-25',
      '2026-06-25',
      '2026-07-24',
      '2026-08-25',
      '2026-09-25',
      '2026-10-23',
    ];
    const lines: PlainLine[] = paid.map((date) => ({
      date,
      accountId: ACCOUNT,
      category: 'PAYROLL',
      direction: 'DEBIT',
      cents: rupiah(150_000_000),
      description: `GAJI ${date.slice(5, 7)}/2026`,
    }));
    const { series } = detectRecurring(
      historyInputsOf(lines, '2025-11-22', '2026-11-21').candidates,
      '2026-11-22',
    );
    expect(series).toHaveLength(1);
    expect(series[0]).toMatchObject({
      cadence: 'MONTHLY',
      day: 25,
      weekendRule: 'BEFORE',
      cents: rupiah(150_000_000),
      category: 'PAYROLL',
      alive: true,
      occurrences: 6,
    });
    // 25 April 2027 is a Sunday.
    expect(occurrencesOf(series[0]!, '2026-11-22', '2027-04-30')).toEqual([
      '2026-11-25',
      '2026-12-25',
      '2027-01-25',
      '2027-02-25',
      '2027-03-25',
      '2027-04-23',
    ]);
  });

  it('rent due on the 1st and paid the Friday before a weekend 1st belongs to the month it is due', () => {
    // 1 August 2026 is a Saturday: paid on Friday 31 July.
    const { series } = detectRecurring(
      historyInputsOf(
        rentOn(['2026-06-01', '2026-07-01', '2026-07-31', '2026-09-01', '2026-10-01']),
        '2025-11-22',
        '2026-11-21',
      ).candidates,
      '2026-11-22',
    );
    expect(series[0]).toMatchObject({ cadence: 'MONTHLY', day: 1, weekendRule: 'BEFORE' });
    expect(monthlyDate(2027, 5, 1, 'BEFORE')).toBe('2027-04-30');
  });

  it('an item not seen for a month and a half has ended; amounts that swing by more than a quarter are no recurring item', () => {
    const ended = detectRecurring(
      historyInputsOf(
        rentOn(['2026-06-01', '2026-07-01', '2026-08-03', '2026-09-01']),
        '2025-11-22',
        '2026-11-21',
      ).candidates,
      '2026-11-22',
    );
    expect(ended.series[0]).toMatchObject({ alive: false });
    expect(occurrencesOf(ended.series[0]!, '2026-11-22', '2027-02-07')).toEqual([]);
    const swinging = rentOn([
      '2026-07-01',
      '2026-08-03',
      '2026-09-01',
      '2026-10-01',
      '2026-11-02',
    ]).map((line, index) => ({
      ...line,
      cents: index % 2 ? rupiah(10_000_000) : rupiah(20_000_000),
    }));
    expect(
      detectRecurring(
        historyInputsOf(swinging, '2025-11-22', '2026-11-21').candidates,
        '2026-11-22',
      ).series,
    ).toEqual([]);
  });

  it('a steady daily stream is projected at its daily level, and a one-off is not projected', () => {
    const lines = [
      ...sales('2026-08-01', '2026-11-21'),
      {
        date: '2026-10-15',
        accountId: ACCOUNT,
        category: 'FINANCING' as const,
        direction: 'CREDIT' as const,
        cents: rupiah(2_500_000_000),
        description: 'PENCAIRAN KREDIT',
      },
    ];
    const baseline = learnBaseline(
      historyInputsOf(lines, '2024-11-21', '2026-11-21'),
      '2026-11-22',
    );
    const forecast = composeForecast({
      periods: forecastPeriods('2026-11-22', 'WEEK'),
      opening: 0n,
      known: [],
      baseline,
    });
    expect(forecast.lines.map((line) => [line.category, line.flow])).toEqual([['SALES', 'INFLOW']]);
    expect(forecast.lines[0]!.periods.slice(0, 3).map((parts) => parts.baseline)).toEqual([
      rupiah(1_000_000),
      rupiah(7_000_000),
      rupiah(7_000_000),
    ]);
  });
});

const item = (
  overrides: Partial<KnownItem> & Pick<KnownItem, 'key' | 'date' | 'category' | 'flow' | 'cents'>,
): KnownItem => ({
  source: 'EXPECTED_TRANSACTION',
  id: null,
  description: overrides.key,
  counterpartyId: null,
  ...overrides,
});

describe('the composition', () => {
  const history = [
    ...sales('2026-08-01', '2026-11-21'),
    ...rentOn(['2026-08-01', '2026-09-01', '2026-10-01', '2026-11-01']),
  ];
  const baseline = learnBaseline(
    historyInputsOf(history, '2024-11-21', '2026-11-21'),
    '2026-11-22',
  );
  const periods = forecastPeriods('2026-11-22', 'MONTH');

  it('a rent bill in December replaces the learned rent of December only; an expected sale is part of the learned sales', () => {
    const known = [
      item({
        key: 'BILL:rent',
        source: 'BILL',
        date: '2026-12-01',
        category: 'RENT',
        flow: 'OUTFLOW',
        cents: rupiah(15_500_000),
      }),
      item({
        key: 'EXPECTED_TRANSACTION:sale',
        date: '2026-11-25',
        category: 'SALES',
        flow: 'INFLOW',
        cents: rupiah(5_000_000),
      }),
    ];
    const forecast = composeForecast({ periods, opening: rupiah(120_000_000), known, baseline });
    const rent = forecast.lines.find((line) => line.category === 'RENT')!;
    expect(rent.periods.slice(0, 3)).toEqual([
      { known: 0n, recurring: 0n, baseline: 0n, total: 0n },
      { known: rupiah(15_500_000), recurring: 0n, baseline: 0n, total: rupiah(15_500_000) },
      { known: 0n, recurring: rupiah(15_000_000), baseline: 0n, total: rupiah(15_000_000) },
    ]);
    const salesLine = forecast.lines.find((line) => line.category === 'SALES')!;
    expect(salesLine.periods[0]).toEqual({
      known: rupiah(5_000_000),
      recurring: 0n,
      baseline: rupiah(4_000_000),
      total: rupiah(9_000_000),
    });
    expect(
      forecast.periods.slice(0, 2).map((period) => [period.opening, period.net, period.closing]),
    ).toEqual([
      [rupiah(120_000_000), rupiah(9_000_000), rupiah(129_000_000)],
      [rupiah(129_000_000), rupiah(31_000_000 - 15_500_000), rupiah(144_500_000)],
    ]);
    expect(forecast.items.find((found) => found.key === 'BILL:rent')).toMatchObject({
      period: 2,
      replacesRecurring: expect.stringContaining('sewa kantor'),
    });
    expect(
      forecast.items.filter((found) => found.source === 'RECURRING').map((found) => found.date),
    ).toEqual([
      '2027-01-01',
      '2027-02-01',
      '2027-03-01',
      '2027-04-01',
      '2027-05-01',
      '2027-06-01',
      '2027-07-01',
      '2027-08-01',
      '2027-09-01',
      '2027-10-01',
    ]);
  });

  it('a scenario: sales down 10%, an item added on top, a recurring occurrence left out', () => {
    const forecast = composeForecast({
      periods,
      opening: 0n,
      known: [],
      baseline,
      adjustments: [
        { kind: 'PERCENT', category: 'SALES', flow: null, basisPoints: -1000n },
        {
          kind: 'ADD',
          date: '2027-01-15',
          category: 'OTHER',
          flow: 'OUTFLOW',
          cents: rupiah(40_000_000),
          description: 'Renovasi',
        },
        { kind: 'REMOVE', itemKey: `RECURRING:${baseline.series[0]!.key}:2027-02-01` },
      ],
    });
    expect(forecast.lines.find((line) => line.category === 'SALES')!.periods[1]!.total).toBe(
      rupiah(27_900_000),
    );
    expect(forecast.lines.find((line) => line.category === 'OTHER')!.periods[2]).toEqual({
      known: rupiah(40_000_000),
      recurring: 0n,
      baseline: 0n,
      total: rupiah(40_000_000),
    });
    expect(
      forecast.lines
        .find((line) => line.category === 'RENT')!
        .periods.slice(1, 4)
        .map((parts) => parts.total),
    ).toEqual([rupiah(15_000_000), rupiah(15_000_000), 0n]);
  });
});

describe('known items', () => {
  const order = (overrides: Partial<OrderRecord>): OrderRecord => ({
    id: 'order',
    kind: 'PAYMENT',
    payment_date: '2026-11-27',
    amount: '2000000.00',
    fee: '2500.00',
    reconciled_amount: '0.00',
    memo: 'Jasa konsultan',
    beneficiary_account_name: 'PT KONSULTAN',
    counterparty_id: 'consultant',
    expected_transaction_id: null,
    bill_category: null,
    source_currency: 'IDR',
    source_alias: 'BCA',
    destination_currency: null,
    destination_alias: null,
    recurrence_unit: null,
    recurrence_every: null,
    recurrence_until: null,
    series_id: null,
    series_start: null,
    occurrence: 1,
    ...overrides,
  });
  const options = {
    currency: 'IDR',
    until: '2027-02-07',
    categoryOf: (id: string | null) =>
      id === 'consultant' ? ('PROFESSIONAL_SERVICES' as const) : undefined,
  };

  it('a payment counts its open amount and fee under its counterparty’s category; its monthly series’ later occurrences count too', () => {
    const items = knownItemsOf(
      {
        expected: [],
        bills: [],
        deposits: [],
        orders: [
          order({
            recurrence_unit: 'MONTHS',
            recurrence_every: 1,
            series_id: 'series',
            series_start: '2026-10-27',
            occurrence: 2,
          }),
        ],
      },
      options,
    );
    expect(items.map((found) => [found.key, found.date, found.category, found.cents])).toEqual([
      ['PAYMENT:order', '2026-11-27', 'PROFESSIONAL_SERVICES', rupiah(2_002_500)],
      ['PAYMENT:order:3', '2026-12-27', 'PROFESSIONAL_SERVICES', rupiah(2_002_500)],
      ['PAYMENT:order:4', '2027-01-27', 'PROFESSIONAL_SERVICES', rupiah(2_002_500)],
    ]);
  });

  it('a transfer goes out of one account and into the other; a deposit that renews itself moves nothing', () => {
    const items = knownItemsOf(
      {
        expected: [],
        bills: [],
        orders: [
          order({
            kind: 'TRANSFER',
            counterparty_id: null,
            destination_currency: 'IDR',
            destination_alias: 'Mandiri',
          }),
        ],
        deposits: [
          {
            id: 'renews',
            alias: 'Deposito ARO',
            currency: 'IDR',
            maturityDate: '2026-12-10',
            principal: '50000000.00',
            netInterest: '131506.85',
            autoRenewal: true,
          },
          {
            id: 'ends',
            alias: 'Deposito 1 bulan',
            currency: 'IDR',
            maturityDate: '2026-12-15',
            principal: '50000000.00',
            netInterest: '131506.85',
            autoRenewal: false,
          },
        ],
      },
      options,
    );
    expect(items.map((found) => [found.key, found.flow, found.category, found.cents])).toEqual([
      ['TRANSFER:order', 'OUTFLOW', 'INTERNAL_TRANSFER', rupiah(2_002_500)],
      ['TRANSFER:order:IN', 'INFLOW', 'INTERNAL_TRANSFER', rupiah(2_000_000)],
      ['DEPOSIT:ends', 'INFLOW', 'DEPOSITS', rupiah(50_000_000)],
      ['DEPOSIT:ends:INTEREST', 'INFLOW', 'INTEREST_INCOME', 13_150_685n],
    ]);
  });
});
