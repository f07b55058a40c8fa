import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { PurchaseOrderCancelDialogMutation } from '../../__generated__/PurchaseOrderCancelDialogMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { PurchaseOrderTarget } from './usePurchaseOrderClose';

/** Cancels an order with the reason the service requires; open while `order` is set. */
export function PurchaseOrderCancelDialog({
  order,
  onClose,
}: {
  order: PurchaseOrderTarget | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commit] = useCommit<PurchaseOrderCancelDialogMutation>(graphql`
    mutation PurchaseOrderCancelDialogMutation($input: PurchaseOrderReasonInput!) {
      purchaseOrderCancel(input: $input) {
        purchaseOrder {
          ...PurchaseOrderDetail_purchaseOrder
          ...PurchaseOrderRow_purchaseOrder
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  return (
    <ReasonDialog
      open={order !== null}
      onClose={onClose}
      testId="purchase-order-cancel"
      title={<FormattedMessage id="purchaseOrders.cancelDialog.title" />}
      intro={
        order ? (
          <FormattedMessage
            id="purchaseOrders.cancelDialog.body"
            values={{ number: order.number, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id="purchaseOrders.cancelDialog.reason" />}
      submitLabel={<FormattedMessage id="purchaseOrders.cancelDialog.confirm" />}
      cancelLabel={<FormattedMessage id="purchaseOrders.cancelDialog.keep" />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={async (reason) =>
        (await commit({ variables: { input: { purchaseOrderId: order!.id, reason } } }))
          .purchaseOrderCancel
      }
      onDone={() =>
        toastSuccess(
          intl.formatMessage({ id: 'purchaseOrders.cancelled' }, { number: order!.number }),
        )
      }
    />
  );
}
