import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  PaymentOrderTerms_order$data,
  PaymentOrderTerms_order$key,
} from '../../__generated__/PaymentOrderTerms_order.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { MoneyText } from '../../ui/MoneyText';
import { OrderDetailItem } from './OrderDetailItem';
import { METHOD_LABEL } from './paymentLabels';
import { isPaymentMethod, totalLeaving } from './paymentMethods';
import { recurrenceEveryText } from './recurrence';

/**
 * How a payment or transfer is sent: its method with fee and speed, amount
 * and total leaving the account, date, and how it repeats (its step and end,
 * its place in the series and the next payment date).
 */
export function PaymentOrderTerms({ order }: { order: PaymentOrderTerms_order$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderTerms_order on PaymentOrder {
        paymentDate
        method
        recurrence {
          unit
          every
          until
        }
        occurrence
        nextPaymentDate
        amount {
          amount
          currency
        }
        fee {
          amount
          currency
        }
      }
    `,
    order,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const money = (value: { readonly amount: string; readonly currency: string }) =>
    formatMoney(value.amount, value.currency, language);
  const method = isPaymentMethod(data.method) ? data.method : null;

  return (
    <>
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.method" />}
        testId="payment-detail-method"
      >
        {method ? (
          <Stack gap="0">
            <Text>
              <FormattedMessage id={METHOD_LABEL[method].name.id} />
            </Text>
            <Text fontSize="sm" color="fg.muted">
              <FormattedMessage
                id="payments.detail.methodTerms"
                values={{
                  fee: money(data.fee),
                  speed: intl.formatMessage(METHOD_LABEL[method].speed),
                }}
              />
            </Text>
          </Stack>
        ) : (
          data.method
        )}
      </OrderDetailItem>
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.amount" />}
        testId="payment-detail-amount"
      >
        <MoneyText money={data.amount} fontWeight="semibold" />
      </OrderDetailItem>
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.total" />}
        testId="payment-detail-total"
      >
        <MoneyText
          money={{
            amount: totalLeaving(data.amount.amount, data.fee.amount),
            currency: data.amount.currency,
          }}
        />
      </OrderDetailItem>
      <OrderDetailItem label={<FormattedMessage id="payments.detail.date" />}>
        {formatDate(data.paymentDate, language)}
      </OrderDetailItem>
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.repeat" />}
        testId="payment-detail-recurrence"
      >
        <RepeatTerms order={data} />
      </OrderDetailItem>
    </>
  );
}

/** How the order repeats (its step and end, its place in the series and the next payment date), or that it is sent once. */
function RepeatTerms({ order }: { order: PaymentOrderTerms_order$data }) {
  const intl = useIntl();
  const { language } = useLanguage();
  return order.recurrence ? (
    <Stack gap="0">
      <Text>
        <FormattedMessage
          id={
            order.recurrence.until
              ? 'payments.detail.repeatsUntil'
              : 'payments.detail.repeatsForGood'
          }
          values={{
            every: recurrenceEveryText(intl, order.recurrence),
            until: order.recurrence.until ? formatDate(order.recurrence.until, language) : null,
          }}
        />
      </Text>
      <Text fontSize="sm" color="fg.muted">
        <FormattedMessage
          id={
            order.nextPaymentDate
              ? 'payments.detail.occurrenceNext'
              : 'payments.detail.occurrenceLast'
          }
          values={{
            occurrence: order.occurrence,
            next: order.nextPaymentDate ? formatDate(order.nextPaymentDate, language) : null,
          }}
        />
      </Text>
    </Stack>
  ) : (
    <FormattedMessage id="payments.detail.oneTime" />
  );
}
