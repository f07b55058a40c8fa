import { graphql } from 'react-relay';
import type { SalesOrderDetailPageQuery } from '../../__generated__/SalesOrderDetailPageQuery.graphql';
import { DocumentDetailPage } from '../../domain/documents/DocumentDetailPage';
import { SalesOrderDetail } from './SalesOrderDetail';

export const salesOrderDetailPageQuery = graphql`
  query SalesOrderDetailPageQuery($id: ID!) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    node(id: $id) {
      ...SalesOrderDetail_salesOrder @alias(as: "detail")
    }
  }
`;

/**
 * `/sales-order/detail/{uuid}`: one order on a page of its own (SalesOrderDetail).
 * Needs `sales-orders:read`; another organisation's order, or none, shows the
 * not-found state.
 */
export function SalesOrderDetailPage() {
  return (
    <DocumentDetailPage<SalesOrderDetailPageQuery>
      query={salesOrderDetailPageQuery}
      permission="sales-orders:read"
    >
      {(order, viewer) => <SalesOrderDetail salesOrder={order} {...viewer} />}
    </DocumentDetailPage>
  );
}
