import { Badge, DataList, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  CounterpartyDetails_counterparty$data,
  CounterpartyDetails_counterparty$key,
} from '../../__generated__/CounterpartyDetails_counterparty.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { formatTaxNumber } from '../../domain/taxNumber';
import { counterpartyDisplayName } from '../../domain/counterpartyDisplayName';
import { CounterpartyStatusBadge } from './CounterpartyStatusBadge';
import { COUNTERPARTY_TYPE_LABEL, isCounterpartyType } from './counterpartyTypeLabel';
import { DataListEntry } from '../../ui/DataListEntry';
import { OutlineBox } from '../../ui/OutlineBox';

const EMPTY = (
  <Text as="span" color="fg.subtle">
    —
  </Text>
);

/**
 * Everything known about a counterparty, read-only: names, email, type,
 * external id, tax number, status, its bank accounts (bank, number, name on account,
 * alias) and who created it when.
 */
export function CounterpartyDetails({
  counterparty,
  timeZone,
}: {
  counterparty: CounterpartyDetails_counterparty$key;
  timeZone: string;
}) {
  const data = useFragment(
    graphql`
      fragment CounterpartyDetails_counterparty on Counterparty {
        legalName
        alias
        email
        type
        externalId
        taxNumber
        status
        generated
        entity {
          name
          isDefault
        }
        createdAt
        createdBy {
          fullName
        }
        bankAccounts {
          id
          accountNumber
          accountName
          alias
          bank {
            code
            name
          }
        }
      }
    `,
    counterparty,
  );
  return (
    <Stack gap="6" data-testid="counterparty-details">
      <CounterpartyFacts data={data} timeZone={timeZone} />
      <CounterpartyBankAccounts accounts={data.bankAccounts} />
    </Stack>
  );
}

/** The counterparty's names, email, type, external id, tax number, status, entity and who created it when. */
function CounterpartyFacts({
  data,
  timeZone,
}: {
  data: CounterpartyDetails_counterparty$data;
  timeZone: string;
}) {
  const { language } = useLanguage();
  const intl = useIntl();
  // The default entity's counterparty is stored as "Default": it reads "Default entity" in the user's language.
  const defaultEntity = data.generated && data.entity?.isDefault;
  const name = counterpartyDisplayName(data, intl);

  return (
    <DataList.Root orientation="horizontal" size="md">
      <DataListEntry
        label={<FormattedMessage id="counterpartyCreate.legalName" />}
        testId="detail-legal-name"
      >
        {name}
      </DataListEntry>
      <DataListEntry
        label={<FormattedMessage id="counterpartyCreate.alias" />}
        testId="detail-alias"
      >
        {defaultEntity ? name : data.alias}
      </DataListEntry>
      <DataListEntry
        label={<FormattedMessage id="counterpartyCreate.email" />}
        testId="detail-email"
      >
        {data.email ?? EMPTY}
      </DataListEntry>
      <DataListEntry label={<FormattedMessage id="counterpartyCreate.type" />}>
        {isCounterpartyType(data.type) ? (
          <FormattedMessage id={COUNTERPARTY_TYPE_LABEL[data.type].id} />
        ) : (
          data.type
        )}
      </DataListEntry>
      <DataListEntry
        label={<FormattedMessage id="counterparties.externalId" />}
        testId="detail-external-id"
      >
        {data.externalId ?? EMPTY}
      </DataListEntry>
      <DataListEntry
        label={<FormattedMessage id="companyProfile.taxNumber" />}
        testId="detail-tax-number"
      >
        {data.taxNumber ? formatTaxNumber(data.taxNumber) : EMPTY}
      </DataListEntry>
      <DataListEntry label={<FormattedMessage id="counterparties.column.status" />}>
        <CounterpartyStatusBadge status={data.status} />
      </DataListEntry>
      {data.generated ? (
        <DataListEntry label={<FormattedMessage id="counterparties.entity" />}>
          {data.entity ? (
            data.entity.isDefault ? (
              <FormattedMessage id="counterparties.defaultEntityName" />
            ) : (
              data.entity.name
            )
          ) : (
            EMPTY
          )}
        </DataListEntry>
      ) : null}
      <DataListEntry label={<FormattedMessage id="counterparties.createdBy" />}>
        {data.createdBy ? (
          data.createdBy.fullName
        ) : (
          <FormattedMessage id="counterparties.createdBySystem" />
        )}
      </DataListEntry>
      <DataListEntry label={<FormattedMessage id="counterparties.createdAt" />}>
        {formatDateTime(data.createdAt, language, timeZone)}
      </DataListEntry>
    </DataList.Root>
  );
}

/** The counterparty's bank accounts (number, bank, name on account, alias), or a note that it has none. */
function CounterpartyBankAccounts({
  accounts,
}: {
  accounts: CounterpartyDetails_counterparty$data['bankAccounts'];
}) {
  return (
    <Stack gap="3">
      <Heading size="sm">
        <FormattedMessage id="counterpartyCreate.section.bankAccounts" />
      </Heading>
      {accounts.length === 0 ? (
        <Text color="fg.muted" fontSize="sm">
          <FormattedMessage id="counterparties.noBankAccounts" />
        </Text>
      ) : null}
      {accounts.map((account) => (
        <OutlineBox key={account.id} bg="bg.subtle" data-testid="detail-bank-account">
          <HStack justifyContent="space-between" alignItems="flex-start" gap="3">
            <Stack gap="0.5">
              <Text fontWeight="medium" fontVariantNumeric="tabular-nums">
                {account.accountNumber}
              </Text>
              <Text fontSize="sm" color="fg.muted">
                {account.bank.name}
              </Text>
              <Text fontSize="sm">{account.accountName}</Text>
            </Stack>
            {account.alias ? (
              <Badge variant="subtle" data-testid="detail-bank-account-alias">
                {account.alias}
              </Badge>
            ) : null}
          </HStack>
        </OutlineBox>
      ))}
    </Stack>
  );
}
