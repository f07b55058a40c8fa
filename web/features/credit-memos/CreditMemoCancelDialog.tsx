import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CreditMemoCancelDialogMutation } from '../../__generated__/CreditMemoCancelDialogMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { CreditMemoTarget } from './CreditMemoRow';

/** Cancels a memo with the reason the service requires: its invoices have back what it took off. */
export function CreditMemoCancelDialog({
  memo,
  onClose,
}: {
  memo: CreditMemoTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<CreditMemoCancelDialogMutation>(graphql`
    mutation CreditMemoCancelDialogMutation($input: CreditMemoCancelInput!) {
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
  return (
    <ReasonDialog
      open={memo !== null}
      onClose={onClose}
      testId="credit-memo-cancel-dialog"
      title={<FormattedMessage id="creditMemos.cancelDialog.title" />}
      intro={
        memo ? (
          <FormattedMessage
            id="creditMemos.cancelDialog.body"
            values={{ number: memo.number, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id="creditMemos.cancelDialog.reason" />}
      submitLabel={<FormattedMessage id="creditMemos.cancelDialog.confirm" />}
      cancelLabel={<FormattedMessage id="creditMemos.cancelDialog.keep" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={async (reason) =>
        (await commit({ variables: { input: { creditMemoId: memo!.id, reason } } }))
          .creditMemoCancel
      }
      onDone={() =>
        toastSuccess(intl.formatMessage({ id: 'creditMemos.cancelled' }, { number: memo!.number }))
      }
    />
  );
}
