import { Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useLocation, useRevalidator } from 'react-router';
import type {
  ScenarioPanel_forecast$data,
  ScenarioPanel_forecast$key,
} from '../../__generated__/ScenarioPanel_forecast.graphql';
import type {
  ScenarioPanel_scenarios$data,
  ScenarioPanel_scenarios$key,
} from '../../__generated__/ScenarioPanel_scenarios.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardEmptyNote } from '../../ui/CardEmptyNote';
import { DataTable } from '../../ui/DataTable';
import { messageColumns } from '../../ui/messageColumns';
import { forecastItemName } from './cashForecastLabels';
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
  const { revalidate } = useRevalidator();
  const [draft, setDraft] = useState<ScenarioDraft | null>(null);
  const [deleting, setDeleting] = useState<Scenario | null>(null);
  const removable = useRemovableItems(forecastData.items, forecastData.currency);

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
        <ScenarioTable
          list={list}
          canPlan={canPlan}
          onEdit={(scenario) => setDraft(draftOf(scenario, false))}
          onCopy={(scenario) => setDraft(draftOf(scenario, true))}
          onDelete={setDeleting}
        />
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

/** The forecast's items a scenario can leave out (those it did not add), each labelled by date, counterparty, description and amount. */
function useRemovableItems(
  items: ScenarioPanel_forecast$data['items'],
  currency: string,
): RemovableItem[] {
  const { language } = useLanguage();
  return items
    .filter((item) => item.source !== 'ADDED')
    .map((item) => ({
      key: item.key,
      label: `${formatDate(item.date, language)} · ${forecastItemName(item)} · ${formatMoney(item.amount.amount, currency, language)}`,
    }));
}

type ScenarioTableProps = {
  list: ScenarioPanel_scenarios$data;
  canPlan: boolean;
  onEdit: (scenario: Scenario) => void;
  onCopy: (scenario: Scenario) => void;
  onDelete: (scenario: Scenario) => void;
};

/** The scenarios with what each changes, a link comparing each with the forecast, and their actions; or that there is none. */
function ScenarioTable({ list, canPlan, onEdit, onCopy, onDelete }: ScenarioTableProps) {
  const location = useLocation();
  const params = cashForecastParams(new URLSearchParams(location.search));
  return list.length === 0 ? (
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
          onEdit={() => onEdit(scenario)}
          onCopy={() => onCopy(scenario)}
          onDelete={() => onDelete(scenario)}
        />
      ))}
    </DataTable>
  );
}
