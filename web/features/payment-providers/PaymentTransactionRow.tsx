import { Table } from '@chakra-ui/react';
import { graphql, useFragment } from 'react-relay';
import type { PaymentTransactionRow_transaction$key } from '../../__generated__/PaymentTransactionRow_transaction.graphql';
import { MoneyCell } from '../../ui/MoneyCell';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import { TRANSACTION_STATUS_TONES } from './paymentLabels';
import { PaymentReportLeadCells } from './PaymentReportLeadCells';

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
  return (
    <Table.Row data-testid="payment-transaction-row" data-reference={data.providerReference}>
      <PaymentReportLeadCells
        at={data.occurredAt}
        which={{ primary: data.providerReference, secondary: data.orderId ?? '—' }}
        provider={data.paymentProvider}
        type={data.type}
        method={data.method}
        channel={data.channel}
      />
      <MoneyCell money={data.amount} empty="—" strong />
      <MoneyCell money={data.fees} empty="—" />
      <MoneyCell money={data.netAmount} empty="—" />
      <StatusBadgeCell
        status={data.status}
        tones={TRANSACTION_STATUS_TONES}
        testId="payment-transaction-status"
        withStatus
      />
    </Table.Row>
  );
}
