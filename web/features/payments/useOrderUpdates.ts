import { useEffect, useMemo, useRef } from 'react';
import { graphql, useSubscription } from 'react-relay';
import { useRevalidator } from 'react-router';
import type { GraphQLSubscriptionConfig } from 'relay-runtime';
import type { useOrderUpdatesPaymentSubscription } from '../../__generated__/useOrderUpdatesPaymentSubscription.graphql';
import type { useOrderUpdatesTransferSubscription } from '../../__generated__/useOrderUpdatesTransferSubscription.graphql';
import type { OrderKind } from './orderKinds';

const paymentUpdated = graphql`
  subscription useOrderUpdatesPaymentSubscription {
    paymentUpdated {
      change
      payment {
        id
        status
        archived
        viewerCanApprove
        version
        failureReason
        updatedAt
      }
    }
  }
`;

const transferUpdated = graphql`
  subscription useOrderUpdatesTransferSubscription {
    transferUpdated {
      change
      transfer {
        id
        status
        archived
        viewerCanApprove
        version
        failureReason
        updatedAt
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
  const config = useMemo<
    GraphQLSubscriptionConfig<
      useOrderUpdatesPaymentSubscription | useOrderUpdatesTransferSubscription
    >
  >(() => {
    const onNext = () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void revalidateRef.current();
      }, COALESCE_MS);
    };
    return {
      subscription: kind === 'PAYMENT' ? paymentUpdated : transferUpdated,
      variables: {},
      onNext,
      onError: () => undefined,
    };
  }, [kind]);
  useSubscription(config);
}
