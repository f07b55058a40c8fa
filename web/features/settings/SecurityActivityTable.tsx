import { EmptyState, Table } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { SecurityActivityTable_viewer$key } from '../../__generated__/SecurityActivityTable_viewer.graphql';
import { MenuIcon } from '../../ui/MenuIcon';
import { SecurityEventRow } from './SecurityEventRow';
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
              {events.map((entry, index) => (
                <SecurityEventRow
                  key={`${entry.occurredAt}-${entry.event}-${index}`}
                  entry={entry}
                  timeZone={timeZone}
                />
              ))}
            </Table.Body>
          </Table.Root>
        </TableScrollArea>
      )}
    </FormSection>
  );
}
