import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { usePurchaseOrderCloseMutation } from '../../__generated__/usePurchaseOrderCloseMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMoveRunner } from '../../ui/useMoveRunner';

/** What a move names of the order it moves. */
export type PurchaseOrderTarget = { id: string; number: string };

/**
 * Closes an order (nothing more is expected of it): the store updates the
 * order from the answer and a toast says it is done; a refusal (someone
 * moved it first) is kept in `refusal`, in the reader's words. `busy` is the
 * id of the order being closed.
 */
export function usePurchaseOrderClose() {
  const intl = useIntl();
  const { busy, refusal, run } = useMoveRunner();
  const [commit] = useCommit<usePurchaseOrderCloseMutation>(graphql`
    mutation usePurchaseOrderCloseMutation($input: PurchaseOrderIdInput!) {
      purchaseOrderClose(input: $input) {
        purchaseOrder {
          ...PurchaseOrderDetail_purchaseOrder
          ...PurchaseOrderRow_purchaseOrder
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const close = (order: PurchaseOrderTarget) =>
    run(
      order.id,
      async () =>
        (await commit({ variables: { input: { purchaseOrderId: order.id } } })).purchaseOrderClose,
      {
        done: () => intl.formatMessage({ id: 'purchaseOrders.closed' }, { number: order.number }),
        refused: (reason) =>
          intl.formatMessage({ id: 'purchaseOrders.refused' }, { number: order.number, reason }),
      },
    );
  return { busy, refusal, close };
}
