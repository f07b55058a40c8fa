import { DataList, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { CustomerPaymentInfo_customer$key } from '../../__generated__/CustomerPaymentInfo_customer.graphql';
import { FormSection } from '../../ui/FormSection';
import { formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BILLING_CYCLE_LABELS, isBillingCycle } from '../../domain/billingCycles';
import { DetailItem } from '../../ui/DetailItem';

/**
 * The spec's payment information: the payment term, billing cycle and credit
 * limit the buyer was approved with, and who approved it when; before the
 * approval, a line saying they are set then.
 */
export function CustomerPaymentInfo({
  customer,
  timeZone,
}: {
  customer: CustomerPaymentInfo_customer$key;
  timeZone: string;
}) {
  const data = useFragment(
    graphql`
      fragment CustomerPaymentInfo_customer on Customer {
        paymentTermDays
        billingCycle
        creditLimit {
          amount
          currency
        }
        approvedBy {
          fullName
        }
        approvedAt
      }
    `,
    customer,
  );
  const { language } = useLanguage();
  const approved = data.approvedAt !== null && data.approvedAt !== undefined;
  return (
    <FormSection
      title={<FormattedMessage id="customers.section.payment" />}
      data-testid="customer-payment-info"
    >
      {approved || data.paymentTermDays !== null || data.creditLimit ? (
        <DataList.Root orientation="horizontal" gap="3">
          <DetailItem
            label={<FormattedMessage id="customers.field.paymentTermDays" />}
            testId="customer-payment-term"
          >
            {data.paymentTermDays === null || data.paymentTermDays === undefined ? null : (
              <FormattedMessage id="customers.daysCount" values={{ days: data.paymentTermDays }} />
            )}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="customers.field.billingCycle" />}
            testId="customer-billing-cycle"
          >
            {data.billingCycle ? (
              isBillingCycle(data.billingCycle) ? (
                <FormattedMessage {...BILLING_CYCLE_LABELS[data.billingCycle]} />
              ) : (
                data.billingCycle
              )
            ) : null}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="customers.field.creditLimit" />}
            testId="customer-credit-limit"
          >
            {data.creditLimit
              ? formatMoney(data.creditLimit.amount, data.creditLimit.currency, language)
              : null}
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="customers.field.approval" />}
            testId="customer-approval"
          >
            {data.approvedAt ? (
              <FormattedMessage
                id="customers.byOn"
                values={{
                  who: data.approvedBy?.fullName ?? <FormattedMessage id="customers.someone" />,
                  when: formatDateTime(data.approvedAt, language, timeZone),
                }}
              />
            ) : null}
          </DetailItem>
        </DataList.Root>
      ) : (
        <Text color="fg.muted" fontSize="sm" data-testid="customer-payment-pending">
          <FormattedMessage id="customers.payment.pending" />
        </Text>
      )}
    </FormSection>
  );
}
