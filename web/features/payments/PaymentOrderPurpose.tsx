import { Stack, Text } from '@chakra-ui/react';
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
  const { language } = useLanguage();
  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);

  return (
    <>
      {data.bill ? (
        <OrderDetailItem
          label={<FormattedMessage id="payments.detail.bill" />}
          testId="payment-detail-bill"
        >
          <Stack gap="0">
            <Text>
              {[data.bill.number, data.bill.description].filter(Boolean).join(' · ') || '—'}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="payments.detail.billTerms"
                values={{
                  amount: money(data.bill.amount),
                  date: formatDate(data.bill.dueDate, language),
                }}
              />
            </Text>
          </Stack>
        </OrderDetailItem>
      ) : null}
      {data.refundOf ? (
        <OrderDetailItem
          label={<FormattedMessage id="payments.detail.refundOf" />}
          testId="payment-detail-refund-of"
        >
          <Stack gap="0">
            <Text>{`${data.refundOf.number} · ${data.refundOf.customerName}`}</Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="payments.detail.refundOfTerms"
                values={{
                  amount: money(data.refundOf.amount),
                  date: formatDate(data.refundOf.paymentDate, language),
                }}
              />
            </Text>
          </Stack>
        </OrderDetailItem>
      ) : null}
      {data.expectedTransaction ? (
        <OrderDetailItem
          label={<FormattedMessage id="payments.detail.expectedTransaction" />}
          testId="payment-detail-expected-transaction"
        >
          <Stack gap="0">
            <Text>{data.expectedTransaction.description}</Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="payments.detail.expectedTransactionTerms"
                values={{
                  amount: money(data.expectedTransaction.amount),
                  date: formatDate(data.expectedTransaction.date, language),
                }}
              />
            </Text>
          </Stack>
        </OrderDetailItem>
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
