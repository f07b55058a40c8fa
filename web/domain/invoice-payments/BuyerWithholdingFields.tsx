import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BuyerWithholdingFieldsQuery } from '../../__generated__/BuyerWithholdingFieldsQuery.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TitleAndDescription } from '../../ui/TitleAndDescription';
import { useMoneyFormat } from '../../ui/useMoneyFormat';
import { WithholdingFields } from './WithholdingFields';

/** At most this many of the buyer's open invoices are offered (the service allocates to at most 50). */
const OPEN_INVOICES = 50;

/**
 * PPh 23 the buyer withheld, invoice by invoice, for a payment recorded from
 * the list: each of the buyer's open invoices with service lines and no
 * withholding yet, oldest due first (the order the payment pays them in),
 * with its own choice and slip (`withholdings.<invoice id>.`). The amount
 * is the service's (2%, or 4% without the seller's NPWP), said once the
 * payment is recorded. Nothing is shown to a member who may not read
 * invoices, or when no open invoice has services.
 */
export function BuyerWithholdingFields({
  customerId,
  today,
}: {
  customerId: string;
  today: string;
}) {
  const { language } = useLanguage();
  const money = useMoneyFormat();
  const data = useLazyLoadQuery<BuyerWithholdingFieldsQuery>(
    graphql`
      query BuyerWithholdingFieldsQuery($customerId: ID!, $first: Int!) {
        salesInvoices(customerId: $customerId, status: ISSUED, first: $first) @catch(to: NULL) {
          edges {
            node {
              ...openInvoiceFields_salesInvoice @relay(mask: false)
              lines {
                kind
              }
              withholding {
                status
              }
            }
          }
        }
      }
    `,
    { customerId, first: OPEN_INVOICES },
    { fetchPolicy: 'store-and-network' },
  );
  const invoices = (data.salesInvoices?.edges ?? [])
    .map((edge) => edge.node)
    .filter(
      (invoice) =>
        invoice.lines.some((line) => line.kind === 'SERVICE') &&
        (!invoice.withholding || invoice.withholding.status === 'CANCELLED'),
    )
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0));
  if (invoices.length === 0) return null;
  return (
    <Stack gap="3" data-testid="invoice-payment-withholdings">
      <TitleAndDescription
        heading={
          <Text fontWeight="medium">
            <FormattedMessage id="invoicePayment.withholdings.title" />
          </Text>
        }
        description={<FormattedMessage id="invoicePayment.withholdings.hint" />}
      />
      {invoices.map((invoice) => (
        <WithholdingFields
          key={invoice.id}
          today={today}
          prefix={`withholdings.${invoice.id}.`}
          testId={`invoice-payment-withheld-${invoice.number ?? invoice.id}`}
          label={
            <FormattedMessage
              id="invoicePayment.withholdings.invoice"
              values={{
                number: invoice.number,
                due: formatDate(invoice.dueDate, language),
                remaining: money(invoice.remainingAmount),
              }}
            />
          }
        />
      ))}
    </Stack>
  );
}
