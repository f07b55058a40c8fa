import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentTransactionRow_transaction$key } from '../../__generated__/PaymentTransactionRow_transaction.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyCell } from '../../ui/MoneyCell';
import { StatusBadge } from '../../ui/StatusBadge';
import { TwoLineText } from '../../ui/TwoLineText';
import { methodLabel, TRANSACTION_STATUS_TONES } from './paymentLabels';

/** One payment transaction: when, the provider's reference and order, provider, type and method, amount, fees, net, status. */
export function PaymentTransactionRow({
  transaction,
}: {
  transaction: PaymentTransactionRow_transaction$key;
}) {
  const data = useFragment(
    graphql`
      fragment PaymentTransactionRow_transaction on PaymentTransaction {
        id
        providerReference
        orderId
        type
        status
        method
        channel
        occurredAt
        amount {
          amount
          currency
        }
        fees {
          amount
          currency
        }
        netAmount {
          amount
          currency
        }
        paymentProvider {
          name
        }
      }
    `,
    transaction,
  );
  const { language } = useLanguage();
  return (
    <Table.Row data-testid="payment-transaction-row" data-reference={data.providerReference}>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDateTime(data.occurredAt, language)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <TwoLineText primary={data.providerReference} secondary={data.orderId ?? '—'} />
      </Table.Cell>
      <Table.Cell>
        <Text>{data.paymentProvider?.name ?? '—'}</Text>
        <Text fontSize="xs" color="fg.muted">
          {data.type}
          {data.method ? (
            <>
              {' · '}
              <FormattedMessage {...methodLabel(data.method)} />
            </>
          ) : null}
          {data.channel ? ` · ${data.channel}` : ''}
        </Text>
      </Table.Cell>
      <MoneyCell money={data.amount} empty="—" strong />
      <MoneyCell money={data.fees} empty="—" />
      <MoneyCell money={data.netAmount} empty="—" />
      <Table.Cell>
        <StatusBadge
          status={data.status}
          tones={TRANSACTION_STATUS_TONES}
          testId="payment-transaction-status"
          withStatus
        />
      </Table.Cell>
    </Table.Row>
  );
}
