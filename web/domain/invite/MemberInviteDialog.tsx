import { Input, Text } from '@chakra-ui/react';
import { Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { SelectorStoreUpdater } from 'relay-runtime';
import type { MemberInviteDialogMutation } from '../../__generated__/MemberInviteDialogMutation.graphql';
import type { useRoleOptionsQuery } from '../../__generated__/useRoleOptionsQuery.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useCommit } from '../../relay/useCommit';
import { addInvitationToList } from './addInvitationToList';
import { assignableRoles, defaultInviteRoleId } from '../role/assignableRoles';
import { memberInviteSchema, type MemberInviteValues } from './memberInviteSchema';
import { RoleSelectField } from '../role/RoleSelectField';
import { roleOptionsQuery } from '../role/useRoleOptions';
import { DialogLoading } from '../../ui/DialogLoading';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { FormField } from '../../ui/FormField';
import { formikFields } from '../../ui/formikFields';
import { useFormFeedback } from '../../ui/useFormFeedback';

type RoleOption = { readonly id: string; readonly name: string; readonly builtIn: boolean };

type MemberInviteDialogProps = {
  open: boolean;
  /** Whether a role can be picked (`roles:read`); without it the invitation offers the default role, Maker. */
  canPickRoles: boolean;
  /** The organisation's roles, loaded as the dialog opened; null without `roles:read`. */
  rolesRef: PreloadedQuery<useRoleOptionsQuery> | null;
  onClose: () => void;
};

/**
 * Invites someone by email into a role (Maker unless another is picked; never
 * the owner's). The service mails a link valid for 7 days; the new invitation
 * joins the team list at once. Used by the team list and by Home.
 */
export function MemberInviteDialog({
  open,
  canPickRoles,
  rolesRef,
  onClose,
}: MemberInviteDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="member-invite-dialog"
      title={<FormattedMessage id="members.inviteDialog.title" />}
    >
      <Suspense fallback={<DialogLoading />}>
        {!canPickRoles ? (
          <InviteForm roles={null} onClose={onClose} />
        ) : rolesRef ? (
          <InviteFormWithRoles rolesRef={rolesRef} onClose={onClose} />
        ) : null}
      </Suspense>
    </FormDialog>
  );
}

/** The form once the roles it offers are loaded. */
function InviteFormWithRoles({
  rolesRef,
  onClose,
}: {
  rolesRef: PreloadedQuery<useRoleOptionsQuery>;
  onClose: () => void;
}) {
  const { roles } = usePreloadedQuery<useRoleOptionsQuery>(roleOptionsQuery, rolesRef);
  const options = useMemo(() => assignableRoles(roles), [roles]);
  return (
    <InviteForm roles={options} initialRoleId={defaultInviteRoleId(roles)} onClose={onClose} />
  );
}

/** Email and role; the server's refusals land on their field, anything else above the form. */
function InviteForm({
  roles,
  initialRoleId = '',
  onClose,
}: {
  /** The roles to offer, or null to invite in the default role. */
  roles: readonly RoleOption[] | null;
  initialRoleId?: string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const schema = useMemo(() => memberInviteSchema(intl, roles !== null), [intl, roles]);
  const submit = useMemberInvite(roles, onClose);
  return (
    <Formik<MemberInviteValues>
      initialValues={{ email: '', roleId: initialRoleId }}
      validationSchema={schema}
      onSubmit={submit}
    >
      <FormDialogForm
        intro={<FormattedMessage id="members.inviteDialog.body" />}
        errorTestId="member-invite-error"
        onCancel={onClose}
        submitLabel={<FormattedMessage id="members.inviteDialog.send" />}
        submitTestId="member-invite-submit"
      >
        <InviteFields roles={roles} />
      </FormDialogForm>
    </Formik>
  );
}

/** The invitee's email, and the role to invite them in (or a note that it is the default role). */
function InviteFields({ roles }: { roles: readonly RoleOption[] | null }) {
  const intl = useIntl();
  const { errorOf, input } = formikFields(useFormikContext<MemberInviteValues>());
  return (
    <>
      <FormField
        label={<FormattedMessage id="members.field.email" />}
        error={errorOf('email')}
        required
      >
        <Input
          {...input('email')}
          type="email"
          inputMode="email"
          autoComplete="off"
          autoFocus
          placeholder={intl.formatMessage({ id: 'members.field.emailPlaceholder' })}
        />
      </FormField>
      {roles ? (
        <RoleSelectField
          roles={roles}
          helper={<FormattedMessage id="members.inviteDialog.roleHelper" />}
        />
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="member-invite-default-role">
          <FormattedMessage id="members.inviteDialog.defaultRole" />
        </Text>
      )}
    </>
  );
}

/**
 * Invites with what the form holds (in the role chosen, or the default one
 * when no roles are offered), adds the invitation to the members' list, and
 * closes the dialog saying whom it invited.
 */
function useMemberInvite(roles: readonly RoleOption[] | null, onClose: () => void) {
  const intl = useIntl();
  const feedback = useFormFeedback();
  const [commitInvite] = useCommit<MemberInviteDialogMutation>(graphql`
    mutation MemberInviteDialogMutation($input: MemberInviteInput!) {
      memberInvite(input: $input) {
        invitation {
          email
          expiresAt
        }
        member {
          id
          email
          status
          ...MemberRow_member
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);

  return async (values: MemberInviteValues, helpers: FormikHelpers<MemberInviteValues>) => {
    const input = {
      email: values.email.trim(),
      roleId: roles && values.roleId ? values.roleId : null,
    };
    const updater: SelectorStoreUpdater<MemberInviteDialogMutation['response']> = (store) => {
      const member = store.getRootField('memberInvite')?.getLinkedRecord('member');
      if (member) addInvitationToList(store, member);
    };
    // Without a choice of roles there is no role field: a refusal of the role shows above the form.
    const pathOf = (field: string | null | undefined) =>
      field === 'roleId' && !roles ? null : (field ?? null);
    const invited = await feedback.outcome(
      values,
      helpers,
      commitInvite({ variables: { input }, updater }).then((response) => response.memberInvite),
      pathOf,
    );
    if (!invited?.invitation) return;
    onClose();
    toastSuccess(
      intl.formatMessage({ id: 'members.invited' }, { email: invited.invitation.email }),
    );
  };
}
