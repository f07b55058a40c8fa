import { Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderPurpose_order$key } from '../../__generated__/PaymentOrderPurpose_order.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { OrderDetailItem } from './OrderDetailItem';

/** What a payment or transfer is for: the bill or expected transaction it pays, or the buyer's credit it pays back, its memo and notes. */
export function PaymentOrderPurpose({ order }: { order: PaymentOrderPurpose_order$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderPurpose_order on PaymentOrder {
        memo
        notes
        expectedTransaction {
          description
          date
          amount {
            amount
            currency
          }
        }
        ... on Payment {
          refundOf {
            number
            customerName
            paymentDate
            amount {
              amount
              currency
            }
          }
          bill {
            number
            description
            dueDate
            amount {
              amount
              currency
            }
          }
        }
      }
    `,
    order,
  );
  return (
    <>
      {data.bill ? (
        <PaidRecord of="bill" amount={data.bill.amount} date={data.bill.dueDate}>
          {[data.bill.number, data.bill.description].filter(Boolean).join(' · ') || '—'}
        </PaidRecord>
      ) : null}
      {data.refundOf ? (
        <PaidRecord of="refundOf" amount={data.refundOf.amount} date={data.refundOf.paymentDate}>
          {`${data.refundOf.number} · ${data.refundOf.customerName}`}
        </PaidRecord>
      ) : null}
      {data.expectedTransaction ? (
        <PaidRecord
          of="expectedTransaction"
          amount={data.expectedTransaction.amount}
          date={data.expectedTransaction.date}
        >
          {data.expectedTransaction.description}
        </PaidRecord>
      ) : null}
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.memo" />}
        testId="payment-detail-memo"
      >
        {data.memo}
      </OrderDetailItem>
      <OrderDetailItem label={<FormattedMessage id="payments.detail.notes" />}>
        {data.notes ? <Text whiteSpace="pre-wrap">{data.notes}</Text> : null}
      </OrderDetailItem>
    </>
  );
}

/** The test id of each kind of record an order pays; its label is `payments.detail.<kind>` and its amount and date `payments.detail.<kind>Terms`. */
const PAID_RECORD_TEST_IDS = {
  bill: 'payment-detail-bill',
  refundOf: 'payment-detail-refund-of',
  expectedTransaction: 'payment-detail-expected-transaction',
} as const;

/** The record an order pays or pays back: its name, and under it, muted, its amount and date ("Rp 1,500,000.00 due 30 Nov 2026"). */
function PaidRecord({
  of,
  amount,
  date,
  children,
}: {
  of: keyof typeof PAID_RECORD_TEST_IDS;
  amount: { readonly amount: string; readonly currency: string };
  date: string;
  children: ReactNode;
}) {
  const { language } = useLanguage();
  return (
    <OrderDetailItem
      label={<FormattedMessage id={`payments.detail.${of}`} />}
      testId={PAID_RECORD_TEST_IDS[of]}
    >
      <Stack gap="0">
        <Text>{children}</Text>
        <Text fontSize="sm" color="fg.muted">
          <FormattedMessage
            id={`payments.detail.${of}Terms`}
            values={{
              amount: formatMoney(amount.amount, amount.currency, language),
              date: formatDate(date, language),
            }}
          />
        </Text>
      </Stack>
    </OrderDetailItem>
  );
}
