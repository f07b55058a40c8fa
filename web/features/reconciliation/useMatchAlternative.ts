import { useState } from 'react';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { useCreateReconciliation } from './useReconciliationCreate';

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
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const [create, matching] = useCreateReconciliation();
  const [error, setError] = useState<string | null>(null);

  const pick = async (candidate: Candidate) => {
    setError(null);
    const itemIds = candidate.items.flatMap((item) =>
      'id' in item && typeof item.id === 'string' && item.id ? [item.id] : [],
    );
    try {
      const refusal = await create(
        {
          statementTransactionIds: candidate.statementTransactions.map((line) => line.id),
          itemIds,
          partial: candidate.result === 'PARTIAL_MATCH',
        },
        () => undefined,
      );
      if (refusal) setError(errorMessage(refusal.code, refusal.message));
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  return { pick, matching, error };
}
