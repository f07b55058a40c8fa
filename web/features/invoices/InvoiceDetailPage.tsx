import { graphql } from 'react-relay';
import type { InvoiceDetailPageQuery } from '../../__generated__/InvoiceDetailPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { NotFoundPage } from '../../ui/NotFoundPage';
import { InvoiceDetail } from './InvoiceDetail';

export const invoiceDetailPageQuery = graphql`
  query InvoiceDetailPageQuery($id: ID!) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    node(id: $id) {
      __typename
      ... on SalesInvoice {
        id
        ...InvoiceDetail_salesInvoice @alias(as: "detail")
      }
    }
  }
`;

/**
 * `/invoices/detail/{uuid}`: one invoice on a page of its own. Needs
 * `invoices:read`; another organisation's invoice, or none, shows the
 * not-found state.
 */
export function InvoiceDetailPage() {
  const data = useRouteQuery<InvoiceDetailPageQuery>(invoiceDetailPageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('invoices:read')) return <ForbiddenPage embedded />;
  const invoice = data.node?.__typename === 'SalesInvoice' ? data.node.detail : null;
  if (!invoice) return <NotFoundPage embedded />;
  return (
    <InvoiceDetail
      salesInvoice={invoice}
      permissions={data.viewer.permissions}
      timeZone={data.viewer.organization.timeZone}
    />
  );
}
