import { Button, Card, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink, useLocation, useRevalidator } from 'react-router';
import type { ScenarioPanel_forecast$key } from '../../__generated__/ScenarioPanel_forecast.graphql';
import type {
  ScenarioPanel_scenarios$data,
  ScenarioPanel_scenarios$key,
} from '../../__generated__/ScenarioPanel_scenarios.graphql';
import type { ScenarioPanelDeleteMutation } from '../../__generated__/ScenarioPanelDeleteMutation.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { DataTable } from '../../ui/DataTable';
import { MenuIcon } from '../../ui/MenuIcon';
import { RowActionsCell, RowActionsHeaderCell } from '../../ui/RowActions';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import { categoryLabel } from './cashForecastLabels';
import { cashForecastParams, cashForecastSearch } from './cashForecastParams';
import { ScenarioDialog, type RemovableItem, type ScenarioDraft } from './ScenarioDialog';

type Scenario = ScenarioPanel_scenarios$data[number];

/**
 * The organisation's scenarios: each a named set of changes to the forecast
 * (a category up or down by a percentage, an item added, an item left out),
 * listed with what it changes; made, changed, copied and deleted by those who
 * plan the forecast, and compared side by side with it on the Forecast tab.
 */
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
        updatedAt
        adjustments {
          kind
          category
          flow
          percent
          date
          amount {
            amount
            currency
          }
          description
          itemKey
        }
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
  const deleteError = useDialogError();
  const [commitDelete, deleteBusy] = useCommit<ScenarioPanelDeleteMutation>(graphql`
    mutation ScenarioPanelDeleteMutation($input: CashForecastScenarioDeleteInput!) {
      cashForecastScenarioDelete(input: $input) {
        deletedId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const removable: RemovableItem[] = forecastData.items
    .filter((item) => item.source !== 'ADDED')
    .map((item) => ({
      key: item.key,
      label: `${formatDate(item.date, language)} · ${item.counterpartyAlias ? `${item.counterpartyAlias} · ` : ''}${item.description} · ${formatMoney(item.amount.amount, forecastData.currency, language)}`,
    }));

  const describe = (adjustment: Scenario['adjustments'][number]) => {
    const category = intl.formatMessage(categoryLabel(adjustment.category));
    if (adjustment.kind === 'PERCENT')
      return intl.formatMessage(
        { id: `cashForecast.adjustment.percent.${adjustment.flow ?? 'BOTH'}` },
        {
          category,
          percent: `${adjustment.percent?.startsWith('-') ? '' : '+'}${shortPercent(adjustment.percent ?? '')}`,
        },
      );
    if (adjustment.kind === 'ADD')
      return intl.formatMessage(
        { id: `cashForecast.adjustment.add.${adjustment.flow ?? 'OUTFLOW'}` },
        {
          description: adjustment.description ?? '',
          amount: adjustment.amount
            ? formatMoney(adjustment.amount.amount, adjustment.amount.currency, language)
            : '',
          date: adjustment.date ? formatDate(adjustment.date, language) : '',
          category,
        },
      );
    return intl.formatMessage(
      { id: 'cashForecast.adjustment.remove' },
      { item: adjustment.description ?? adjustment.itemKey ?? '' },
    );
  };
  const draftOf = (scenario: Scenario, copy: boolean): ScenarioDraft => ({
    id: copy ? null : scenario.id,
    name: copy
      ? intl
          .formatMessage({ id: 'cashForecast.scenario.copyName' }, { name: scenario.name })
          .slice(0, 80)
      : scenario.name,
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
    currency: adjustmentsCurrency(scenario) ?? forecastData.currency,
  });
  const confirmDelete = async () => {
    if (!deleting) return;
    const done = await deleteError.outcome(
      commitDelete({ variables: { input: { scenarioId: deleting.id } } }).then(
        (response) => response.cashForecastScenarioDelete,
      ),
    );
    if (!done) return;
    toastSuccess(
      intl.formatMessage({ id: 'cashForecast.scenario.deleted' }, { name: deleting.name }),
    );
    setDeleting(null);
    revalidate();
  };

  return (
    <Stack gap="5">
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <Card.Header paddingBottom="2">
          <HStack justifyContent="space-between" alignItems="flex-start" flexWrap="wrap" gap="3">
            <Stack gap="1">
              <Text fontFamily="heading" fontWeight="semibold">
                <FormattedMessage id="cashForecast.scenarios.title" />
              </Text>
              <Text color="fg.muted" fontSize="sm">
                <FormattedMessage id="cashForecast.scenarios.subtitle" />
              </Text>
            </Stack>
            {canPlan ? (
              <Button
                size="sm"
                colorPalette="brand"
                onClick={() =>
                  setDraft({ id: null, name: '', adjustments: [], currency: forecastData.currency })
                }
                data-testid="cash-forecast-scenario-create"
              >
                <MenuIcon name="plus" />
                <FormattedMessage id="cashForecast.scenarios.create" />
              </Button>
            ) : null}
          </HStack>
        </Card.Header>
        {list.length === 0 ? (
          <Card.Body paddingTop="2">
            <Text color="fg.muted" fontSize="sm" data-testid="cash-forecast-scenarios-empty">
              <FormattedMessage id="cashForecast.scenarios.empty" />
            </Text>
          </Card.Body>
        ) : (
          <DataTable
            size="sm"
            columns={[
              { key: 'name', label: intl.formatMessage({ id: 'cashForecast.scenarios.name' }) },
              {
                key: 'changes',
                label: intl.formatMessage({ id: 'cashForecast.scenarios.changes' }),
              },
            ]}
            trailingHeader={
              <RowActionsHeaderCell
                label={<FormattedMessage id="cashForecast.scenarios.actions" />}
              />
            }
            testId="cash-forecast-scenarios"
          >
            {list.map((scenario) => (
              <Table.Row key={scenario.id} data-testid="cash-forecast-scenario-row">
                <Table.Cell>
                  <Stack gap="0">
                    <Text fontWeight="medium">{scenario.name}</Text>
                    <Text fontSize="xs" color="fg.muted">
                      <FormattedMessage
                        id="cashForecast.scenarios.updated"
                        values={{ date: formatDate(scenario.updatedAt.slice(0, 10), language) }}
                      />
                    </Text>
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {scenario.adjustments.length === 0 ? (
                    <Text fontSize="sm" color="fg.muted">
                      <FormattedMessage id="cashForecast.scenarios.noChanges" />
                    </Text>
                  ) : (
                    <Stack gap="0.5" as="ul" listStyleType="none" margin="0">
                      {scenario.adjustments.map((adjustment, index) => (
                        <Text as="li" key={index} fontSize="sm">
                          {describe(adjustment)}
                        </Text>
                      ))}
                    </Stack>
                  )}
                </Table.Cell>
                <RowActionsCell>
                  <Button asChild size="xs" variant="outline">
                    <RouterLink
                      to={`/cash-forecast${cashForecastSearch({ ...params, tab: 'forecast', compare: [scenario.id] })}`}
                      data-testid="cash-forecast-scenario-compare"
                    >
                      <FormattedMessage id="cashForecast.scenarios.compare" />
                    </RouterLink>
                  </Button>
                  {canPlan ? (
                    <>
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => setDraft(draftOf(scenario, false))}
                        data-testid="cash-forecast-scenario-edit"
                      >
                        <FormattedMessage id="cashForecast.scenarios.edit" />
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        onClick={() => setDraft(draftOf(scenario, true))}
                        data-testid="cash-forecast-scenario-copy"
                      >
                        <FormattedMessage id="cashForecast.scenarios.copy" />
                      </Button>
                      <Button
                        size="xs"
                        variant="ghost"
                        colorPalette="red"
                        onClick={() => setDeleting(scenario)}
                        data-testid="cash-forecast-scenario-delete"
                      >
                        <FormattedMessage id="cashForecast.scenarios.delete" />
                      </Button>
                    </>
                  ) : null}
                </RowActionsCell>
              </Table.Row>
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
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        onConfirm={() => void confirmDelete()}
        onExitComplete={deleteError.clear}
        title={<FormattedMessage id="cashForecast.scenario.deleteTitle" />}
        body={
          <FormattedMessage
            id="cashForecast.scenario.deleteBody"
            values={{ name: deleting?.name ?? '' }}
          />
        }
        confirmLabel={<FormattedMessage id="cashForecast.scenarios.delete" />}
        busy={deleteBusy}
        error={deleteError.error}
        testId="cash-forecast-scenario-delete"
      />
    </Stack>
  );
}

/** The currency a scenario's added items are in (each is counted in forecasts of its currency). */
function adjustmentsCurrency(scenario: Scenario): string | null {
  return (
    scenario.adjustments.find((adjustment) => adjustment.kind === 'ADD')?.amount?.currency ?? null
  );
}

/** A percentage without trailing zeros: "-10.00" reads "-10", "12.50" reads "12.5". */
function shortPercent(percent: string): string {
  return percent.includes('.') ? percent.replace(/0+$/, '').replace(/\.$/, '') : percent;
}
