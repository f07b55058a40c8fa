import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';

/** A move the order's page offers, in the order its buttons stand. */
type Move = 'approve' | 'close' | 'reject' | 'cancel';
const MOVES: readonly Move[] = ['approve', 'close', 'reject', 'cancel'];

/** How each move's button looks: approving is the page's main action, rejecting and cancelling end the order. */
const LOOKS: Readonly<Record<Move, { variant: 'solid' | 'outline'; colorPalette?: string }>> = {
  approve: { variant: 'solid', colorPalette: 'brand' },
  close: { variant: 'outline' },
  reject: { variant: 'outline', colorPalette: 'red' },
  cancel: { variant: 'outline', colorPalette: 'red' },
};

/**
 * The moves an order's `actions` offer the viewer (the schema's
 * PurchaseOrderAction): Approve, Close, and Reject and Cancel, which ask for
 * a reason first. Approve is not offered to the order's author unless the
 * company allows self-approval (the API decides). They wait while a move of
 * the order runs (`busy`).
 */
export function PurchaseOrderActionButtons({
  actions,
  busy,
  onMove,
}: {
  actions: readonly string[];
  busy: boolean;
  onMove: (move: Move) => void;
}) {
  return (
    <>
      {MOVES.filter((move) => actions.includes(move.toUpperCase())).map((move) => (
        <Button
          key={move}
          size="sm"
          variant={LOOKS[move].variant}
          colorPalette={LOOKS[move].colorPalette}
          disabled={busy}
          onClick={() => onMove(move)}
          data-testid={`purchase-order-${move}`}
        >
          <FormattedMessage id={`purchaseOrders.action.${move}`} />
        </Button>
      ))}
    </>
  );
}
