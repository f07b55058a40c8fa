import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useReconciliationUpdatesSubscription } from '../../__generated__/useReconciliationUpdatesSubscription.graphql';

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
  const { revalidate } = useRevalidator();
  const revalidateRef = useRef(revalidate);
  useEffect(() => {
    revalidateRef.current = revalidate;
  }, [revalidate]);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const config = useMemo<GraphQLSubscriptionConfig<useReconciliationUpdatesSubscription>>(
    () => ({
      subscription: updatedSubscription,
      variables: {},
      onNext: () => {
        if (timer.current) return;
        timer.current = setTimeout(() => {
          timer.current = null;
          void revalidateRef.current();
        }, COALESCE_MS);
      },
      onError: () => undefined,
    }),
    [],
  );
  useSubscription(config);
}
