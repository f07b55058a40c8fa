import { Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { ExceptionTicketPayoutCell_ticket$key } from '../../__generated__/ExceptionTicketPayoutCell_ticket.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/** A ticket's payout: its settlement date, the provider that paid it out and its reference, with a way to its payments for a viewer who may read payment providers. */
export function ExceptionTicketPayoutCell({
  ticket,
}: {
  ticket: ExceptionTicketPayoutCell_ticket$key;
}) {
  const data = useFragment(
    graphql`
      fragment ExceptionTicketPayoutCell_ticket on ExceptionTicket {
        payout {
          providerName
          date
          reference
        }
        paymentSettlement {
          id
        }
      }
    `,
    ticket,
  );
  const { language } = useLanguage();
  if (!data.payout) return <Table.Cell minWidth="56" />;
  return (
    <Table.Cell minWidth="56" data-testid="exception-payout">
      <Text fontSize="xs" color="fg.muted" fontVariantNumeric="tabular-nums">
        {formatDate(data.payout.date, language)}
      </Text>
      <Text fontSize="sm" overflowWrap="anywhere" data-testid="exception-description">
        <FormattedMessage
          id="exceptions.payout.title"
          values={{ provider: data.payout.providerName }}
        />
        {data.payout.reference ? ` · ${data.payout.reference}` : null}
      </Text>
      {data.paymentSettlement ? (
        <Link asChild fontSize="xs" variant="underline" data-testid="exception-payout-link">
          <RouterLink to="/payment-records">
            <FormattedMessage id="exceptions.payout.records" />
          </RouterLink>
        </Link>
      ) : null}
    </Table.Cell>
  );
}
