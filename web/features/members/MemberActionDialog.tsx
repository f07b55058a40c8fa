import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData, useMutation } from 'react-relay';
import type { MemberActionDialogActivateMutation } from '../../__generated__/MemberActionDialogActivateMutation.graphql';
import type { MemberActionDialogCancelMutation } from '../../__generated__/MemberActionDialogCancelMutation.graphql';
import type { MemberActionDialogDeactivateMutation } from '../../__generated__/MemberActionDialogDeactivateMutation.graphql';
import type { MemberActionDialogReactivateMutation } from '../../__generated__/MemberActionDialogReactivateMutation.graphql';
import type { MemberActionDialogRemoveMutation } from '../../__generated__/MemberActionDialogRemoveMutation.graphql';
import type { MemberActionDialogResendMutation } from '../../__generated__/MemberActionDialogResendMutation.graphql';
import { toastSuccess } from '../../ui/toaster';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { useDialogError } from '../../ui/useDialogError';
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
export function MemberActionDialog({ open, action, member, connectionId, onClose }: MemberActionDialogProps) {
  const intl = useIntl();
  const { error, clear, showUserErrors, showFailure } = useDialogError();
  const [busy, setBusy] = useState(false);

  const [commitDeactivate] = useMutation<MemberActionDialogDeactivateMutation>(graphql`
    mutation MemberActionDialogDeactivateMutation($input: MemberInput!) {
      memberDeactivate(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitActivate] = useMutation<MemberActionDialogActivateMutation>(graphql`
    mutation MemberActionDialogActivateMutation($input: MemberInput!) {
      memberActivate(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitRemove] = useMutation<MemberActionDialogRemoveMutation>(graphql`
    mutation MemberActionDialogRemoveMutation($input: MemberInput!) {
      memberRemove(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitReactivate] = useMutation<MemberActionDialogReactivateMutation>(graphql`
    mutation MemberActionDialogReactivateMutation($input: MemberInput!) {
      memberReactivate(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitResend] = useMutation<MemberActionDialogResendMutation>(graphql`
    mutation MemberActionDialogResendMutation($input: MemberInput!) {
      invitationResend(input: $input) {
        ...MemberActionDialog_payload
      }
    }
  `);
  const [commitCancel] = useMutation<MemberActionDialogCancelMutation>(graphql`
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

  /** Sends the action; resolves with whether it was done and why not. */
  const send = (chosen: ConfirmedMemberAction, memberId: string) =>
    new Promise<Outcome>((resolve, reject) => {
      const variables = { input: { memberId } };
      const changed = (key: MemberActionDialog_payload$key) => {
        const payload = readInlineData(payloadFragment, key);
        resolve({ done: Boolean(payload.member) && payload.userErrors.length === 0, userErrors: payload.userErrors });
      };
      switch (chosen) {
        case 'deactivate':
          commitDeactivate({ variables, onCompleted: (r) => changed(r.memberDeactivate), onError: reject });
          break;
        case 'activate':
          commitActivate({ variables, onCompleted: (r) => changed(r.memberActivate), onError: reject });
          break;
        case 'remove':
          commitRemove({ variables, onCompleted: (r) => changed(r.memberRemove), onError: reject });
          break;
        case 'reactivate':
          commitReactivate({ variables, onCompleted: (r) => changed(r.memberReactivate), onError: reject });
          break;
        case 'resend':
          commitResend({ variables, onCompleted: (r) => changed(r.invitationResend), onError: reject });
          break;
        case 'cancel':
          commitCancel({
            variables,
            updater: (store, response) => {
              const cancelled = response?.invitationCancel.cancelledMemberId;
              if (cancelled) removeFromMemberList(store, connectionId, cancelled);
            },
            onCompleted: (r) =>
              resolve({
                done: Boolean(r.invitationCancel.cancelledMemberId) && r.invitationCancel.userErrors.length === 0,
                userErrors: r.invitationCancel.userErrors,
              }),
            onError: reject,
          });
          break;
      }
    });

  const confirm = async () => {
    if (!action || !member) return;
    clear();
    setBusy(true);
    try {
      const outcome = await send(action, member.id);
      if (outcome.done) {
        onClose();
        toastSuccess(intl.formatMessage(COPY[action].done, { name: member.name, email: member.email }));
        return;
      }
      showUserErrors(outcome.userErrors);
    } catch (failure) {
      showFailure(failure);
    } finally {
      setBusy(false);
    }
  };

  const copy = action ? COPY[action] : null;
  const values = { name: member?.name ?? '', email: member?.email ?? '' };

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      onConfirm={() => void confirm()}
      onExitComplete={clear}
      busy={busy}
      error={error}
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
