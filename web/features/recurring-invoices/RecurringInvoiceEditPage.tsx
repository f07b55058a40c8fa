import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { RecurringInvoiceEditPageQuery } from '../../__generated__/RecurringInvoiceEditPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { todayIn } from '../../ui/filters/todayIn';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { PageHeader } from '../../ui/PageHeader';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { RecurringInvoiceEditForm } from './RecurringInvoiceEditForm';

export const recurringInvoiceEditPageQuery = graphql`
  query RecurringInvoiceEditPageQuery($id: ID!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    node(id: $id) {
      __typename
      ... on RecurringInvoice {
        ...RecurringInvoiceEditForm_recurringInvoice @alias(as: "template")
      }
    }
  }
`;

/**
 * `/recurring-invoices/{uuid}/edit`: changes a recurring invoice in the
 * set-up form; needs `invoices:manage` and `sales-orders:read` (the form
 * names the order's lines), as setting one up does. Another organisation's
 * template, or none, shows the not-found state.
 */
export function RecurringInvoiceEditPage() {
  const data = useRouteQuery<RecurringInvoiceEditPageQuery>(recurringInvoiceEditPageQuery);
  const template = data.node?.__typename === 'RecurringInvoice' ? data.node.template : null;
  return (
    <RecordPageGate viewer={data.viewer} permission="invoices:manage" record={template}>
      {(recurringInvoice, viewer) =>
        viewer.permissions.includes('sales-orders:read') ? (
          <>
            <PageHeader title={<FormattedMessage id="recurringInvoices.form.editTitle" />} />
            <RecurringInvoiceEditForm
              recurringInvoice={recurringInvoice}
              today={todayIn(viewer.organization.timeZone)}
            />
          </>
        ) : (
          <ForbiddenPage embedded />
        )
      }
    </RecordPageGate>
  );
}
