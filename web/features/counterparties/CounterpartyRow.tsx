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
      <Table.Cell>
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
          <Text>{data.email}</Text>
        ) : (
          <Text color="fg.subtle" aria-label="none">
            —
          </Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1">
          {data.bankAccounts.map((account) => (
            <Text key={account.id} fontSize="sm" whiteSpace="nowrap">
              <Text as="span" fontWeight="medium">
                {account.bank.name}
              </Text>{' '}
              <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                {account.accountNumber}
              </Text>
            </Text>
          ))}
        </Stack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" color="fg.muted">
        {formatDate(data.createdAt, language, timeZone)}
      </Table.Cell>
    </Table.Row>
  );
}
