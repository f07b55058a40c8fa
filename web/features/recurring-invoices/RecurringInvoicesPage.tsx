import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { RecurringInvoicesPageQuery } from '../../__generated__/RecurringInvoicesPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { RecurringInvoiceList } from './RecurringInvoiceList';

export const recurringInvoicesPageQuery = graphql`
  query RecurringInvoicesPageQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...RecurringInvoiceList_query
  }
`;

/** `/recurring-invoices`: the standing orders invoiced on their buyers' billing cycles; needs `invoices:read`. */
export function RecurringInvoicesPage() {
  const data = useRouteQuery<RecurringInvoicesPageQuery>(recurringInvoicesPageQuery);
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('invoices:read')) return <ForbiddenPage embedded />;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="recurringInvoices.title" />}
        description={<FormattedMessage id="recurringInvoices.subtitle" />}
      />
      <RecurringInvoiceList query={data} />
    </>
  );
}
