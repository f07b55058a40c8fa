import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { ScenarioDeleteDialogMutation } from '../../__generated__/ScenarioDeleteDialogMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';

/** Asks before a scenario is deleted, deletes it and says so; open while `scenario` is set. */
export function ScenarioDeleteDialog({
  scenario,
  onClose,
  onDeleted,
}: {
  scenario: { id: string; name: string } | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const intl = useIntl();
  const deleteError = useDialogError();
  const [commitDelete, deleteBusy] = useCommit<ScenarioDeleteDialogMutation>(graphql`
    mutation ScenarioDeleteDialogMutation($input: CashForecastScenarioDeleteInput!) {
      cashForecastScenarioDelete(input: $input) {
        deletedId
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const confirmDelete = async () => {
    if (!scenario) return;
    const done = await deleteError.outcome(
      commitDelete({ variables: { input: { scenarioId: scenario.id } } }).then(
        (response) => response.cashForecastScenarioDelete,
      ),
    );
    if (!done) return;
    toastSuccess(
      intl.formatMessage({ id: 'cashForecast.scenario.deleted' }, { name: scenario.name }),
    );
    onClose();
    onDeleted();
  };
  return (
    <ConfirmDialog
      open={scenario !== null}
      onClose={onClose}
      onConfirm={() => void confirmDelete()}
      onExitComplete={deleteError.clear}
      title={<FormattedMessage id="cashForecast.scenario.deleteTitle" />}
      body={
        <FormattedMessage
          id="cashForecast.scenario.deleteBody"
          values={{ name: scenario?.name ?? '' }}
        />
      }
      confirmLabel={<FormattedMessage id="cashForecast.scenarios.delete" />}
      busy={deleteBusy}
      error={deleteError.error}
      testId="cash-forecast-scenario-delete"
    />
  );
}
