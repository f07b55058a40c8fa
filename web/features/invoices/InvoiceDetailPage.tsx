import { graphql } from 'react-relay';
import type { InvoiceDetailPageQuery } from '../../__generated__/InvoiceDetailPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { RecordPageGate } from '../../ui/RecordPageGate';
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
  return (
    <RecordPageGate
      viewer={data.viewer}
      permission="invoices:read"
      record={data.node?.__typename === 'SalesInvoice' ? data.node.detail : null}
    >
      {(invoice, { permissions, organization }) => (
        <InvoiceDetail
          salesInvoice={invoice}
          permissions={permissions}
          timeZone={organization.timeZone}
        />
      )}
    </RecordPageGate>
  );
}
