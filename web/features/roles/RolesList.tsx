import { Button, Card, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { RolesPage_query$data } from '../../__generated__/RolesPage_query.graphql';
import { ActionsHeaderCell, DataTable } from '../../ui/DataTable';
import { ListEmptyState } from '../../ui/ListEmptyState';
import { ListSearchInput, ListToolbar } from '../../ui/ListToolbar';
import { RoleRow, type RoleToDelete } from './RoleRow';
import { messageColumns } from '../../ui/messageColumns';

const COLUMNS = messageColumns([
  'roles.column.name',
  'roles.column.description',
  'roles.column.permissions',
  'roles.column.members',
]);

type RolesListProps = {
  roles: RolesPage_query$data['roles'];
  /** How many permissions there are: a row says how many of them its role holds. */
  permissionTotal: number;
  canManage: boolean;
  onOpen: (roleId: string) => void;
  onDelete: (role: RoleToDelete) => void;
};

/**
 * The roles' card: a search by name with the total, then the roles found as
 * rows, or what it says when none is (with a button that clears the search).
 */
export function RolesList({ roles, permissionTotal, canManage, onOpen, onDelete }: RolesListProps) {
  const intl = useIntl();
  const [search, setSearch] = useState('');
  const term = search.trim().toLocaleLowerCase();
  const found =
    term === '' ? roles : roles.filter((role) => role.name.toLocaleLowerCase().includes(term));
  return (
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
          <FormattedMessage id="roles.total" values={{ count: roles.length }} />
        </Text>
      </ListToolbar>

      {found.length === 0 ? (
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
          columns={COLUMNS}
          trailingHeader={
            <ActionsHeaderCell label={<FormattedMessage id="roles.column.actions" />} />
          }
          wrapHeaders
        >
          {found.map((role) => (
            <RoleRow
              key={role.id}
              role={role}
              permissionTotal={permissionTotal}
              canManage={canManage}
              onOpen={() => onOpen(role.id)}
              onDelete={onDelete}
            />
          ))}
        </DataTable>
      )}
    </Card.Root>
  );
}
