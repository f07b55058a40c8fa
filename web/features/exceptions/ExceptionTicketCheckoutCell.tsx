import { Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ExceptionTicketCheckoutCell_ticket$key } from '../../__generated__/ExceptionTicketCheckoutCell_ticket.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';

/** A checkout payment's ticket: the day the gateway said so, the invoice (a link to its page) and the gateway. */
export function ExceptionTicketCheckoutCell({
  ticket,
}: {
  ticket: ExceptionTicketCheckoutCell_ticket$key;
}) {
  const data = useFragment(
    graphql`
      fragment ExceptionTicketCheckoutCell_ticket on ExceptionTicket {
        checkout {
          invoiceId
          invoiceNumber
          gateway
          notifiedAt
        }
      }
    `,
    ticket,
  );
  const { language } = useLanguage();
  const checkout = data.checkout;
  if (!checkout) return <Table.Cell minWidth="56" />;
  return (
    <Table.Cell minWidth="56" data-testid="exception-checkout">
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {formatDate(checkout.notifiedAt, language)}
      </Text>
      <Text fontSize="sm" overflowWrap="anywhere" data-testid="exception-description">
        <FormattedMessage
          id="exceptions.checkout.title"
          values={{ gateway: checkout.gateway === 'MIDTRANS' ? 'Midtrans' : 'Xendit' }}
        />
      </Text>
      <Link asChild fontSize="xs" variant="underline" data-testid="exception-checkout-invoice">
        <RouterLink to={`/invoices/detail/${uuidOf(checkout.invoiceId, 'SalesInvoice')}`}>
          <FormattedMessage
            id="exceptions.checkout.invoice"
            values={{ number: checkout.invoiceNumber }}
          />
        </RouterLink>
      </Link>
    </Table.Cell>
  );
}
