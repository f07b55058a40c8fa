import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoicePaymentsPageQuery } from '../../__generated__/InvoicePaymentsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { CreateActionButton } from '../../ui/CreateActionButton';
import { DocumentListPage } from '../../domain/documents/DocumentListPage';
import { InvoicePaymentCreateDialog } from './InvoicePaymentCreateDialog';
import { InvoicePaymentList } from './InvoicePaymentList';

export const invoicePaymentsPageQuery = graphql`
  query InvoicePaymentsPageQuery($count: Int!, $status: InvoicePaymentStatus) {
    viewer {
      ...documentPageViewer_viewer @relay(mask: false)
    }
    ...InvoicePaymentList_query @arguments(count: $count, status: $status)
  }
`;

/**
 * `/settlement`: what buyers paid, newest first, narrowed by status in the
 * URL, with how much of each paid invoices, what is left as credit and
 * whether the money is on the bank statement yet. A member with
 * `invoice-payments:manage` records a payment (create-payment), allocates
 * what is left and cancels a payment.
 */
export function InvoicePaymentsPage() {
  const data = useRouteQuery<InvoicePaymentsPageQuery>(invoicePaymentsPageQuery);
  const [recording, setRecording] = useState(false);
  const canManage = (permissions: readonly string[]) =>
    permissions.includes('invoice-payments:manage');
  return (
    <DocumentListPage
      viewer={data.viewer}
      permission="invoice-payments:read"
      messages="invoicePayments"
      actions={({ permissions }) =>
        canManage(permissions) ? (
          <CreateActionButton
            label={<FormattedMessage id="invoicePayments.create" />}
            onClick={() => setRecording(true)}
            testId="create-payment"
          />
        ) : null
      }
    >
      {({ permissions, timeZone }) => (
        <>
          <InvoicePaymentList query={data} canManage={canManage(permissions)} timeZone={timeZone} />
          {recording ? (
            <InvoicePaymentCreateDialog timeZone={timeZone} onClose={() => setRecording(false)} />
          ) : null}
        </>
      )}
    </DocumentListPage>
  );
}
