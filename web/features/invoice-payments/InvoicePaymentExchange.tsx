import { Box, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoicePaymentExchange_invoicePayment$key } from '../../__generated__/InvoicePaymentExchange_invoicePayment.graphql';
import { ExchangeDifference } from '../../domain/invoice-payments/ExchangeDifference';
import { formatRate } from '../../domain/formatRate';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * A foreign payment's rate and where it came from (entered, the kurs pajak
 * of its week with its KMK, or unknown), what its allocations settled in
 * rupiah at their invoices' rates, and the realised exchange gain or loss.
 * Nothing for a payment in rupiah.
 */
export function InvoicePaymentExchange({
  invoicePayment,
}: {
  invoicePayment: InvoicePaymentExchange_invoicePayment$key;
}) {
  const { exchange, amount } = useFragment(
    graphql`
      fragment InvoicePaymentExchange_invoicePayment on InvoicePayment {
        amount {
          currency
        }
        exchange {
          rate
          source
          kursPajakSource
          atInvoiceRates {
            amount
          }
          difference {
            amount
          }
        }
      }
    `,
    invoicePayment,
  );
  const { language } = useLanguage();
  if (!exchange) return null;
  const rate = exchange.rate ? formatRate(exchange.rate, amount.currency, language) : null;
  const allocated = exchange.atInvoiceRates.amount !== '0.00';
  return (
    <Box color="fg.muted" fontSize="xs" data-testid="invoice-payment-exchange">
      <Text data-testid="invoice-payment-rate" data-source={exchange.source}>
        {rate ? (
          <FormattedMessage
            id={`invoicePayment.rate.${exchange.source === 'KURS_PAJAK' ? 'KURS_PAJAK' : 'ENTERED'}`}
            values={{ rate, source: exchange.kursPajakSource ?? '' }}
          />
        ) : (
          <FormattedMessage id="invoicePayment.rate.NONE" />
        )}
      </Text>
      {allocated ? (
        <>
          <Text>
            <FormattedMessage
              id="invoicePayment.exchange.atInvoiceRates"
              values={{ amount: formatMoney(exchange.atInvoiceRates.amount, 'IDR', language) }}
            />
          </Text>
          <ExchangeDifference
            difference={exchange.difference?.amount ?? null}
            testId="invoice-payment-exchange-difference"
          />
        </>
      ) : null}
    </Box>
  );
}
