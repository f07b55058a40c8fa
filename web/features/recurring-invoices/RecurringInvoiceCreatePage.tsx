import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { RecurringInvoiceCreatePageQuery } from '../../__generated__/RecurringInvoiceCreatePageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { RecurringInvoiceForm } from './RecurringInvoiceForm';

export const recurringInvoiceCreatePageQuery = graphql`
  query RecurringInvoiceCreatePageQuery {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    ...RecurringInvoiceForm_query
  }
`;

/** `/recurring-invoices/new`: sets up a standing order to be invoiced on its buyer's cycle; needs `invoices:manage`. */
export function RecurringInvoiceCreatePage() {
  const data = useRouteQuery<RecurringInvoiceCreatePageQuery>(recurringInvoiceCreatePageQuery);
  if (!data.viewer) return null;
  const may = ['invoices:manage', 'sales-orders:read'].every((permission) =>
    data.viewer!.permissions.includes(permission),
  );
  if (!may) return <ForbiddenPage embedded />;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="recurringInvoices.form.title" />}
        description={<FormattedMessage id="recurringInvoices.form.subtitle" />}
      />
      <RecurringInvoiceForm query={data} today={todayIn(data.viewer.organization.timeZone)} />
    </>
  );
}
