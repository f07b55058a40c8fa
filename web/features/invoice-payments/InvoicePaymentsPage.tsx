import { Button } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql } from 'react-relay';
import type { InvoicePaymentsPageQuery } from '../../__generated__/InvoicePaymentsPageQuery.graphql';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { ForbiddenPage } from '../../ui/ForbiddenPage';
import { MenuIcon } from '../../ui/MenuIcon';
import { PageHeader } from '../../ui/PageHeader';
import { InvoicePaymentCreateDialog } from './InvoicePaymentCreateDialog';
import { InvoicePaymentList } from './InvoicePaymentList';

export const invoicePaymentsPageQuery = graphql`
  query InvoicePaymentsPageQuery($count: Int!, $status: InvoicePaymentStatus) {
    viewer {
      permissions
      organization {
        timeZone
      }
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
  const permissions = data.viewer?.permissions ?? [];
  if (!permissions.includes('invoice-payments:read')) return <ForbiddenPage embedded />;
  const canManage = permissions.includes('invoice-payments:manage');
  const timeZone = data.viewer!.organization.timeZone;
  return (
    <>
      <PageHeader
        title={<FormattedMessage id="invoicePayments.title" />}
        description={<FormattedMessage id="invoicePayments.subtitle" />}
        actions={
          canManage ? (
            <Button
              colorPalette="brand"
              onClick={() => setRecording(true)}
              data-testid="create-payment"
            >
              <MenuIcon name="plus" />
              <FormattedMessage id="invoicePayments.create" />
            </Button>
          ) : null
        }
      />
      <InvoicePaymentList query={data} canManage={canManage} timeZone={timeZone} />
      {recording ? (
        <InvoicePaymentCreateDialog timeZone={timeZone} onClose={() => setRecording(false)} />
      ) : null}
    </>
  );
}
