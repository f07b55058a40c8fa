import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { SalesOrderReasonDialogCancelMutation } from '../../__generated__/SalesOrderReasonDialogCancelMutation.graphql';
import type { SalesOrderReasonDialogRejectMutation } from '../../__generated__/SalesOrderReasonDialogRejectMutation.graphql';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { useCommit } from '../../relay/useCommit';
import { toastSuccess } from '../../ui/toaster';
import type { SalesOrderTarget } from './useSalesOrderMoves';

/** A move that needs a reason, and the order it moves. */
export type ReasonMove = SalesOrderTarget & { move: 'reject' | 'cancel' };

/** Rejects or cancels an order with the reason the service requires; open while `order` is set. */
export function SalesOrderReasonDialog({
  order,
  onClose,
}: {
  order: ReasonMove | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commitReject] = useCommit<SalesOrderReasonDialogRejectMutation>(graphql`
    mutation SalesOrderReasonDialogRejectMutation($input: SalesOrderReasonInput!) {
      salesOrderReject(input: $input) {
        salesOrder {
          ...SalesOrderDetail_salesOrder
          ...SalesOrderRow_salesOrder
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitCancel] = useCommit<SalesOrderReasonDialogCancelMutation>(graphql`
    mutation SalesOrderReasonDialogCancelMutation($input: SalesOrderReasonInput!) {
      salesOrderCancel(input: $input) {
        salesOrder {
          ...SalesOrderDetail_salesOrder
          ...SalesOrderRow_salesOrder
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
      testId={`sales-order-${move}`}
      title={<FormattedMessage id={`salesOrders.${move}Dialog.title`} />}
      intro={
        order ? (
          <FormattedMessage
            id={`salesOrders.${move}Dialog.body`}
            values={{ number: order.number, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        ) : null
      }
      label={<FormattedMessage id={`salesOrders.${move}Dialog.reason`} />}
      submitLabel={<FormattedMessage id={`salesOrders.${move}Dialog.confirm`} />}
      cancelLabel={<FormattedMessage id={`salesOrders.${move}Dialog.keep`} />}
      requiredMessage={intl.formatMessage({ id: 'error.U-INV-DOC-10' })}
      onSubmit={async (reason) => {
        const input = { salesOrderId: order!.id, reason };
        return move === 'reject'
          ? (await commitReject({ variables: { input } })).salesOrderReject
          : (await commitCancel({ variables: { input } })).salesOrderCancel;
      }}
      onDone={() =>
        toastSuccess(
          intl.formatMessage(
            { id: move === 'reject' ? 'salesOrders.rejected' : 'salesOrders.cancelled' },
            { number: order!.number },
          ),
        )
      }
    />
  );
}
