import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

type SalesOrderActionButtonsProps = {
  /** What the viewer may do with the order now (the schema's SalesOrderAction). */
  actions: readonly string[];
  /** The order is being approved or closed: its buttons wait. */
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
  onCancel: () => void;
  onClose: () => void;
};

/** The buttons of the moves the order's lifecycle offers the viewer: Approve, Reject, Close, Cancel. */
export function SalesOrderActionButtons({
  actions,
  busy,
  onApprove,
  onReject,
  onCancel,
  onClose,
}: SalesOrderActionButtonsProps) {
  return (
    <>
      {actions.includes('APPROVE') ? (
        <Button
          size="sm"
          colorPalette="brand"
          disabled={busy}
          onClick={onApprove}
          data-testid="sales-order-approve"
        >
          <FormattedMessage id="salesOrders.action.approve" />
        </Button>
      ) : null}
      {actions.includes('CLOSE') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onClose}
          data-testid="sales-order-close"
        >
          <FormattedMessage id="salesOrders.action.close" />
        </Button>
      ) : null}
      {actions.includes('REJECT') ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={onReject}
          data-testid="sales-order-reject"
        >
          <FormattedMessage id="salesOrders.action.reject" />
        </Button>
      ) : null}
      {actions.includes('CANCEL') ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={onCancel}
          data-testid="sales-order-cancel"
        >
          <FormattedMessage id="salesOrders.action.cancel" />
        </Button>
      ) : null}
    </>
  );
}
