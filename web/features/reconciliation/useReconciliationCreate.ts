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
        ...userErrorFields_userError @relay(mask: false)
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

/** What a reconciliation is made of: the statement transactions, the items, and whether it matches only part of them. */
type ReconciliationInput = {
  statementTransactionIds: readonly string[];
  itemIds: readonly string[];
  partial: boolean;
};

/** The service's refusal of a reconciliation. */
type Refusal = { readonly code: string; readonly message: string };

/**
 * Makes a reconciliation of lines and items, by hand or from a proposal's
 * other candidate: answers the service's refusal, if any; once it is made,
 * calls `onCreated`, says so (matched, or partly) and reads the page again.
 */
export function useCreateReconciliation(): [
  (input: ReconciliationInput, onCreated: () => void) => Promise<Refusal | null>,
  boolean,
] {
  const intl = useIntl();
  const { revalidate } = useRevalidator();
  const [commit, creating] = useCommit<useReconciliationCreateMutation>(createMutation);
  const create = async (input: ReconciliationInput, onCreated: () => void) => {
    const { reconciliationCreate } = await commit({ variables: { input } });
    const refusal = reconciliationCreate.userErrors[0];
    if (refusal) return refusal;
    onCreated();
    toastSuccess(
      intl.formatMessage({
        id:
          reconciliationCreate.reconciliation?.result === 'PARTIAL_MATCH'
            ? 'reconciliation.match.partialDone'
            : 'reconciliation.match.done',
      }),
    );
    await revalidate();
    return null;
  };
  return [create, creating];
}

/**
 * Matching by hand: `match` refuses different totals unless partial (setting
 * the mismatch warning that offers the partial match), creates the
 * reconciliation, calls `onCreated`, says so and reads the page again
 * (after `onMatched`). A refusal of the amounts (they moved under us) raises
 * the warning again; any other says why in `error`.
 */
export function useReconciliationCreate(onMatched: () => void) {
  const errorMessage = useErrorMessage();
  const failed = useMutationFailure();
  const [create, creating] = useCreateReconciliation();
  const [mismatch, setMismatch] = useState<Mismatch | null>(null);
  const [error, setError] = useState<string | null>(null);

  const match = async (request: MatchRequest, onCreated: () => void) => {
    setError(null);
    if (!request.partial && request.remaining !== 0n) {
      setMismatch(request.remaining > 0n ? 'U-TRSY-RC-3' : 'U-TRSY-RC-4');
      return;
    }
    try {
      const refusal = await create(
        {
          statementTransactionIds: request.lineIds,
          itemIds: request.itemIds,
          partial: request.partial,
        },
        () => {
          onCreated();
          setMismatch(null);
          onMatched();
        },
      );
      if (!refusal) return;
      // The amounts moved under us (another member matched part of them): the warning offers the partial match again.
      if (refusal.code === 'U-TRSY-RC-3' || refusal.code === 'U-TRSY-RC-4')
        setMismatch(refusal.code);
      else setError(errorMessage(refusal.code, refusal.message));
    } catch (thrown) {
      setError(failed(thrown));
    }
  };

  return { match, creating, mismatch, setMismatch, error, setError };
}
