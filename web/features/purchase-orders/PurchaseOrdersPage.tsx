import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PurchaseOrdersPageQuery } from '../../__generated__/PurchaseOrdersPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { PurchaseOrderList } from './PurchaseOrderList';

export const purchaseOrdersPageQuery = graphql`
  query PurchaseOrdersPageQuery($count: Int!, $status: PurchaseOrderStatus) {
    viewer {
      permissions
    }
    ...PurchaseOrderList_query @arguments(count: $count, status: $status)
  }
`;

/** `/purchase-order`: what the organisation orders from its suppliers, newest first, narrowed by status in the URL. */
export function PurchaseOrdersPage() {
  const data = useRouteQuery<PurchaseOrdersPageQuery>(purchaseOrdersPageQuery);
  const permissions = data.viewer?.permissions ?? [];
  if (!permissions.includes('purchase-orders:read')) return <ForbiddenPage embedded />;
  const canCreate = permissions.includes('purchase-orders:manage');
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="purchaseOrders.title" />}
        description={<FormattedMessage id="purchaseOrders.subtitle" />}
        actions={
          canCreate ? (
            <LinkButton
              to="/purchase-order/create"
              icon="plus"
              primary
              label={<FormattedMessage id="purchaseOrders.create" />}
              testId="create-purchase-order"
            />
          ) : null
        }
      />
      <PurchaseOrderList query={data} canCreate={canCreate} />
    </>
  );
}
