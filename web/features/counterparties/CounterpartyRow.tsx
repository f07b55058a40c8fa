import { Badge, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CounterpartyRow_counterparty$key } from '../../__generated__/CounterpartyRow_counterparty.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { COUNTERPARTY_TYPE_LABEL, isCounterpartyType } from './counterpartyTypeLabel';

type CounterpartyRowProps = {
  counterparty: CounterpartyRow_counterparty$key;
  timeZone: string;
};

/** One counterparty in the list: names, type, email, bank accounts and when it was created. */
export function CounterpartyRow({ counterparty, timeZone }: CounterpartyRowProps) {
  const data = useFragment(
    graphql`
      fragment CounterpartyRow_counterparty on Counterparty {
        legalName
        alias
        email
        type
        createdAt
        bankAccounts {
          id
          accountNumber
          accountName
          bank {
            code
            name
          }
        }
      }
    `,
    counterparty,
  );
  const { language } = useLanguage();

  return (
    <Table.Row data-testid="counterparty-row">
      <Table.Cell minWidth="48">
        <Text fontWeight="medium" data-testid="counterparty-legal-name">
          {data.legalName}
        </Text>
      </Table.Cell>
      <Table.Cell>
        <Text color="fg.muted">{data.alias}</Text>
      </Table.Cell>
      <Table.Cell>
        <Badge variant="subtle" colorPalette={data.type === 'COMPANY' ? 'brand' : 'teal'}>
          {isCounterpartyType(data.type) ? <FormattedMessage id={COUNTERPARTY_TYPE_LABEL[data.type].id} /> : data.type}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        {data.email ? (
          <Text wordBreak="break-all">{data.email}</Text>
        ) : (
          <Text color="fg.subtle">
            —
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1.5">
          {data.bankAccounts.map((account) => (
            <Stack key={account.id} gap="0" data-testid="counterparty-bank-account">
              <Text fontSize="sm" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
                {account.accountNumber}
              </Text>
              <Text fontSize="xs" color="fg.muted">
                {account.bank.name}
              </Text>
            </Stack>
          ))}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" color="fg.muted">
        {formatDate(data.createdAt, language, timeZone)}
      </Table.Cell>
    </Table.Row>
  );
}
