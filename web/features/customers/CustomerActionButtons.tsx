import { ActionButtonList, type ActionButtonLook } from '../../ui/ActionButtonList';
import type { CustomerActions } from './customerActions';

/** The dialogs a customer's page opens from its buttons. */
export type CustomerDialog =
  'resend' | 'cancel' | 'approve' | 'reject' | 'deactivate' | 'statement';

/** The page's buttons in their order: the action each offers, the dialog it opens (Edit goes to the form), and its look. */
const BUTTONS: readonly {
  action: keyof CustomerActions;
  dialog: CustomerDialog | null;
  look: ActionButtonLook;
}[] = [
  { action: 'statement', dialog: 'statement', look: 'plain' },
  { action: 'edit', dialog: null, look: 'plain' },
  { action: 'cancelInvitation', dialog: 'cancel', look: 'danger' },
  { action: 'resendInvitation', dialog: 'resend', look: 'plain' },
  { action: 'deactivate', dialog: 'deactivate', look: 'danger' },
  { action: 'reject', dialog: 'reject', look: 'danger' },
  { action: 'approve', dialog: 'approve', look: 'main' },
];

/** `cancelInvitation` → `customer-cancel-invitation`. */
const testIdOf = (action: string) =>
  `customer-${action.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

/** The buttons of a customer's page that its status and the viewer's permissions allow: Edit, and those that open a dialog (`onOpen`). */
export function CustomerActionButtons({
  actions,
  editPath,
  onOpen,
}: {
  actions: CustomerActions;
  editPath: string;
  onOpen: (dialog: CustomerDialog) => void;
}) {
  return (
    <ActionButtonList
      buttons={BUTTONS.map(({ action, dialog, look }) => ({
        label: `customers.action.${action}`,
        testId: testIdOf(action),
        look,
        shown: actions[action],
        ...(action === 'statement' ? { icon: 'download' as const } : {}),
        ...(dialog ? { onClick: () => onOpen(dialog) } : { to: editPath }),
      }))}
    />
  );
}
