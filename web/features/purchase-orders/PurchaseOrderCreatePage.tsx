import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { PurchaseOrderCreatePageQuery } from '../../__generated__/PurchaseOrderCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { PurchaseOrderForm } from './PurchaseOrderForm';

export const purchaseOrderCreatePageQuery = graphql`
  query PurchaseOrderCreatePageQuery($withSuppliers: Boolean!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...PurchaseOrderForm_options @arguments(withSuppliers: $withSuppliers)
  }
`;

/** `/purchase-order/create`: writes a purchase order to a supplier; needs `purchase-orders:manage`. */
export function PurchaseOrderCreatePage() {
  const data = useRouteQuery<PurchaseOrderCreatePageQuery>(purchaseOrderCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('purchase-orders:manage'))
    return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to="/purchase-order" label={<FormattedMessage id="purchaseOrders.back" />} />
      <PageHeader
        title={<FormattedMessage id="purchaseOrders.form.title" />}
        description={<FormattedMessage id="purchaseOrders.form.subtitle" />}
      />
      <PurchaseOrderForm options={data} today={todayIn(data.viewer.organization.timeZone)} />
    </>
  );
}
