import { graphql } from 'react-relay';
import type { SalesOrderDetailPageQuery } from '../../__generated__/SalesOrderDetailPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { NotFoundPage } from '../../ui/NotFoundPage';
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
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('sales-orders:read')) return <ForbiddenPage embedded />;
  const order = data.node?.__typename === 'SalesOrder' ? data.node.detail : null;
  if (!order) return <NotFoundPage embedded />;
  return (
    <SalesOrderDetail
      salesOrder={order}
      permissions={data.viewer.permissions}
      timeZone={data.viewer.organization.timeZone}
    />
  );
}
