import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CustomerInvitationDialogsCancelMutation } from '../../__generated__/CustomerInvitationDialogsCancelMutation.graphql';
import type { CustomerInvitationDialogsResendMutation } from '../../__generated__/CustomerInvitationDialogsResendMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';

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
  const refusalMessage = useRefusalMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
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

  /** Runs a confirmed move: a refusal stays in the dialog, success closes it with a toast. */
  const confirm = async (work: () => Promise<Refusable>, done: string) => {
    setBusy(true);
    setError(null);
    try {
      const payload = await work();
      if (payload.userErrors.length > 0) {
        setError(refusalMessage.ofUserErrors(payload.userErrors));
        return;
      }
      toastSuccess(
        intl.formatMessage({ id: done }, { name: customer.name, email: customer.email }),
      );
      onClose();
    } catch (failure) {
      const message = refusalMessage.ofFailure(failure);
      if (message) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const input = { customerId: customer.id };
  const email = {
    email: customer.email,
    strong: (chunks: ReactNode[]) => <strong>{chunks}</strong>,
  };
  return (
    <>
      <ConfirmDialog
        open={open === 'resend'}
        onClose={onClose}
        onConfirm={() =>
          void confirm(
            async () => (await commitResend({ variables: { input } })).customerInvitationResend,
            'customers.invitationResent',
          )
        }
        onExitComplete={() => setError(null)}
        title={<FormattedMessage id="customers.resendDialog.title" />}
        body={<FormattedMessage id="customers.resendDialog.body" values={email} />}
        confirmLabel={<FormattedMessage id="customers.resendDialog.confirm" />}
        destructive={false}
        busy={busy}
        error={error}
        testId="customer-resend"
      />
      <ConfirmDialog
        open={open === 'cancel'}
        onClose={onClose}
        onConfirm={() =>
          void confirm(
            async () => (await commitCancel({ variables: { input } })).customerInvitationCancel,
            'customers.invitationCancelled',
          )
        }
        onExitComplete={() => setError(null)}
        title={<FormattedMessage id="customers.cancelDialog.title" />}
        body={<FormattedMessage id="customers.cancelDialog.body" values={email} />}
        confirmLabel={<FormattedMessage id="customers.cancelDialog.confirm" />}
        cancelLabel={<FormattedMessage id="customers.cancelDialog.keep" />}
        busy={busy}
        error={error}
        testId="customer-cancel"
      />
    </>
  );
}
