import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CreditMemoReasonDialogCancelMutation } from '../../__generated__/CreditMemoReasonDialogCancelMutation.graphql';
import type { CreditMemoReasonDialogRejectMutation } from '../../__generated__/CreditMemoReasonDialogRejectMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { CreditMemoTarget } from './CreditMemoRow';

/** A move of a memo that needs a reason, and the memo it moves. */
export type CreditMemoReasonMove = CreditMemoTarget & { move: 'reject' | 'cancel' };

/**
 * Rejects a memo waiting for approval, or cancels a memo (its invoices have
 * back what it took off), with the reason the service requires; open while
 * `memo` is set.
 */
export function CreditMemoReasonDialog({
  memo,
  onClose,
}: {
  memo: CreditMemoReasonMove | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commitReject] = useCommit<CreditMemoReasonDialogRejectMutation>(graphql`
    mutation CreditMemoReasonDialogRejectMutation($input: CreditMemoRejectInput!) {
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
  const [commitCancel] = useCommit<CreditMemoReasonDialogCancelMutation>(graphql`
    mutation CreditMemoReasonDialogCancelMutation($input: CreditMemoCancelInput!) {
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
  const move = memo?.move ?? 'cancel';
  return (
    <ReasonDialog
      open={memo !== null}
      onClose={onClose}
      testId={`credit-memo-${move}`}
      title={<FormattedMessage id={`creditMemos.${move}Dialog.title`} />}
      intro={
        memo ? (
          <FormattedMessage
            id={`creditMemos.${move}Dialog.body`}
            values={{ number: memo.number, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id={`creditMemos.${move}Dialog.reason`} />}
      submitLabel={<FormattedMessage id={`creditMemos.${move}Dialog.confirm`} />}
      cancelLabel={<FormattedMessage id={`creditMemos.${move}Dialog.keep`} />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={async (reason) => {
        const input = { creditMemoId: memo!.id, reason };
        return move === 'reject'
          ? (await commitReject({ variables: { input } })).creditMemoReject
          : (await commitCancel({ variables: { input } })).creditMemoCancel;
      }}
      onDone={() =>
        toastSuccess(
          intl.formatMessage(
            { id: move === 'reject' ? 'creditMemos.rejected' : 'creditMemos.cancelled' },
            { number: memo!.number },
          ),
        )
      }
    />
  );
}
