import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/**
 * The moves an order's `actions` offer the viewer (the schema's
 * PurchaseOrderAction): Close, and Cancel, which asks for a reason first.
 * They wait while a move of the order runs (`busy`).
 */
export function PurchaseOrderActionButtons({
  actions,
  busy,
  onClose,
  onCancel,
}: {
  actions: readonly string[];
  busy: boolean;
  onClose: () => void;
  onCancel: () => void;
}) {
  return (
    <>
      {actions.includes('CLOSE') ? (
        <Button
          size="sm"
          variant="outline"
          disabled={busy}
          onClick={onClose}
          data-testid="purchase-order-close"
        >
          <FormattedMessage id="purchaseOrders.action.close" />
        </Button>
      ) : null}
      {actions.includes('CANCEL') ? (
        <Button
          size="sm"
          variant="outline"
          colorPalette="red"
          disabled={busy}
          onClick={onCancel}
          data-testid="purchase-order-cancel"
        >
          <FormattedMessage id="purchaseOrders.action.cancel" />
        </Button>
      ) : null}
    </>
  );
}
