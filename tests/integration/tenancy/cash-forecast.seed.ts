import { expect } from 'vitest';
import { defineSeed } from './seeds.js';

/** A forecast scenario and a snapshot. */
export default defineSeed({
  arguments: {
    scenarioId: ['CashForecastScenario'],
    scenarioIds: ['CashForecastScenario'],
    copyOf: ['CashForecastScenario'],
    snapshotId: ['CashForecastSnapshot'],
  },
  async make({ browser }) {
    const scenario = await browser.data<{
      cashForecastScenarioCreate: { scenario: { id: string } };
    }>('mutation { cashForecastScenarioCreate(input: { name: "Rahasia" }) { scenario { id } } }');
    const snapshot = await browser.data<{
      cashForecastSnapshotCreate: { snapshot: { id: string } };
    }>(
      'mutation { cashForecastSnapshotCreate(input: { name: "Rahasia", currency: IDR, granularity: MONTH }) { snapshot { id } } }',
    );
    return {
      CashForecastScenario: scenario.cashForecastScenarioCreate.scenario.id,
      CashForecastSnapshot: snapshot.cashForecastSnapshotCreate.snapshot.id,
    };
  },
  async unchanged(system) {
    const db = system.treasury.db;
    expect(
      await db.selectFrom('cash_forecast_scenarios').select(['name', 'adjustments']).execute(),
    ).toEqual([{ name: 'Rahasia', adjustments: [] }]);
    expect(
      await db.selectFrom('cash_forecast_snapshots').select(['name', 'currency']).execute(),
    ).toEqual([{ name: 'Rahasia', currency: 'IDR' }]);
  },
});
