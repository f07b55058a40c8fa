import { Badge, Button, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { BalanceRow_bankAccount$key } from '../../__generated__/BalanceRow_bankAccount.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BALANCE_SOURCE_LABEL } from '../../domain/accountLabels';
import { LastUpdated } from '../../ui/time/LastUpdated';
import { RowActionsCell } from '../../ui/RowActions';
import { MoneyCell } from '../../ui/MoneyCell';
import { BankAccountCell } from '../../domain/bank-accounts/BankAccountCell';
import { FigureCell } from '../../ui/FigureCell';

/** What the record-balance dialog needs to know of an account. */
export type AccountToRecord = { id: string; alias: string; currency: string };

type BalanceRowProps = {
  bankAccount: BalanceRow_bankAccount$key;
  now: Date;
  timeZone: string;
  /** Whether the member may record balances (`bank-accounts:manage`). */
  canRecord: boolean;
  onRecord: (account: AccountToRecord) => void;
};

const SOURCE_COLOUR = { MANUAL: 'gray', CRAWLER: 'purple', API: 'brand' } as const;

/**
 * One account's latest balance: available and ledger in its currency, where
 * it came from (Manual, Automated, API) and when it was of, relative and
 * absolute. A manual account offers Record balance.
 */
export function BalanceRow({ bankAccount, now, timeZone, canRecord, onRecord }: BalanceRowProps) {
  const data = useFragment(
    graphql`
      fragment BalanceRow_bankAccount on BankAccount {
        id
        alias
        accountNumber
        currency
        connectionType
        bank {
          name
        }
        balance {
          available {
            amount
            currency
          }
          ledger {
            amount
            currency
          }
          source
          asOf
        }
      }
    `,
    bankAccount,
  );
  const { language } = useLanguage();
  const balance = data.balance;

  return (
    <Table.Row data-testid="balance-row">
      <BankAccountCell account={data} minWidth="36" testId="balance-alias" />
      <Table.Cell>{data.currency}</Table.Cell>
      <MoneyCell
        money={balance?.available}
        empty={<FormattedMessage id="balances.noBalance" />}
        strong
        testId="balance-available"
      />
      <FigureCell color="fg.muted">
        {balance?.ledger
          ? formatMoney(balance.ledger.amount, balance.ledger.currency, language)
          : '—'}
      </FigureCell>
      <BalanceSourceCell source={balance?.source ?? null} />
      <Table.Cell>
        {balance ? (
          <LastUpdated
            value={balance.asOf}
            now={now}
            timeZone={timeZone}
            testId="balance-updated"
          />
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      <RowActionsCell>
        {canRecord && data.connectionType === 'MANUAL' ? (
          <Button
            variant="outline"
            size="xs"
            data-testid="record-balance"
            onClick={() => onRecord({ id: data.id, alias: data.alias, currency: data.currency })}
          >
            <FormattedMessage id="balances.record" />
          </Button>
        ) : null}
      </RowActionsCell>
    </Table.Row>
  );
}

/** Where the balance came from (Manual, Automated, API) as a badge; a source this client does not know reads as sent, no balance as a dash. */
function BalanceSourceCell({ source }: { source: string | null }) {
  const known =
    source !== null && source in BALANCE_SOURCE_LABEL
      ? (source as keyof typeof SOURCE_COLOUR)
      : null;
  return (
    <Table.Cell>
      {source !== null ? (
        <Badge
          variant="subtle"
          colorPalette={known ? SOURCE_COLOUR[known] : 'gray'}
          data-testid="balance-source"
        >
          {known ? <FormattedMessage id={BALANCE_SOURCE_LABEL[known].id} /> : source}
        </Badge>
      ) : (
        <Text color="fg.subtle">—</Text>
      )}
    </Table.Cell>
  );
}
