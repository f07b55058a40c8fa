import { Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { OrderCreatePageQuery } from '../../__generated__/OrderCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { PageHeader } from '../../ui/PageHeader';
import { ORDER_KINDS, orderPermission, type OrderKind } from './orderKinds';
import { PaymentOrderForm } from './PaymentOrderForm';

/**
 * A create form's query. A payment picks a counterparty and may pay a bill; a
 * transfer goes between the entity's own accounts, so it asks for neither.
 */
export const orderCreatePageQuery = graphql`
  query OrderCreatePageQuery(
    $isPayment: Boolean!
    $expectedTransactionId: ID!
    $paysExpected: Boolean!
    $billId: ID!
    $paysBill: Boolean!
    $refundId: ID!
    $paysRefund: Boolean!
  ) {
    viewer {
      permissions
      organization {
        timeZone
        paymentsActive @include(if: $isPayment)
        transfersActive @skip(if: $isPayment)
      }
    }
    ...PaymentOrderForm_options
    expected: node(id: $expectedTransactionId) @include(if: $paysExpected) {
      ...usePaidRecord_expectedTransaction @alias(as: "expectedTransaction")
    }
    bill: node(id: $billId) @include(if: $paysBill) {
      ...usePaidRecord_bill @alias(as: "bill")
    }
    refund: node(id: $refundId) @include(if: $paysRefund) {
      ...usePaidRecord_refund @alias(as: "invoicePayment")
    }
    ...CounterpartySelect_query @include(if: $isPayment) @alias(as: "counterpartyChoices")
  }
`;

/** What the create page says for each kind, and the notice while the bank does not take that kind. */
const TEXTS: Record<
  OrderKind,
  { back: string; title: string; subtitle: string; inactiveTestId: string; inactive: string }
> = {
  PAYMENT: {
    back: 'paymentForm.backToPayments',
    title: 'paymentForm.createTitle',
    subtitle: 'paymentForm.createSubtitle',
    inactiveTestId: 'payments-inactive',
    inactive: 'error.U-TRSY-TRF-9',
  },
  TRANSFER: {
    back: 'paymentForm.backToTransfers',
    title: 'paymentForm.createTransferTitle',
    subtitle: 'paymentForm.createTransferSubtitle',
    inactiveTestId: 'transfers-inactive',
    inactive: 'error.U-TRSY-TRF-17',
  },
};

/** `/payments/create` and `/transfers/create` (between accounts of one entity): the create flow; needs the kind's `create` permission. */
export function OrderCreatePage({ kind }: { kind: OrderKind }) {
  const data = useRouteQuery<OrderCreatePageQuery>(orderCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes(orderPermission(kind, 'create')))
    return <ForbiddenPage embedded />;
  const isPayment = kind === 'PAYMENT';
  const { organization } = data.viewer;
  const active = isPayment ? organization.paymentsActive : organization.transfersActive;
  const text = TEXTS[kind];
  return (
    <>
      <BackLink to={ORDER_KINDS[kind].listPath} label={<FormattedMessage id={text.back} />} />
      <PageHeader
        title={<FormattedMessage id={text.title} />}
        description={<FormattedMessage id={text.subtitle} />}
      />
      <Stack gap="6">
        {active ? null : (
          <NoticeAlert
            status="warning"
            testId={text.inactiveTestId}
            title={<FormattedMessage id={text.inactive} />}
          />
        )}
        <PaymentOrderForm
          kind={kind}
          options={data}
          counterpartyChoices={data.counterpartyChoices ?? null}
          today={todayIn(organization.timeZone)}
          expectedTransaction={data.expected?.expectedTransaction ?? null}
          bill={isPayment ? (data.bill?.bill ?? null) : null}
          refund={isPayment ? (data.refund?.invoicePayment ?? null) : null}
        />
      </Stack>
    </>
  );
}
