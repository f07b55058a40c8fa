import { graphql } from 'react-relay';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { DocumentListPage } from '../../domain/documents/DocumentListPage';
import type { DocumentViewer } from '../../domain/documents/documentPageViewer';
import { todayIn } from '../../ui/filters/todayIn';
import { CoretaxDownload } from './CoretaxDownload';
import { InvoiceList } from './InvoiceList';

export const invoicesPageQuery = graphql`
  query InvoicesPageQuery($count: Int!, $status: SalesInvoiceStatus) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    ...InvoiceList_query @arguments(count: $count, status: $status)
    ...CoretaxDownload_query
  }
`;

/** `/invoices`: what buyers owe, newest first, narrowed by status in the URL; invoices are written from a sales order's page. */
export function InvoicesPage() {
  const data = useRouteQuery<InvoicesPageQuery>(invoicesPageQuery);
  // The e-Faktur file's month, counted from the page's own query: no second round trip to start on it.
  const coretax = ({ timeZone }: DocumentViewer) => (
    <CoretaxDownload today={todayIn(timeZone)} query={data} />
  );
  return (
    <DocumentListPage
      viewer={data.viewer}
      permission="invoices:read"
      messages="invoices"
      actions={coretax}
    >
      {() => <InvoiceList query={data} />}
    </DocumentListPage>
  );
}
