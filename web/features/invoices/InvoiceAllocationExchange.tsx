import { Box, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceAllocationExchange_allocation$key } from '../../__generated__/InvoiceAllocationExchange_allocation.graphql';
import { ExchangeDifference } from '../../domain/invoice-payments/ExchangeDifference';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';

/**
 * What a foreign payment's allocation to the invoice is worth in rupiah, at
 * the invoice's rate and the payment's, and the realised gain or loss;
 * nothing for a payment in rupiah.
 */
export function InvoiceAllocationExchange({
  allocation,
}: {
  allocation: InvoiceAllocationExchange_allocation$key;
}) {
  const { exchange } = useFragment(
    graphql`
      fragment InvoiceAllocationExchange_allocation on PaymentAllocation {
        exchange {
          atInvoiceRate {
            amount
          }
          atPaymentRate {
            amount
          }
          difference {
            amount
          }
        }
      }
    `,
    allocation,
  );
  const { language } = useLanguage();
  if (!exchange) return null;
  return (
    <Box color="fg.muted" fontSize="xs" data-testid="invoice-payment-allocation-exchange">
      <Text>
        <FormattedMessage
          id="invoicePayment.exchange.atInvoiceRate"
          values={{ amount: formatMoney(exchange.atInvoiceRate.amount, 'IDR', language) }}
        />
      </Text>
      {exchange.atPaymentRate ? (
        <Text>
          <FormattedMessage
            id="invoicePayment.exchange.atPaymentRate"
            values={{ amount: formatMoney(exchange.atPaymentRate.amount, 'IDR', language) }}
          />
        </Text>
      ) : null}
      <ExchangeDifference
        difference={exchange.difference?.amount ?? null}
        testId="invoice-payment-allocation-difference"
      />
    </Box>
  );
}
