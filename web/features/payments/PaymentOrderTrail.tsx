import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderTrail_order$key } from '../../__generated__/PaymentOrderTrail_order.graphql';
import { formatDateTime } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { personNameOf } from '../../ui/personNameOf';
import { ReconciliationStatusBadge } from '../../ui/ReconciliationStatusBadge';
import { OrderDetailItem } from './OrderDetailItem';

/**
 * What happened to a payment or transfer: its maker and everyone who changed
 * it since, when the bank sent it (with its reference) and its reconciliation
 * status.
 */
export function PaymentOrderTrail({
  order,
  timeZone,
}: {
  order: PaymentOrderTrail_order$key;
  timeZone: string;
}) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderTrail_order on PaymentOrder {
        createdAt
        maker {
          fullName
          email
        }
        makers {
          fullName
          email
        }
        sentAt
        bankReference
        reconciliationStatus
      }
    `,
    order,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  // Those who changed it after its maker (the makers list starts with the creator).
  const changers = data.makers.slice(1);

  return (
    <>
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.maker" />}
        testId="payment-detail-maker"
      >
        <Stack gap="0">
          <Text>
            {personNameOf(data.maker) ?? <FormattedMessage id="payments.detail.formerMember" />}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {formatDateTime(data.createdAt, language, timeZone)}
          </Text>
        </Stack>
      </OrderDetailItem>
      {changers.length > 0 ? (
        <OrderDetailItem
          label={<FormattedMessage id="payments.detail.changedBy" />}
          testId="payment-detail-changed-by"
        >
          {changers
            .map(
              (person) =>
                personNameOf(person) ?? intl.formatMessage({ id: 'payments.detail.formerMember' }),
            )
            .join(', ')}
        </OrderDetailItem>
      ) : null}
      {data.sentAt ? (
        <OrderDetailItem
          label={<FormattedMessage id="payments.detail.sent" />}
          testId="payment-detail-sent"
        >
          <Stack gap="0">
            <Text>{formatDateTime(data.sentAt, language, timeZone)}</Text>
            {data.bankReference ? (
              <Text fontSize="sm" color="fg.muted">
                <FormattedMessage
                  id="payments.detail.bankReference"
                  values={{ reference: data.bankReference }}
                />
              </Text>
            ) : null}
          </Stack>
        </OrderDetailItem>
      ) : null}
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.reconciliation" />}
        testId="payment-detail-reconciliation"
      >
        <ReconciliationStatusBadge status={data.reconciliationStatus} />
      </OrderDetailItem>
    </>
  );
}
