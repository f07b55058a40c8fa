import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import { useNavigate } from 'react-router';
import { CreateActionButton } from '../../ui/CreateActionButton';
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
  const navigate = useNavigate();
  if (!data.viewer) return null;
  if (!data.viewer.permissions.includes('invoices:read')) return <ForbiddenPage embedded />;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="recurringInvoices.title" />}
        description={<FormattedMessage id="recurringInvoices.subtitle" />}
        actions={
          data.viewer.permissions.includes('invoices:manage') ? (
            <CreateActionButton
              label={<FormattedMessage id="recurringInvoices.new" />}
              onClick={() => void navigate('/recurring-invoices/new')}
              testId="recurring-invoice-new"
            />
          ) : null
        }
      />
      <RecurringInvoiceList query={data} />
    </>
  );
}
