import type { ScenarioPanel_scenarios$data } from '../../__generated__/ScenarioPanel_scenarios.graphql';
import type { ScenarioDraft } from './ScenarioDialog';

type Scenario = ScenarioPanel_scenarios$data[number];

/**
 * What the scenario dialog starts from to change a saved scenario, or, given
 * `copyName`, to save a copy of it as a new one. Its currency is that of its
 * added items, else `fallbackCurrency` (the forecast's).
 */
export function scenarioDraft(
  scenario: Scenario,
  copyName: string | null,
  fallbackCurrency: string,
): ScenarioDraft {
  return {
    id: copyName === null ? scenario.id : null,
    name: copyName === null ? scenario.name : copyName.slice(0, 80),
    adjustments: scenario.adjustments.map((adjustment) => ({
      kind: adjustment.kind as 'PERCENT' | 'ADD' | 'REMOVE',
      category: adjustment.kind === 'REMOVE' ? '' : (adjustment.category ?? 'UNCATEGORISED'),
      flow: adjustment.flow ?? '',
      percent: adjustment.percent ?? '',
      date: adjustment.date ?? '',
      amount: adjustment.amount?.amount ?? '',
      description: adjustment.description ?? '',
      itemKey: adjustment.itemKey ?? '',
    })),
    currency: adjustmentsCurrency(scenario) ?? fallbackCurrency,
  };
}

/** The currency a scenario's added items are in (each is counted in forecasts of its currency). */
function adjustmentsCurrency(scenario: Scenario): string | null {
  return (
    scenario.adjustments.find((adjustment) => adjustment.kind === 'ADD')?.amount?.currency ?? null
  );
}
