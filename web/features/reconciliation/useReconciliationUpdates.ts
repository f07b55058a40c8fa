import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useReconciliationUpdatesSubscription } from '../../__generated__/useReconciliationUpdatesSubscription.graphql';
import { useCoalescedRevalidate } from '../../relay/useCoalescedRevalidate';

const updatedSubscription = graphql`
  subscription useReconciliationUpdatesSubscription {
    reconciliationUpdated {
      change
      removedReconciliationId
      statementTransactions {
        id
        reconciliationStatus
        reconciledAmount {
          amount
          currency
        }
      }
      expectedTransactions {
        id
        reconciliationStatus
        reconciledAmount {
          amount
          currency
        }
      }
    }
  }
`;

/** Updates that arrive together (a bulk accept announces each match) are read in one go after this pause. */
const COALESCE_MS = 200;

/**
 * While the screen is open, every change of reconciliation in the
 * organisation (a match made or removed by another member, a proposal
 * rejected, a run) reaches it: the lines and items the update names are
 * updated in the store at once, and the screen's query is read again for
 * what moved between lists and panes (new proposals, matches, candidates).
 */
export function useReconciliationUpdates(): void {
  const revalidateSoon = useCoalescedRevalidate(COALESCE_MS);
  const config = useMemo<GraphQLSubscriptionConfig<useReconciliationUpdatesSubscription>>(
    () => ({
      subscription: updatedSubscription,
      variables: {},
      onNext: revalidateSoon,
      onError: () => undefined,
    }),
    [revalidateSoon],
  );
  useSubscription(config);
}
