import { graphql } from 'react-relay';
import type { SalesOrderDetailPageQuery } from '../../__generated__/SalesOrderDetailPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { SalesOrderDetail } from './SalesOrderDetail';

export const salesOrderDetailPageQuery = graphql`
  query SalesOrderDetailPageQuery($id: ID!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    node(id: $id) {
      __typename
      ... on SalesOrder {
        id
        ...SalesOrderDetail_salesOrder @alias(as: "detail")
      }
    }
  }
`;

/**
 * `/sales-order/detail/{uuid}`: one order on a page of its own (SalesOrderDetail).
 * Needs `sales-orders:read`; another organisation's order, or none, shows the
 * not-found state.
 */
export function SalesOrderDetailPage() {
  const data = useRouteQuery<SalesOrderDetailPageQuery>(salesOrderDetailPageQuery);
  return (
    <RecordPageGate
      viewer={data.viewer}
      permission="sales-orders:read"
      record={data.node?.__typename === 'SalesOrder' ? data.node.detail : null}
    >
      {(order, { permissions, organization }) => (
        <SalesOrderDetail
          salesOrder={order}
          permissions={permissions}
          timeZone={organization.timeZone}
        />
      )}
    </RecordPageGate>
  );
}
