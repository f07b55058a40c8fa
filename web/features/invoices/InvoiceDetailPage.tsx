import { graphql } from 'react-relay';
import type { InvoiceDetailPageQuery } from '../../__generated__/InvoiceDetailPageQuery.graphql';
import { DocumentDetailPage } from '../../domain/documents/DocumentDetailPage';
import { InvoiceDetail } from './InvoiceDetail';

export const invoiceDetailPageQuery = graphql`
  query InvoiceDetailPageQuery($id: ID!) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    node(id: $id) {
      ...InvoiceDetail_salesInvoice @alias(as: "detail")
    }
  }
`;

/**
 * `/invoices/detail/{uuid}`: one invoice on a page of its own. Needs
 * `invoices:read`; another organisation's invoice, or none, shows the
 * not-found state.
 */
export function InvoiceDetailPage() {
  return (
    <DocumentDetailPage<InvoiceDetailPageQuery>
      query={invoiceDetailPageQuery}
      permission="invoices:read"
    >
      {(invoice, viewer) => <InvoiceDetail salesInvoice={invoice} {...viewer} />}
    </DocumentDetailPage>
  );
}
