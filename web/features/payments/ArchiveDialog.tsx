import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import type { OrderKind } from './orderKinds';
import type { NamedOrder } from './PaymentOrderDrawer';
import type { ActionOutcome } from './useOrderActions';

type ArchiveDialogProps = {
  kind: OrderKind;
  /** The orders to archive; the dialog is open while there are some. */
  orders: readonly NamedOrder[];
  onArchive: () => Promise<ActionOutcome>;
  onDone: (outcome: ActionOutcome) => void;
  onClose: () => void;
};

/** Archives ended payments or transfers after a confirmation: they leave the lists (the Archived switch shows them). */
export function ArchiveDialog({ kind, orders, onArchive, onDone, onClose }: ArchiveDialogProps) {
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const confirm = async () => {
    setBusy(true);
    setError(null);
    const outcome = await onArchive();
    setBusy(false);
    const whole = outcome.refusals?.whole[0];
    if (outcome.failure !== null || !outcome.refusals || whole) {
      setError(
        whole ? errorMessage(whole.code, whole.message) : (outcome.failure ?? errorMessage(null)),
      );
      return;
    }
    onDone(outcome);
  };
  return (
    <ConfirmDialog
      open={orders.length > 0}
      onClose={onClose}
      onExitComplete={() => setError(null)}
      onConfirm={() => void confirm()}
      title={
        <FormattedMessage id="payments.archive.title" values={{ count: orders.length, kind }} />
      }
      body={<FormattedMessage id="payments.archive.body" values={{ count: orders.length, kind }} />}
      confirmLabel={
        <FormattedMessage id="payments.archive.submit" values={{ count: orders.length }} />
      }
      busy={busy}
      error={error}
      destructive={false}
      testId="payment-archive"
    />
  );
}
