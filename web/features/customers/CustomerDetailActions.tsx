import { useState } from 'react';
import { graphql } from 'react-relay';
import type { CustomerDetailActionsDeactivateMutation } from '../../__generated__/CustomerDetailActionsDeactivateMutation.graphql';
import type { CustomerDetailActionsRejectMutation } from '../../__generated__/CustomerDetailActionsRejectMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { uuidOf } from '../../relay/globalId';
import { customerActions } from './customerActions';
import { CustomerApproveDialog, type CustomerToDecide } from './CustomerApproveDialog';
import type { ApprovalDefaults } from './customerApproveSchema';
import { CustomerActionButtons, type CustomerDialog } from './CustomerActionButtons';
import { CustomerInvitationDialogs } from './CustomerInvitationDialogs';
import { CustomerReasonDialog } from './CustomerReasonDialog';
import { CustomerStatementDialog } from './CustomerStatementDialog';
import { customerPathOf } from './customerStage';

/** The moves that ask for a reason, each in its own dialog, in the order the page holds them. */
const REASON_MOVES = ['reject', 'deactivate'] as const;

type ReasonInput = CustomerDetailActionsRejectMutation['variables']['input'];

type CustomerDetailActionsProps = {
  /** `viewerCanApprove`: the server's word on the four eyes (not who invited or added the customer, unless the company allows it). */
  customer: CustomerToDecide & { status: string; email: string; viewerCanApprove: boolean };
  permissions: readonly string[];
  defaults: ApprovalDefaults;
  currency: string;
  /** The organisation's time zone: the statement's period ends today there. */
  timeZone: string;
};

/**
 * The buttons of a customer's page, as its status and the viewer's
 * permissions allow (customerActions): Resend and Cancel an invitation
 * (each confirmed first), Approve (payment term, billing cycle, credit
 * limit), Reject and Deactivate (each with a required reason), Edit, and
 * the statement of account's download. Each answer updates the page from the
 * store; a refusal shows in its dialog.
 */
export function CustomerDetailActions({
  customer,
  permissions,
  defaults,
  currency,
  timeZone,
}: CustomerDetailActionsProps) {
  const [open, setOpen] = useState<CustomerDialog | null>(null);
  const permitted = customerActions(customer.status, permissions);
  const actions = { ...permitted, approve: permitted.approve && customer.viewerCanApprove };

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

  const close = () => setOpen(null);
  const sendReason = {
    reject: async (reasonInput: ReasonInput) =>
      (await commitReject({ variables: { input: reasonInput } })).customerReject,
    deactivate: async (reasonInput: ReasonInput) =>
      (await commitDeactivate({ variables: { input: reasonInput } })).customerDeactivate,
  };

  const input = { customerId: customer.id };
  return (
    <>
      <CustomerActionButtons
        actions={actions}
        editPath={customerPathOf(uuidOf(customer.id, 'Customer'), '/edit')}
        onOpen={setOpen}
      />
      <CustomerInvitationDialogs
        customer={customer}
        open={open === 'resend' || open === 'cancel' ? open : null}
        onClose={close}
      />
      <CustomerStatementDialog
        customer={open === 'statement' ? customer : null}
        timeZone={timeZone}
        currency={currency}
        onClose={close}
      />
      <CustomerApproveDialog
        customer={open === 'approve' ? customer : null}
        defaults={defaults}
        currency={currency}
        onClose={close}
      />
      {REASON_MOVES.map((kind) => (
        <CustomerReasonDialog
          key={kind}
          kind={kind}
          customerName={customer.name}
          open={open === kind}
          onClose={close}
          onSubmit={(reason) => sendReason[kind]({ ...input, reason })}
        />
      ))}
    </>
  );
}
