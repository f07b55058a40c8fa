import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useBillMovesApproveMutation } from '../../__generated__/useBillMovesApproveMutation.graphql';
import type { useBillMovesSubmitMutation } from '../../__generated__/useBillMovesSubmitMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { useMoveRunner, type MoveAnswer } from '../../ui/useMoveRunner';
import type { BillTarget } from './useBillTarget';

/**
 * The moves of a bill that ask nothing first: submit (Created -> Submitted)
 * and approve (Submitted -> Approved). The store updates the row from the
 * answer and a toast says it is done; a refusal (someone moved it first, a
 * payment pays it) is kept in `refusal`, in the reader's words, for the list
 * to show until the next move. `busy` is the id of the bill being moved.
 */
export function useBillMoves() {
  const intl = useIntl();
  const { busy, refusal, clearRefusal, run: runMove } = useMoveRunner();
  const [commitSubmit] = useCommit<useBillMovesSubmitMutation>(graphql`
    mutation useBillMovesSubmitMutation($input: BillIdInput!) {
      billSubmit(input: $input) {
        bill {
          ...BillRow_bill
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitApprove] = useCommit<useBillMovesApproveMutation>(graphql`
    mutation useBillMovesApproveMutation($input: BillIdInput!) {
      billApprove(input: $input) {
        bill {
          ...BillRow_bill
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const run = (bill: BillTarget, done: string, work: () => Promise<MoveAnswer>) =>
    runMove(bill.id, work, {
      done: () => intl.formatMessage({ id: done }, { amount: bill.amount }),
      refused: (reason) =>
        intl.formatMessage({ id: 'bills.refused' }, { amount: bill.amount, reason }),
    });

  return {
    busy,
    refusal,
    clearRefusal,
    submit: (bill: BillTarget) =>
      run(
        bill,
        'bills.submitted',
        async () => (await commitSubmit({ variables: { input: { billId: bill.id } } })).billSubmit,
      ),
    approve: (bill: BillTarget) =>
      run(
        bill,
        'bills.approved',
        async () =>
          (await commitApprove({ variables: { input: { billId: bill.id } } })).billApprove,
      ),
  };
}
