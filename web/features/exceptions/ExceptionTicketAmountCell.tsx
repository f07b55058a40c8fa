import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { ExceptionTicketAmountCell_ticket$key } from '../../__generated__/ExceptionTicketAmountCell_ticket.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

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
  const { language } = useLanguage();
  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  const payout = data.payout;
  const checkout = data.checkout;
  return (
    <Table.Cell
      textAlign="end"
      whiteSpace="nowrap"
      fontVariantNumeric="tabular-nums"
      fontWeight="medium"
      color={data.line?.direction === 'DEBIT' ? 'fg' : 'green.fg'}
      data-testid="exception-amount"
    >
      {data.line ? money(data.line.amount) : null}
      {payout ? (
        <>
          <Text data-testid="exception-payout-expected">{money(payout.expected)}</Text>
          <Text fontSize="xs" fontWeight="normal" color="fg.muted">
            <FormattedMessage
              id="exceptions.payout.received"
              values={{ amount: money(payout.received) }}
            />
          </Text>
          <Text
            fontSize="xs"
            fontWeight="medium"
            color="red.fg"
            data-testid="exception-payout-difference"
          >
            <FormattedMessage
              id="exceptions.payout.difference"
              values={{ amount: money(payout.difference) }}
            />
          </Text>
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
          <Text
            fontSize="xs"
            fontWeight="medium"
            color="red.fg"
            data-testid="exception-checkout-paid"
          >
            <FormattedMessage
              id="exceptions.checkout.paid"
              values={{ amount: money(checkout.paid) }}
            />
          </Text>
        </>
      ) : null}
    </Table.Cell>
  );
}
