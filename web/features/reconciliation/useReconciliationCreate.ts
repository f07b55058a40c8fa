import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { useReconciliationCreateMutation } from '../../__generated__/useReconciliationCreateMutation.graphql';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useCommit } from '../../relay/useCommit';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { toastSuccess } from '../../ui/toaster';

const createMutation = graphql`
  mutation useReconciliationCreateMutation($input: ReconciliationCreateInput!) {
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

/** Which mismatch the totals show: the lines above the items (U-TRSY-RC-3) or below them (U-TRSY-RC-4). */
export type Mismatch = 'U-TRSY-RC-3' | 'U-TRSY-RC-4';

/** What a hand match joins: the statement transactions, the items, and what the lines leave over the items (cents). */
type MatchRequest = {
  lineIds: string[];
  itemIds: string[];
  remaining: bigint;
  partial: boolean;
};

/**
 * Matching by hand: `match` refuses different totals unless partial (setting
 * the mismatch warning that offers the partial match), creates the
 * reconciliation, calls `onCreated`, says so and reads the page again
 * (after `onMatched`). A refusal of the amounts (they moved under us) raises
 * the warning again; any other says why in `error`.
 */
export function useReconciliationCreate(onMatched: () => void) {
  const intl = useIntl();
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const { revalidate } = useRevalidator();
  const [create, creating] = useCommit<useReconciliationCreateMutation>(createMutation);
  const [mismatch, setMismatch] = useState<Mismatch | null>(null);
  const [error, setError] = useState<string | null>(null);

  const match = async (request: MatchRequest, onCreated: () => void) => {
    setError(null);
    if (!request.partial && request.remaining !== 0n) {
      setMismatch(request.remaining > 0n ? 'U-TRSY-RC-3' : 'U-TRSY-RC-4');
      return;
    }
    try {
      const { reconciliationCreate } = await create({
        variables: {
          input: {
            statementTransactionIds: request.lineIds,
            itemIds: request.itemIds,
            partial: request.partial,
          },
        },
      });
      const refusal = reconciliationCreate.userErrors[0];
      if (refusal) {
        // The amounts moved under us (another member matched part of them): the warning offers the partial match again.
        if (refusal.code === 'U-TRSY-RC-3' || refusal.code === 'U-TRSY-RC-4')
          setMismatch(refusal.code);
        else setError(errorMessage(refusal.code, refusal.message));
        return;
      }
      onCreated();
      setMismatch(null);
      toastSuccess(
        intl.formatMessage({
          id:
            reconciliationCreate.reconciliation?.result === 'PARTIAL_MATCH'
              ? 'reconciliation.match.partialDone'
              : 'reconciliation.match.done',
        }),
      );
      onMatched();
      await revalidate();
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  return { match, creating, mismatch, setMismatch, error, setError };
}
