import { Stack, Text } from '@chakra-ui/react';
import { useFormikContext } from 'formik';
import { FormattedMessage } from 'react-intl';
import { PPH_23_RATE_WITHOUT_NPWP, pph23Of } from '../../../formats/pph23';
import { graphql, useLazyLoadQuery } from 'react-relay';
import type { BuyerWithholdingFieldsQuery } from '../../__generated__/BuyerWithholdingFieldsQuery.graphql';
import { formatDate, formatDecimal } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { TitleAndDescription } from '../../ui/TitleAndDescription';
import { useMoneyFormat } from '../../ui/useMoneyFormat';
import type { InvoicePaymentValues } from './invoicePaymentSchema';
import { WithheldTotal } from './WithheldTotal';
import { WithholdingFields } from './WithholdingFields';

/** At most this many of the buyer's open invoices are offered (the service allocates to at most 50). */
const OPEN_INVOICES = 50;

/**
 * PPh 23 the buyer withheld, invoice by invoice, for a payment recorded from
 * the list: each of the buyer's open invoices with service lines and no
 * withholding yet, oldest due first (the order the payment pays them in),
 * with its own choice and slip (`withholdings.<invoice id>.`) and what is
 * withheld of it (2% of its services' tax base, or 4% without the seller's
 * NPWP: formats/pph23.ts, the rule the service records it by; an issued
 * invoice always has its rate, shown as a clerk writes it: 2%), and the
 * total withheld of those ticked, before the payment is saved. Nothing is
 * shown to a member who may not read invoices, or when no open invoice has
 * services.
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
  const { values } = useFormikContext<Pick<InvoicePaymentValues, 'withholdings'>>();
  const data = useLazyLoadQuery<BuyerWithholdingFieldsQuery>(
    graphql`
      query BuyerWithholdingFieldsQuery($customerId: ID!, $first: Int!) {
        salesInvoices(customerId: $customerId, status: ISSUED, first: $first) @catch(to: NULL) {
          edges {
            node {
              ...openInvoiceFields_salesInvoice @relay(mask: false)
              withholdingRate
              lines {
                kind
                taxBase {
                  amount
                }
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
    .sort((a, b) => (a.dueDate < b.dueDate ? -1 : a.dueDate > b.dueDate ? 1 : 0))
    .map((invoice) => ({
      ...invoice,
      pph23: pph23Of(
        invoice.lines.filter((line) => line.kind === 'SERVICE').map((line) => line.taxBase.amount),
        invoice.withholdingRate ?? PPH_23_RATE_WITHOUT_NPWP,
      ),
    }));
  if (invoices.length === 0) return null;
  const ticked = invoices.filter((invoice) => values.withholdings[invoice.id]?.withheld === true);
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
                withheld: money({
                  amount: invoice.pph23.amount,
                  currency: invoice.remainingAmount.currency,
                }),
                rate: formatDecimal(invoice.pph23.rate.replace(/\.?0+$/, ''), language),
                base: money({
                  amount: invoice.pph23.base,
                  currency: invoice.remainingAmount.currency,
                }),
              }}
            />
          }
        />
      ))}
      <WithheldTotal
        withheld={ticked.map((invoice) => ({
          amount: invoice.pph23.amount,
          currency: invoice.remainingAmount.currency,
        }))}
      />
    </Stack>
  );
}
