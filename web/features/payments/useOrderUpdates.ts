import { useMemo } from 'react';
import { graphql, useSubscription } from 'react-relay';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOrderUpdatesPaymentSubscription } from '../../__generated__/useOrderUpdatesPaymentSubscription.graphql';
import type { useOrderUpdatesTransferSubscription } from '../../__generated__/useOrderUpdatesTransferSubscription.graphql';
import { useCoalescedRevalidate } from '../../relay/useCoalescedRevalidate';
import type { OrderKind } from './orderKinds';

/**
 * What an update carries of either kind's order: only its own fields (see
 * `useOrderUpdates`), which the store takes in for the row and the detail.
 */
export const orderUpdateFields = graphql`
  fragment useOrderUpdates_order on PaymentOrder {
    id
    status
    archived
    viewerCanApprove
    version
    failureReason
    updatedAt
  }
`;

const paymentUpdated = graphql`
  subscription useOrderUpdatesPaymentSubscription {
    paymentUpdated {
      change
      payment {
        ...useOrderUpdates_order
      }
    }
  }
`;

const transferUpdated = graphql`
  subscription useOrderUpdatesTransferSubscription {
    transferUpdated {
      change
      transfer {
        ...useOrderUpdates_order
      }
    }
  }
`;

/** Updates that arrive together (a bulk approval announces each order) are read in one go after this pause. */
const COALESCE_MS = 250;

/**
 * While a list is open, every change of its kind in the organisation (made,
 * changed, approved by another member, rejected, cancelled, archived, sent,
 * failed) reaches it without a reload: the order's status changes in the
 * store at once (its row's badge and an open detail's), and the screen's
 * query is read again for the rest and for the rows that join or leave the
 * tab. The update asks only the order's own fields: a thousand open lists
 * hearing one change must not each make the BFF read its accounts and
 * counterparty again (bench/payment-subscribers.ts).
 */
export function useOrderUpdates(kind: OrderKind): void {
  const revalidateSoon = useCoalescedRevalidate(COALESCE_MS);
  const config = useMemo<
    GraphQLSubscriptionConfig<
      useOrderUpdatesPaymentSubscription | useOrderUpdatesTransferSubscription
    >
  >(
    () => ({
      subscription: kind === 'PAYMENT' ? paymentUpdated : transferUpdated,
      variables: {},
      onNext: revalidateSoon,
      onError: () => undefined,
    }),
    [kind, revalidateSoon],
  );
  useSubscription(config);
}
