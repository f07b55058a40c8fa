import { Badge, Card, Flex, HStack, Table, Text } from '@chakra-ui/react';
import { Fragment, useMemo } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BankConnections_query$key } from '../../__generated__/BankConnections_query.graphql';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { MenuIcon } from '../../ui/MenuIcon';
import { useNow } from '../../ui/time/useNow';
import { CONNECTION_TYPES, CONNECTION_TYPE_LABEL } from '../../domain/accountLabels';
import { BankConnectionRow } from './BankConnectionRow';
import { groupAccountsByBank } from './groupAccountsByBank';
import { NoBankAccountsState } from '../../domain/NoBankAccountsState';
import { messageColumns } from '../../ui/messageColumns';
import { DataTable } from '../../ui/DataTable';

/** The connections table's headings. */
const COLUMNS = messageColumns(
  [
    'bankAccounts.column.account',
    'bankAccounts.column.connection',
    'bankAccounts.column.status',
    'bankAccounts.column.entity',
    'bankAccounts.column.lastBalance',
    'bankAccounts.column.updated',
  ],
  ['bankAccounts.column.lastBalance'],
);

type BankConnectionsProps = {
  query: BankConnections_query$key;
  timeZone: string;
  canManage: boolean;
};

/**
 * The organisation's banks and how each account connects: accounts grouped
 * by bank, with connection type, status, entity, last balance and when it
 * was of, and a count of accounts per connection type.
 */
export function BankConnections({ query, timeZone, canManage }: BankConnectionsProps) {
  const { bankAccounts } = useFragment(
    graphql`
      fragment BankConnections_query on Query {
        bankAccounts {
          id
          connectionType
          bank {
            code
            name
          }
          ...BankConnectionRow_bankAccount
        }
      }
    `,
    query,
  );
  const now = useNow();
  const groups = useMemo(() => groupAccountsByBank(bankAccounts), [bankAccounts]);
  const byType = useMemo(
    () =>
      CONNECTION_TYPES.map((type) => ({
        type,
        count: bankAccounts.filter((account) => account.connectionType === type).length,
      })),
    [bankAccounts],
  );

  return (
    <Card.Root variant="outline" bg="bg" overflow="hidden" data-testid="bank-connections">
      <CardTitleBar
        title={<FormattedMessage id="bankAccounts.connections.title" />}
        description={
          bankAccounts.length > 0 ? (
            <FormattedMessage
              id="bankAccounts.connections.summary"
              values={{ banks: groups.length, accounts: bankAccounts.length }}
            />
          ) : (
            <FormattedMessage id="bankAccounts.connections.subtitle" />
          )
        }
        descriptionTestId="bank-connections-summary"
      >
        {bankAccounts.length > 0 ? (
          <HStack gap="2" flexWrap="wrap">
            {byType.map(({ type, count }) => (
              <Badge
                key={type}
                variant="outline"
                size="md"
                data-testid={`connection-count-${type}`}
              >
                <FormattedMessage id={CONNECTION_TYPE_LABEL[type].id} />
                <Text as="span" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                  {count}
                </Text>
              </Badge>
            ))}
          </HStack>
        ) : null}
      </CardTitleBar>
      {bankAccounts.length === 0 ? (
        <NoBankAccountsState
          testId="bank-connections-empty"
          icon="bank"
          title={{ id: 'bankAccounts.empty.title' }}
          body={{ id: 'bankAccounts.empty.body' }}
          canCreate={canManage}
        />
      ) : (
        <DataTable columns={COLUMNS}>
          {groups.map((group) => (
            <Fragment key={group.bank.code}>
              <BankGroupRow bank={group.bank} count={group.accounts.length} />
              {group.accounts.map((account) => (
                <BankConnectionRow
                  key={account.id}
                  bankAccount={account}
                  now={now}
                  timeZone={timeZone}
                />
              ))}
            </Fragment>
          ))}
        </DataTable>
      )}
    </Card.Root>
  );
}

/** The row that heads a bank's accounts: its name, its code and how many accounts the organisation holds there. */
function BankGroupRow({
  bank,
  count,
}: {
  bank: { readonly code: string; readonly name: string };
  count: number;
}) {
  return (
    <Table.Row bg="bg.subtle" data-testid="bank-group">
      <Table.Cell colSpan={6} paddingY="2.5">
        <HStack gap="3">
          <Flex
            width="7"
            height="7"
            rounded="md"
            bg="brand.subtle"
            color="brand.fg"
            alignItems="center"
            justifyContent="center"
            flexShrink="0"
          >
            <MenuIcon name="bank" />
          </Flex>
          <Text fontWeight="semibold" data-testid="bank-group-name">
            {bank.name}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            <FormattedMessage
              id="bankAccounts.bankGroup.meta"
              values={{ code: bank.code, count: count }}
            />
          </Text>
        </HStack>
      </Table.Cell>
    </Table.Row>
  );
}
