import { Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useRevalidator } from 'react-router';
import type { ScenarioPanel_forecast$key } from '../../__generated__/ScenarioPanel_forecast.graphql';
import type {
  ScenarioPanel_scenarios$data,
  ScenarioPanel_scenarios$key,
} from '../../__generated__/ScenarioPanel_scenarios.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardEmptyNote } from '../../ui/CardEmptyNote';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { cashForecastParams, cashForecastSearch } from './cashForecastParams';
import { ScenarioDeleteDialog } from './ScenarioDeleteDialog';
import { ScenarioDialog, type RemovableItem, type ScenarioDraft } from './ScenarioDialog';
import { ScenarioPanelHeader } from './ScenarioPanelHeader';
import { ScenarioRow } from './ScenarioRow';
import { scenarioDraft } from './scenarioDraft';

type Scenario = ScenarioPanel_scenarios$data[number];

/**
 * The organisation's scenarios: each a named set of changes to the forecast
 * (a category up or down by a percentage, an item added, an item left out),
 * listed with what it changes; made, changed, copied and deleted by those who
 * plan the forecast, and compared side by side with it on the Forecast tab.
 */
/** The table's columns: the scenario's name and its changes. */
const COLUMNS = messageColumns(['cashForecast.scenarios.name', 'cashForecast.scenarios.changes']);

export function ScenarioPanel({
  forecast,
  scenarios,
  canPlan,
}: {
  forecast: ScenarioPanel_forecast$key;
  scenarios: ScenarioPanel_scenarios$key;
  canPlan: boolean;
}) {
  const forecastData = useFragment(
    graphql`
      fragment ScenarioPanel_forecast on CashForecast {
        currency
        items {
          key
          source
          date
          description
          counterpartyAlias
          amount {
            amount
          }
        }
      }
    `,
    forecast,
  );
  const list = useFragment(
    graphql`
      fragment ScenarioPanel_scenarios on CashForecastScenario @relay(plural: true) {
        id
        name
        adjustments {
          ...scenarioAdjustment_adjustment @relay(mask: false)
        }
        ...ScenarioRow_scenario
      }
    `,
    scenarios,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const location = useLocation();
  const { revalidate } = useRevalidator();
  const params = cashForecastParams(new URLSearchParams(location.search));
  const [draft, setDraft] = useState<ScenarioDraft | null>(null);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const removable: RemovableItem[] = forecastData.items
    .filter((item) => item.source !== 'ADDED')
    .map((item) => ({
      key: item.key,
      label: `${formatDate(item.date, language)} · ${item.counterpartyAlias ? `${item.counterpartyAlias} · ` : ''}${item.description} · ${formatMoney(item.amount.amount, forecastData.currency, language)}`,
    }));

  const draftOf = (scenario: Scenario, copy: boolean): ScenarioDraft =>
    scenarioDraft(
      scenario,
      copy
        ? intl.formatMessage({ id: 'cashForecast.scenario.copyName' }, { name: scenario.name })
        : null,
      forecastData.currency,
    );

  return (
    <Stack gap="5">
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <ScenarioPanelHeader
          onCreate={
            canPlan
              ? () =>
                  setDraft({ id: null, name: '', adjustments: [], currency: forecastData.currency })
              : null
          }
        />
        {list.length === 0 ? (
          <CardEmptyNote testId="cash-forecast-scenarios-empty">
            <FormattedMessage id="cashForecast.scenarios.empty" />
          </CardEmptyNote>
        ) : (
          <DataTable
            size="sm"
            columns={COLUMNS}
            actionsLabel={<FormattedMessage id="cashForecast.scenarios.actions" />}
            testId="cash-forecast-scenarios"
          >
            {list.map((scenario) => (
              <ScenarioRow
                key={scenario.id}
                scenario={scenario}
                compareTo={`/cash-forecast${cashForecastSearch({ ...params, tab: 'forecast', compare: [scenario.id] })}`}
                canPlan={canPlan}
                onEdit={() => setDraft(draftOf(scenario, false))}
                onCopy={() => setDraft(draftOf(scenario, true))}
                onDelete={() => setDeleting(scenario)}
              />
            ))}
          </DataTable>
        )}
      </Card.Root>
      <ScenarioDialog
        draft={draft}
        removable={removable}
        onClose={() => setDraft(null)}
        onSaved={revalidate}
      />
      <ScenarioDeleteDialog
        scenario={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={revalidate}
      />
    </Stack>
  );
}
