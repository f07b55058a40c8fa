import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PaymentTransactionsPageQuery } from '../../__generated__/PaymentTransactionsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { PageHeader } from '../../ui/PageHeader';
import { PaymentTransactionList } from './PaymentTransactionList';
import { PaymentReportImportActions } from './PaymentReportImportActions';

export const paymentTransactionsPageQuery = graphql`
  query PaymentTransactionsPageQuery($count: Int!) {
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
    ...PaymentTransactionList_query @arguments(count: $count)
  }
`;

/** `/payment-transactions`: every transaction of the providers' reports, with its status. */
export function PaymentTransactionsPage() {
  const data = useRouteQuery<PaymentTransactionsPageQuery>(paymentTransactionsPageQuery);
  const [refreshKey, setRefreshKey] = useState(0);
  const providers = data.paymentProviders.edges.map((edge) => edge.node);
  const canManage = data.viewer?.permissions.includes('payment-providers:manage') ?? false;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="paymentTransactions.title" />}
        description={<FormattedMessage id="paymentTransactions.subtitle" />}
        actions={
          <PaymentReportImportActions
            providers={providers.filter((provider) => provider.importable)}
            canManage={canManage}
            onImported={() => setRefreshKey((key) => key + 1)}
          />
        }
      />
      <PaymentTransactionList query={data} providers={providers} refreshKey={refreshKey} />
    </>
  );
}
