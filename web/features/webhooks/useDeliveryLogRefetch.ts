import { useEffect, useState, useTransition } from 'react';
import type { RefetchFnDynamic } from 'react-relay';
import type { WebhookDeliveryList_query$key } from '../../__generated__/WebhookDeliveryList_query.graphql';
import type {
  WebhookDeliveryListPaginationQuery,
  WebhookDeliveryStatus,
} from '../../__generated__/WebhookDeliveryListPaginationQuery.graphql';

/** How many deliveries one page shows. */
export const DELIVERY_PAGE_SIZE = 20;
/** How often the log asks again while a delivery is still being attempted. */
const REFRESH_MS = 2_000;

type DeliveryLogRefetchOptions = {
  refetch: RefetchFnDynamic<WebhookDeliveryListPaginationQuery, WebhookDeliveryList_query$key>;
  /** The deliveries the log shows now: the first page read again keeps them all, and each new read of them sets the next timer. */
  shown: readonly unknown[];
  /** Whether a delivery shown is still being attempted. */
  pending: boolean;
  /** Changes when something outside the list added a delivery (a test sent). */
  refreshKey: number;
};

/**
 * When the delivery log reads its first page again: every few seconds while a
 * delivery is still being attempted, at once when something outside added one;
 * and the status filter, whose change reads the first page of that status.
 */
export function useDeliveryLogRefetch({
  refetch,
  shown,
  pending,
  refreshKey,
}: DeliveryLogRefetchOptions) {
  const [, startTransition] = useTransition();
  const [status, setStatus] = useState<'' | WebhookDeliveryStatus>('');

  useEffect(() => {
    if (refreshKey === 0 && !pending) return undefined;
    const timer = setTimeout(
      () =>
        startTransition(() => {
          refetch(
            { count: Math.max(shown.length, DELIVERY_PAGE_SIZE), cursor: null },
            { fetchPolicy: 'network-only' },
          );
        }),
      pending ? REFRESH_MS : 0,
    );
    return () => clearTimeout(timer);
  }, [pending, refreshKey, shown, refetch]);

  const filter = (next: '' | WebhookDeliveryStatus) => {
    setStatus(next);
    startTransition(() => {
      refetch({ status: next || null, cursor: null, count: DELIVERY_PAGE_SIZE });
    });
  };
  return { status, filter };
}
