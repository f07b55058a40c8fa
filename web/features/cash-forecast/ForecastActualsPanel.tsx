import { Card, Flex, Stack, Text } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { PanelTitleRow } from '../../ui/PanelTitleRow';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { useNavigate } from 'react-router';
import type {
  ForecastActualsPanel_snapshots$data,
  ForecastActualsPanel_snapshots$key,
} from '../../__generated__/ForecastActualsPanel_snapshots.graphql';
import type { ForecastComparisonView_snapshot$key } from '../../__generated__/ForecastComparisonView_snapshot.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FilterSelect } from '../../ui/FilterSelect';
import { cashForecastSearch, type CashForecastParams } from './cashForecastParams';
import { ForecastComparisonView } from './ForecastComparisonView';
import { FreezeDialog } from './FreezeDialog';

type ForecastActualsPanelProps = {
  snapshots: ForecastActualsPanel_snapshots$key;
  /** The chosen frozen forecast's comparison, when one is chosen (and still there). */
  comparison: ForecastComparisonView_snapshot$key | null;
  params: CashForecastParams;
  canPlan: boolean;
  scenarios: readonly { id: string; name: string }[];
};

/**
 * Frozen forecasts of the currency, newest first: freeze the forecast (or a
 * scenario of it) as it stands today, then choose one to see, period by
 * period and category by category, what happened against it, and what
 * became of each item it counted.
 */
export function ForecastActualsPanel({
  snapshots,
  comparison,
  params,
  canPlan,
  scenarios,
}: ForecastActualsPanelProps) {
  const list = useFragment(
    graphql`
      fragment ForecastActualsPanel_snapshots on CashForecastSnapshot @relay(plural: true) {
        id
        name
        asOf
        granularity
        scenarioName
      }
    `,
    snapshots,
  );
  const navigate = useNavigate();
  const [freezing, setFreezing] = useState(false);
  const chosen =
    params.snapshot && list.some((snapshot) => snapshot.id === params.snapshot)
      ? params.snapshot
      : null;
  const go = (snapshot: string | null) =>
    void navigate(`/cash-forecast${cashForecastSearch({ ...params, snapshot })}`);

  return (
    <Stack gap="5">
      <Card.Root variant="outline" bg="bg">
        <Card.Body padding="4">
          <Stack gap="3">
            <PanelTitleRow
              title={<FormattedMessage id="cashForecast.actuals.title" />}
              description={<FormattedMessage id="cashForecast.actuals.subtitle" />}
            >
              {canPlan ? (
                <ActionButtonList
                  size="sm"
                  buttons={[
                    {
                      label: 'cashForecast.actuals.freeze',
                      testId: 'cash-forecast-freeze',
                      look: 'main',
                      icon: 'plus',
                      onClick: () => setFreezing(true),
                    },
                  ]}
                />
              ) : null}
            </PanelTitleRow>
            <SnapshotPicker list={list} chosen={chosen} currency={params.currency} onChoose={go} />
          </Stack>
        </Card.Body>
      </Card.Root>
      {chosen && comparison ? (
        <ForecastComparisonView
          key={chosen}
          snapshot={comparison}
          canPlan={canPlan}
          onDeleted={() => go(null)}
        />
      ) : null}
      <FreezeDialog
        open={freezing}
        currency={params.currency}
        granularity={params.granularity}
        scenarios={scenarios}
        onClose={() => setFreezing(false)}
        onFrozen={(id) => go(id)}
      />
    </Stack>
  );
}

type SnapshotPickerProps = {
  list: ForecastActualsPanel_snapshots$data;
  /** The chosen frozen forecast's id, when one is chosen. */
  chosen: string | null;
  currency: string;
  onChoose: (snapshot: string | null) => void;
};

/** The choice of a frozen forecast (named with its date, granularity and scenario), or that the currency has none. */
function SnapshotPicker({ list, chosen, currency, onChoose }: SnapshotPickerProps) {
  const intl = useIntl();
  const { language } = useLanguage();
  return list.length === 0 ? (
    <Text color="fg.muted" fontSize="sm" data-testid="cash-forecast-snapshots-empty">
      <FormattedMessage id="cashForecast.actuals.empty" values={{ currency }} />
    </Text>
  ) : (
    <Flex>
      <FilterSelect
        name="snapshot"
        label={<FormattedMessage id="cashForecast.actuals.choose" />}
        value={chosen ?? ''}
        onChange={(value) => onChoose(value || null)}
        placeholder={intl.formatMessage({ id: 'cashForecast.actuals.choosePlaceholder' })}
        options={list.map((snapshot) => ({
          value: snapshot.id,
          label: intl.formatMessage(
            { id: 'cashForecast.actuals.option' },
            {
              name: snapshot.name,
              date: formatDate(snapshot.asOf, language),
              granularity: intl.formatMessage({
                id: `cashForecast.granularity.${snapshot.granularity}`,
              }),
              scenario: snapshot.scenarioName ?? '',
              hasScenario: snapshot.scenarioName ? 'yes' : 'no',
            },
          ),
        }))}
        testId="cash-forecast-snapshot"
        minWidth="80"
      />
    </Flex>
  );
}
