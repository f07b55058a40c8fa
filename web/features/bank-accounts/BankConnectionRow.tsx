import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BankConnectionRow_bankAccount$key } from '../../__generated__/BankConnectionRow_bankAccount.graphql';
import { LastUpdated } from '../../ui/time/LastUpdated';
import { AccountStatusBadge } from './AccountStatusBadge';
import { ConnectionBadge } from './ConnectionBadge';
import { entityDisplayName } from './entityDisplayName';
import { MoneyCell } from '../../ui/MoneyCell';
import { TwoLineText } from '../../ui/TwoLineText';

type BankConnectionRowProps = {
  bankAccount: BankConnectionRow_bankAccount$key;
  now: Date;
  timeZone: string;
};

/** One account under its bank: alias and number, connection, status, entity, last balance and when it was of. */
export function BankConnectionRow({ bankAccount, now, timeZone }: BankConnectionRowProps) {
  const data = useFragment(
    graphql`
      fragment BankConnectionRow_bankAccount on BankAccount {
        alias
        accountNumber
        currency
        ...ConnectionBadge_bankAccount
        status
        entity {
          name
          isDefault
        }
        balance {
          available {
            amount
            currency
          }
          asOf
        }
      }
    `,
    bankAccount,
  );
  const intl = useIntl();

  return (
    <Table.Row data-testid="bank-connection-row">
      <Table.Cell paddingStart="8">
        <TwoLineText
          primary={data.alias}
          secondary={
            <>
              {data.accountNumber} · {data.currency}
            </>
          }
          tabularSecondary
          primaryTestId="bank-connection-alias"
        />
      </Table.Cell>
      <Table.Cell>
        <ConnectionBadge bankAccount={data} showAutomatedType />
      </Table.Cell>
      <Table.Cell>
        <AccountStatusBadge status={data.status} />
      </Table.Cell>
      <Table.Cell>{entityDisplayName(data.entity, intl)}</Table.Cell>
      <MoneyCell
        money={data.balance?.available}
        empty={<FormattedMessage id="balances.noBalance" />}
        testId="bank-connection-balance"
      />
      <Table.Cell>
        {data.balance ? (
          <LastUpdated value={data.balance.asOf} now={now} timeZone={timeZone} />
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
