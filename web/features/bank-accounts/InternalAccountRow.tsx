import { Stack, Table, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InternalAccountRow_bankAccount$key } from '../../__generated__/InternalAccountRow_bankAccount.graphql';
import { AccountStatusBadge } from './AccountStatusBadge';
import { ConnectionBadge } from './ConnectionBadge';
import { entityDisplayName } from './entityDisplayName';
import { SyncStatusText } from './SyncStatusText';
import { ActionButtonList } from '../../ui/ActionButtonList';
import { RowActionsCell } from '../../ui/RowActions';
import { MoneyCell } from '../../ui/MoneyCell';
import { TwoLineText } from '../../ui/TwoLineText';

/** What the delete confirmation needs to know of an account. */
export type AccountToDelete = {
  id: string;
  alias: string;
  accountNumber: string;
  bankName: string;
};

type InternalAccountRowProps = {
  bankAccount: InternalAccountRow_bankAccount$key;
  canManage: boolean;
  onEdit: () => void;
  onDelete: (account: AccountToDelete) => void;
  /** Opens the statement sync of an API-connected account. */
  onSync: () => void;
};

/**
 * One internal account: alias over the name on account, bank over number
 * and currency, entity, connection with its automated type, whether credentials are
 * stored (never what they are) and how its statement sync last went, status
 * and latest balance, with Sync (API accounts), Edit and Delete for a member
 * with `bank-accounts:manage`.
 */
export function InternalAccountRow({
  bankAccount,
  canManage,
  onEdit,
  onDelete,
  onSync,
}: InternalAccountRowProps) {
  const data = useFragment(
    graphql`
      fragment InternalAccountRow_bankAccount on BankAccount {
        id
        alias
        accountNumber
        accountName
        currency
        connectionType
        ...ConnectionBadge_bankAccount
        status
        bank {
          name
        }
        entity {
          name
          isDefault
        }
        balance {
          available {
            amount
            currency
          }
        }
        syncSchedule {
          lastRunAt
          lastStatus
        }
      }
    `,
    bankAccount,
  );
  const intl = useIntl();

  return (
    <Table.Row data-testid="internal-account-row">
      <Table.Cell minWidth="28">
        <TwoLineText
          primary={data.alias}
          secondary={data.accountName}
          primaryTestId="internal-account-alias"
          secondaryTestId="internal-account-name"
        />
      </Table.Cell>
      <Table.Cell minWidth="32">
        <Stack gap="0">
          <Text>{data.bank.name}</Text>
          <Text
            fontSize="xs"
            color="fg.muted"
            fontVariantNumeric="tabular-nums"
            data-testid="internal-account-number"
          >
            {data.accountNumber} · {data.currency}
          </Text>
        </Stack>
      </Table.Cell>
      <Table.Cell>{entityDisplayName(data.entity, intl)}</Table.Cell>
      <Table.Cell>
        <ConnectionBadge bankAccount={data} showAutomatedType />
        {data.syncSchedule ? <SyncStatusText schedule={data.syncSchedule} /> : null}
      </Table.Cell>
      <Table.Cell>
        <AccountStatusBadge status={data.status} />
      </Table.Cell>
      <MoneyCell money={data.balance?.available} empty="—" testId="internal-account-balance" />
      <InternalAccountActions
        account={data}
        canManage={canManage}
        onEdit={onEdit}
        onDelete={onDelete}
        onSync={onSync}
      />
    </Table.Row>
  );
}

/** A member with `bank-accounts:manage` may sync an API account's statements, edit the account or delete it. */
function InternalAccountActions({
  account,
  canManage,
  onEdit,
  onDelete,
  onSync,
}: Pick<InternalAccountRowProps, 'canManage' | 'onEdit' | 'onDelete' | 'onSync'> & {
  account: {
    readonly id: string;
    readonly alias: string;
    readonly accountNumber: string;
    readonly connectionType: string;
    readonly bank: { readonly name: string };
  };
}) {
  return (
    <RowActionsCell>
      <ActionButtonList
        size="xs"
        buttons={[
          {
            label: 'statementSync.open',
            testId: 'internal-account-sync',
            look: 'plain',
            shown: canManage && account.connectionType === 'API',
            onClick: onSync,
          },
          {
            label: 'internalAccounts.edit',
            testId: 'internal-account-edit',
            look: 'plain',
            shown: canManage,
            onClick: onEdit,
          },
          {
            label: 'internalAccounts.delete',
            testId: 'internal-account-delete',
            look: 'danger',
            shown: canManage,
            onClick: () =>
              onDelete({
                id: account.id,
                alias: account.alias,
                accountNumber: account.accountNumber,
                bankName: account.bank.name,
              }),
          },
        ]}
      />
    </RowActionsCell>
  );
}
