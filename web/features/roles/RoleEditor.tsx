import { Button, Drawer } from '@chakra-ui/react';
import type { FormikHelpers } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, readInlineData, useFragment } from 'react-relay';
import type { RoleEditor_payload$key } from '../../__generated__/RoleEditor_payload.graphql';
import type { RoleEditor_query$key } from '../../__generated__/RoleEditor_query.graphql';
import type { RoleEditor_role$key } from '../../__generated__/RoleEditor_role.graphql';
import type { RoleEditorCreateMutation } from '../../__generated__/RoleEditorCreateMutation.graphql';
import type { RoleEditorUpdateMutation } from '../../__generated__/RoleEditorUpdateMutation.graphql';
import { useCommit } from '../../relay/useCommit';
import { SideDrawer } from '../../ui/SideDrawer';
import { toastSuccess } from '../../ui/toaster';
import { useFormFeedback } from '../../ui/useFormFeedback';
import { RoleDetails } from './RoleDetails';
import { RoleForm } from './RoleForm';
import type { RoleFormValues } from './roleFormSchema';
import type { ReactNode } from 'react';

/** What adding and editing a role answer: the role as the list and the editor show it, or why not. */
const payloadFragment = graphql`
  fragment RoleEditor_payload on RolePayload @inline {
    role {
      id
      name
      ...RoleRow_role
      ...RoleEditor_role
    }
    userErrors {
      ...userErrorFields_userError @relay(mask: false)
    }
  }
`;

const EMPTY: RoleFormValues = { name: '', description: '', permissions: [] };

type RoleEditorProps = {
  open: boolean;
  /** The role to show or edit; null adds a new one. */
  role: RoleEditor_role$key | null;
  query: RoleEditor_query$key;
  /** Whether the viewer may change roles (`roles:manage`); without it every role is shown read-only. */
  canManage: boolean;
  onClose: () => void;
  /** Reloads what shows roles; the editor closes once it resolves. */
  onSaved: () => Promise<unknown>;
};

/**
 * A drawer from the end side that adds a role, edits a custom role, or shows a
 * role read-only (a built-in role, or any role for a member who may not manage
 * roles). Rule breaks the server reports land on their field (name,
 * description, permissions); any other failure shows above the form.
 */
export function RoleEditor({ open, role, query, canManage, onClose, onSaved }: RoleEditorProps) {
  const { permissionCatalogue } = useFragment(
    graphql`
      fragment RoleEditor_query on Query {
        permissionCatalogue {
          area
          permissions
        }
      }
    `,
    query,
  );
  const data = useFragment(
    graphql`
      fragment RoleEditor_role on Role {
        id
        name
        description
        permissions
        builtIn
      }
    `,
    role,
  );
  const mode = !data ? 'create' : data.builtIn || !canManage ? 'detail' : 'edit';
  const submit = useRoleSubmit(data?.id ?? null, onSaved, onClose);

  const title = {
    create: 'roles.editor.addTitle',
    edit: 'roles.editor.editTitle',
    detail: 'roles.editor.detailTitle',
  }[mode];

  return (
    <RoleDrawer open={open} onClose={onClose} title={<FormattedMessage id={title} />}>
      {mode === 'detail' && data ? (
        <>
          <Drawer.Body paddingY="5">
            <RoleDetails role={data} catalogue={permissionCatalogue} />
          </Drawer.Body>
          <Drawer.Footer borderTopWidth="1px" borderColor="border">
            <Button variant="outline" onClick={onClose}>
              <FormattedMessage id="roles.close" />
            </Button>
          </Drawer.Footer>
        </>
      ) : (
        <RoleForm
          initialValues={
            data
              ? {
                  name: data.name,
                  description: data.description ?? '',
                  permissions: [...data.permissions],
                }
              : EMPTY
          }
          catalogue={permissionCatalogue}
          editing={Boolean(data)}
          onSubmit={submit}
          onClose={onClose}
        />
      )}
    </RoleDrawer>
  );
}

/** The drawer a role opens in, from the end of the page, with its title and a close button. */
function RoleDrawer({
  open,
  onClose,
  title,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <SideDrawer
      open={open}
      onClose={onClose}
      testId="role-editor"
      closeLabel={intl.formatMessage({ id: 'roles.close' })}
    >
      <Drawer.Header borderBottomWidth="1px" borderColor="border">
        <Drawer.Title>{title}</Drawer.Title>
      </Drawer.Header>
      {children}
    </SideDrawer>
  );
}

/**
 * The form's submit: sends the role (an update of `roleId`, or a new one);
 * a rule break on name, description or permissions lands on its field, any
 * other shows above the form; once saved, `onSaved` reloads the list, the
 * drawer closes and a toast says so.
 */
function useRoleSubmit(
  roleId: string | null,
  onSaved: () => Promise<unknown>,
  onClose: () => void,
) {
  const intl = useIntl();
  const feedback = useFormFeedback();

  const [commitCreate] = useCommit<RoleEditorCreateMutation>(graphql`
    mutation RoleEditorCreateMutation($input: RoleInput!) {
      roleCreate(input: $input) {
        ...RoleEditor_payload
      }
    }
  `);
  const [commitUpdate] = useCommit<RoleEditorUpdateMutation>(graphql`
    mutation RoleEditorUpdateMutation($input: RoleUpdateInput!) {
      roleUpdate(input: $input) {
        ...RoleEditor_payload
      }
    }
  `);

  /** Sends the role: an update of the one shown, or a new one. */
  const save = (values: RoleFormValues): Promise<RoleEditor_payload$key> => {
    const input = {
      name: values.name.trim(),
      description: values.description.trim() === '' ? null : values.description.trim(),
      permissions: values.permissions,
    };
    if (roleId)
      return commitUpdate({ variables: { input: { roleId, ...input } } }).then(
        (response) => response.roleUpdate,
      );
    return commitCreate({ variables: { input } }).then((response) => response.roleCreate);
  };

  const submit = async (values: RoleFormValues, helpers: FormikHelpers<RoleFormValues>) => {
    // A rule break on name, description or permissions lands on its field; any other shows above the form.
    const saved = await feedback.outcome(
      values,
      helpers,
      save(values).then((payload) => readInlineData(payloadFragment, payload)),
    );
    if (!saved?.role) return;
    await onSaved();
    onClose();
    toastSuccess(
      intl.formatMessage(
        { id: roleId ? 'roles.updated' : 'roles.created' },
        { name: saved.role.name },
      ),
    );
  };
  return submit;
}
