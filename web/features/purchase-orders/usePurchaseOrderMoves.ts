import { graphql } from 'react-relay';
import type { usePurchaseOrderMovesApproveMutation } from '../../__generated__/usePurchaseOrderMovesApproveMutation.graphql';
import type { usePurchaseOrderMovesCancelMutation } from '../../__generated__/usePurchaseOrderMovesCancelMutation.graphql';
import type { usePurchaseOrderMovesCloseMutation } from '../../__generated__/usePurchaseOrderMovesCloseMutation.graphql';
import type { usePurchaseOrderMovesRejectMutation } from '../../__generated__/usePurchaseOrderMovesRejectMutation.graphql';
import type { DocumentMoveCommit } from '../../domain/documents/DocumentActions';
import type { PurchaseOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import { useCommit } from '../../relay/useCommit';

/** What a move's answer brings back of the order: all its page and its row read, so both follow. */
export const purchaseOrderMovedFragment = graphql`
  fragment usePurchaseOrderMoves_purchaseOrder on PurchaseOrder {
    ...PurchaseOrderDetail_purchaseOrder
    ...PurchaseOrderRow_purchaseOrder
  }
`;

/** A move's payload, spread unmasked into each move's mutation: the order again, or why not. */
export const purchaseOrderMovePayloadFragment = graphql`
  fragment usePurchaseOrderMoves_payload on PurchaseOrderPayload {
    purchaseOrder {
      ...usePurchaseOrderMoves_purchaseOrder
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

/**
 * The mutation of each move of an order's lifecycle, for its
 * DocumentActions: approve and close ask nothing, reject and cancel carry the
 * member's reason. The store updates the order (its page and its row) from
 * the answer.
 */
export function usePurchaseOrderMoves(): Record<PurchaseOrderAction, DocumentMoveCommit> {
  const [commitApprove] = useCommit<usePurchaseOrderMovesApproveMutation>(graphql`
    mutation usePurchaseOrderMovesApproveMutation($input: PurchaseOrderIdInput!) {
      purchaseOrderApprove(input: $input) {
        ...usePurchaseOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitClose] = useCommit<usePurchaseOrderMovesCloseMutation>(graphql`
    mutation usePurchaseOrderMovesCloseMutation($input: PurchaseOrderIdInput!) {
      purchaseOrderClose(input: $input) {
        ...usePurchaseOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitReject] = useCommit<usePurchaseOrderMovesRejectMutation>(graphql`
    mutation usePurchaseOrderMovesRejectMutation($input: PurchaseOrderReasonInput!) {
      purchaseOrderReject(input: $input) {
        ...usePurchaseOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitCancel] = useCommit<usePurchaseOrderMovesCancelMutation>(graphql`
    mutation usePurchaseOrderMovesCancelMutation($input: PurchaseOrderReasonInput!) {
      purchaseOrderCancel(input: $input) {
        ...usePurchaseOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  return {
    approve: async (purchaseOrderId) =>
      (await commitApprove({ variables: { input: { purchaseOrderId } } })).purchaseOrderApprove,
    close: async (purchaseOrderId) =>
      (await commitClose({ variables: { input: { purchaseOrderId } } })).purchaseOrderClose,
    reject: async (purchaseOrderId, reason) =>
      (await commitReject({ variables: { input: { purchaseOrderId, reason } } }))
        .purchaseOrderReject,
    cancel: async (purchaseOrderId, reason) =>
      (await commitCancel({ variables: { input: { purchaseOrderId, reason } } }))
        .purchaseOrderCancel,
  };
}
