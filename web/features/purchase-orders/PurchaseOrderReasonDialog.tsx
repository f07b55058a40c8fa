import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { PurchaseOrderReasonDialogCancelMutation } from '../../__generated__/PurchaseOrderReasonDialogCancelMutation.graphql';
import type { PurchaseOrderReasonDialogRejectMutation } from '../../__generated__/PurchaseOrderReasonDialogRejectMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { PurchaseOrderTarget } from './usePurchaseOrderMoves';

/** A move that needs a reason, and the order it moves. */
export type PurchaseOrderReasonMove = PurchaseOrderTarget & { move: 'reject' | 'cancel' };

/** Rejects or cancels an order with the reason the service requires; open while `order` is set. */
export function PurchaseOrderReasonDialog({
  order,
  onClose,
}: {
  order: PurchaseOrderReasonMove | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commitReject] = useCommit<PurchaseOrderReasonDialogRejectMutation>(graphql`
    mutation PurchaseOrderReasonDialogRejectMutation($input: PurchaseOrderReasonInput!) {
      purchaseOrderReject(input: $input) {
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
  const [commitCancel] = useCommit<PurchaseOrderReasonDialogCancelMutation>(graphql`
    mutation PurchaseOrderReasonDialogCancelMutation($input: PurchaseOrderReasonInput!) {
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
  const move = order?.move ?? 'cancel';
  return (
    <ReasonDialog
      open={order !== null}
      onClose={onClose}
      testId={`purchase-order-${move}`}
      title={<FormattedMessage id={`purchaseOrders.${move}Dialog.title`} />}
      intro={
        order ? (
          <FormattedMessage
            id={`purchaseOrders.${move}Dialog.body`}
            values={{ number: order.number, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id={`purchaseOrders.${move}Dialog.reason`} />}
      submitLabel={<FormattedMessage id={`purchaseOrders.${move}Dialog.confirm`} />}
      cancelLabel={<FormattedMessage id={`purchaseOrders.${move}Dialog.keep`} />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={async (reason) => {
        const input = { purchaseOrderId: order!.id, reason };
        return move === 'reject'
          ? (await commitReject({ variables: { input } })).purchaseOrderReject
          : (await commitCancel({ variables: { input } })).purchaseOrderCancel;
      }}
      onDone={() =>
        toastSuccess(
          intl.formatMessage(
            { id: move === 'reject' ? 'purchaseOrders.rejected' : 'purchaseOrders.cancelled' },
            { number: order!.number },
          ),
        )
      }
    />
  );
}
