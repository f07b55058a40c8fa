import { Stack, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentRecordRow_record$key } from '../../__generated__/PaymentRecordRow_record.graphql';
import { formatMoney } from '../../i18n/format';
import { RECONCILIATION_TONES } from '../../i18n/transactionLabels';
import { useLanguage } from '../../i18n/useLanguage';
import { StatusBadge } from '../../ui/StatusBadge';
import { StatusBadgeCell } from '../../ui/StatusBadgeCell';
import { SETTLEMENT_STATUS_TONES, TRANSACTION_STATUS_TONES } from './paymentLabels';
import { PaymentReportLeadCells } from './PaymentReportLeadCells';
import { FigureCell } from '../../ui/FigureCell';

/** One payment record: when, order and customer, provider and method, gross with its fees, net with what is settled of it, its transaction and settlement statuses, reconciliation. */
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
  return (
    <Table.Row data-testid="payment-record-row" data-order={data.orderId}>
      <PaymentReportLeadCells
        at={data.paidAt}
        which={{
          primary: data.orderId,
          secondary: data.customer ?? '—',
          primaryTestId: 'payment-record-order',
        }}
        provider={data.paymentProvider}
        method={data.method}
        channel={data.channel}
      />
      {/* Each amount with what it comes to under it (the fees of the gross, the settled part of the net): the list fits a 1280 px window. */}
      <AmountCell
        money={data.grossAmount}
        strong
        testId="payment-record-gross"
        detail={data.fees ? { id: 'paymentRecords.fees', amount: data.fees } : null}
      />
      <AmountCell
        money={data.netAmount}
        testId="payment-record-net"
        detail={
          data.settledAmount ? { id: 'paymentRecords.settled', amount: data.settledAmount } : null
        }
      />
      <Table.Cell>
        <Stack gap="1" alignItems="flex-start">
          <StatusBadge
            status={data.status}
            tones={TRANSACTION_STATUS_TONES}
            testId="payment-record-status"
            withStatus
          />
          <StatusBadge
            status={data.settlementStatus}
            tones={SETTLEMENT_STATUS_TONES}
            testId="payment-record-settlement"
            withStatus
          />
        </Stack>
      </Table.Cell>
      <StatusBadgeCell
        status={data.reconciliationStatus}
        tones={RECONCILIATION_TONES}
        testId="payment-record-reconciliation"
        withStatus
      />
    </Table.Row>
  );
}

type Money = { readonly amount: string; readonly currency: string };

/** An amount at the end of its cell, and under it, smaller, another one it comes with ("Fees Rp 4,440.00"). */
function AmountCell({
  money,
  detail,
  strong = false,
  testId,
}: {
  money: Money | null | undefined;
  detail: { id: string; amount: Money } | null;
  strong?: boolean;
  testId: string;
}) {
  const { language } = useLanguage();
  return (
    <FigureCell>
      <Text fontWeight={strong ? 'medium' : undefined} data-testid={testId}>
        {money ? formatMoney(money.amount, money.currency, language) : '—'}
      </Text>
      {detail ? (
        <Text fontSize="xs" color="fg.muted">
          <FormattedMessage
            id={detail.id}
            values={{ amount: formatMoney(detail.amount.amount, detail.amount.currency, language) }}
          />
        </Text>
      ) : null}
    </FigureCell>
  );
}
