import { Button, Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ExceptionTicketRow_ticket$key } from '../../__generated__/ExceptionTicketRow_ticket.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import {
  EXCEPTION_STATUS_TONES,
  EXCEPTION_TYPE_TONES,
  personName,
  SELF_RESOLUTION_LABEL,
} from './exceptionLabels';
import { useTicketMoves } from './useTicketMoves';

/** What the assign and resolve dialogs name: the ticket and its statement transaction's amount and date, formatted. */
export type TicketTarget = { id: string; amount: string; date: string; assigneeId: string | null };

type ExceptionTicketRowProps = {
  ticket: ExceptionTicketRow_ticket$key;
  canManage: boolean;
  onAssign: (ticket: TicketTarget) => void;
  onResolve: (ticket: TicketTarget) => void;
};

/** One ticket: type, the statement transaction (date and description), amount, days open, status with its note, assignee, and its moves. */
export function ExceptionTicketRow({
  ticket,
  canManage,
  onAssign,
  onResolve,
}: ExceptionTicketRowProps) {
  const data = useFragment(
    graphql`
      fragment ExceptionTicketRow_ticket on ExceptionTicket {
        id
        type
        status
        daysOpen
        line {
          date
          description
          reconciliationStatus
          direction
          amount {
            amount
            currency
          }
        }
        assignee {
          id
          email
          fullName
          preferredName
        }
        resolution
        resolutionNote
        statementTransaction {
          id
        }
      }
    `,
    ticket,
  );
  const { language } = useLanguage();
  const moves = useTicketMoves();
  const amount = formatMoney(data.line.amount.amount, data.line.amount.currency, language);
  const date = formatDate(data.line.date, language);
  const target: TicketTarget = { id: data.id, amount, date, assigneeId: data.assignee?.id ?? null };
  const selfResolved = data.resolution ? SELF_RESOLUTION_LABEL[data.resolution] : undefined;

  return (
    <Table.Row data-testid="exception-row" data-status={data.status}>
      <Table.Cell>
        <StatusBadge status={data.type} tones={EXCEPTION_TYPE_TONES} variant="surface" />
      </Table.Cell>
      <Table.Cell minWidth="56">
        <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
          {date}
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
      <Table.Cell
        textAlign="end"
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        fontWeight="medium"
        color={data.line.direction === 'DEBIT' ? 'fg' : 'green.fg'}
      >
        {amount}
      </Table.Cell>
      <Table.Cell
        textAlign="end"
        whiteSpace="nowrap"
        fontVariantNumeric="tabular-nums"
        data-testid="exception-days-open"
      >
        <FormattedMessage id="exceptions.daysOpen" values={{ days: data.daysOpen }} />
      </Table.Cell>
      <Table.Cell minWidth="32">
        <StatusBadge
          status={data.status}
          tones={EXCEPTION_STATUS_TONES}
          testId="exception-status"
        />
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
      <Table.Cell data-testid="exception-assignee" whiteSpace="nowrap">
        {data.assignee ? (
          <Text fontSize="sm">{personName(data.assignee)}</Text>
        ) : (
          <Text color="fg.subtle" fontSize="sm">
            <FormattedMessage id="exceptions.unassigned" />
          </Text>
        )}
      </Table.Cell>
      {canManage ? (
        <RowActionsCell>
          {data.status !== 'RESOLVED' ? (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => onAssign(target)}
              data-testid="exception-assign"
            >
              <FormattedMessage id="exceptions.action.assign" />
            </Button>
          ) : null}
          {data.status === 'OPEN' ? (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => void moves.start(data.id)}
              loading={moves.busy === data.id}
              data-testid="exception-start"
            >
              <FormattedMessage id="exceptions.action.start" />
            </Button>
          ) : null}
          {data.status !== 'RESOLVED' ? (
            <Button
              size="xs"
              variant="outline"
              onClick={() => onResolve(target)}
              data-testid="exception-resolve"
            >
              <FormattedMessage id="exceptions.action.resolve" />
            </Button>
          ) : data.resolution === 'MANUAL' ? (
            <Button
              size="xs"
              variant="ghost"
              onClick={() => void moves.reopen(data.id)}
              loading={moves.busy === data.id}
              data-testid="exception-reopen"
            >
              <FormattedMessage id="exceptions.action.reopen" />
            </Button>
          ) : null}
        </RowActionsCell>
      ) : null}
    </Table.Row>
  );
}
