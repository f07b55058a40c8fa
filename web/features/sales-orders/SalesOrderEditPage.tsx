import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import { useParams } from 'react-router';
import type { SalesOrderEditPageQuery } from '../../__generated__/SalesOrderEditPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { BackLink } from '../../ui/BackLink';
import { todayIn } from '../../ui/filters/todayIn';
import { PageHeader } from '../../ui/PageHeader';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { SalesOrderForm } from './SalesOrderForm';

export const salesOrderEditPageQuery = graphql`
  query SalesOrderEditPageQuery($id: ID!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...SalesOrderForm_options
    node(id: $id) {
      ... on SalesOrder {
        number
        status
        ...SalesOrderForm_order @alias(as: "form")
      }
    }
  }
`;

/**
 * `/sales-order/edit/{uuid}`: the order form started from a draft order, to
 * correct it before it is submitted; needs `sales-orders:manage`. An order
 * that is not (or no longer) a draft, or another organisation's, is not found.
 */
export function SalesOrderEditPage() {
  const { uuid = '' } = useParams();
  const data = useRouteQuery<SalesOrderEditPageQuery>(salesOrderEditPageQuery);
  const draft = data.node?.status === 'DRAFT' ? data.node : null;
  return (
    <RecordPageGate viewer={data.viewer} permission="sales-orders:manage" record={draft}>
      {(order, viewer) => (
        <>
          <BackLink to={`/sales-order/detail/${uuid}`} label={order.number} />
          <PageHeader
            title={
              <FormattedMessage id="salesOrders.form.editTitle" values={{ number: order.number }} />
            }
            description={<FormattedMessage id="salesOrders.form.editSubtitle" />}
          />
          <SalesOrderForm
            options={data}
            today={todayIn(viewer.organization.timeZone)}
            draft={order.form}
          />
        </>
      )}
    </RecordPageGate>
  );
}
