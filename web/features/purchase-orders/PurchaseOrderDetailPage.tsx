import { graphql } from 'react-relay';
import type { PurchaseOrderDetailPageQuery } from '../../__generated__/PurchaseOrderDetailPageQuery.graphql';
import { DocumentDetailPage } from '../../domain/documents/DocumentDetailPage';
import { PurchaseOrderDetail } from './PurchaseOrderDetail';

export const purchaseOrderDetailPageQuery = graphql`
  query PurchaseOrderDetailPageQuery($id: ID!) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    node(id: $id) {
      ...PurchaseOrderDetail_purchaseOrder @alias(as: "detail")
    }
  }
`;

/**
 * `/purchase-order/detail/{uuid}`: one order on a page of its own
 * (PurchaseOrderDetail). Needs `purchase-orders:read`; another
 * organisation's order, or none, shows the not-found state.
 */
export function PurchaseOrderDetailPage() {
  return (
    <DocumentDetailPage<PurchaseOrderDetailPageQuery>
      query={purchaseOrderDetailPageQuery}
      permission="purchase-orders:read"
    >
      {(order, viewer) => <PurchaseOrderDetail purchaseOrder={order} {...viewer} />}
    </DocumentDetailPage>
  );
}
