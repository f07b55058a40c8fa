import { Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  ScenarioRow_scenario$data,
  ScenarioRow_scenario$key,
} from '../../__generated__/ScenarioRow_scenario.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { RowActionsCell } from '../../ui/RowActions';
import { categoryLabel } from './cashForecastLabels';
import { TwoLineText } from '../../ui/TwoLineText';

type Adjustment = ScenarioRow_scenario$data['adjustments'][number];

/**
 * One scenario in the list: its name, when it last changed and what it
 * changes, with a link comparing it beside the forecast and, for those who
 * plan, edit, copy and delete.
 */
export function ScenarioRow({
  scenario,
  compareTo,
  canPlan,
  onEdit,
  onCopy,
  onDelete,
}: {
  scenario: ScenarioRow_scenario$key;
  compareTo: string;
  canPlan: boolean;
  onEdit: () => void;
  onCopy: () => void;
  onDelete: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ScenarioRow_scenario on CashForecastScenario {
        name
        updatedAt
        adjustments {
          ...scenarioAdjustment_adjustment @relay(mask: false)
        }
      }
    `,
    scenario,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  return (
    <Table.Row data-testid="cash-forecast-scenario-row">
      <Table.Cell>
        <TwoLineText
          primary={data.name}
          secondary={
            <FormattedMessage
              id="cashForecast.scenarios.updated"
              values={{ date: formatDate(data.updatedAt.slice(0, 10), language) }}
            />
          }
        />
      </Table.Cell>
      <Table.Cell>
        {data.adjustments.length === 0 ? (
          <Text fontSize="sm" color="fg.muted">
            <FormattedMessage id="cashForecast.scenarios.noChanges" />
          </Text>
        ) : (
          <Stack gap="0.5" as="ul" listStyleType="none" margin="0">
            {data.adjustments.map((adjustment, index) => (
              <Text as="li" key={index} fontSize="sm">
                {describeAdjustment(adjustment, intl, language)}
              </Text>
            ))}
          </Stack>
        )}
      </Table.Cell>
      <RowActionsCell>
        <ActionButtonList
          size="xs"
          buttons={[
            {
              label: 'cashForecast.scenarios.compare',
              testId: 'cash-forecast-scenario-compare',
              look: 'plain',
              to: compareTo,
            },
            {
              label: 'cashForecast.scenarios.edit',
              testId: 'cash-forecast-scenario-edit',
              look: 'quiet',
              shown: canPlan,
              onClick: onEdit,
            },
            {
              label: 'cashForecast.scenarios.copy',
              testId: 'cash-forecast-scenario-copy',
              look: 'quiet',
              shown: canPlan,
              onClick: onCopy,
            },
            {
              label: 'cashForecast.scenarios.delete',
              testId: 'cash-forecast-scenario-delete',
              look: 'quietDanger',
              shown: canPlan,
              onClick: onDelete,
            },
          ]}
        />
      </RowActionsCell>
    </Table.Row>
  );
}

/** One change of a scenario in a sentence: "Payroll +10%", "Adds Rent of Rp 5.000.000,00 on 1 Mar", "Leaves out …". */
function describeAdjustment(adjustment: Adjustment, intl: IntlShape, language: Language): string {
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
}

/** A percentage without trailing zeros: "-10.00" reads "-10", "12.50" reads "12.5". */
function shortPercent(percent: string): string {
  return percent.includes('.') ? percent.replace(/0+$/, '').replace(/\.$/, '') : percent;
}
