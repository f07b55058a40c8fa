import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentRecordsPageQuery } from '../../__generated__/PaymentRecordsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PaymentRecordList } from './PaymentRecordList';
import { PaymentReportPage } from './PaymentReportPage';

export const paymentRecordsPageQuery = graphql`
  query PaymentRecordsPageQuery($count: Int!) {
    ...PaymentReportPage_query
    ...PaymentRecordList_query @arguments(count: $count)
  }
`;

/** `/payment-records`: the customers' payments the providers' reports brought in, with fees, net and settlement. */
export function PaymentRecordsPage() {
  const data = useRouteQuery<PaymentRecordsPageQuery>(paymentRecordsPageQuery);
  return (
    <PaymentReportPage
      query={data}
      title={<FormattedMessage id="paymentRecords.title" />}
      description={<FormattedMessage id="paymentRecords.subtitle" />}
    >
      {(providers, refreshKey) => (
        <PaymentRecordList query={data} providers={providers} refreshKey={refreshKey} />
      )}
    </PaymentReportPage>
  );
}
