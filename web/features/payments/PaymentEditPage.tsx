import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentEditPageQuery } from '../../__generated__/PaymentEditPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { RecordNotEditable, RecordNotFound } from '../../ui/RecordEditNotices';
import { PaymentOrderForm } from './PaymentOrderForm';

export const paymentEditPageQuery = graphql`
  query PaymentEditPageQuery($id: ID!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    node(id: $id) {
      __typename
      ... on Payment {
        id
        status
        ...PaymentOrderForm_payment @alias(as: "form")
      }
    }
    ...PaymentOrderForm_options
    ...CounterpartySelect_query
  }
`;

/**
 * `/payments/{uuid}/edit` (the payment's UUID, as the expected transactions'
 * edit route takes theirs): changes a payment while it needs approval; the
 * approvals given so far are withdrawn. A missing payment (or another
 * organisation's) shows the not-found state; one that moved on says it can
 * no longer change.
 */
export function PaymentEditPage() {
  const data = useRouteQuery<PaymentEditPageQuery>(paymentEditPageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('payments:create')) return <ForbiddenPage embedded />;
  const payment = data.node?.__typename === 'Payment' && data.node.form ? data.node : null;
  return (
    <>
      <BackLink to="/payments" label={<FormattedMessage id="paymentForm.backToPayments" />} />
      <PageHeader
        title={<FormattedMessage id="paymentForm.editTitle" />}
        description={<FormattedMessage id="paymentForm.editSubtitle" />}
      />
      {!payment?.form ? (
        <RecordNotFound
          testId="payment-not-found"
          icon="payment"
          code="U-TRSY-TRF-18"
          body={<FormattedMessage id="paymentForm.notFoundBody" />}
          back={{ to: '/payments', label: <FormattedMessage id="paymentForm.backToPayments" /> }}
        />
      ) : payment.status !== 'NEEDS_APPROVAL' ? (
        <RecordNotEditable testId="payment-not-editable" code="U-TRSY-TRF-5" />
      ) : (
        <PaymentOrderForm
          kind="PAYMENT"
          options={data}
          counterpartyChoices={data}
          payment={payment.form}
          today={todayIn(data.viewer.organization.timeZone)}
        />
      )}
    </>
  );
}
