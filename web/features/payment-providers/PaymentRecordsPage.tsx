import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentRecordsPageQuery } from '../../__generated__/PaymentRecordsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentRecordList } from './PaymentRecordList';
import { PaymentReportImportActions } from './PaymentReportImportActions';

export const paymentRecordsPageQuery = graphql`
  query PaymentRecordsPageQuery($count: Int!) {
    viewer {
      permissions
    }
    paymentProviders(first: 100) {
      edges {
        node {
          id
          name
          importable
        }
      }
    }
    ...PaymentRecordList_query @arguments(count: $count)
  }
`;

/** `/payment-records`: the customers' payments the providers' reports brought in, with fees, net and settlement. */
export function PaymentRecordsPage() {
  const data = useRouteQuery<PaymentRecordsPageQuery>(paymentRecordsPageQuery);
  const [refreshKey, setRefreshKey] = useState(0);
  const providers = data.paymentProviders.edges.map((edge) => edge.node);
  const canManage = data.viewer?.permissions.includes('payment-providers:manage') ?? false;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="paymentRecords.title" />}
        description={<FormattedMessage id="paymentRecords.subtitle" />}
        actions={
          <PaymentReportImportActions
            providers={providers.filter((provider) => provider.importable)}
            canManage={canManage}
            onImported={() => setRefreshKey((key) => key + 1)}
          />
        }
      />
      <PaymentRecordList query={data} providers={providers} refreshKey={refreshKey} />
    </>
  );
}
