import { Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ExceptionTicketLineCell_ticket$key } from '../../__generated__/ExceptionTicketLineCell_ticket.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/** A ticket's statement transaction (date and the bank's description), with a way to match it while the ticket is open. */
export function ExceptionTicketLineCell({
  ticket,
}: {
  ticket: ExceptionTicketLineCell_ticket$key;
}) {
  const data = useFragment(
    graphql`
      fragment ExceptionTicketLineCell_ticket on ExceptionTicket {
        status
        line {
          date
          description
          reconciliationStatus
        }
        statementTransaction {
          id
        }
      }
    `,
    ticket,
  );
  const { language } = useLanguage();
  if (!data.line) return <Table.Cell minWidth="56" />;
  return (
    <Table.Cell minWidth="56">
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {formatDate(data.line.date, language)}
      </Text>
      {/* The bank's whole words: they are what a person searches the statement for. */}
      <Text fontSize="sm" overflowWrap="anywhere" data-testid="exception-description">
        {data.line.description}
      </Text>
      {/* The line opens on the reconciliation screen, to match it there (for a viewer who may read statements). */}
      {data.status !== 'RESOLVED' && data.statementTransaction ? (
        <Link asChild fontSize="xs" variant="underline" data-testid="exception-match-link">
          <RouterLink
            to={`/reconciliation?tab=unreconciled${data.line.reconciliationStatus === 'PARTIAL' ? '&reconciled=PARTIAL' : ''}&statementTransaction=${encodeURIComponent(data.statementTransaction.id)}`}
          >
            <FormattedMessage id="exceptions.action.match" />
          </RouterLink>
        </Link>
      ) : null}
    </Table.Cell>
  );
}
