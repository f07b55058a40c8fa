import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CustomerInvitationDialogsCancelMutation } from '../../__generated__/CustomerInvitationDialogsCancelMutation.graphql';
import type { CustomerInvitationDialogsResendMutation } from '../../__generated__/CustomerInvitationDialogsResendMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';

type Refusable = {
  readonly userErrors: readonly { readonly code: string; readonly message: string }[];
};

/**
 * Resending and cancelling a customer's invitation, each confirmed first
 * (`open` says which dialog shows): a refusal stays in the dialog, success
 * closes it with a toast and updates the page from the store.
 */
export function CustomerInvitationDialogs({
  customer,
  open,
  onClose,
}: {
  customer: { id: string; name: string; email: string };
  open: 'resend' | 'cancel' | null;
  onClose: () => void;
}) {
  const intl = useIntl();
  const [commitResend] = useCommit<CustomerInvitationDialogsResendMutation>(graphql`
    mutation CustomerInvitationDialogsResendMutation($input: CustomerIdInput!) {
      customerInvitationResend(input: $input) {
        customer {
          ...CustomerDetail_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitCancel] = useCommit<CustomerInvitationDialogsCancelMutation>(graphql`
    mutation CustomerInvitationDialogsCancelMutation($input: CustomerIdInput!) {
      customerInvitationCancel(input: $input) {
        customer {
          ...CustomerDetail_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const input = { customerId: customer.id };
  const email = {
    email: customer.email,
    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  };
  const names = { name: customer.name, email: customer.email };
  const accepted = (payload: Refusable) => payload.userErrors.length === 0;
  return (
    <>
      <DeleteDialog
        open={open === 'resend'}
        onClose={onClose}
        commit={async () => (await commitResend({ variables: { input } })).customerInvitationResend}
        done={accepted}
        doneMessage={intl.formatMessage({ id: 'customers.invitationResent' }, names)}
        title={<FormattedMessage id="customers.resendDialog.title" />}
        body={<FormattedMessage id="customers.resendDialog.body" values={email} />}
        confirmLabel={<FormattedMessage id="customers.resendDialog.confirm" />}
        destructive={false}
        testId="customer-resend"
      />
      <DeleteDialog
        open={open === 'cancel'}
        onClose={onClose}
        commit={async () => (await commitCancel({ variables: { input } })).customerInvitationCancel}
        done={accepted}
        doneMessage={intl.formatMessage({ id: 'customers.invitationCancelled' }, names)}
        title={<FormattedMessage id="customers.cancelDialog.title" />}
        body={<FormattedMessage id="customers.cancelDialog.body" values={email} />}
        confirmLabel={<FormattedMessage id="customers.cancelDialog.confirm" />}
        cancelLabel={<FormattedMessage id="customers.cancelDialog.keep" />}
        testId="customer-cancel"
      />
    </>
  );
}
