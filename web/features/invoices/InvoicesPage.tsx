import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoicesPageQuery } from '../../__generated__/InvoicesPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { todayIn } from '../../ui/filters/todayIn';
import { CoretaxDownload } from './CoretaxDownload';
import { InvoiceList } from './InvoiceList';

export const invoicesPageQuery = graphql`
  query InvoicesPageQuery($count: Int!, $status: SalesInvoiceStatus) {
    viewer {
      permissions
      organization {
        timeZone
      }
    }
    ...InvoiceList_query @arguments(count: $count, status: $status)
  }
`;

/** `/invoices`: what buyers owe, newest first, narrowed by status in the URL; invoices are written from a sales order's page. */
export function InvoicesPage() {
  const data = useRouteQuery<InvoicesPageQuery>(invoicesPageQuery);
  if (!(data.viewer?.permissions ?? []).includes('invoices:read'))
    return <ForbiddenPage embedded />;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="invoices.title" />}
        description={<FormattedMessage id="invoices.subtitle" />}
        actions={<CoretaxDownload today={todayIn(data.viewer!.organization.timeZone)} />}
      />
      <InvoiceList query={data} />
    </>
  );
}
