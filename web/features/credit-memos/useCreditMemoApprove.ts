import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useCreditMemoApproveMutation } from '../../__generated__/useCreditMemoApproveMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMoveRunner } from '../../ui/useMoveRunner';
import type { CreditMemoTarget } from './CreditMemoRow';

/**
 * Approves a memo waiting for approval, which applies it as asked when it was
 * written. The store updates the row from the answer and a toast says it is
 * done; a refusal (its author, or someone moved it first) is kept in
 * `refusal`, in the reader's words. `busy` is the id of the memo being approved.
 */
export function useCreditMemoApprove() {
  const intl = useIntl();
  const { busy, refusal, run } = useMoveRunner();
  const [commit] = useCommit<useCreditMemoApproveMutation>(graphql`
    mutation useCreditMemoApproveMutation($input: CreditMemoIdInput!) {
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
  return {
    busy,
    refusal,
    approve: (memo: CreditMemoTarget) =>
      run(
        memo.id,
        async () =>
          (await commit({ variables: { input: { creditMemoId: memo.id } } })).creditMemoApprove,
        {
          done: () => intl.formatMessage({ id: 'creditMemos.approved' }, { number: memo.number }),
          refused: (reason) =>
            intl.formatMessage({ id: 'creditMemos.refused' }, { number: memo.number, reason }),
        },
      ),
  };
}
