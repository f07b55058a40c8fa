import { Badge, Button, HStack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RoleRow_role$key } from '../../__generated__/RoleRow_role.graphql';
import { builtInRoleDescription } from './builtInRoleDescription';
import { roleLabel } from '../../domain/role/roleLabel';
import { RemoveButton } from '../../ui/RemoveButton';

/** What the delete confirmation needs to know of a role. */
export type RoleToDelete = { id: string; name: string; memberCount: number | null };

type RoleRowProps = {
  role: RoleRow_role$key;
  /** How many permissions the catalogue has, to show a role's share of them. */
  permissionTotal: number;
  /** Whether the viewer may change and delete roles (`roles:manage`). */
  canManage: boolean;
  onOpen: () => void;
  onDelete: (role: RoleToDelete) => void;
};

/**
 * One role in the list: its name (marked when built in), description, how
 * many permissions it grants and how many members hold it; open it to see or
 * edit it, and delete it when it is a custom role and the viewer manages roles.
 */
export function RoleRow({ role, permissionTotal, canManage, onOpen, onDelete }: RoleRowProps) {
  const data = useFragment(
    graphql`
      fragment RoleRow_role on Role {
        id
        name
        description
        permissions
        builtIn
        memberCount
      }
    `,
    role,
  );
  const intl = useIntl();
  const editable = canManage && !data.builtIn;
  const translated = builtInRoleDescription(data);

  return (
    <Table.Row data-testid="role-row">
      <Table.Cell minWidth="44">
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium" data-testid="role-name">
            {roleLabel(data, intl)}
          </Text>
          {data.builtIn ? (
            <Badge variant="subtle" colorPalette="gray" data-testid="role-built-in">
              <FormattedMessage id="roles.builtIn" />
            </Badge>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell minWidth="64" maxWidth="md">
        {translated || data.description ? (
          <Text color="fg.muted" fontSize="sm" lineClamp="2">
            {translated ? <FormattedMessage id={translated.id} /> : data.description}
          </Text>
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      <Table.Cell
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        data-testid="role-permission-count"
      >
        <FormattedMessage
          id="roles.permissionCount"
          values={{ count: data.permissions.length, total: permissionTotal }}
        />
      </Table.Cell>
      <Table.Cell
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        data-testid="role-member-count"
      >
        {data.memberCount ?? (
          <Text as="span" color="fg.subtle">
            —
          </Text>
        )}
      </Table.Cell>
      <Table.Cell textAlign="end">
        <HStack gap="2" justifyContent="flex-end">
          <Button variant="outline" size="xs" onClick={onOpen} data-testid="role-open">
            <FormattedMessage id={editable ? 'roles.edit' : 'roles.view'} />
          </Button>
          {editable ? (
            <RemoveButton
              onClick={() =>
                onDelete({ id: data.id, name: data.name, memberCount: data.memberCount ?? null })
              }
              testId="role-delete"
            >
              <FormattedMessage id="roles.delete" />
            </RemoveButton>
          ) : null}
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
