import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { SalesOrderCreatePageQuery } from '../../__generated__/SalesOrderCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { SalesOrderForm } from './SalesOrderForm';

export const salesOrderCreatePageQuery = graphql`
  query SalesOrderCreatePageQuery($withBuyers: Boolean!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...SalesOrderForm_options @arguments(withBuyers: $withBuyers)
  }
`;

/** `/sales-order/create`: writes a sales order for an active buyer; needs `sales-orders:manage`. */
export function SalesOrderCreatePage() {
  const data = useRouteQuery<SalesOrderCreatePageQuery>(salesOrderCreatePageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('sales-orders:manage')) return <ForbiddenPage embedded />;
  return (
    <>
      <BackLink to="/sales-order" label={<FormattedMessage id="salesOrders.back" />} />
      <PageHeader
        title={<FormattedMessage id="salesOrders.form.title" />}
        description={<FormattedMessage id="salesOrders.form.subtitle" />}
      />
      <SalesOrderForm options={data} today={todayIn(data.viewer.organization.timeZone)} />
    </>
  );
}
