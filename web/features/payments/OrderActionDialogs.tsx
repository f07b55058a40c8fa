import { ApproveDialog } from './ApproveDialog';
import { ArchiveDialog } from './ArchiveDialog';
import type { OrderAction } from './orderActions';
import type { OrderKind } from './orderKinds';
import type { NamedOrder } from './PaymentOrderDrawer';
import { OrderReasonDialog } from './OrderReasonDialog';
import type { ActionExtra, ActionOutcome } from './useOrderActions';

/** The dialog open, with the orders it acts on. */
export type OpenDialog = { action: OrderAction; orders: NamedOrder[] };

type OrderActionDialogsProps = {
  kind: OrderKind;
  dialog: OpenDialog | null;
  hasAuthenticator: boolean;
  run: (action: OrderAction, ids: readonly string[], extra?: ActionExtra) => Promise<ActionOutcome>;
  /** The action went through for some or all of the orders. */
  onDone: (action: OrderAction, orders: readonly NamedOrder[], outcome: ActionOutcome) => void;
  onClose: () => void;
};

/**
 * The dialog of each action, one open at a time: approve, resend and export
 * ask for the authenticator code, reject and cancel for a reason, archive for a
 * confirmation.
 */
export function OrderActionDialogs({
  kind,
  dialog,
  hasAuthenticator,
  run,
  onDone,
  onClose,
}: OrderActionDialogsProps) {
  const orders = dialog?.orders ?? [];
  const ids = orders.map((order) => order.id);
  const ordersOf = (action: OrderAction) => (dialog?.action === action ? orders : []);
  return (
    <>
      {(['APPROVE', 'RESEND', 'EXPORT'] as const).map((action) => (
        <ApproveDialog
          key={action}
          kind={kind}
          action={action}
          orders={ordersOf(action)}
          hasAuthenticator={hasAuthenticator}
          onApprove={(code) =>
            run(
              action,
              ids,
              action === 'APPROVE'
                ? { code, versions: orders.map((order) => order.version) }
                : { code },
            )
          }
          onDone={(outcome) => onDone(action, orders, outcome)}
          onClose={onClose}
        />
      ))}
      {(['REJECT', 'CANCEL'] as const).map((action) => (
        <OrderReasonDialog
          key={action}
          kind={kind}
          action={action}
          orders={ordersOf(action)}
          onSubmit={(reason) => run(action, ids, { reason })}
          onDone={(outcome) => onDone(action, orders, outcome)}
          onClose={onClose}
        />
      ))}
      <ArchiveDialog
        kind={kind}
        orders={ordersOf('ARCHIVE')}
        onArchive={() => run('ARCHIVE', ids)}
        onDone={(outcome) => onDone('ARCHIVE', orders, outcome)}
        onClose={onClose}
      />
    </>
  );
}
