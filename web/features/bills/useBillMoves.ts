import { useState } from 'react';
import { useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { useBillMovesApproveMutation } from '../../__generated__/useBillMovesApproveMutation.graphql';
import type { useBillMovesSubmitMutation } from '../../__generated__/useBillMovesSubmitMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';
import type { BillTarget } from './BillRow';

type Payload =
  | { readonly userErrors: readonly { readonly code: string; readonly message: string }[] }
  | null
  | undefined;

/**
 * The moves of a bill that ask nothing first: submit (Created -> Submitted)
 * and approve (Submitted -> Approved). The store updates the row from the
 * answer and a toast says it is done; a refusal (someone moved it first, a
 * payment pays it) is kept in `refusal`, in the reader's words, for the list
 * to show until the next move. `busy` is the id of the bill being moved.
 */
export function useBillMoves() {
  const intl = useIntl();
  const refusalMessage = useRefusalMessage();
  const [busy, setBusy] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
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

  const run = async (bill: BillTarget, done: string, work: () => Promise<Payload>) => {
    setBusy(bill.id);
    setRefusal(null);
    try {
      const payload = await work();
      const userErrors = payload?.userErrors ?? [];
      if (userErrors.length > 0)
        setRefusal(
          intl.formatMessage(
            { id: 'bills.refused' },
            { amount: bill.amount, reason: refusalMessage.ofUserErrors(userErrors) },
          ),
        );
      else toastSuccess(intl.formatMessage({ id: done }, { amount: bill.amount }));
    } catch (error) {
      const message = refusalMessage.ofFailure(error);
      if (message) setRefusal(message);
    } finally {
      setBusy(null);
    }
  };

  return {
    busy,
    refusal,
    clearRefusal: () => setRefusal(null),
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
