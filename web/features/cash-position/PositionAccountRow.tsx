import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PositionAccountRow_account$key } from '../../__generated__/PositionAccountRow_account.graphql';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BankAccountCell } from '../../domain/bank-accounts/BankAccountCell';
import { TwoLineText } from '../../ui/TwoLineText';
import { FigureCell } from '../../ui/FigureCell';

/** One account in the position: alias over bank and number, the entity holding it, its balance by the end of the day (or none yet) and when that balance is of. */
export function PositionAccountRow({ account }: { account: PositionAccountRow_account$key }) {
  const data = useFragment(
    graphql`
      fragment PositionAccountRow_account on CashPositionAccount {
        alias
        bank {
          name
        }
        accountNumber
        entityName
        currency
        balance {
          amount
          currency
        }
        balanceAsOf
        balanceSource
      }
    `,
    account,
  );
  const { language } = useLanguage();
  return (
    <Table.Row data-testid="cash-position-account" data-currency={data.currency}>
      <BankAccountCell account={data} minWidth="48" testId="cash-position-account-alias" />
      <Table.Cell>
        <Text fontSize="sm">{data.entityName}</Text>
      </Table.Cell>
      <FigureCell testId="cash-position-account-balance">
        {data.balance ? (
          <Text fontWeight="medium">
            {formatMoney(data.balance.amount, data.balance.currency, language)}
          </Text>
        ) : (
          <Text color="fg.muted" fontSize="sm">
            <FormattedMessage id="cashPosition.noBalanceYet" />
          </Text>
        )}
      </FigureCell>
      <Table.Cell>
        {data.balanceAsOf ? (
          <TwoLineText
            primary={
              <Text as="span" fontSize="sm" fontWeight="normal">
                {formatDateTime(data.balanceAsOf, language)}
              </Text>
            }
            secondary={
              <FormattedMessage
                id={`balances.source.${(data.balanceSource ?? 'MANUAL').toLowerCase()}`}
              />
            }
          />
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
