import { DataList } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceExchangeTotal_salesInvoice$key } from '../../__generated__/InvoiceExchangeTotal_salesInvoice.graphql';
import { ExchangeDifference } from '../../domain/invoice-payments/ExchangeDifference';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { RecordSectionCard } from '../../ui/RecordSectionCard';

/**
 * What the payments of a foreign invoice settled of it in rupiah: at the
 * invoice's rate, at the payments' own, and the realised exchange gain or
 * loss (unknown while a payment's rate is). Nothing for a rupiah invoice or
 * one nothing paid yet.
 */
export function InvoiceExchangeTotal({
  salesInvoice,
}: {
  salesInvoice: InvoiceExchangeTotal_salesInvoice$key;
}) {
  const { exchange } = useFragment(
    graphql`
      fragment InvoiceExchangeTotal_salesInvoice on SalesInvoice {
        exchange {
          atInvoiceRate {
            amount
          }
          atPaymentRates {
            amount
          }
          difference {
            amount
          }
        }
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  if (!exchange) return null;
  const rupiah = (amount: string) => formatMoney(amount, 'IDR', language);
  return (
    <RecordSectionCard
      testId="invoice-exchange-total"
      title={<FormattedMessage id="invoices.exchange.title" />}
      description={<FormattedMessage id="invoices.exchange.hint" />}
    >
      <DataList.Root orientation="horizontal" size="md">
        <DetailItem
          label={<FormattedMessage id="invoices.exchange.atInvoiceRate" />}
          testId="invoice-exchange-at-invoice-rate"
        >
          {rupiah(exchange.atInvoiceRate.amount)}
        </DetailItem>
        <DetailItem
          label={<FormattedMessage id="invoices.exchange.atPaymentRates" />}
          testId="invoice-exchange-at-payment-rates"
        >
          {exchange.atPaymentRates ? (
            rupiah(exchange.atPaymentRates.amount)
          ) : (
            <FormattedMessage id="invoices.exchange.unknown" />
          )}
        </DetailItem>
        <DetailItem label={<FormattedMessage id="invoices.exchange.difference" />}>
          <ExchangeDifference
            difference={exchange.difference?.amount ?? null}
            testId="invoice-exchange-difference"
            muted={false}
          />
        </DetailItem>
      </DataList.Root>
    </RecordSectionCard>
  );
}
