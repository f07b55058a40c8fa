import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { SalesOrderReceiptCancelDialogMutation } from '../../__generated__/SalesOrderReceiptCancelDialogMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';

/** The receipt a cancel acts on. */
export type ReceiptTarget = { id: string; number: string };

/** Cancels a goods receipt with the reason the service requires; open while `receipt` is set. */
export function SalesOrderReceiptCancelDialog({
  receipt,
  onClose,
}: {
  receipt: ReceiptTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<SalesOrderReceiptCancelDialogMutation>(graphql`
    mutation SalesOrderReceiptCancelDialogMutation($input: GoodsReceiptCancelInput!) {
      goodsReceiptCancel(input: $input) {
        goodsReceipt {
          salesOrder {
            ...SalesOrderDetail_salesOrder
            ...SalesOrderRow_salesOrder
          }
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <ReasonDialog
      open={receipt !== null}
      onClose={onClose}
      testId="goods-receipt-cancel"
      title={<FormattedMessage id="salesOrders.receipt.cancelDialog.title" />}
      intro={
        receipt ? (
          <FormattedMessage
            id="salesOrders.receipt.cancelDialog.body"
            values={{ number: receipt.number, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id="salesOrders.receipt.cancelDialog.reason" />}
      submitLabel={<FormattedMessage id="salesOrders.receipt.cancelDialog.confirm" />}
      cancelLabel={<FormattedMessage id="salesOrders.receipt.cancelDialog.keep" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={async (reason) =>
        (await commit({ variables: { input: { goodsReceiptId: receipt!.id, reason } } }))
          .goodsReceiptCancel
      }
      onDone={() =>
        toastSuccess(
          intl.formatMessage({ id: 'salesOrders.receipt.cancelled' }, { number: receipt!.number }),
        )
      }
    />
  );
}
