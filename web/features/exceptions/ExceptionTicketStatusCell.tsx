import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ExceptionTicketStatusCell_ticket$key } from '../../__generated__/ExceptionTicketStatusCell_ticket.graphql';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  EXCEPTION_STATUS_TONES,
  PAYOUT_SELF_RESOLUTION_LABEL,
  SELF_RESOLUTION_LABEL,
} from './exceptionLabels';

/** A ticket's status, with how a resolved one was resolved (by itself, or the resolver's note). */
export function ExceptionTicketStatusCell({
  ticket,
}: {
  ticket: ExceptionTicketStatusCell_ticket$key;
}) {
  const data = useFragment(
    graphql`
      fragment ExceptionTicketStatusCell_ticket on ExceptionTicket {
        status
        resolution
        resolutionNote
        payout {
          __typename
        }
      }
    `,
    ticket,
  );
  const labels = data.payout ? PAYOUT_SELF_RESOLUTION_LABEL : SELF_RESOLUTION_LABEL;
  const selfResolved = data.resolution ? labels[data.resolution] : undefined;
  // No least width of its own: the note wraps to what the row leaves it, which at 1280 px (a long type, an
  // assignee's long name) was less than the 8rem this cell once asked for, and the table ran out of its card.
  return (
    <Table.Cell>
      <StatusBadge status={data.status} tones={EXCEPTION_STATUS_TONES} testId="exception-status" />
      {data.status === 'RESOLVED' ? (
        <Text
          fontSize="xs"
          color="fg.muted"
          marginTop="1"
          maxWidth="64"
          data-testid="exception-note"
        >
          {selfResolved ? (
            <FormattedMessage id={selfResolved.id} />
          ) : (
            <FormattedMessage
              id="exceptions.resolvedNote"
              values={{ note: data.resolutionNote ?? '' }}
            />
          )}
        </Text>
      ) : null}
    </Table.Cell>
  );
}
