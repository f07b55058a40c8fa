import { Badge, EmptyState, HStack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SecurityActivityTable_viewer$key } from '../../__generated__/SecurityActivityTable_viewer.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { countryName } from './countryName';
import {
  FAILED_SECURITY_EVENTS,
  isSecurityEventType,
  SECURITY_CATEGORY_LABEL,
  SECURITY_EVENT_LABEL,
} from './securityEventLabel';
import { FormSection } from '../../ui/FormSection';
import { TableHeaderCell } from '../../ui/TableHeaderCell';
import { TableScrollArea } from '../../ui/TableScrollArea';

const COLUMNS = [
  'security.activity.column.occurredAt',
  'security.activity.column.event',
  'security.activity.column.ipAddress',
  'security.activity.column.country',
] as const;

/**
 * The activity history of the last 30 days (the server's list, newest first):
 * date and time in the organisation's time zone, the event with its category,
 * IP address and country. Refused attempts are marked in red with a warning sign.
 */
export function SecurityActivityTable({ viewer }: { viewer: SecurityActivityTable_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment SecurityActivityTable_viewer on Viewer {
        organization {
          timeZone
        }
        securityActivity {
          occurredAt
          category
          event
          ipAddress
          country
        }
      }
    `,
    viewer,
  );
  const { language } = useLanguage();
  const timeZone = data.organization.timeZone;
  const events = data.securityActivity;

  return (
    <FormSection
      data-testid="security-activity"
      title={<FormattedMessage id="security.activity.heading" />}
      description={<FormattedMessage id="security.activity.description" values={{ timeZone }} />}
    >
      {events.length === 0 ? (
        <EmptyState.Root size="sm" data-testid="security-activity-empty">
          <EmptyState.Content>
            <EmptyState.Indicator>
              <MenuIcon name="log" />
            </EmptyState.Indicator>
            <EmptyState.Description>
              <FormattedMessage id="security.activity.empty" />
            </EmptyState.Description>
          </EmptyState.Content>
        </EmptyState.Root>
      ) : (
        <TableScrollArea>
          <Table.Root size="sm">
            <Table.Header>
              <Table.Row bg="transparent">
                {COLUMNS.map((column) => (
                  <TableHeaderCell key={column} wrap>
                    <FormattedMessage id={column} />
                  </TableHeaderCell>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {events.map((entry, index) => {
                const failed = FAILED_SECURITY_EVENTS.has(entry.event);
                const country = countryName(entry.country, language);
                return (
                  <Table.Row
                    key={`${entry.occurredAt}-${entry.event}-${index}`}
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
              })}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
    </FormSection>
  );
}
