import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { useMatchAlternativeMutation } from '../../__generated__/useMatchAlternativeMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { toastSuccess } from '../../ui/toaster';

const matchMutation = graphql`
  mutation useMatchAlternativeMutation($input: ReconciliationCreateInput!) {
    reconciliationCreate(input: $input) {
      reconciliation {
        id
        result
      }
      userErrors {
        field
        code
        message
      }
    }
  }
`;

/** What matching a candidate takes of it: its lines, its items and whether it is a partial match. */
type Candidate = {
  readonly result: string;
  readonly statementTransactions: readonly { readonly id: string }[];
  readonly items: readonly object[];
};

/**
 * "Match this instead" on one of a proposal's other candidates: matches its
 * lines and items as a reviewer would by hand, says so and reads the screen
 * again, or keeps why it could not in `error`.
 */
export function useMatchAlternative() {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const { revalidate } = useRevalidator();
  const [match, matching] = useCommit<useMatchAlternativeMutation>(matchMutation);
  const [error, setError] = useState<string | null>(null);

  const pick = async (candidate: Candidate) => {
    setError(null);
    const itemIds = candidate.items.flatMap((item) =>
      'id' in item && typeof item.id === 'string' && item.id ? [item.id] : [],
    );
    try {
      const { reconciliationCreate } = await match({
        variables: {
          input: {
            statementTransactionIds: candidate.statementTransactions.map((line) => line.id),
            itemIds,
            partial: candidate.result === 'PARTIAL_MATCH',
          },
        },
      });
      const refusal = reconciliationCreate.userErrors[0];
      if (refusal) {
        setError(errorMessage(refusal.code, refusal.message));
        return;
      }
      toastSuccess(
        intl.formatMessage({
          id:
            reconciliationCreate.reconciliation?.result === 'PARTIAL_MATCH'
              ? 'reconciliation.match.partialDone'
              : 'reconciliation.match.done',
        }),
      );
      await revalidate();
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  return { pick, matching, error };
}
