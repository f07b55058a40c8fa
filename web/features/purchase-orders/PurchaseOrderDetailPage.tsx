import { graphql } from 'react-relay';
import type { PurchaseOrderDetailPageQuery } from '../../__generated__/PurchaseOrderDetailPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { PurchaseOrderDetail } from './PurchaseOrderDetail';

export const purchaseOrderDetailPageQuery = graphql`
  query PurchaseOrderDetailPageQuery($id: ID!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    node(id: $id) {
      __typename
      ... on PurchaseOrder {
        ...PurchaseOrderDetail_purchaseOrder @alias(as: "detail")
      }
    }
  }
`;

/**
 * `/purchase-order/detail/{uuid}`: one order on a page of its own
 * (PurchaseOrderDetail). Needs `purchase-orders:read`; another
 * organisation's order, or none, shows the not-found state.
 */
export function PurchaseOrderDetailPage() {
  const data = useRouteQuery<PurchaseOrderDetailPageQuery>(purchaseOrderDetailPageQuery);
  return (
    <RecordPageGate
      viewer={data.viewer}
      permission="purchase-orders:read"
      record={data.node?.__typename === 'PurchaseOrder' ? data.node.detail : null}
    >
      {(order, { permissions, organization }) => (
        <PurchaseOrderDetail
          purchaseOrder={order}
          permissions={permissions}
          timeZone={organization.timeZone}
        />
      )}
    </RecordPageGate>
  );
}
