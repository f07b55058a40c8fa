import { Card } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PositionTable_position$key } from '../../__generated__/PositionTable_position.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { DataTable } from '../../ui/DataTable';
import { PrefixedListEmptyState } from '../../ui/PrefixedListEmptyState';
import { messageColumns } from '../../ui/messageColumns';
import { PositionGroupRows } from './PositionGroupRows';
import type { PositionGrouping } from './positionGroupings';

const COLUMNS = messageColumns(
  [
    'cashPosition.column.account',
    'cashPosition.column.entity',
    'cashPosition.column.balance',
    'cashPosition.column.asOf',
  ],
  ['cashPosition.column.balance'],
);

type PositionTableProps = {
  position: PositionTable_position$key;
  grouping: PositionGrouping;
};

/**
 * Every account in the position, under its bank, entity or currency with the
 * group's sums: each account's balance by the end of the day and the moment
 * it is of, or "no balance yet" (never counted as zero).
 */
export function PositionTable({ position, grouping }: PositionTableProps) {
  const data = useFragment(
    graphql`
      fragment PositionTable_position on CashPosition {
        date
        accountsWithoutBalance
        accounts {
          alias
        }
        BANK: groups(by: BANK) {
          key
          ...PositionGroupRows_group
        }
        ENTITY: groups(by: ENTITY) {
          key
          ...PositionGroupRows_group
        }
        CURRENCY: groups(by: CURRENCY) {
          key
          ...PositionGroupRows_group
        }
      }
    `,
    position,
  );
  const { language } = useLanguage();
  const groups = data[grouping];
  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden">
      <CardTitleBar
        title={
          <FormattedMessage
            id="cashPosition.accounts.title"
            values={{ date: formatDate(data.date, language) }}
          />
        }
        description={
          data.accountsWithoutBalance > 0 ? (
            <FormattedMessage
              id="cashPosition.accounts.withoutBalance"
              values={{ count: data.accounts.length, without: data.accountsWithoutBalance }}
            />
          ) : (
            <FormattedMessage
              id="cashPosition.accounts.subtitle"
              values={{ count: data.accounts.length }}
            />
          )
        }
        descriptionTestId="cash-position-accounts-summary"
      />
      {data.accounts.length === 0 ? (
        <PrefixedListEmptyState
          testId="cash-position-empty"
          icon="balances"
          messages="cashPosition"
          paddingY="12"
        />
      ) : (
        <DataTable columns={COLUMNS} size="sm" testId="cash-position-table">
          {groups.map((group) => (
            <PositionGroupRows key={group.key} group={group} columns={COLUMNS.length} />
          ))}
        </DataTable>
      )}
    </Card.Root>
  );
}
