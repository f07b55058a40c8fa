import { Card, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EntityManager_query$key } from '../../__generated__/EntityManager_query.graphql';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { EntityDeleteDialog, type EntityToDelete } from './EntityDeleteDialog';
import { EntityNameDialog, type EntityToRename } from './EntityNameDialog';
import { EntityRow } from './EntityRow';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';
import { AddButton } from '../../ui/AddButton';

type EntityManagerProps = {
  query: EntityManager_query$key;
  canManage: boolean;
};

/**
 * The organisation's entities (the legal entities holding its accounts), the
 * default one first, each with its number of accounts; a member with
 * `bank-accounts:manage` adds, renames and deletes them.
 */
export function EntityManager({ query, canManage }: EntityManagerProps) {
  const { entities } = useFragment(
    graphql`
      fragment EntityManager_query on Query {
        entities {
          id
          ...EntityRow_entity
        }
      }
    `,
    query,
  );
  const [naming, setNaming] = useState<{ open: boolean; entity: EntityToRename | null }>({
    open: false,
    entity: null,
  });
  const [deleting, setDeleting] = useState<{ open: boolean; entity: EntityToDelete | null }>({
    open: false,
    entity: null,
  });

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="entity-manager">
      <CardTitleBar
        title={<FormattedMessage id="entities.title" />}
        description={<FormattedMessage id="entities.subtitle" />}
      >
        {canManage ? (
          <AddButton
            label={<FormattedMessage id="entities.create" />}
            testId="entity-create"
            onClick={() => setNaming({ open: true, entity: null })}
          />
        ) : null}
      </CardTitleBar>
      <TableScrollArea>
        <Table.Root size="md">
          <Table.Header>
            <Table.Row bg="transparent">
              <TableHeaderCell>
                <FormattedMessage id="entities.column.name" />
              </TableHeaderCell>
              <TableHeaderCell numeric>
                <FormattedMessage id="entities.column.accounts" />
              </TableHeaderCell>
              <TableHeaderCell>
                <Text srOnly>
                  <FormattedMessage id="bankAccounts.column.actions" />
                </Text>
              </TableHeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {entities.map((entity) => (
              <EntityRow
                key={entity.id}
                entity={entity}
                canManage={canManage}
                onRename={(target) => setNaming({ open: true, entity: target })}
                onDelete={(target) => setDeleting({ open: true, entity: target })}
              />
            ))}
          </Table.Body>
        </Table.Root>
      </TableScrollArea>
      <EntityNameDialog
        key={naming.entity?.id ?? 'new'}
        open={naming.open}
        entity={naming.entity}
        onClose={() => setNaming((current) => ({ ...current, open: false }))}
      />
      <EntityDeleteDialog
        open={deleting.open}
        entity={deleting.entity}
        onClose={() => setDeleting((current) => ({ ...current, open: false }))}
      />
    </Card.Root>
  );
}
