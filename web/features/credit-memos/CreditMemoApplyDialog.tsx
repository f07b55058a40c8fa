import { graphql } from 'react-relay';
import type { CreditMemoApplyDialogMutation } from '../../__generated__/CreditMemoApplyDialogMutation.graphql';
import { CreditMemoDialog } from '../../domain/credit-memos/CreditMemoDialog';
import { useCommit } from '../../relay/useCommit';
import type { CreditMemoTarget } from './CreditMemoRow';

/** Applies what is left of an open memo to more of its buyer's invoices. */
export function CreditMemoApplyDialog({
  memo,
  timeZone,
  onClose,
}: {
  memo: CreditMemoTarget;
  timeZone: string;
  onClose: () => void;
}) {
  const [commit] = useCommit<CreditMemoApplyDialogMutation>(graphql`
    mutation CreditMemoApplyDialogMutation($input: CreditMemoApplyInput!) {
      creditMemoApply(input: $input) {
        creditMemo {
          number
          ...CreditMemoRow_creditMemo
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <CreditMemoDialog
      subject={{
        kind: 'apply',
        memo: { id: memo.id, number: memo.number, remaining: memo.remaining },
        customerId: memo.customerId,
        customerName: memo.customerName,
        currency: memo.currency,
      }}
      timeZone={timeZone}
      onClose={onClose}
      send={async ({ applications }) =>
        (await commit({ variables: { input: { creditMemoId: memo.id, applications } } }))
          .creditMemoApply
      }
      savedMessage="creditMemos.applied"
    />
  );
}
