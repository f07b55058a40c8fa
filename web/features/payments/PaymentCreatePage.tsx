import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentCreatePageQuery } from '../../__generated__/PaymentCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentOrderForm } from './PaymentOrderForm';

export const paymentCreatePageQuery = graphql`
  query PaymentCreatePageQuery(
    $expectedTransactionId: ID!
    $paysExpected: Boolean!
    $billId: ID!
    $paysBill: Boolean!
  ) {
    viewer {
      permissions
      organization {
        timeZone
        paymentsActive
      }
    }
    ...PaymentOrderForm_options
    expected: node(id: $expectedTransactionId) @include(if: $paysExpected) {
      ...PaymentOrderForm_expectedTransaction @alias(as: "expectedTransaction")
    }
    bill: node(id: $billId) @include(if: $paysBill) {
      ...PaymentOrderForm_bill @alias(as: "bill")
    }
    ...CounterpartySelect_query
  }
`;

/** `/payments/create`: the create-payment flow; needs `payments:create`. */
export function PaymentCreatePage() {
  const data = useRouteQuery<PaymentCreatePageQuery>(paymentCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('payments:create')) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to="/payments" label={<FormattedMessage id="paymentForm.backToPayments" />} />
      <PageHeader
        title={<FormattedMessage id="paymentForm.createTitle" />}
        description={<FormattedMessage id="paymentForm.createSubtitle" />}
      />
      <Stack gap="6">
        {data.viewer.organization.paymentsActive ? null : (
          <NoticeAlert
            status="warning"
            testId="payments-inactive"
            title={<FormattedMessage id="error.U-TRSY-TRF-9" />}
          />
        )}
        <PaymentOrderForm
          kind="PAYMENT"
          options={data}
          counterpartyChoices={data}
          today={todayIn(data.viewer.organization.timeZone)}
          expectedTransaction={data.expected?.expectedTransaction ?? null}
          bill={data.bill?.bill ?? null}
        />
      </Stack>
    </>
  );
}
