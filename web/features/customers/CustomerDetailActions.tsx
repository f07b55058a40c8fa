import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql } from 'react-relay';
import type { CustomerDetailActionsCancelMutation } from '../../__generated__/CustomerDetailActionsCancelMutation.graphql';
import type { CustomerDetailActionsDeactivateMutation } from '../../__generated__/CustomerDetailActionsDeactivateMutation.graphql';
import type { CustomerDetailActionsRejectMutation } from '../../__generated__/CustomerDetailActionsRejectMutation.graphql';
import type { CustomerDetailActionsResendMutation } from '../../__generated__/CustomerDetailActionsResendMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { uuidOf } from '../../relay/globalId';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { LinkButton } from '../../ui/LinkButton';
import { ReasonDialog } from '../../domain/ReasonDialog';
import { toastSuccess } from '../../ui/toaster';
import { useRefusalMessage } from '../../ui/useRefusalMessage';
import { customerActions } from './customerActions';
import { CustomerApproveDialog, type CustomerToDecide } from './CustomerApproveDialog';
import type { ApprovalDefaults } from './customerApproveSchema';
import { customerPathOf } from './customerStage';

type Open = null | 'resend' | 'cancel' | 'approve' | 'reject' | 'deactivate';

type CustomerDetailActionsProps = {
  customer: CustomerToDecide & { status: string; email: string };
  permissions: readonly string[];
  defaults: ApprovalDefaults;
  currency: string;
};

/**
 * The buttons of a customer's page, as its status and the viewer's
 * permissions allow (customerActions): Resend and Cancel an invitation
 * (each confirmed first), Approve (payment term, billing cycle, credit
 * limit), Reject and Deactivate (each with a required reason), Edit. Each
 * answer updates the page from the store; a refusal shows in its dialog.
 */
export function CustomerDetailActions({
  customer,
  permissions,
  defaults,
  currency,
}: CustomerDetailActionsProps) {
  const intl = useIntl();
  const refusalMessage = useRefusalMessage();
  const [open, setOpen] = useState<Open>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const actions = customerActions(customer.status, permissions);

  const [commitResend] = useCommit<CustomerDetailActionsResendMutation>(graphql`
    mutation CustomerDetailActionsResendMutation($input: CustomerIdInput!) {
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
  const [commitCancel] = useCommit<CustomerDetailActionsCancelMutation>(graphql`
    mutation CustomerDetailActionsCancelMutation($input: CustomerIdInput!) {
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
  const [commitReject] = useCommit<CustomerDetailActionsRejectMutation>(graphql`
    mutation CustomerDetailActionsRejectMutation($input: CustomerReasonInput!) {
      customerReject(input: $input) {
        customer {
          ...CustomerDetail_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const [commitDeactivate] = useCommit<CustomerDetailActionsDeactivateMutation>(graphql`
    mutation CustomerDetailActionsDeactivateMutation($input: CustomerReasonInput!) {
      customerDeactivate(input: $input) {
        customer {
          ...CustomerDetail_customer
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  const show = (dialog: Open) => {
    setError(null);
    setOpen(dialog);
  };
  const close = () => setOpen(null);

  /** Runs a confirmed move (resend, cancel): a refusal stays in the dialog, success closes it with a toast. */
  const confirm = async (
    work: () => Promise<{
      readonly userErrors: readonly { readonly code: string; readonly message: string }[];
    }>,
    done: string,
  ) => {
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
      close();
    } catch (failure) {
      const message = refusalMessage.ofFailure(failure);
      if (message) setError(message);
    } finally {
      setBusy(false);
    }
  };

  const input = { customerId: customer.id };
  const edit = customerPathOf(uuidOf(customer.id, 'Customer'), '/edit');
  return (
    <>
      {actions.edit ? (
        <LinkButton
          to={edit}
          label={<FormattedMessage id="customers.action.edit" />}
          testId="customer-edit"
        />
      ) : null}
      {actions.cancelInvitation ? (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => show('cancel')}
          data-testid="customer-cancel-invitation"
        >
          <FormattedMessage id="customers.action.cancelInvitation" />
        </Button>
      ) : null}
      {actions.resendInvitation ? (
        <Button
          variant="outline"
          onClick={() => show('resend')}
          data-testid="customer-resend-invitation"
        >
          <FormattedMessage id="customers.action.resendInvitation" />
        </Button>
      ) : null}
      {actions.deactivate ? (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => show('deactivate')}
          data-testid="customer-deactivate"
        >
          <FormattedMessage id="customers.action.deactivate" />
        </Button>
      ) : null}
      {actions.reject ? (
        <Button
          variant="outline"
          colorPalette="red"
          onClick={() => show('reject')}
          data-testid="customer-reject"
        >
          <FormattedMessage id="customers.action.reject" />
        </Button>
      ) : null}
      {actions.approve ? (
        <Button colorPalette="brand" onClick={() => show('approve')} data-testid="customer-approve">
          <FormattedMessage id="customers.action.approve" />
        </Button>
      ) : null}

      <ConfirmDialog
        open={open === 'resend'}
        onClose={close}
        onConfirm={() =>
          void confirm(
            async () => (await commitResend({ variables: { input } })).customerInvitationResend,
            'customers.invitationResent',
          )
        }
        title={<FormattedMessage id="customers.resendDialog.title" />}
        body={
          <FormattedMessage
            id="customers.resendDialog.body"
            values={{ email: customer.email, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        }
        confirmLabel={<FormattedMessage id="customers.resendDialog.confirm" />}
        destructive={false}
        busy={busy}
        error={error}
        testId="customer-resend"
      />
      <ConfirmDialog
        open={open === 'cancel'}
        onClose={close}
        onConfirm={() =>
          void confirm(
            async () => (await commitCancel({ variables: { input } })).customerInvitationCancel,
            'customers.invitationCancelled',
          )
        }
        title={<FormattedMessage id="customers.cancelDialog.title" />}
        body={
          <FormattedMessage
            id="customers.cancelDialog.body"
            values={{ email: customer.email, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        }
        confirmLabel={<FormattedMessage id="customers.cancelDialog.confirm" />}
        cancelLabel={<FormattedMessage id="customers.cancelDialog.keep" />}
        busy={busy}
        error={error}
        testId="customer-cancel"
      />
      <CustomerApproveDialog
        customer={open === 'approve' ? customer : null}
        defaults={defaults}
        currency={currency}
        onClose={close}
      />
      <ReasonDialog
        open={open === 'reject'}
        onClose={close}
        title={<FormattedMessage id="customers.rejectDialog.title" />}
        intro={
          <FormattedMessage
            id="customers.rejectDialog.body"
            values={{ name: customer.name, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        }
        label={<FormattedMessage id="customers.rejectDialog.reason" />}
        submitLabel={<FormattedMessage id="customers.rejectDialog.confirm" />}
        requiredMessage={intl.formatMessage({ id: 'error.U-INV-CU-5' })}
        testId="customer-reject"
        onSubmit={async (reason) =>
          (await commitReject({ variables: { input: { ...input, reason } } })).customerReject
        }
        onDone={() =>
          toastSuccess(intl.formatMessage({ id: 'customers.rejected' }, { name: customer.name }))
        }
      />
      <ReasonDialog
        open={open === 'deactivate'}
        onClose={close}
        title={<FormattedMessage id="customers.deactivateDialog.title" />}
        intro={
          <FormattedMessage
            id="customers.deactivateDialog.body"
            values={{ name: customer.name, strong: (chunks) => <strong>{chunks}</strong> }}
          />
        }
        label={<FormattedMessage id="customers.deactivateDialog.reason" />}
        submitLabel={<FormattedMessage id="customers.deactivateDialog.confirm" />}
        requiredMessage={intl.formatMessage({ id: 'error.U-INV-CU-5' })}
        testId="customer-deactivate"
        onSubmit={async (reason) =>
          (await commitDeactivate({ variables: { input: { ...input, reason } } }))
            .customerDeactivate
        }
        onDone={() =>
          toastSuccess(intl.formatMessage({ id: 'customers.deactivated' }, { name: customer.name }))
        }
      />
    </>
  );
}
