import { ActionButtonList, type ActionButtonLook } from '../../ui/ActionButtonList';
import type { RecurringInvoiceActions } from './recurringInvoiceActions';

/** The buttons of the moves `recurringInvoiceDetailActions` offers: Issue now, Pause or Resume, Edit, Delete. */
export function RecurringInvoiceActionButtons({
  actions,
  busy,
  editTo,
  onIssue,
  onPause,
  onResume,
  onDelete,
}: {
  actions: RecurringInvoiceActions;
  /** A pause or resume is running: the buttons wait. */
  busy: boolean;
  editTo: string;
  onIssue: () => void;
  onPause: () => void;
  onResume: () => void;
  onDelete: () => void;
}) {
  const move = (name: string, look: ActionButtonLook, shown: boolean, onClick: () => void) => ({
    testId: `recurring-invoice-${name}`,
    label: `recurringInvoices.action.${name}`,
    look,
    shown,
    disabled: busy,
    onClick,
  });
  return (
    <ActionButtonList
      size="sm"
      buttons={[
        move('issue', 'main', actions.issue, onIssue),
        move('pause', 'plain', actions.pause, onPause),
        move('resume', 'main', actions.resume, onResume),
        {
          testId: 'recurring-invoice-edit',
          label: 'recurringInvoices.action.edit',
          look: 'plain',
          shown: actions.edit,
          to: editTo,
        },
        move('delete', 'quietDanger', actions.delete, onDelete),
      ]}
    />
  );
}
