import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { RolesPage_query$key } from '../../__generated__/RolesPage_query.graphql';
import type { RolesPageQuery } from '../../__generated__/RolesPageQuery.graphql';
import type { RolesPageRefetchQuery } from '../../__generated__/RolesPageRefetchQuery.graphql';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ManagementTabs } from '../../navigation/ManagementTabs';
import { RoleDeleteDialog } from './RoleDeleteDialog';
import { RoleEditor } from './RoleEditor';
import type { RoleToDelete } from './RoleRow';
import { RolesList } from './RolesList';
import { useFragmentReload } from '../../relay/useFragmentReload';

/** The permission that adds, changes and deletes roles. */
const MANAGE_ROLES = 'roles:manage';

export const rolesPageQuery = graphql`
  query RolesPageQuery {
    viewer {
      permissions
    }
    permissionCatalogue {
      permissions
    }
    ...RoleEditor_query
    ...RolesPage_query
  }
`;

/**
 * The roles, reloaded after one is added, changed or deleted: the server keeps
 * their order (built-in first, then by name) and their member counts.
 */
const rolesFragment = graphql`
  fragment RolesPage_query on Query @refetchable(queryName: "RolesPageRefetchQuery") {
    roles {
      id
      name
      ...RoleRow_role
      ...RoleEditor_role
    }
  }
`;

/**
 * `/management/customer/role`: the organisation's roles, found by name, with
 * their permissions and how many members hold them. Members who manage roles
 * add, edit and delete custom roles; everyone else (and every built-in role)
 * sees them read-only. Without `roles:read` the route shows the 403 page.
 */
export function RolesPage() {
  const { queryRef } = useLoaderData<RouteQuery<RolesPageQuery>>();
  const data = usePreloadedQuery<RolesPageQuery>(rolesPageQuery, queryRef);
  const [{ roles: allRoles }, refetch] = useRefetchableFragment<
    RolesPageRefetchQuery,
    RolesPage_query$key
  >(rolesFragment, data);
  const reload = useFragmentReload(refetch);
  // The editor keeps the role's id, not its reference: a deleted role then simply drops out of its reach.
  const [editor, setEditor] = useState<{ open: boolean; roleId: string | null }>({
    open: false,
    roleId: null,
  });
  const [deletion, setDeletion] = useState<{ open: boolean; role: RoleToDelete | null }>({
    open: false,
    role: null,
  });

  if (!data.viewer) return null;
  const canManage = data.viewer.permissions.includes(MANAGE_ROLES);
  const permissionTotal = data.permissionCatalogue.reduce(
    (sum, area) => sum + area.permissions.length,
    0,
  );

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.roles" />}
        description={<FormattedMessage id="roles.subtitle" />}
        actions={
          canManage ? (
            <CreateActionButton
              label={<FormattedMessage id="roles.add" />}
              onClick={() => setEditor({ open: true, roleId: null })}
              testId="role-add"
            />
          ) : null
        }
      />
      <ManagementTabs permissions={data.viewer.permissions} />
      <RolesList
        roles={allRoles}
        permissionTotal={permissionTotal}
        canManage={canManage}
        onOpen={(roleId) => setEditor({ open: true, roleId })}
        onDelete={(role) => setDeletion({ open: true, role })}
      />
      <RoleEditor
        open={editor.open}
        role={allRoles.find((role) => role.id === editor.roleId) ?? null}
        query={data}
        canManage={canManage}
        onClose={() => setEditor((current) => ({ ...current, open: false }))}
        onSaved={reload}
      />
      <RoleDeleteDialog
        open={deletion.open}
        role={deletion.role}
        onClose={() => setDeletion((current) => ({ ...current, open: false }))}
        onDeleted={reload}
      />
    </>
  );
}
