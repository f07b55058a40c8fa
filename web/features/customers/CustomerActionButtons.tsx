import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { LinkButton } from '../../ui/LinkButton';
import { MenuIcon } from '../../ui/MenuIcon';
import type { CustomerActions } from './customerActions';

/** The dialogs a customer's page opens from its buttons. */
export type CustomerDialog =
  'resend' | 'cancel' | 'approve' | 'reject' | 'deactivate' | 'statement';

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
    <>
      {actions.statement ? (
        <Button
          variant="outline"
          onClick={() => onOpen('statement')}
          data-testid="customer-statement"
        >
          <MenuIcon name="download" />
          <FormattedMessage id="customers.action.statement" />
        </Button>
      ) : null}
      {actions.edit ? (
        <LinkButton
          to={editPath}
          label={<FormattedMessage id="customers.action.edit" />}
          testId="customer-edit"
        />
      ) : null}
      {actions.cancelInvitation ? (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => onOpen('cancel')}
          data-testid="customer-cancel-invitation"
        >
          <FormattedMessage id="customers.action.cancelInvitation" />
        </Button>
      ) : null}
      {actions.resendInvitation ? (
        <Button
          variant="outline"
          onClick={() => onOpen('resend')}
          data-testid="customer-resend-invitation"
        >
          <FormattedMessage id="customers.action.resendInvitation" />
        </Button>
      ) : null}
      {actions.deactivate ? (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => onOpen('deactivate')}
          data-testid="customer-deactivate"
        >
          <FormattedMessage id="customers.action.deactivate" />
        </Button>
      ) : null}
      {actions.reject ? (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => onOpen('reject')}
          data-testid="customer-reject"
        >
          <FormattedMessage id="customers.action.reject" />
        </Button>
      ) : null}
      {actions.approve ? (
        <Button
          colorPalette="brand"
          onClick={() => onOpen('approve')}
          data-testid="customer-approve"
        >
          <FormattedMessage id="customers.action.approve" />
        </Button>
      ) : null}
    </>
  );
}
