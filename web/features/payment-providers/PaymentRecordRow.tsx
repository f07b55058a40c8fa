import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentRecordRow_record$key } from '../../__generated__/PaymentRecordRow_record.graphql';
import { formatDateTime } from '../../i18n/format';
import { RECONCILIATION_TONES } from '../../i18n/transactionLabels';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyCell } from '../../ui/MoneyCell';
import { StatusBadge } from '../../ui/StatusBadge';
import { TwoLineText } from '../../ui/TwoLineText';
import { methodLabel, SETTLEMENT_STATUS_TONES, TRANSACTION_STATUS_TONES } from './paymentLabels';

/** One payment record: when, order and customer, provider and method, gross, fees, net, settled, statuses. */
export function PaymentRecordRow({ record }: { record: PaymentRecordRow_record$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentRecordRow_record on PaymentRecord {
        id
        orderId
        customer
        method
        channel
        status
        paidAt
        grossAmount {
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
        settledAmount {
          amount
          currency
        }
        settlementStatus
        reconciliationStatus
        paymentProvider {
          name
        }
      }
    `,
    record,
  );
  const { language } = useLanguage();
  return (
    <Table.Row data-testid="payment-record-row" data-order={data.orderId}>
      <Table.Cell whiteSpace="nowrap" fontVariantNumeric="tabular-nums">
        {formatDateTime(data.paidAt, language)}
      </Table.Cell>
      <Table.Cell whiteSpace="nowrap">
        <TwoLineText primary={data.orderId} secondary={data.customer ?? '—'} primaryTestId="payment-record-order" />
      </Table.Cell>
      <Table.Cell>
        <Text>{data.paymentProvider?.name ?? '—'}</Text>
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage {...methodLabel(data.method)} />
          {data.channel ? ` · ${data.channel}` : ''}
        </Text>
      </Table.Cell>
      <MoneyCell money={data.grossAmount} empty="—" strong testId="payment-record-gross" />
      <MoneyCell money={data.fees} empty="—" />
      <MoneyCell money={data.netAmount} empty="—" testId="payment-record-net" />
      <MoneyCell money={data.settledAmount} empty="—" />
      <Table.Cell>
        <StatusBadge status={data.status} tones={TRANSACTION_STATUS_TONES} testId="payment-record-status" withStatus />
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={data.settlementStatus} tones={SETTLEMENT_STATUS_TONES} testId="payment-record-settlement" withStatus />
      </Table.Cell>
      <Table.Cell>
        <StatusBadge status={data.reconciliationStatus} tones={RECONCILIATION_TONES} testId="payment-record-reconciliation" withStatus />
      </Table.Cell>
    </Table.Row>
  );
}
