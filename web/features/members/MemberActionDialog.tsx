import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData } from 'react-relay';
import type { MemberActionDialogActivateMutation } from '../../__generated__/MemberActionDialogActivateMutation.graphql';
import type { MemberActionDialogCancelMutation } from '../../__generated__/MemberActionDialogCancelMutation.graphql';
import type { MemberActionDialogDeactivateMutation } from '../../__generated__/MemberActionDialogDeactivateMutation.graphql';
import type { MemberActionDialogReactivateMutation } from '../../__generated__/MemberActionDialogReactivateMutation.graphql';
import type { MemberActionDialogRemoveMutation } from '../../__generated__/MemberActionDialogRemoveMutation.graphql';
import type { MemberActionDialogResendMutation } from '../../__generated__/MemberActionDialogResendMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { DeleteDialog } from '../../ui/DeleteDialog';
import type { MemberAction } from './memberActions';
import type { MemberTarget } from './MemberRow';
import { removeFromMemberList } from './removeFromMemberList';
import type { MemberActionDialog_payload$key } from '../../__generated__/MemberActionDialog_payload.graphql';

/** The actions this dialog confirms: every one but Set role, which has its own dialog. */
export type ConfirmedMemberAction = Exclude<MemberAction, 'setRole'>;

type Descriptor = { id: string };

/** Each action's words: title, what it does, the confirm button and the toast; red for those that take access away. */
const COPY: Record<
  ConfirmedMemberAction,
  {
    title: Descriptor;
    body: Descriptor;
    confirm: Descriptor;
    done: Descriptor;
    destructive: boolean;
    dismiss?: Descriptor;
  }
> = {
  deactivate: {
    title: { id: 'members.deactivateDialog.title' },
    body: { id: 'members.deactivateDialog.body' },
    confirm: { id: 'members.action.deactivate' },
    done: { id: 'members.deactivated' },
    destructive: true,
  },
  activate: {
    title: { id: 'members.activateDialog.title' },
    body: { id: 'members.activateDialog.body' },
    confirm: { id: 'members.action.activate' },
    done: { id: 'members.activated' },
    destructive: false,
  },
  remove: {
    title: { id: 'members.removeDialog.title' },
    body: { id: 'members.removeDialog.body' },
    confirm: { id: 'members.action.remove' },
    done: { id: 'members.removed' },
    destructive: true,
  },
  reactivate: {
    title: { id: 'members.reactivateDialog.title' },
    body: { id: 'members.reactivateDialog.body' },
    confirm: { id: 'members.action.reactivate' },
    done: { id: 'members.reactivated' },
    destructive: false,
  },
  resend: {
    title: { id: 'members.resendDialog.title' },
    body: { id: 'members.resendDialog.body' },
    confirm: { id: 'members.resendDialog.confirm' },
    done: { id: 'members.resent' },
    destructive: false,
  },
  cancel: {
    title: { id: 'members.cancelDialog.title' },
    body: { id: 'members.cancelDialog.body' },
    confirm: { id: 'members.action.cancel' },
    done: { id: 'members.cancelled' },
    destructive: true,
    dismiss: { id: 'members.cancelDialog.keep' },
  },
};

type UserErrorLike = { readonly code: string; readonly message: string };

/** What every member action answers: the member as the row shows them, or why not. */
const payloadFragment = graphql`
  fragment MemberActionDialog_payload on MemberPayload @inline {
    member {
      id
      ...MemberRow_member
    }
    userErrors {
      code
      message
    }
  }
`;
type Outcome = { done: boolean; userErrors: readonly UserErrorLike[] };

type MemberActionDialogProps = {
  open: boolean;
  action: ConfirmedMemberAction | null;
  member: MemberTarget | null;
  /** The list on screen (its `__id`), which a cancelled invitation leaves. */
  connectionId: string;
  onClose: () => void;
};

/**
 * Asks before changing someone's access or invitation, saying what happens:
 * deactivating and removing end their access at once (their sessions end),
 * activating and reactivating give back the role they had, resending mails a
 * new link, cancelling stops the link. The row updates from the answer.
 */
export function MemberActionDialog({
  open,
  action,
  member,
  connectionId,
  onClose,
}: MemberActionDialogProps) {
  const intl = useIntl();
  const send = useMemberActionSend(connectionId);
  const copy = action ? COPY[action] : null;
  const values = { name: member?.name ?? '', email: member?.email ?? '' };

  return (
    <DeleteDialog
      open={open}
      onClose={onClose}
      commit={action && member ? () => send(action, member.id) : null}
      done={(outcome) => outcome.done}
      doneMessage={action ? intl.formatMessage(COPY[action].done, values) : ''}
      destructive={copy?.destructive ?? false}
      testId="member-action"
      contentProps={{ 'data-action': action ?? undefined }}
      title={copy ? <FormattedMessage id={copy.title.id} values={values} /> : null}
      body={copy ? <FormattedMessage id={copy.body.id} values={values} /> : null}
      cancelLabel={<FormattedMessage id={copy?.dismiss?.id ?? 'common.cancel'} />}
      confirmLabel={copy ? <FormattedMessage id={copy.confirm.id} /> : null}
    />
  );
}

/**
 * The six member changes as one `send`: the member's row updates from the
 * answer, a cancelled invitation leaves the list; resolves with whether it
 * was done and why not.
 */
function useMemberActionSend(connectionId: string) {
  const [commitDeactivate] = useCommit<MemberActionDialogDeactivateMutation>(graphql`
    mutation MemberActionDialogDeactivateMutation($input: MemberInput!) {
      memberDeactivate(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitActivate] = useCommit<MemberActionDialogActivateMutation>(graphql`
    mutation MemberActionDialogActivateMutation($input: MemberInput!) {
      memberActivate(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitRemove] = useCommit<MemberActionDialogRemoveMutation>(graphql`
    mutation MemberActionDialogRemoveMutation($input: MemberInput!) {
      memberRemove(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitReactivate] = useCommit<MemberActionDialogReactivateMutation>(graphql`
    mutation MemberActionDialogReactivateMutation($input: MemberInput!) {
      memberReactivate(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitResend] = useCommit<MemberActionDialogResendMutation>(graphql`
    mutation MemberActionDialogResendMutation($input: MemberInput!) {
      invitationResend(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitCancel] = useCommit<MemberActionDialogCancelMutation>(graphql`
    mutation MemberActionDialogCancelMutation($input: MemberInput!) {
      invitationCancel(input: $input) {
        cancelledMemberId
        userErrors {
          code
          message
        }
      }
    }
  `);

  /** The member changes that answer the member as the row shows them. */
  const changes: Record<
    Exclude<ConfirmedMemberAction, 'cancel'>,
    (variables: { input: { memberId: string } }) => Promise<MemberActionDialog_payload$key>
  > = {
    deactivate: (variables) =>
      commitDeactivate({ variables }).then((response) => response.memberDeactivate),
    activate: (variables) =>
      commitActivate({ variables }).then((response) => response.memberActivate),
    remove: (variables) => commitRemove({ variables }).then((response) => response.memberRemove),
    reactivate: (variables) =>
      commitReactivate({ variables }).then((response) => response.memberReactivate),
    resend: (variables) =>
      commitResend({ variables }).then((response) => response.invitationResend),
  };

  /** Sends the action; resolves with whether it was done and why not. */
  const send = async (chosen: ConfirmedMemberAction, memberId: string): Promise<Outcome> => {
    const variables = { input: { memberId } };
    if (chosen === 'cancel') {
      const { invitationCancel: cancelled } = await commitCancel({
        variables,
        updater: (store, response) => {
          const id = response?.invitationCancel.cancelledMemberId;
          if (id) removeFromMemberList(store, connectionId, id);
        },
      });
      return {
        done: Boolean(cancelled.cancelledMemberId) && cancelled.userErrors.length === 0,
        userErrors: cancelled.userErrors,
      };
    }
    const payload = readInlineData(payloadFragment, await changes[chosen](variables));
    return {
      done: Boolean(payload.member) && payload.userErrors.length === 0,
      userErrors: payload.userErrors,
    };
  };
  return send;
}
