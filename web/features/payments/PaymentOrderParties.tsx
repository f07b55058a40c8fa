import { Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { PaymentOrderParties_order$key } from '../../__generated__/PaymentOrderParties_order.graphql';
import { OrderDetailItem } from './OrderDetailItem';
import { orderNameOf } from './orderParties';

/** Who a payment or transfer goes to (name, bank and account) and the account it leaves from. */
export function PaymentOrderParties({ order }: { order: PaymentOrderParties_order$key }) {
  const data = useFragment(
    graphql`
      fragment PaymentOrderParties_order on PaymentOrder {
        ...orderParties_order @relay(mask: false)
      }
    `,
    order,
  );
  return (
    <>
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.beneficiary" />}
        testId="payment-detail-beneficiary"
      >
        <Stack gap="0">
          <Text fontWeight="medium">{orderNameOf(data)}</Text>
          {data.counterparty && data.counterparty.legalName !== data.counterparty.alias ? (
            <Text fontSize="sm" color="fg.muted">
              {data.counterparty.legalName}
            </Text>
          ) : null}
        </Stack>
      </OrderDetailItem>
      <OrderDetailItem
        label={<FormattedMessage id="payments.detail.bank" />}
        testId="payment-detail-bank"
      >
        <Stack gap="0">
          <Text>{data.beneficiary.bankName}</Text>
          <Text fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums">
            {data.beneficiary.accountNumber} · {data.beneficiary.accountName}
          </Text>
        </Stack>
      </OrderDetailItem>
      <OrderDetailItem label={<FormattedMessage id="payments.detail.source" />}>
        {data.sourceAccount
          ? `${data.sourceAccount.alias} · ${data.sourceAccount.bank.name} ${data.sourceAccount.accountNumber}`
          : null}
      </OrderDetailItem>
    </>
  );
}
