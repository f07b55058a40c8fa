import { beforeAll, describe, expect, it } from 'vitest';
import { seedWorkedExample } from '../support/cash-forecast.js';
import { createOrganization } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';

const suite = organisationSuite({ name: 'PT Arus Kas Terang', clients: true });
let transferId: string;

type UserErrors = { field: string | null; code: string; message: string }[];
type Money = { amount: string; currency: string };
type Period = {
  key: string;
  start: string;
  end: string;
  opening: Money;
  inflows: Money;
  outflows: Money;
  net: Money;
  closing: Money;
};
type Line = {
  category: string | null;
  flow: string;
  periods: { known: Money; recurring: Money; baseline: Money; total: Money }[];
};

const PERIOD =
  'key start end opening { amount currency } inflows { amount } outflows { amount } net { amount } closing { amount }';
const LINE =
  'category flow periods { known { amount } recurring { amount } baseline { amount } total { amount } }';
const FORECAST = `query ($currency: Currency, $granularity: CashForecastGranularity, $scenarioIds: [ID!]) {
  cashForecast(currency: $currency, granularity: $granularity, scenarioIds: $scenarioIds) {
    asOf currency granularity openingBalance { amount currency } openingAccounts { alias balance { amount } bankAccount { id } }
    periods { ${PERIOD} }
    categories { ${LINE} }
    items { key source date period overdue category flow amount { amount currency } description counterpartyAlias counterparty { alias } replacesRecurring record { __typename id } }
    recurringItems { description category flow cadence day weekendRule amount { amount } lastDate occurrences bankAccountAlias }
    scenarios { scenario { id name } periods { ${PERIOD} } }
  }
}`;
type Forecast = {
  asOf: string;
  currency: string;
  openingBalance: Money;
  openingAccounts: {
    alias: string;
    balance: { amount: string } | null;
    bankAccount: { id: string } | null;
  }[];
  periods: Period[];
  categories: Line[];
  items: {
    key: string;
    source: string;
    period: number;
    category: string | null;
    flow: string;
    amount: Money;
    counterpartyAlias: string | null;
    counterparty: { alias: string } | null;
    replacesRecurring: string | null;
    record: { __typename: string; id: string } | null;
  }[];
  recurringItems: {
    description: string;
    cadence: string;
    day: number;
    amount: { amount: string };
  }[];
  scenarios: { scenario: { id: string; name: string }; periods: Period[] }[];
};
const rows = (periods: Period[], count: number) =>
  periods
    .slice(0, count)
    .map((period) => [
      period.key,
      period.opening.amount,
      period.inflows.amount,
      period.outflows.amount,
      period.closing.amount,
    ]);

/** The worked example of services/treasury/cash-forecast/cash-forecast.test.ts (tests/support/cash-forecast.ts), through the BFF. */
beforeAll(async () => {
  ({ transferId } = await seedWorkedExample(
    { treasuryUrl: suite.system.treasuryUrl, db: suite.system.treasury.db },
    suite.owner,
    suite.ownerCredentials.userId,
    await suite.signedInMember('APPROVER'),
  ));
});

describe('the cash forecast through GraphQL', () => {
  it('answers the worked example’s hand-computed figures, by month and by week', async () => {
    const monthly = (
      await suite.ownerClient.data<{ cashForecast: Forecast }>(FORECAST, { granularity: 'MONTH' })
    ).cashForecast;
    expect(monthly).toMatchObject({
      asOf: '2026-11-22',
      currency: 'IDR',
      openingBalance: { amount: '120000000.00', currency: 'IDR' },
    });
    expect(rows(monthly.periods, 4)).toEqual([
      ['2026-11', '120000000.00', '19000000.00', '13002500.00', '125997500.00'],
      ['2026-12', '125997500.00', '31000000.00', '15500000.00', '141497500.00'],
      ['2027-01', '141497500.00', '31000000.00', '15000000.00', '157497500.00'],
      ['2027-02', '157497500.00', '28000000.00', '15000000.00', '170497500.00'],
    ]);
    const sales = monthly.categories.find((line) => line.category === 'SALES')!;
    expect(sales.periods[0]).toEqual({
      known: { amount: '5000000.00' },
      recurring: { amount: '0.00' },
      baseline: { amount: '4000000.00' },
      total: { amount: '9000000.00' },
    });
    const bill = monthly.items.find((item) => item.source === 'BILL')!;
    expect(bill).toMatchObject({
      period: 2,
      category: 'RENT',
      flow: 'OUTFLOW',
      amount: { amount: '15500000.00', currency: 'IDR' },
      counterpartyAlias: 'Graha Properti',
      counterparty: { alias: 'Graha Properti' },
    });
    expect(bill.record?.__typename).toBe('Bill');
    expect(bill.replacesRecurring).toEqual(expect.stringContaining('sewa kantor'));
    expect(
      monthly.items.find((item) => item.source === 'TRANSFER' && item.flow === 'OUTFLOW'),
    ).toMatchObject({
      key: `TRANSFER:${transferId}`,
      amount: { amount: '10002500.00' },
      record: { __typename: 'Transfer' },
    });
    expect(monthly.recurringItems).toEqual([
      expect.objectContaining({
        description: 'SEWA KANTOR NOV 2026',
        cadence: 'MONTHLY',
        day: 1,
        amount: { amount: '15000000.00' },
      }),
    ]);
    expect(monthly.openingAccounts.map((account) => account.alias).sort()).toEqual([
      'BCA Operasional',
      'Mandiri Payroll',
    ]);

    const weekly = (await suite.ownerClient.data<{ cashForecast: Forecast }>(FORECAST, {}))
      .cashForecast;
    expect(rows(weekly.periods, 4)).toEqual([
      ['2026-W47', '120000000.00', '1000000.00', '3000000.00', '118000000.00'],
      ['2026-W48', '118000000.00', '17000000.00', '10002500.00', '124997500.00'],
      ['2026-W49', '124997500.00', '7000000.00', '15500000.00', '116497500.00'],
      ['2026-W50', '116497500.00', '7000000.00', '0.00', '123497500.00'],
    ]);
  });

  it('a scenario is made, compared side by side, frozen and compared with what happened', async () => {
    const made = await suite.ownerClient.data<{
      cashForecastScenarioCreate: {
        scenario: {
          id: string;
          name: string;
          adjustments: { kind: string; percent: string | null }[];
        } | null;
        userErrors: UserErrors;
      };
    }>(
      'mutation ($input: CashForecastScenarioCreateInput!) { cashForecastScenarioCreate(input: $input) { scenario { id name adjustments { kind percent category flow } } userErrors { field code message } } }',
      {
        input: {
          name: 'Penjualan turun 10%',
          adjustments: [{ kind: 'PERCENT', category: 'SALES', percent: '-10' }],
        },
      },
    );
    expect(made.cashForecastScenarioCreate.userErrors).toEqual([]);
    const scenario = made.cashForecastScenarioCreate.scenario!;
    expect(scenario.adjustments).toEqual([
      { kind: 'PERCENT', percent: '-10.00', category: 'SALES', flow: null },
    ]);
    const compared = (
      await suite.ownerClient.data<{ cashForecast: Forecast }>(FORECAST, {
        granularity: 'MONTH',
        scenarioIds: [scenario.id],
      })
    ).cashForecast;
    expect(compared.scenarios[0]!.scenario.name).toBe('Penjualan turun 10%');
    expect(rows(compared.scenarios[0]!.periods, 2)).toEqual([
      ['2026-11', '120000000.00', '18100000.00', '13002500.00', '125097500.00'],
      ['2026-12', '125097500.00', '27900000.00', '15500000.00', '137497500.00'],
    ]);
    const refused = await suite.ownerClient.data<{
      cashForecastScenarioUpdate: { scenario: null; userErrors: UserErrors };
    }>(
      'mutation ($input: CashForecastScenarioUpdateInput!) { cashForecastScenarioUpdate(input: $input) { scenario { id } userErrors { field code message } } }',
      {
        input: {
          scenarioId: scenario.id,
          name: 'Renovasi',
          adjustments: [
            {
              kind: 'ADD',
              date: '2026-12-10',
              category: 'OTHER',
              amount: '40000000',
              description: 'Renovasi',
            },
          ],
        },
      },
    );
    expect(refused.cashForecastScenarioUpdate.userErrors).toEqual([
      { field: 'adjustments.0.flow', code: 'U-TRSY-FC-13', message: expect.any(String) },
    ]);

    const frozen = await suite.ownerClient.data<{
      cashForecastSnapshotCreate: {
        snapshot: {
          id: string;
          name: string;
          scenarioName: string;
          asOf: string;
          openingBalance: Money;
        } | null;
        userErrors: UserErrors;
      };
    }>(
      'mutation ($input: CashForecastSnapshotCreateInput!) { cashForecastSnapshotCreate(input: $input) { snapshot { id name scenarioName asOf openingBalance { amount currency } } userErrors { field code message } } }',
      {
        input: {
          name: 'Rencana turun',
          currency: 'IDR',
          granularity: 'WEEK',
          scenarioId: scenario.id,
        },
      },
    );
    expect(frozen.cashForecastSnapshotCreate).toMatchObject({
      snapshot: {
        name: 'Rencana turun',
        scenarioName: 'Penjualan turun 10%',
        asOf: '2026-11-22',
        openingBalance: { amount: '120000000.00', currency: 'IDR' },
      },
      userErrors: [],
    });
    const listed = await suite.ownerClient.data<{
      cashForecastSnapshots: {
        id: string;
        comparison: {
          asOf: string;
          periods: {
            key: string;
            status: string;
            net: { forecast: Money; actual: Money | null };
          }[];
          items: { source: string; outcome: string }[];
        };
      }[];
    }>(
      '{ cashForecastSnapshots(currency: IDR) { id comparison { asOf periods { key status net { forecast { amount } actual { amount } } } items { source outcome } } } }',
    );
    const comparison = listed.cashForecastSnapshots[0]!.comparison;
    // Frozen today: period 1 is under way (no line yet today), the rest to come.
    expect(comparison.periods.slice(0, 2)).toEqual([
      {
        key: '2026-W47',
        status: 'CURRENT',
        net: { forecast: { amount: '-2100000.00' }, actual: { amount: '0.00' } },
      },
      {
        key: '2026-W48',
        status: 'FUTURE',
        net: { forecast: { amount: '6297500.00' }, actual: null },
      },
    ]);
    expect(comparison.items.find((item) => item.source === 'BILL')).toEqual({
      source: 'BILL',
      outcome: 'NOT_MATCHED',
    });
    const node = await suite.ownerClient.data<{ node: { __typename: string; name: string } }>(
      'query ($id: ID!) { node(id: $id) { __typename ... on CashForecastSnapshot { name } } }',
      {
        id: frozen.cashForecastSnapshotCreate.snapshot!.id,
      },
    );
    expect(node.node).toEqual({ __typename: 'CashForecastSnapshot', name: 'Rencana turun' });
    const deleted = await suite.ownerClient.data<{
      cashForecastScenarioDelete: { deletedId: string; userErrors: UserErrors };
    }>(
      'mutation ($input: CashForecastScenarioDeleteInput!) { cashForecastScenarioDelete(input: $input) { deletedId userErrors { field code message } } }',
      { input: { scenarioId: scenario.id } },
    );
    expect(deleted.cashForecastScenarioDelete).toEqual({ deletedId: scenario.id, userErrors: [] });
    expect(
      (
        await suite.ownerClient.data<{ cashForecastScenarios: unknown[] }>(
          '{ cashForecastScenarios { id } }',
        )
      ).cashForecastScenarios,
    ).toEqual([]);
  });

  it('a member without cash-analysis:read is refused the forecast; one without expected-transactions:manage may not plan', async () => {
    const reader = await suite.memberClient(['cash-analysis:read']);
    const outsider = await suite.memberClient(['bills:read']);
    const denied = await outsider.request('{ cashForecast { asOf } }');
    expect(denied.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      (await outsider.request('{ cashForecastScenarios { id } }')).errors?.[0]?.extensions,
    ).toMatchObject({ code: 'FORBIDDEN' });
    const read = await reader.data<{
      cashForecast: { openingBalance: Money; items: { record: unknown; counterparty: unknown }[] };
    }>(
      '{ cashForecast { openingBalance { amount } items { record { id } counterparty { id } } } }',
    );
    expect(read.cashForecast.openingBalance.amount).toBe('120000000.00');
    // Without the permissions to read them, the records and counterparties behind the items are not shown.
    expect(
      read.cashForecast.items.every((item) => item.record === null && item.counterparty === null),
    ).toBe(true);
    const planning = await reader.request(
      'mutation { cashForecastScenarioCreate(input: { name: "Coba" }) { scenario { id } userErrors { code } } }',
    );
    expect(planning.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
    const freezing = await reader.request(
      'mutation { cashForecastSnapshotCreate(input: { name: "Coba", currency: IDR, granularity: WEEK }) { snapshot { id } userErrors { code } } }',
    );
    expect(freezing.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('another organisation’s scenario is not found, and its forecast shows none of this one’s money', async () => {
    const other = await createOrganization(suite.system, 'PT Lain Sendiri');
    const them = await signedInClient(suite.system.url, other.owner);
    const theirScenario = await them.data<{
      cashForecastScenarioCreate: { scenario: { id: string } };
    }>(
      'mutation { cashForecastScenarioCreate(input: { name: "Milik mereka" }) { scenario { id } } }',
    );
    const asked = await suite.ownerClient.request(FORECAST, {
      scenarioIds: [theirScenario.cashForecastScenarioCreate.scenario.id],
    });
    expect(asked.errors?.[0]?.extensions).toMatchObject({
      code: 'NOT_FOUND',
      serviceCode: 'U-TRSY-FC-1',
    });
    const node = await suite.ownerClient.data<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { id } }',
      {
        id: theirScenario.cashForecastScenarioCreate.scenario.id,
      },
    );
    expect(node.node).toBeNull();
    const theirs = (await them.data<{ cashForecast: Forecast }>(FORECAST, {})).cashForecast;
    expect(theirs.openingBalance.amount).toBe('0.00');
    expect(theirs.items).toEqual([]);
    expect(theirs.categories).toEqual([]);
  });
});
