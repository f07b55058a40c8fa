import { Center, Dialog, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { Formik, type FormikErrors, type FormikHelpers } from 'formik';
import { Suspense, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import type { MemberInviteDialogMutation } from '../../__generated__/MemberInviteDialogMutation.graphql';
import type { useRoleOptionsQuery } from '../../__generated__/useRoleOptionsQuery.graphql';
import { toastSuccess } from '../toaster';
import { useErrorMessage } from '../../i18n/useErrorMessage';
import { useMutationFailure } from '../../relay/useMutationFailure';
import { addInvitationToList } from './addInvitationToList';
import { assignableRoles, defaultInviteRoleId } from '../role/assignableRoles';
import { memberInviteSchema, type MemberInviteValues } from './memberInviteSchema';
import { RoleSelectField } from '../role/RoleSelectField';
import { roleOptionsQuery } from '../role/useRoleOptions';
import { FormDialog, FormDialogFooter } from '../FormDialog';
import { FormErrorAlert } from '../FormErrorAlert';
import { FormField } from '../FormField';

type RoleOption = { readonly id: string; readonly name: string };

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
export function MemberInviteDialog({ open, canPickRoles, rolesRef, onClose }: MemberInviteDialogProps) {
  return (
    <FormDialog open={open} onClose={onClose} testId="member-invite-dialog" title={<FormattedMessage id="members.inviteDialog.title" />}>
      <Suspense
        fallback={
          <Dialog.Body>
            <Center paddingY="8">
              <Spinner color="brand.solid" />
            </Center>
          </Dialog.Body>
        }
      >
        {!canPickRoles ? <InviteForm roles={null} onClose={onClose} /> : rolesRef ? <InviteFormWithRoles rolesRef={rolesRef} onClose={onClose} /> : null}
      </Suspense>
    </FormDialog>
  );
}

/** The form once the roles it offers are loaded. */
function InviteFormWithRoles({ rolesRef, onClose }: { rolesRef: PreloadedQuery<useRoleOptionsQuery>; onClose: () => void }) {
  const { roles } = usePreloadedQuery<useRoleOptionsQuery>(roleOptionsQuery, rolesRef);
  const options = useMemo(() => assignableRoles(roles), [roles]);
  return <InviteForm roles={options} initialRoleId={defaultInviteRoleId(roles)} onClose={onClose} />;
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
  const errorMessage = useErrorMessage();
  const mutationFailure = useMutationFailure();
  const [formError, setFormError] = useState<string | null>(null);
  const schema = useMemo(() => memberInviteSchema(intl, roles !== null), [intl, roles]);
  const [commitInvite] = useMutation<MemberInviteDialogMutation>(graphql`
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
          field
          code
          message
        }
      }
    }
  `);

  const submit = (values: MemberInviteValues, helpers: FormikHelpers<MemberInviteValues>) =>
    new Promise<void>((resolve) => {
      setFormError(null);
      const email = values.email.trim();
      commitInvite({
        variables: { input: { email, roleId: roles && values.roleId ? values.roleId : null } },
        updater: (store) => {
          const member = store.getRootField('memberInvite')?.getLinkedRecord('member');
          if (member) addInvitationToList(store, member);
        },
        onCompleted: (response) => {
          resolve();
          const { invitation, userErrors } = response.memberInvite;
          if (invitation && userErrors.length === 0) {
            onClose();
            toastSuccess(intl.formatMessage({ id: 'members.invited' }, { email: invitation.email }));
            return;
          }
          const fieldErrors: FormikErrors<MemberInviteValues> = {};
          const others: string[] = [];
          for (const error of userErrors) {
            const message = errorMessage(error.code, error.message);
            if (error.field === 'email') fieldErrors.email ??= message;
            else if (error.field === 'roleId' && roles) fieldErrors.roleId ??= message;
            else others.push(message);
          }
          helpers.setErrors(fieldErrors);
          if (others.length > 0) setFormError(others.join(' '));
          else if (Object.keys(fieldErrors).length === 0) setFormError(errorMessage(null));
        },
        onError: (failure) => {
          resolve();
          setFormError(mutationFailure(failure));
        },
      });
    });

  return (
    <Formik<MemberInviteValues> initialValues={{ email: '', roleId: initialRoleId }} validationSchema={schema} onSubmit={submit}>
      {({ values, errors, touched, submitCount, isSubmitting, handleChange, handleBlur, handleSubmit }) => {
        const shown = (field: keyof MemberInviteValues) => (touched[field] || submitCount > 0 ? errors[field] : undefined);
        return (
          <form noValidate onSubmit={handleSubmit}>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" fontSize="sm">
                  <FormattedMessage id="members.inviteDialog.body" />
                </Text>
                <FormErrorAlert message={formError} testId="member-invite-error" />
                <FormField label={<FormattedMessage id="members.field.email" />} error={shown('email')} required>
                  <Input
                    name="email"
                    type="email"
                    inputMode="email"
                    autoComplete="off"
                    autoFocus
                    placeholder={intl.formatMessage({ id: 'members.field.emailPlaceholder' })}
                    value={values.email}
                    onChange={handleChange}
                    onBlur={handleBlur}
                  />
                </FormField>
                {roles ? (
                  <RoleSelectField
                    roles={roles}
                    value={values.roleId}
                    error={shown('roleId')}
                    helper={<FormattedMessage id="members.inviteDialog.roleHelper" />}
                    onChange={handleChange}
                    onBlur={handleBlur}
                  />
                ) : (
                  <Text fontSize="sm" color="fg.muted" data-testid="member-invite-default-role">
                    <FormattedMessage id="members.inviteDialog.defaultRole" />
                  </Text>
                )}
              </Stack>
            </Dialog.Body>
            <FormDialogFooter onCancel={onClose} submitting={isSubmitting} submitLabel={<FormattedMessage id="members.inviteDialog.send" />} submitTestId="member-invite-submit" />
          </form>
        );
      }}
    </Formik>
  );
}
