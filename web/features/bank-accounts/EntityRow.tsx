import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { EntityRow_entity$key } from '../../__generated__/EntityRow_entity.graphql';
import { entityDisplayName } from './entityDisplayName';
import type { EntityToDelete } from './EntityDeleteDialog';
import type { EntityToRename } from './EntityNameDialog';

type EntityRowProps = {
  entity: EntityRow_entity$key;
  canManage: boolean;
  onRename: (entity: EntityToRename) => void;
  onDelete: (entity: EntityToDelete) => void;
};

/**
 * One entity with how many accounts it holds. The default entity is marked
 * protected and offers no rename or delete; the others do, to a member with
 * `bank-accounts:manage`.
 */
export function EntityRow({ entity, canManage, onRename, onDelete }: EntityRowProps) {
  const data = useFragment(
    graphql`
      fragment EntityRow_entity on Entity {
        id
        name
        isDefault
        bankAccountCount
      }
    `,
    entity,
  );
  const intl = useIntl();

  return (
    <Table.Row data-testid="entity-row" data-default={data.isDefault || undefined}>
      <Table.Cell>
        <HStack gap="2" flexWrap="wrap">
          <Text fontWeight="medium" data-testid="entity-name">
            {entityDisplayName(data, intl)}
          </Text>
          {data.isDefault ? (
            <Badge
              variant="subtle"
              colorPalette="gray"
              title={intl.formatMessage({ id: 'entities.protectedHint' })}
              data-testid="entity-protected"
            >
              <FormattedMessage id="entities.protected" />
            </Badge>
          ) : null}
        </HStack>
      </Table.Cell>
      <Table.Cell
        textAlign="end"
        fontVariantNumeric="tabular-nums"
        data-testid="entity-account-count"
      >
        <FormattedMessage id="entities.accountCount" values={{ count: data.bankAccountCount }} />
      </Table.Cell>
      <Table.Cell textAlign="end">
        {canManage && !data.isDefault ? (
          <HStack gap="2" justifyContent="flex-end">
            <ActionButtonList
              size="xs"
              buttons={[
                {
                  label: 'entities.rename',
                  testId: 'entity-rename',
                  look: 'plain',
                  onClick: () => onRename({ id: data.id, name: data.name }),
                },
                {
                  label: 'entities.delete',
                  testId: 'entity-delete',
                  look: 'danger',
                  onClick: () =>
                    onDelete({
                      id: data.id,
                      name: data.name,
                      bankAccountCount: data.bankAccountCount,
                    }),
                },
              ]}
            />
          </HStack>
        ) : data.isDefault ? (
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage id="entities.protectedHint" />
          </Text>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}
