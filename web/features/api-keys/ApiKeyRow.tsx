import { Code, Table, Text } from '@chakra-ui/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ApiKeyRow_apiKey$key } from '../../__generated__/ApiKeyRow_apiKey.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { roleLabel } from '../../domain/role/roleLabel';
import { LastTimeCell } from '../../ui/LastTimeCell';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import { API_KEY_STATUS, apiKeyStatus } from './apiKeyStatus';
import { RemoveButton } from '../../ui/RemoveButton';
import { personNameOf } from '../../ui/personNameOf';
import { RecordNameCell } from '../../ui/RecordNameCell';

/** What the revoke confirmation needs to know of a key. */
export type ApiKeyToRevoke = { id: string; name: string };

type ApiKeyRowProps = {
  apiKey: ApiKeyRow_apiKey$key;
  timeZone: string;
  /** The moment the list is judged at, to tell expired keys from live ones. */
  now: Date;
  onRevoke: (apiKey: ApiKeyToRevoke) => void;
};

/**
 * One API key: its name, its public prefix (the secret itself is never shown
 * again), the role it acts in, who created it and when, when it expires, when
 * it was last used and how often, its status, and Revoke while it is live.
 */
export function ApiKeyRow({ apiKey, timeZone, now, onRevoke }: ApiKeyRowProps) {
  const intl = useIntl();
  const data = useFragment(
    graphql`
      fragment ApiKeyRow_apiKey on ApiKey {
        id
        name
        prefix
        role {
          name
          builtIn
        }
        createdBy {
          ...personName_user @relay(mask: false)
        }
        createdAt
        expiresAt
        revokedAt
        lastUsedAt
        useCount
      }
    `,
    apiKey,
  );
  const { language } = useLanguage();
  const status = apiKeyStatus(data, now);
  const creator = personNameOf(data.createdBy);

  return (
    <Table.Row data-testid="api-key-row" data-status={status}>
      <RecordNameCell name={data.name} testId="api-key-name" />
      <Table.Cell>
        <Code size="sm" variant="surface" whiteSpace="nowrap" data-testid="api-key-prefix">
          {data.prefix}
        </Code>
      </Table.Cell>
      <Table.Cell data-testid="api-key-role">
        {data.role ? (
          roleLabel(data.role, intl)
        ) : (
          <Text as="span" color="fg.subtle">
            <FormattedMessage id="apiKeys.noRole" />
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <Text fontVariantNumeric="tabular-nums">
          {formatDate(data.createdAt, language, timeZone)}
        </Text>
        {creator ? (
          <Text fontSize="xs" color="fg.muted" maxWidth="44" truncate title={creator}>
            <FormattedMessage id="apiKeys.createdBy" values={{ name: creator }} />
          </Text>
        ) : null}
      </Table.Cell>
      <ExpiryCell
        expiresAt={data.expiresAt}
        revokedAt={data.revokedAt}
        expired={status === 'EXPIRED'}
        timeZone={timeZone}
      />
      <LastTimeCell
        at={data.lastUsedAt}
        timeZone={timeZone}
        never={<FormattedMessage id="apiKeys.never" />}
        testId="api-key-last-used"
      />
      <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" data-testid="api-key-uses">
        <FormattedNumber value={data.useCount} />
      </Table.Cell>
      <StatusBadgeCell status={status} tones={API_KEY_STATUS} testId="api-key-status" />
      <Table.Cell textAlign="end">
        {status === 'LIVE' ? (
          <RemoveButton
            onClick={() => onRevoke({ id: data.id, name: data.name })}
            testId="api-key-revoke"
          >
            <FormattedMessage id="apiKeys.revoke" />
          </RemoveButton>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/** When the key stops working (in red once it has), and when it was revoked, if it was. */
function ExpiryCell({
  expiresAt,
  revokedAt,
  expired,
  timeZone,
}: {
  expiresAt: string;
  revokedAt: string | null | undefined;
  expired: boolean;
  timeZone: string;
}) {
  const { language } = useLanguage();
  return (
    <Table.Cell whiteSpace="nowrap" data-testid="api-key-expires">
      <Text fontVariantNumeric="tabular-nums" color={expired ? 'fg.error' : undefined}>
        {formatDate(expiresAt, language, timeZone)}
      </Text>
      {revokedAt ? (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id="apiKeys.revokedOn"
            values={{ date: formatDate(revokedAt, language, timeZone) }}
          />
        </Text>
      ) : null}
    </Table.Cell>
  );
}
