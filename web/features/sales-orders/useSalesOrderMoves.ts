import { graphql } from 'react-relay';
import type { useSalesOrderMovesApproveMutation } from '../../__generated__/useSalesOrderMovesApproveMutation.graphql';
import type { useSalesOrderMovesCancelMutation } from '../../__generated__/useSalesOrderMovesCancelMutation.graphql';
import type { useSalesOrderMovesCloseMutation } from '../../__generated__/useSalesOrderMovesCloseMutation.graphql';
import type { useSalesOrderMovesRejectMutation } from '../../__generated__/useSalesOrderMovesRejectMutation.graphql';
import type { useSalesOrderMovesSubmitMutation } from '../../__generated__/useSalesOrderMovesSubmitMutation.graphql';
import type { DocumentMoveCommit } from '../../domain/documents/DocumentActions';
import type { SalesOrderAction } from '../../../contracts/invoicing/lifecycles.js';
import { useCommit } from '../../relay/useCommit';

/** What a move's answer brings back of the order: all its page and its row read, so both follow. */
export const salesOrderMovedFragment = graphql`
  fragment useSalesOrderMoves_salesOrder on SalesOrder {
    ...SalesOrderDetail_salesOrder
    ...SalesOrderRow_salesOrder
  }
`;

/** A move's payload, spread unmasked into each move's mutation: the order again, or why not. */
export const salesOrderMovePayloadFragment = graphql`
  fragment useSalesOrderMoves_payload on SalesOrderPayload {
    salesOrder {
      ...useSalesOrderMoves_salesOrder
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

/**
 * The mutation of each move of an order's lifecycle, for its
 * DocumentActions: submit, approve and close ask nothing, reject and cancel carry the
 * member's reason. The store updates the order (its page and its row) from
 * the answer.
 */
export function useSalesOrderMoves(): Record<SalesOrderAction, DocumentMoveCommit> {
  const [commitSubmit] = useCommit<useSalesOrderMovesSubmitMutation>(graphql`
    mutation useSalesOrderMovesSubmitMutation($input: SalesOrderIdInput!) {
      salesOrderSubmit(input: $input) {
        ...useSalesOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitApprove] = useCommit<useSalesOrderMovesApproveMutation>(graphql`
    mutation useSalesOrderMovesApproveMutation($input: SalesOrderIdInput!) {
      salesOrderApprove(input: $input) {
        ...useSalesOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitClose] = useCommit<useSalesOrderMovesCloseMutation>(graphql`
    mutation useSalesOrderMovesCloseMutation($input: SalesOrderIdInput!) {
      salesOrderClose(input: $input) {
        ...useSalesOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitReject] = useCommit<useSalesOrderMovesRejectMutation>(graphql`
    mutation useSalesOrderMovesRejectMutation($input: SalesOrderReasonInput!) {
      salesOrderReject(input: $input) {
        ...useSalesOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  const [commitCancel] = useCommit<useSalesOrderMovesCancelMutation>(graphql`
    mutation useSalesOrderMovesCancelMutation($input: SalesOrderReasonInput!) {
      salesOrderCancel(input: $input) {
        ...useSalesOrderMoves_payload @relay(mask: false)
      }
    }
  `);
  return {
    submit: async (salesOrderId) =>
      (await commitSubmit({ variables: { input: { salesOrderId } } })).salesOrderSubmit,
    approve: async (salesOrderId) =>
      (await commitApprove({ variables: { input: { salesOrderId } } })).salesOrderApprove,
    close: async (salesOrderId) =>
      (await commitClose({ variables: { input: { salesOrderId } } })).salesOrderClose,
    reject: async (salesOrderId, reason) =>
      (await commitReject({ variables: { input: { salesOrderId, reason } } })).salesOrderReject,
    cancel: async (salesOrderId, reason) =>
      (await commitCancel({ variables: { input: { salesOrderId, reason } } })).salesOrderCancel,
  };
}
