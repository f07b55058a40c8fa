import { Formik, type FormikHelpers } from 'formik';
import { Suspense, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { roleLabel } from '../../domain/role/roleLabel';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay';
import * as yup from 'yup';
import type { MemberRoleDialogMutation } from '../../__generated__/MemberRoleDialogMutation.graphql';
import type { useRoleOptionsQuery } from '../../__generated__/useRoleOptionsQuery.graphql';
import { toastSuccess } from '../../ui/toaster';
import { useCommit } from '../../relay/useCommit';
import { assignableRoles } from '../../domain/role/assignableRoles';
import type { MemberTarget } from './MemberRow';
import { RoleSelectField } from '../../domain/role/RoleSelectField';
import { roleOptionsQuery } from '../../domain/role/useRoleOptions';
import { DialogLoading } from '../../ui/DialogLoading';
import { FormDialog } from '../../ui/FormDialog';
import { FormDialogForm } from '../../ui/FormDialogForm';
import { useFormFeedback } from '../../ui/useFormFeedback';

type Values = { roleId: string };

type MemberRoleDialogProps = {
  open: boolean;
  member: MemberTarget | null;
  /** The organisation's roles, loaded as the dialog opened. */
  rolesRef: PreloadedQuery<useRoleOptionsQuery> | null;
  onClose: () => void;
};

/**
 * Set Roles: gives a member another role (never the owner's). The member
 * stays signed in; their next request carries the new role's permissions,
 * and their menus change with it.
 */
export function MemberRoleDialog({ open, member, rolesRef, onClose }: MemberRoleDialogProps) {
  return (
    <FormDialog
      open={open}
      onClose={onClose}
      testId="member-role-dialog"
      title={
        <FormattedMessage id="members.roleDialog.title" values={{ name: member?.name ?? '' }} />
      }
    >
      <Suspense fallback={<DialogLoading />}>
        {member && rolesRef ? (
          <RoleForm member={member} rolesRef={rolesRef} onClose={onClose} />
        ) : null}
      </Suspense>
    </FormDialog>
  );
}

/** The dialog's form, once the roles are loaded. */
function RoleForm({
  member,
  rolesRef,
  onClose,
}: {
  member: MemberTarget;
  rolesRef: PreloadedQuery<useRoleOptionsQuery>;
  onClose: () => void;
}) {
  const { roles } = usePreloadedQuery<useRoleOptionsQuery>(roleOptionsQuery, rolesRef);
  const options = useMemo(() => assignableRoles(roles), [roles]);
  const intl = useIntl();
  const feedback = useFormFeedback();
  const schema = useMemo(
    () =>
      yup.object({
        roleId: yup.string().required(intl.formatMessage({ id: 'validation.fieldRequired' })),
      }),
    [intl],
  );
  const [commitRoleSet] = useCommit<MemberRoleDialogMutation>(graphql`
    mutation MemberRoleDialogMutation($input: MemberRoleSetInput!) {
      memberRoleSet(input: $input) {
        member {
          id
          role {
            id
            name
            builtIn
          }
          ...MemberRow_member
        }
        userErrors {
          ...userErrorFields_userError @relay(mask: false)
        }
      }
    }
  `);
  const current = options.some((role) => role.id === member.roleId) ? (member.roleId ?? '') : '';

  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    // The only field is the role itself: every refusal shows above the form.
    const changed = await feedback.outcome(
      values,
      helpers,
      commitRoleSet({ variables: { input: { memberId: member.id, roleId: values.roleId } } }).then(
        (response) => response.memberRoleSet,
      ),
      () => null,
    );
    if (!changed?.member) return;
    onClose();
    toastSuccess(
      intl.formatMessage(
        { id: 'members.roleSet' },
        {
          name: member.name,
          role: changed.member.role ? roleLabel(changed.member.role, intl) : '',
        },
      ),
    );
  };

  return (
    <Formik<Values> initialValues={{ roleId: current }} validationSchema={schema} onSubmit={submit}>
      {({ values }) => (
        <FormDialogForm
          intro={<FormattedMessage id="members.roleDialog.body" values={{ name: member.name }} />}
          errorTestId="member-role-error"
          onCancel={onClose}
          submitLabel={<FormattedMessage id="members.roleDialog.save" />}
          submitTestId="member-role-save"
          submitDisabled={values.roleId === current && current !== ''}
        >
          <RoleSelectField roles={options} />
        </FormDialogForm>
      )}
    </Formik>
  );
}
