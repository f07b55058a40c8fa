import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { Link as RouterLink } from 'react-router';
import type { BillActions } from './billActions';

type BillActionButtonsProps = {
  actions: BillActions;
  /** The bill is being submitted or approved: its buttons wait. */
  busy: boolean;
  size?: 'xs' | 'sm';
  onSubmit: () => void;
  onApprove: () => void;
  onCancel: () => void;
  onMarkPaid: () => void;
};

/** The buttons of the moves `billActions` offers on a bill (Pay, Mark paid, Submit, Approve, Cancel): its row's and its page's. */
export function BillActionButtons({
  actions,
  busy,
  size = 'xs',
  onSubmit,
  onApprove,
  onCancel,
  onMarkPaid,
}: BillActionButtonsProps) {
  return (
    <>
      {actions.payPath ? (
        <Button asChild size={size} colorPalette="brand" data-testid="bill-pay">
          <RouterLink to={actions.payPath}>
            <FormattedMessage id="bills.action.pay" />
          </RouterLink>
        </Button>
      ) : null}
      {actions.markPaid ? (
        <Button
          size={size}
          variant="outline"
          disabled={busy}
          onClick={onMarkPaid}
          data-testid="bill-mark-paid"
        >
          <FormattedMessage id="bills.action.markPaid" />
        </Button>
      ) : null}
      {actions.submit ? (
        <Button
          size={size}
          variant="outline"
          loading={busy}
          onClick={onSubmit}
          data-testid="bill-submit"
        >
          <FormattedMessage id="bills.action.submit" />
        </Button>
      ) : null}
      {actions.approve ? (
        <Button
          size={size}
          colorPalette="brand"
          loading={busy}
          onClick={onApprove}
          data-testid="bill-approve"
        >
          <FormattedMessage id="bills.action.approve" />
        </Button>
      ) : null}
      {actions.cancel ? (
        <Button
          size={size}
          variant="ghost"
          colorPalette="red"
          disabled={busy}
          onClick={onCancel}
          data-testid="bill-cancel"
        >
          <FormattedMessage id="bills.action.cancel" />
        </Button>
      ) : null}
    </>
  );
}
