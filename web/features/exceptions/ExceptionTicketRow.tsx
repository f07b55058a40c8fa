import { Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  ExceptionTicketRow_ticket$data,
  ExceptionTicketRow_ticket$key,
} from '../../__generated__/ExceptionTicketRow_ticket.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { useLanguage } from '../../i18n/useLanguage';
import { type ActionButton, ActionButtonList } from '../../ui/ActionButtonList';
import { RowActionsCell } from '../../ui/RowActions';
import { StatusBadge } from '../../ui/StatusBadge';
import { EXCEPTION_TYPE_TONES, personName } from './exceptionLabels';
import { ExceptionTicketAmountCell } from './ExceptionTicketAmountCell';
import { ExceptionTicketCheckoutCell } from './ExceptionTicketCheckoutCell';
import { ExceptionTicketLineCell } from './ExceptionTicketLineCell';
import { ExceptionTicketPayoutCell } from './ExceptionTicketPayoutCell';
import { ExceptionTicketStatusCell } from './ExceptionTicketStatusCell';
import { useTicketMoves } from './useTicketMoves';
import { FigureCell } from '../../ui/FigureCell';

/** What the assign and resolve dialogs name: the ticket and its statement transaction's (or payout's) amount and date, formatted. */
export type TicketTarget = {
  id: string;
  subject: 'LINE' | 'PAYOUT' | 'CHECKOUT';
  amount: string;
  date: string;
  assigneeId: string | null;
};

type ExceptionTicketRowProps = {
  ticket: ExceptionTicketRow_ticket$key;
  canManage: boolean;
  onAssign: (ticket: TicketTarget) => void;
  onResolve: (ticket: TicketTarget) => void;
};

/** What the assign and resolve dialogs name of a ticket: what it is about, its amount and date, and who has it. */
function targetOf(data: ExceptionTicketRow_ticket$data, language: Language): TicketTarget {
  const money = data.line?.amount ?? data.payout?.expected ?? data.checkout?.charged;
  return {
    id: data.id,
    subject: data.payout ? 'PAYOUT' : data.checkout ? 'CHECKOUT' : 'LINE',
    amount: money ? formatMoney(money.amount, money.currency, language) : '',
    date: formatDate(
      data.line?.date ?? data.payout?.date ?? data.checkout?.notifiedAt ?? '',
      language,
    ),
    assigneeId: data.assignee?.id ?? null,
  };
}

/** One ticket: type, the statement transaction (date and description) or payout (date, provider, expected against received), amount, days open, status with its note, assignee, and its moves. */
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
          amount {
            amount
            currency
          }
        }
        payout {
          date
          expected {
            amount
            currency
          }
        }
        checkout {
          invoiceNumber
          notifiedAt
          charged {
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
        ...ExceptionTicketLineCell_ticket
        ...ExceptionTicketPayoutCell_ticket
        ...ExceptionTicketCheckoutCell_ticket
        ...ExceptionTicketAmountCell_ticket
        ...ExceptionTicketStatusCell_ticket
      }
    `,
    ticket,
  );
  const { language } = useLanguage();
  const target = targetOf(data, language);

  return (
    <Table.Row data-testid="exception-row" data-status={data.status}>
      <Table.Cell>
        <StatusBadge status={data.type} tones={EXCEPTION_TYPE_TONES} variant="surface" />
      </Table.Cell>
      {data.line ? (
        <ExceptionTicketLineCell ticket={data} />
      ) : data.checkout ? (
        <ExceptionTicketCheckoutCell ticket={data} />
      ) : (
        <ExceptionTicketPayoutCell ticket={data} />
      )}
      <ExceptionTicketAmountCell ticket={data} />
      <FigureCell testId="exception-days-open">
        <FormattedMessage id="exceptions.daysOpen" values={{ days: data.daysOpen }} />
      </FigureCell>
      <ExceptionTicketStatusCell ticket={data} />
      {/* A long name wraps: on one line, beside an open ticket's three moves, it pushed the table out of its card. */}
      <Table.Cell data-testid="exception-assignee">
        {data.assignee ? (
          <Text fontSize="sm">{personName(data.assignee)}</Text>
        ) : (
          <Text color="fg.subtle" fontSize="sm">
            <FormattedMessage id="exceptions.unassigned" />
          </Text>
        )}
      </Table.Cell>
      {canManage ? (
        <ExceptionTicketActions
          ticket={data}
          target={target}
          onAssign={onAssign}
          onResolve={onResolve}
        />
      ) : null}
    </Table.Row>
  );
}

/**
 * A ticket's moves for a member who manages tickets: Assign and Resolve
 * while it is not resolved, Start while it is open, Reopen once it was
 * resolved by hand.
 */
function ExceptionTicketActions({
  ticket,
  target,
  onAssign,
  onResolve,
}: {
  ticket: {
    readonly id: string;
    readonly status: string;
    readonly resolution: string | null | undefined;
  };
  target: TicketTarget;
  onAssign: (ticket: TicketTarget) => void;
  onResolve: (ticket: TicketTarget) => void;
}) {
  const moves = useTicketMoves();
  const buttons: ActionButton[] = [
    {
      label: 'exceptions.action.assign',
      testId: 'exception-assign',
      look: 'quiet',
      shown: ticket.status !== 'RESOLVED',
      onClick: () => onAssign(target),
    },
    {
      label: 'exceptions.action.start',
      testId: 'exception-start',
      look: 'quiet',
      shown: ticket.status === 'OPEN',
      loading: moves.busy === ticket.id,
      onClick: () => void moves.start(ticket.id),
    },
    {
      label: 'exceptions.action.resolve',
      testId: 'exception-resolve',
      look: 'plain',
      shown: ticket.status !== 'RESOLVED',
      onClick: () => onResolve(target),
    },
    {
      label: 'exceptions.action.reopen',
      testId: 'exception-reopen',
      look: 'quiet',
      shown: ticket.status === 'RESOLVED' && ticket.resolution === 'MANUAL',
      loading: moves.busy === ticket.id,
      onClick: () => void moves.reopen(ticket.id),
    },
  ];
  // The moves stand one above the other: side by side, an open ticket's three pushed the table out of
  // its card at 1280 px (in Indonesian at 1440 px too), where the row is already several lines tall.
  return (
    <RowActionsCell>
      <Stack gap="1" alignItems="stretch">
        <ActionButtonList size="xs" buttons={buttons} />
      </Stack>
    </RowActionsCell>
  );
}
