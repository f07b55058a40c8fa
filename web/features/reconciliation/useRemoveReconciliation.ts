import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { useRemoveReconciliationMutation } from '../../__generated__/useRemoveReconciliationMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';

/** Only whether it went: the screen's query is read again afterwards, which brings the lines' and items' new statuses and totals. */
const removeMutation = graphql`
  mutation useRemoveReconciliationMutation($input: ReconciliationRemoveInput!) {
    reconciliationRemove(input: $input) {
      removedReconciliationId
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * Removing one match after a confirmation: `confirming` while its dialog is
 * open, `confirm` removes it (says so and reads the screen again), or keeps
 * why it could not in `error`.
 */
export function useRemoveReconciliation(reconciliationId: string) {
  const intl = useIntl();
  const { error, clear, outcome } = useDialogError();
  const { revalidate } = useRevalidator();
  const [remove, removing] = useCommit<useRemoveReconciliationMutation>(removeMutation);
  const [confirming, setConfirming] = useState(false);

  const confirm = async () => {
    const removed = await outcome(
      remove({ variables: { input: { reconciliationId } } }).then(
        (response) => response.reconciliationRemove,
      ),
    );
    if (!removed) return;
    setConfirming(false);
    toastSuccess(intl.formatMessage({ id: 'reconciliation.remove.done' }));
    await revalidate();
  };

  return { confirming, setConfirming, confirm, removing, error, clearError: clear };
}
