import { Button, Card, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, useRefetchableFragment } from 'react-relay';
import { useLoaderData } from 'react-router';
import type { RolesPage_query$key } from '../../__generated__/RolesPage_query.graphql';
import type { RolesPageQuery } from '../../__generated__/RolesPageQuery.graphql';
import type { RolesPageRefetchQuery } from '../../__generated__/RolesPageRefetchQuery.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { PageHeader } from '../../ui/PageHeader';
import type { RouteQuery } from '../../relay/preloadRouteQuery';
import { ManagementTabs } from '../../navigation/ManagementTabs';
import { RoleDeleteDialog } from './RoleDeleteDialog';
import { RoleEditor } from './RoleEditor';
import { RoleRow, type RoleToDelete } from './RoleRow';
import { ActionsHeaderCell, DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { useFragmentReload } from '../../relay/useFragmentReload';
import { ListSearchInput, ListToolbar } from '../../ui/ListToolbar';

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

const COLUMNS = [
  'roles.column.name',
  'roles.column.description',
  'roles.column.permissions',
  'roles.column.members',
] as const;

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
  const intl = useIntl();
  const [search, setSearch] = useState('');
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
  const term = search.trim().toLocaleLowerCase();
  const roles =
    term === ''
      ? allRoles
      : allRoles.filter((role) => role.name.toLocaleLowerCase().includes(term));

  return (
    <>
      <PageHeader
        title={<FormattedMessage id="page.roles" />}
        description={<FormattedMessage id="roles.subtitle" />}
        actions={
          canManage ? (
            <Button
              colorPalette="brand"
              onClick={() => setEditor({ open: true, roleId: null })}
              data-testid="role-add"
            >
              <MenuIcon name="plus" />
              <FormattedMessage id="roles.add" />
            </Button>
          ) : null
        }
      />
      <ManagementTabs permissions={data.viewer.permissions} />
      <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="roles-list">
        <ListToolbar>
          <ListSearchInput
            testId="role-search"
            value={search}
            placeholder={intl.formatMessage({ id: 'roles.searchPlaceholder' })}
            onChange={setSearch}
          />
          <Text
            marginLeft={{ md: 'auto' }}
            fontSize="sm"
            fontWeight="medium"
            whiteSpace="nowrap"
            data-testid="role-total"
          >
            <FormattedMessage id="roles.total" values={{ count: allRoles.length }} />
          </Text>
        </ListToolbar>

        {roles.length === 0 ? (
          <ListEmptyState
            testId="roles-empty"
            icon="management"
            title={
              <FormattedMessage id="roles.emptyFiltered.title" values={{ search: search.trim() }} />
            }
            body={<FormattedMessage id="roles.emptyFiltered.body" />}
            action={
              <Button variant="outline" size="sm" onClick={() => setSearch('')}>
                <FormattedMessage id="roles.clearSearch" />
              </Button>
            }
          />
        ) : (
          <DataTable
            columns={COLUMNS.map((id) => ({ key: id, label: <FormattedMessage id={id} /> }))}
            trailingHeader={
              <ActionsHeaderCell label={<FormattedMessage id="roles.column.actions" />} />
            }
            wrapHeaders
          >
            {roles.map((role) => (
              <RoleRow
                key={role.id}
                role={role}
                permissionTotal={permissionTotal}
                canManage={canManage}
                onOpen={() => setEditor({ open: true, roleId: role.id })}
                onDelete={(target) => setDeletion({ open: true, role: target })}
              />
            ))}
          </DataTable>
        )}
      </Card.Root>
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
