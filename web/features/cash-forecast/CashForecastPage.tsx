import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import { useLocation } from 'react-router';
import type {
  CashForecastPageQuery,
  CashForecastPageQuery$variables,
} from '../../__generated__/CashForecastPageQuery.graphql';
import { NavTabs, type NavTab } from '../../navigation/NavTabs';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PageHeader } from '../../ui/PageHeader';
import { CashForecastFilters } from './CashForecastFilters';
import { CashForecastView } from './CashForecastView';
import { ForecastActualsPanel } from './ForecastActualsPanel';
import { cashForecastParams, cashForecastSearch, type CashForecastTab } from './cashForecastParams';
import { ScenarioPanel } from './ScenarioPanel';

/** Planning the forecast (scenarios, freezing) needs the permission that manages its own entries (services/treasury/cash-forecast/service.ts MANAGE). */
export const PLAN_FORECAST = 'expected-transactions:manage';

export const cashForecastPageQuery = graphql`
  query CashForecastPageQuery(
    $currency: Currency!
    $granularity: CashForecastGranularity!
    $scenarioIds: [ID!]
    $withForecast: Boolean!
    $withScenarioItems: Boolean!
    $withSnapshots: Boolean!
    $snapshotId: ID!
    $withComparison: Boolean!
  ) {
    viewer {
      permissions
    }
    cashForecast(currency: $currency, granularity: $granularity, scenarioIds: $scenarioIds)
      @include(if: $withForecast) {
      ...CashForecastView_forecast
      ...ScenarioPanel_forecast @include(if: $withScenarioItems) @alias(as: "removable")
    }
    cashForecastScenarios {
      id
      name
      ...ScenarioPanel_scenarios
    }
    cashForecastSnapshots(currency: $currency) @include(if: $withSnapshots) {
      ...ForecastActualsPanel_snapshots
    }
    snapshot: node(id: $snapshotId) @include(if: $withComparison) {
      ...ForecastComparisonView_snapshot @alias(as: "frozen")
    }
  }
`;

/** The route query's variables for the screen's address. */
export function cashForecastPageVariables(
  search: URLSearchParams,
): CashForecastPageQuery$variables {
  const params = cashForecastParams(search);
  return {
    currency: params.currency,
    granularity: params.granularity,
    scenarioIds: params.compare,
    withForecast: params.tab !== 'actuals',
    // The items a scenario may leave out: the Forecast tab reads a figure's items only when it is opened.
    withScenarioItems: params.tab === 'scenarios',
    withSnapshots: params.tab === 'actuals',
    snapshotId: params.snapshot ?? '',
    withComparison: params.tab === 'actuals' && params.snapshot !== null,
  };
}

const TABS: { tab: CashForecastTab; label: string }[] = [
  { tab: 'forecast', label: 'cashForecast.tab.forecast' },
  { tab: 'scenarios', label: 'cashForecast.tab.scenarios' },
  { tab: 'actuals', label: 'cashForecast.tab.actuals' },
];

/**
 * `/cash-forecast`: the next 12 weeks or months of one currency, from today's
 * balances, the known items and what the statement lines' history teaches,
 * by category (Forecast); scenarios over it, compared side by side
 * (Scenarios); and frozen forecasts against what then happened (Actual vs
 * forecast). The tab, currency, granularity, compared scenarios and frozen
 * forecast live in the address.
 */
export function CashForecastPage() {
  const data = useRouteQuery<CashForecastPageQuery>(cashForecastPageQuery);
  const location = useLocation();
  const params = cashForecastParams(new URLSearchParams(location.search));
  if (!data.viewer) return null;
  const canPlan = data.viewer.permissions.includes(PLAN_FORECAST);
  const tabs: NavTab[] = TABS.map(({ tab, label }) => ({
    key: tab,
    to: `/cash-forecast${cashForecastSearch({ ...params, tab })}`,
    label: { id: label },
    active: params.tab === tab,
    testId: `cash-forecast-tab-${tab}`,
  }));
  const scenarios = data.cashForecastScenarios.map((scenario) => ({
    id: scenario.id,
    name: scenario.name,
  }));

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="cashForecast.title" />}
        description={<FormattedMessage id="cashForecast.subtitle" />}
      />
      <NavTabs tabs={tabs} testId="cash-forecast-tabs" />
      <CashForecastFilters params={params} scenarios={params.tab === 'actuals' ? [] : scenarios} />
      {params.tab === 'forecast' && data.cashForecast ? (
        <CashForecastView forecast={data.cashForecast} />
      ) : null}
      {params.tab === 'scenarios' && data.cashForecast?.removable ? (
        <ScenarioPanel
          forecast={data.cashForecast.removable}
          scenarios={data.cashForecastScenarios}
          canPlan={canPlan}
        />
      ) : null}
      {params.tab === 'actuals' && data.cashForecastSnapshots ? (
        <ForecastActualsPanel
          snapshots={data.cashForecastSnapshots}
          comparison={data.snapshot?.frozen ?? null}
          params={params}
          canPlan={canPlan}
          scenarios={scenarios}
        />
      ) : null}
    </>
  );
}
