import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useReconciliationRunMutation } from '../../__generated__/useReconciliationRunMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { toastSuccess } from '../../ui/toaster';

const runMutation = graphql`
  mutation useReconciliationRunMutation($input: ReconciliationRunInput!) {
    reconciliationRun(input: $input) {
      run {
        statementTransactions
        items
        proposed
        confirmed
        milliseconds
      }
      userErrors {
        ...userErrorFields_userError @relay(mask: false)
      }
    }
  }
`;

/**
 * Runs the reconciliation engine over one bank account's lines (every
 * account's when `bankAccountId` is empty): says what it proposed and
 * confirmed and calls `onDone`, or keeps why it could not run in `error`.
 */
export function useReconciliationRun(bankAccountId: string, onDone: () => void) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const [run, running] = useCommit<useReconciliationRunMutation>(runMutation);
  const [error, setError] = useState<string | null>(null);

  const start = async () => {
    setError(null);
    try {
      const { reconciliationRun } = await run({
        variables: { input: { bankAccountId: bankAccountId || null } },
      });
      const refusal = reconciliationRun.userErrors[0];
      if (refusal || !reconciliationRun.run) {
        setError(errorMessage(refusal?.code, refusal?.message));
        return;
      }
      const { proposed, confirmed, statementTransactions } = reconciliationRun.run;
      toastSuccess(
        intl.formatMessage(
          { id: 'reconciliation.run.done' },
          { proposed, confirmed, lines: statementTransactions },
        ),
      );
      onDone();
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  return { start, running, error };
}
