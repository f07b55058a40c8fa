import { FormattedMessage, useIntl } from 'react-intl';
import { ReasonDialog, type ReasonOutcome } from '../ReasonDialog';
import { toastSuccess } from '../../ui/toaster';

/** The receipt a cancel acts on. */
export type ReceiptTarget = { id: string; number: string };

/**
 * Cancels a goods receipt with the reason the service requires; open while
 * `receipt` is set. `onCancelReceipt` runs the order's own mutation (the
 * order's area asks back what its page shows of the order).
 */
export function GoodsReceiptCancelDialog({
  receipt,
  onCancelReceipt,
  onClose,
}: {
  receipt: ReceiptTarget | null;
  onCancelReceipt: (receiptId: string, reason: string) => Promise<ReasonOutcome>;
  onClose: () => void;
}) {
  const intl = useIntl();
  return (
    <ReasonDialog
      open={receipt !== null}
      onClose={onClose}
      testId="goods-receipt-cancel"
      title={<FormattedMessage id="goodsReceipt.cancelDialog.title" />}
      intro={
        receipt ? (
          <FormattedMessage
            id="goodsReceipt.cancelDialog.body"
            values={{ number: receipt.number, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id="goodsReceipt.cancelDialog.reason" />}
      submitLabel={<FormattedMessage id="goodsReceipt.cancelDialog.confirm" />}
      cancelLabel={<FormattedMessage id="goodsReceipt.cancelDialog.keep" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={(reason) => onCancelReceipt(receipt!.id, reason)}
      onDone={() =>
        toastSuccess(
          intl.formatMessage({ id: 'goodsReceipt.cancelled' }, { number: receipt!.number }),
        )
      }
    />
  );
}
