import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useReconciliationRunMutation } from '../../__generated__/useReconciliationRunMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useDialogError } from '../../ui/useDialogError';

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
  const { error, outcome } = useDialogError();
  const [run, running] = useCommit<useReconciliationRunMutation>(runMutation);

  const start = async () => {
    const ran = await outcome(
      run({ variables: { input: { bankAccountId: bankAccountId || null } } }).then(
        (response) => response.reconciliationRun,
      ),
      (payload) => payload.userErrors.length === 0 && payload.run !== null,
    );
    if (!ran?.run) return;
    const { proposed, confirmed, statementTransactions } = ran.run;
    toastSuccess(
      intl.formatMessage(
        { id: 'reconciliation.run.done' },
        { proposed, confirmed, lines: statementTransactions },
      ),
    );
    onDone();
  };

  return { start, running, error };
}
