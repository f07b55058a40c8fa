import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { SecurityActivityTable_viewer$data } from '../../__generated__/SecurityActivityTable_viewer.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MenuIcon } from '../../ui/MenuIcon';
import { countryName } from './countryName';
import {
  FAILED_SECURITY_EVENTS,
  isSecurityEventType,
  SECURITY_CATEGORY_LABEL,
  SECURITY_EVENT_LABEL,
} from './securityEventLabel';

type SecurityEvent = SecurityActivityTable_viewer$data['securityActivity'][number];

/**
 * One security event: when (in the organisation's time zone), the event with
 * its category, the IP address and the country; a refused attempt in red
 * with a warning sign.
 */
export function SecurityEventRow({ entry, timeZone }: { entry: SecurityEvent; timeZone: string }) {
  const { language } = useLanguage();
  const failed = FAILED_SECURITY_EVENTS.has(entry.event);
  const country = countryName(entry.country, language);
  return (
    <Table.Row
      data-testid="security-event"
      data-event={entry.event}
      data-failed={failed ? 'true' : 'false'}
    >
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDateTime(entry.occurredAt, language, timeZone)}
      </Table.Cell>
      <Table.Cell minWidth="56">
        <HStack gap="2" flexWrap="wrap">
          <HStack
            gap="1.5"
            fontWeight={failed ? 'semibold' : 'medium'}
            color={failed ? 'fg.error' : undefined}
            data-testid="security-event-label"
          >
            {failed ? <MenuIcon name="exception" /> : null}
            <Text as="span">
              {isSecurityEventType(entry.event) ? (
                <FormattedMessage id={SECURITY_EVENT_LABEL[entry.event].id} />
              ) : (
                entry.event
              )}
            </Text>
          </HStack>
          <Badge
            colorPalette={entry.category === 'TWO_FACTOR_AUTH' ? 'purple' : 'gray'}
            variant="subtle"
            size="sm"
          >
            {entry.category === 'AUTH' || entry.category === 'TWO_FACTOR_AUTH' ? (
              <FormattedMessage id={SECURITY_CATEGORY_LABEL[entry.category].id} />
            ) : (
              entry.category
            )}
          </Badge>
        </HStack>
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap" fontFamily="mono" fontSize="xs">
        {entry.ipAddress ?? (
          <Text as="span" color="fg.subtle" fontFamily="body" fontSize="sm">
            <FormattedMessage id="security.activity.unknown" />
          </Text>
        )}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        {country ?? (
          <Text as="span" color="fg.subtle">
            <FormattedMessage id="security.activity.unknown" />
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
