import { Card, Stack } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { PanelTitleRow } from '../../ui/PanelTitleRow';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  ForecastComparisonView_snapshot$data,
  ForecastComparisonView_snapshot$key,
} from '../../__generated__/ForecastComparisonView_snapshot.graphql';
import type { ForecastComparisonViewDeleteMutation } from '../../__generated__/ForecastComparisonViewDeleteMutation.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';
import { ForecastComparisonCategories } from './ForecastComparisonCategories';
import { ForecastComparisonItems } from './ForecastComparisonItems';
import { ForecastComparisonPeriods } from './ForecastComparisonPeriods';

/**
 * A frozen forecast against what happened: per period its status and net
 * flow as frozen, as the statement lines show it and the difference; per
 * category the same, four periods at a time; and each item it counted, with
 * what reconciliation has matched of it since.
 */
export function ForecastComparisonView({
  snapshot,
  canPlan,
  onDeleted,
}: {
  snapshot: ForecastComparisonView_snapshot$key;
  canPlan: boolean;
  onDeleted: () => void;
}) {
  const data = useFragment(
    graphql`
      fragment ForecastComparisonView_snapshot on CashForecastSnapshot {
        id
        name
        currency
        asOf
        scenarioName
        openingBalance {
          amount
        }
        comparison {
          asOf
        }
        ...ForecastComparisonPeriods_snapshot
        ...ForecastComparisonCategories_snapshot
        ...ForecastComparisonItems_snapshot
      }
    `,
    snapshot,
  );
  const [deleting, setDeleting] = useState(false);
  const deletion = useDeleteSnapshot(data.id, data.name, () => {
    setDeleting(false);
    onDeleted();
  });

  return (
    <Stack gap="5" data-testid="cash-forecast-comparison">
      <Card.Root variant="outline" bg="bg" overflow="hidden">
        <ComparisonHeader data={data} onDelete={canPlan ? () => setDeleting(true) : null} />
        <ForecastComparisonPeriods snapshot={data} />
      </Card.Root>
      <ForecastComparisonCategories snapshot={data} />
      <ForecastComparisonItems snapshot={data} />
      <ConfirmDialog
        open={deleting}
        onClose={() => setDeleting(false)}
        onConfirm={() => void deletion.remove()}
        onExitComplete={deletion.clear}
        title={<FormattedMessage id="cashForecast.actuals.deleteTitle" />}
        body={
          <FormattedMessage id="cashForecast.actuals.deleteBody" values={{ name: data.name }} />
        }
        confirmLabel={<FormattedMessage id="cashForecast.actuals.delete" />}
        busy={deletion.busy}
        error={deletion.error}
        testId="cash-forecast-snapshot-delete"
      />
    </Stack>
  );
}

/** The frozen forecast's name, when it was frozen from what opening balance (and scenario), and its delete button where the viewer may delete it. */
function ComparisonHeader({
  data,
  onDelete,
}: {
  data: ForecastComparisonView_snapshot$data;
  onDelete: (() => void) | null;
}) {
  const { language } = useLanguage();
  return (
    <Card.Header paddingBottom="2">
      <PanelTitleRow
        title={data.name}
        description={
          <FormattedMessage
            id="cashForecast.comparison.subtitle"
            values={{
              date: formatDate(data.asOf, language),
              opening: formatMoney(data.openingBalance.amount, data.currency, language),
              scenario: data.scenarioName ?? '',
              hasScenario: data.scenarioName ? 'yes' : 'no',
              today: formatDate(data.comparison.asOf, language),
            }}
          />
        }
      >
        {onDelete ? (
          <ActionButtonList
            size="sm"
            buttons={[
              {
                label: 'cashForecast.actuals.delete',
                testId: 'cash-forecast-snapshot-delete',
                look: 'danger',
                onClick: onDelete,
              },
            ]}
          />
        ) : null}
      </PanelTitleRow>
    </Card.Header>
  );
}

/** Deletes the frozen forecast and says so; `busy` meanwhile, `error` when it is refused. */
function useDeleteSnapshot(snapshotId: string, name: string, onDone: () => void) {
  const intl = useIntl();
  const deleteError = useDialogError();
  const [commitDelete, busy] = useCommit<ForecastComparisonViewDeleteMutation>(graphql`
    mutation ForecastComparisonViewDeleteMutation($input: CashForecastSnapshotDeleteInput!) {
      cashForecastSnapshotDelete(input: $input) {
        deletedId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const remove = async () => {
    const done = await deleteError.outcome(
      commitDelete({ variables: { input: { snapshotId } } }).then(
        (response) => response.cashForecastSnapshotDelete,
      ),
    );
    if (!done) return;
    toastSuccess(intl.formatMessage({ id: 'cashForecast.actuals.deleted' }, { name }));
    onDone();
  };
  return { remove, busy, error: deleteError.error, clear: deleteError.clear };
}
