import { Badge, chakra, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CounterpartyRow_counterparty$key } from '../../__generated__/CounterpartyRow_counterparty.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { counterpartyDisplayName } from '../../domain/counterpartyDisplayName';
import { CounterpartyStatusBadge } from './CounterpartyStatusBadge';
import { COUNTERPARTY_TYPE_LABEL, isCounterpartyType } from './counterpartyTypeLabel';
import { GeneratedBadge } from './GeneratedBadge';

type CounterpartyRowProps = {
  counterparty: CounterpartyRow_counterparty$key;
  timeZone: string;
  /** Opens the counterparty's detail. */
  onOpen: (id: string) => void;
};

/** One counterparty in the list: names, type, status, email, bank accounts and when it was created; a click opens its detail. */
export function CounterpartyRow({ counterparty, timeZone, onOpen }: CounterpartyRowProps) {
  const data = useFragment(
    graphql`
      fragment CounterpartyRow_counterparty on Counterparty {
        id
        legalName
        alias
        email
        type
        status
        generated
        entity {
          isDefault
        }
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
  const intl = useIntl();
  const name = counterpartyDisplayName(data, intl);

  return (
    <Table.Row data-testid="counterparty-row" cursor="pointer" onClick={() => onOpen(data.id)}>
      <Table.Cell minWidth="36">
        <HStack gap="2" alignItems="center">
          <chakra.button
            type="button"
            fontWeight="medium"
            textAlign="start"
            data-testid="counterparty-legal-name"
            _hover={{ color: 'brand.fg', textDecoration: 'underline' }}
            onClick={(event) => {
              event.stopPropagation();
              onOpen(data.id);
            }}
          >
            {name}
          </chakra.button>
          {data.generated ? <GeneratedBadge /> : null}
        </HStack>
      </Table.Cell>
      <Table.Cell>
        <Text color="fg.muted">{data.generated && data.entity?.isDefault ? name : data.alias}</Text>
      </Table.Cell>
      <Table.Cell>
        <Badge variant="subtle" colorPalette={data.type === 'COMPANY' ? 'brand' : 'teal'}>
          {isCounterpartyType(data.type) ? (
            <FormattedMessage id={COUNTERPARTY_TYPE_LABEL[data.type].id} />
          ) : (
            data.type
          )}
        </Badge>
      </Table.Cell>
      <Table.Cell>
        <CounterpartyStatusBadge status={data.status} />
      </Table.Cell>
      <Table.Cell>
        {data.email ? (
          <Text wordBreak="break-all">{data.email}</Text>
        ) : (
          <Text color="fg.subtle">—</Text>
        )}
      </Table.Cell>
      <Table.Cell>
        <Stack gap="1.5">
          {data.bankAccounts.length === 0 ? <Text color="fg.subtle">—</Text> : null}
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
