import { Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ExceptionTicketAmountCell_ticket$key } from '../../__generated__/ExceptionTicketAmountCell_ticket.graphql';
import { FigureCell } from '../../ui/FigureCell';
import { useMoneyFormat } from '../../ui/useMoneyFormat';

/** A ticket's amount: its statement transaction's, what its payout was to pay against what arrived and the difference, or what a checkout charge asked for against what the gateway said was paid. */
export function ExceptionTicketAmountCell({
  ticket,
}: {
  ticket: ExceptionTicketAmountCell_ticket$key;
}) {
  const data = useFragment(
    graphql`
      fragment ExceptionTicketAmountCell_ticket on ExceptionTicket {
        line {
          direction
          amount {
            amount
            currency
          }
        }
        payout {
          expected {
            amount
            currency
          }
          received {
            amount
            currency
          }
          difference {
            amount
            currency
          }
        }
        checkout {
          charged {
            amount
            currency
          }
          paid {
            amount
            currency
          }
        }
      }
    `,
    ticket,
  );
  const money = useMoneyFormat();
  const payout = data.payout;
  const checkout = data.checkout;
  return (
    <FigureCell
      strong
      color={data.line?.direction === 'DEBIT' ? 'fg' : 'green.fg'}
      testId="exception-amount"
    >
      {data.line ? money(data.line.amount) : null}
      {payout ? (
        <>
          <Text data-testid="exception-payout-expected">{money(payout.expected)}</Text>
          <AmountNote
            message={{ id: 'exceptions.payout.received' }}
            amount={money(payout.received)}
          />
          <AmountNote
            message={{ id: 'exceptions.payout.difference' }}
            amount={money(payout.difference)}
            alert
            testId="exception-payout-difference"
          />
        </>
      ) : null}
      {checkout ? (
        <>
          <Text data-testid="exception-checkout-charged">
            <FormattedMessage
              id="exceptions.checkout.charged"
              values={{ amount: money(checkout.charged) }}
            />
          </Text>
          <AmountNote
            message={{ id: 'exceptions.checkout.paid' }}
            amount={money(checkout.paid)}
            alert
            testId="exception-checkout-paid"
          />
        </>
      ) : null}
    </FigureCell>
  );
}

/** A figure under the ticket's amount in the catalogue's words ("Received Rp …"): muted, or in red where it is what went wrong. */
function AmountNote({
  message,
  amount,
  alert = false,
  testId,
}: {
  message: { id: string };
  /** The figure, formatted. */
  amount: string;
  alert?: boolean;
  testId?: string;
}) {
  return (
    <Text
      fontSize="xs"
      fontWeight={alert ? 'medium' : 'normal'}
      color={alert ? 'red.fg' : 'fg.muted'}
      data-testid={testId}
    >
      <FormattedMessage {...message} values={{ amount }} />
    </Text>
  );
}
