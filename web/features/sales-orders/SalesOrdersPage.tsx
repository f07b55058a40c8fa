import { graphql } from 'react-relay';
import type { SalesOrdersPageQuery } from '../../__generated__/SalesOrdersPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { DocumentListPage } from '../../domain/documents/DocumentListPage';
import { SalesOrderList } from './SalesOrderList';

export const salesOrdersPageQuery = graphql`
  query SalesOrdersPageQuery($count: Int!, $status: SalesOrderFilter) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    ...SalesOrderList_query @arguments(count: $count, status: $status)
  }
`;

/** `/sales-order`: what buyers order, newest first, narrowed to open or rejected ones (and the other final statuses) by the URL. */
export function SalesOrdersPage() {
  const data = useRouteQuery<SalesOrdersPageQuery>(salesOrdersPageQuery);
  return (
    <DocumentListPage
      viewer={data.viewer}
      permission="sales-orders:read"
      messages="salesOrders"
      create={{
        to: '/sales-order/create',
        permission: 'sales-orders:manage',
        testId: 'create-sales-order',
      }}
    >
      {() => <SalesOrderList query={data} />}
    </DocumentListPage>
  );
}
