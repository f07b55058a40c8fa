import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { SalesOrdersPageQuery } from '../../__generated__/SalesOrdersPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { LinkButton } from '../../ui/LinkButton';
import { PageHeader } from '../../ui/PageHeader';
import { SalesOrderList } from './SalesOrderList';

export const salesOrdersPageQuery = graphql`
  query SalesOrdersPageQuery($count: Int!, $status: SalesOrderFilter) {
    viewer {
      permissions
    }
    ...SalesOrderList_query @arguments(count: $count, status: $status)
  }
`;

/** `/sales-order`: what buyers order, newest first, narrowed to open or rejected ones (and the other final statuses) by the URL. */
export function SalesOrdersPage() {
  const data = useRouteQuery<SalesOrdersPageQuery>(salesOrdersPageQuery);
  const permissions = data.viewer?.permissions ?? [];
  if (!permissions.includes('sales-orders:read')) return <ForbiddenPage embedded />;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="salesOrders.title" />}
        description={<FormattedMessage id="salesOrders.subtitle" />}
        actions={
          permissions.includes('sales-orders:manage') ? (
            <LinkButton
              to="/sales-order/create"
              icon="plus"
              primary
              label={<FormattedMessage id="salesOrders.create" />}
              testId="create-sales-order"
            />
          ) : null
        }
      />
      <SalesOrderList query={data} />
    </>
  );
}
