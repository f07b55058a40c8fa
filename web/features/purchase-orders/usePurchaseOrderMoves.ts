import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { usePurchaseOrderMovesApproveMutation } from '../../__generated__/usePurchaseOrderMovesApproveMutation.graphql';
import type { usePurchaseOrderMovesCloseMutation } from '../../__generated__/usePurchaseOrderMovesCloseMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMoveRunner, type MoveAnswer } from '../../ui/useMoveRunner';

/** What a move names of the order it moves. */
export type PurchaseOrderTarget = { id: string; number: string };

/**
 * The moves of an order that ask nothing first: approve (a second person's,
 * unless the company allows self-approval) and close (nothing more is
 * expected). The store updates the order from the answer and a toast says it
 * is done; a refusal (someone moved it first, or it is the viewer's own
 * order) is kept in `refusal`, in the reader's words. `busy` is the id of
 * the order being moved.
 */
export function usePurchaseOrderMoves() {
  const intl = useIntl();
  const { busy, refusal, run: runMove } = useMoveRunner();
  const [commitApprove] = useCommit<usePurchaseOrderMovesApproveMutation>(graphql`
    mutation usePurchaseOrderMovesApproveMutation($input: PurchaseOrderIdInput!) {
      purchaseOrderApprove(input: $input) {
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
  const [commitClose] = useCommit<usePurchaseOrderMovesCloseMutation>(graphql`
    mutation usePurchaseOrderMovesCloseMutation($input: PurchaseOrderIdInput!) {
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
  const run = (order: PurchaseOrderTarget, done: string, work: () => Promise<MoveAnswer>) =>
    runMove(order.id, work, {
      done: () => intl.formatMessage({ id: done }, { number: order.number }),
      refused: (reason) =>
        intl.formatMessage({ id: 'purchaseOrders.refused' }, { number: order.number, reason }),
    });
  const input = (order: PurchaseOrderTarget) => ({
    variables: { input: { purchaseOrderId: order.id } },
  });

  return {
    busy,
    refusal,
    approve: (order: PurchaseOrderTarget) =>
      run(
        order,
        'purchaseOrders.approved',
        async () => (await commitApprove(input(order))).purchaseOrderApprove,
      ),
    close: (order: PurchaseOrderTarget) =>
      run(
        order,
        'purchaseOrders.closed',
        async () => (await commitClose(input(order))).purchaseOrderClose,
      ),
  };
}
