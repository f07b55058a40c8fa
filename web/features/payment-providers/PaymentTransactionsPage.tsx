import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentTransactionsPageQuery } from '../../__generated__/PaymentTransactionsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PaymentTransactionList } from './PaymentTransactionList';
import { PaymentReportPage } from './PaymentReportPage';

export const paymentTransactionsPageQuery = graphql`
  query PaymentTransactionsPageQuery($count: Int!) {
    ...PaymentReportPage_query
    ...PaymentTransactionList_query @arguments(count: $count)
  }
`;

/** `/payment-transactions`: every transaction of the providers' reports, with its status. */
export function PaymentTransactionsPage() {
  const data = useRouteQuery<PaymentTransactionsPageQuery>(paymentTransactionsPageQuery);
  return (
    <PaymentReportPage
      query={data}
      title={<FormattedMessage id="paymentTransactions.title" />}
      description={<FormattedMessage id="paymentTransactions.subtitle" />}
    >
      {(providers, refreshKey) => (
        <PaymentTransactionList query={data} providers={providers} refreshKey={refreshKey} />
      )}
    </PaymentReportPage>
  );
}
