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
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
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
        ...PaymentOrderRow_order
        ...PaymentOrderDetails_order
      }
    }
  }
`;

/** Updates that arrive together (a bulk approval announces each order) are read in one go after this pause. */
const COALESCE_MS = 250;

/**
 * While a list is open, every change of its kind in the organisation (made,
 * changed, approved by another member, rejected, cancelled, archived, sent,
 * failed) reaches it without a reload: the order the update carries changes
 * in the store at once (its row's status and an open detail), and the
 * screen's query is read again for the rows that join or leave the tab.
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
  const config = useMemo<GraphQLSubscriptionConfig<useOrderUpdatesPaymentSubscription | useOrderUpdatesTransferSubscription>>(() => {
    const onNext = () => {
      if (timer.current) return;
      timer.current = setTimeout(() => {
        timer.current = null;
        void revalidateRef.current();
      }, COALESCE_MS);
    };
    return { subscription: kind === 'PAYMENT' ? paymentUpdated : transferUpdated, variables: {}, onNext, onError: () => undefined };
  }, [kind]);
  useSubscription(config);
}
