import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { TransferCreatePageQuery } from '../../__generated__/TransferCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentOrderForm } from './PaymentOrderForm';

export const transferCreatePageQuery = graphql`
  query TransferCreatePageQuery(
    $expectedTransactionId: ID!
    $paysExpected: Boolean!
    $billId: ID!
    $paysBill: Boolean!
  ) {
    viewer {
      permissions
      organization {
        timeZone
        transfersActive
      }
    }
    ...PaymentOrderForm_options
    expected: node(id: $expectedTransactionId) @include(if: $paysExpected) {
      ...PaymentOrderForm_expectedTransaction @alias(as: "expectedTransaction")
    }
    bill: node(id: $billId) @include(if: $paysBill) {
      ...PaymentOrderForm_bill @alias(as: "bill")
    }
  }
`;

/** `/transfers/create`: the create-transfer flow, between accounts of one entity; needs `transfers:create`. */
export function TransferCreatePage() {
  const data = useRouteQuery<TransferCreatePageQuery>(transferCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('transfers:create')) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to="/transfers" label={<FormattedMessage id="paymentForm.backToTransfers" />} />
      <PageHeader
        title={<FormattedMessage id="paymentForm.createTransferTitle" />}
        description={<FormattedMessage id="paymentForm.createTransferSubtitle" />}
      />
      <Stack gap="6">
        {data.viewer.organization.transfersActive ? null : (
          <NoticeAlert
            status="warning"
            testId="transfers-inactive"
            title={<FormattedMessage id="error.U-TRSY-TRF-17" />}
          />
        )}
        <PaymentOrderForm
          kind="TRANSFER"
          options={data}
          today={todayIn(data.viewer.organization.timeZone)}
          expectedTransaction={data.expected?.expectedTransaction ?? null}
        />
      </Stack>
    </>
  );
}
