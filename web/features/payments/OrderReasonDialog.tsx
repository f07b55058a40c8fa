import { FormattedMessage, useIntl } from 'react-intl';
import { ReasonDialog } from '../../domain/ReasonDialog';
import type { OrderKind } from './orderKinds';
import { OrderNames } from './OrderNames';
import type { NamedOrder } from './PaymentOrderDrawer';
import type { ActionOutcome } from './useOrderActions';

type OrderReasonDialogProps = {
  kind: OrderKind;
  action: 'REJECT' | 'CANCEL';
  /** The orders to reject or cancel; the dialog is open while there are some. */
  orders: readonly NamedOrder[];
  onSubmit: (reason: string) => Promise<ActionOutcome>;
  onDone: (outcome: ActionOutcome) => void;
  onClose: () => void;
};

/**
 * Rejects or cancels one or the selected payments or transfers, with the
 * reason the spec requires. A refusal of the whole request (a missing reason)
 * shows in the dialog; the orders refused one by one are the list's to show
 * (`onDone`).
 */
export function OrderReasonDialog({
  kind,
  action,
  orders,
  onSubmit,
  onDone,
  onClose,
}: OrderReasonDialogProps) {
  const intl = useIntl();
  const words = action === 'REJECT' ? 'reject' : 'cancel';
  const values = { count: orders.length, kind };
  return (
    <ReasonDialog
      open={orders.length > 0}
      onClose={onClose}
      testId={`payment-${words}`}
      title={<FormattedMessage id={`payments.${words}.title`} values={values} />}
      intro={<FormattedMessage id={`payments.${words}.intro`} values={values} />}
      label={<FormattedMessage id="payments.reason" />}
      submitLabel={<FormattedMessage id={`payments.${words}.submit`} values={values} />}
      cancelLabel={
        action === 'CANCEL' ? (
          <FormattedMessage id="payments.cancel.keep" values={{ count: orders.length }} />
        ) : undefined
      }
      requiredMessage={intl.formatMessage({ id: 'error.U-TRSY-TRF-29' })}
      onSubmit={async (reason) => {
        const outcome = await onSubmit(reason);
        // A failed request is already in words; a refusal of the whole request lands on the reason or above it.
        return outcome.refusals === null
          ? { userErrors: [], failure: outcome.failure, outcome }
          : { userErrors: outcome.refusals.whole, outcome };
      }}
      onDone={(answer) => onDone(answer.outcome)}
    >
      <OrderNames orders={orders} />
    </ReasonDialog>
  );
}
