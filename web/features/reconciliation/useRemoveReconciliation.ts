import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { useRemoveReconciliationMutation } from '../../__generated__/useRemoveReconciliationMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { toastSuccess } from '../../ui/toaster';

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
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const { revalidate } = useRevalidator();
  const [remove, removing] = useCommit<useRemoveReconciliationMutation>(removeMutation);
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setError(null);
    try {
      const { reconciliationRemove } = await remove({
        variables: { input: { reconciliationId } },
      });
      const refusal = reconciliationRemove.userErrors[0];
      if (refusal) {
        setError(errorMessage(refusal.code, refusal.message));
        return;
      }
      setConfirming(false);
      toastSuccess(intl.formatMessage({ id: 'reconciliation.remove.done' }));
      await revalidate();
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  return { confirming, setConfirming, confirm, removing, error, clearError: () => setError(null) };
}
