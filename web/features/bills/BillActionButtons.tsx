import { ActionButtonList } from '../../ui/ActionButtonList';
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
    <ActionButtonList
      size={size}
      buttons={[
        {
          label: 'bills.action.pay',
          testId: 'bill-pay',
          look: 'main',
          shown: actions.payPath !== null,
          to: actions.payPath ?? '',
        },
        {
          label: 'bills.action.markPaid',
          testId: 'bill-mark-paid',
          look: 'plain',
          shown: actions.markPaid,
          disabled: busy,
          onClick: onMarkPaid,
        },
        {
          label: 'bills.action.submit',
          testId: 'bill-submit',
          look: 'plain',
          shown: actions.submit,
          loading: busy,
          onClick: onSubmit,
        },
        {
          label: 'bills.action.approve',
          testId: 'bill-approve',
          look: 'main',
          shown: actions.approve,
          loading: busy,
          onClick: onApprove,
        },
        {
          label: 'bills.action.cancel',
          testId: 'bill-cancel',
          look: 'quietDanger',
          shown: actions.cancel,
          disabled: busy,
          onClick: onCancel,
        },
      ]}
    />
  );
}
