import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { BillCancelDialogMutation } from '../../__generated__/BillCancelDialogMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { BillTarget } from './useBillTarget';

/** Cancels a bill with the reason the service requires; the dialog is open while `bill` is set. */
export function BillCancelDialog({
  bill,
  onClose,
}: {
  bill: BillTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<BillCancelDialogMutation>(graphql`
    mutation BillCancelDialogMutation($input: BillCancelInput!) {
      billCancel(input: $input) {
        bill {
          ...BillRow_bill
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <ReasonDialog
      open={bill !== null}
      onClose={onClose}
      testId="bill-cancel"
      title={<FormattedMessage id="bills.cancelDialog.title" />}
      intro={
        bill ? (
          <FormattedMessage
            id="bills.cancelDialog.body"
            values={{
              name: bill.name,
              amount: bill.amount,
              dueDate: bill.dueDate,
              strong: (chunks) => <strong>{chunks}</strong>,
            }}
          />
        ) : null
      }
      label={<FormattedMessage id="bills.cancelDialog.reason" />}
      submitLabel={<FormattedMessage id="bills.cancelDialog.confirm" />}
      cancelLabel={<FormattedMessage id="bills.cancelDialog.keep" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-TRSY-BL-9' })}
      onSubmit={(reason) =>
        commit({ variables: { input: { billId: bill!.id, reason } } }).then(
          (response) => response.billCancel,
        )
      }
      onDone={() =>
        toastSuccess(intl.formatMessage({ id: 'bills.cancelled' }, { amount: bill!.amount }))
      }
    />
  );
}
