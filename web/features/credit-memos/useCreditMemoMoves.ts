import { graphql } from 'react-relay';
import type { useCreditMemoMovesApproveMutation } from '../../__generated__/useCreditMemoMovesApproveMutation.graphql';
import type { useCreditMemoMovesCancelMutation } from '../../__generated__/useCreditMemoMovesCancelMutation.graphql';
import type { useCreditMemoMovesRejectMutation } from '../../__generated__/useCreditMemoMovesRejectMutation.graphql';
import type { useCreditMemoMovesSubmitMutation } from '../../__generated__/useCreditMemoMovesSubmitMutation.graphql';
import type { CreditMemoAction } from '../../../contracts/invoicing/lifecycles.js';
import type { DocumentMoveCommit } from '../../domain/documents/DocumentActions';
import { useCommit } from '../../relay/useCommit';

/**
 * The mutation of each move of a memo's lifecycle, for its row's
 * DocumentActions: submit (a draft goes where a new memo would) and approve (which applies it as asked when it was written)
 * asks nothing, reject and cancel (its invoices have back what it took off)
 * carry the member's reason. The store updates the row from the answer.
 */
export function useCreditMemoMoves(): Record<CreditMemoAction, DocumentMoveCommit> {
  const [commitSubmit] = useCommit<useCreditMemoMovesSubmitMutation>(graphql`
    mutation useCreditMemoMovesSubmitMutation($input: CreditMemoIdInput!) {
      creditMemoSubmit(input: $input) {
        creditMemo {
          ...CreditMemoRow_creditMemo
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitApprove] = useCommit<useCreditMemoMovesApproveMutation>(graphql`
    mutation useCreditMemoMovesApproveMutation($input: CreditMemoIdInput!) {
      creditMemoApprove(input: $input) {
        creditMemo {
          ...CreditMemoRow_creditMemo
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitReject] = useCommit<useCreditMemoMovesRejectMutation>(graphql`
    mutation useCreditMemoMovesRejectMutation($input: CreditMemoRejectInput!) {
      creditMemoReject(input: $input) {
        creditMemo {
          ...CreditMemoRow_creditMemo
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitCancel] = useCommit<useCreditMemoMovesCancelMutation>(graphql`
    mutation useCreditMemoMovesCancelMutation($input: CreditMemoCancelInput!) {
      creditMemoCancel(input: $input) {
        creditMemo {
          ...CreditMemoRow_creditMemo
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return {
    submit: async (creditMemoId) =>
      (await commitSubmit({ variables: { input: { creditMemoId } } })).creditMemoSubmit,
    approve: async (creditMemoId) =>
      (await commitApprove({ variables: { input: { creditMemoId } } })).creditMemoApprove,
    reject: async (creditMemoId, reason) =>
      (await commitReject({ variables: { input: { creditMemoId, reason } } })).creditMemoReject,
    cancel: async (creditMemoId, reason) =>
      (await commitCancel({ variables: { input: { creditMemoId, reason } } })).creditMemoCancel,
  };
}
