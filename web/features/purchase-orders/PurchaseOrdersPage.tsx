import { graphql } from 'react-relay';
import type { PurchaseOrdersPageQuery } from '../../__generated__/PurchaseOrdersPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { DocumentListPage } from '../../domain/documents/DocumentListPage';
import { PurchaseOrderList } from './PurchaseOrderList';

export const purchaseOrdersPageQuery = graphql`
  query PurchaseOrdersPageQuery($count: Int!, $status: PurchaseOrderStatus) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    ...PurchaseOrderList_query @arguments(count: $count, status: $status)
  }
`;

/** Who may write a purchase order: the header and the empty list offer to. */
const MANAGE = 'purchase-orders:manage';

/** `/purchase-order`: what the organisation orders from its suppliers, newest first, narrowed by status in the URL. */
export function PurchaseOrdersPage() {
  const data = useRouteQuery<PurchaseOrdersPageQuery>(purchaseOrdersPageQuery);
  return (
    <DocumentListPage
      viewer={data.viewer}
      permission="purchase-orders:read"
      messages="purchaseOrders"
      create={{ to: '/purchase-order/create', permission: MANAGE, testId: 'create-purchase-order' }}
    >
      {({ permissions }) => (
        <PurchaseOrderList query={data} canCreate={permissions.includes(MANAGE)} />
      )}
    </DocumentListPage>
  );
}
