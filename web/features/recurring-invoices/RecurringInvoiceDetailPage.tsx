import { Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecurringInvoiceDetailPage_recurringInvoice$key } from '../../__generated__/RecurringInvoiceDetailPage_recurringInvoice.graphql';
import type { RecurringInvoiceDetailPageQuery } from '../../__generated__/RecurringInvoiceDetailPageQuery.graphql';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { useRouteQuery } from '../../relay/useRouteQuery';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { RecordPageGate } from '../../ui/RecordPageGate';
import { RecordPageHeader } from '../../ui/RecordPageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { RecurringInvoiceActionButtons } from './RecurringInvoiceActionButtons';
import { recurringInvoiceDetailActions } from './recurringInvoiceActions';
import { RecurringInvoiceDialogs } from './RecurringInvoiceDialogs';
import { RecurringInvoiceFacts } from './RecurringInvoiceFacts';
import { RECURRING_INVOICE_STATUS_TONES } from './recurringInvoiceLabels';
import { useRecurringInvoiceMoves } from './useRecurringInvoiceMoves';

export const recurringInvoiceDetailPageQuery = graphql`
  query RecurringInvoiceDetailPageQuery($id: ID!) {
    viewer {
      ...viewerPermissions_viewer @relay(mask: false)
    }
    node(id: $id) {
      __typename
      ... on RecurringInvoice {
        ...RecurringInvoiceDetailPage_recurringInvoice @alias(as: "template")
      }
    }
  }
`;

/**
 * `/recurring-invoices/{uuid}`: one recurring invoice on a page of its own,
 * with the moves the viewer may make of it now (Pause or Resume, Issue now,
 * Edit, Delete). Needs `invoices:read`; another organisation's template, or
 * none, shows the not-found state.
 */
export function RecurringInvoiceDetailPage() {
  const data = useRouteQuery<RecurringInvoiceDetailPageQuery>(recurringInvoiceDetailPageQuery);
  const template = data.node?.__typename === 'RecurringInvoice' ? data.node.template : null;
  return (
    <RecordPageGate viewer={data.viewer} permission="invoices:read" record={template}>
      {(template, viewer) => (
        <RecurringInvoiceDetail recurringInvoice={template} permissions={viewer.permissions} />
      )}
    </RecordPageGate>
  );
}

/** The page of a recurring invoice the viewer may read: its heading with its moves, over its facts. */
function RecurringInvoiceDetail({
  recurringInvoice,
  permissions,
}: {
  recurringInvoice: RecurringInvoiceDetailPage_recurringInvoice$key;
  permissions: readonly string[];
}) {
  const data = useFragment(
    graphql`
      fragment RecurringInvoiceDetailPage_recurringInvoice on RecurringInvoice {
        id
        status
        nextDate
        customerName
        salesOrderNumber
        preview {
          totals {
            grandTotal {
              amount
              currency
            }
          }
        }
        ...RecurringInvoiceFacts_recurringInvoice
        ...RecurringInvoiceRow_recurringInvoice
      }
    `,
    recurringInvoice,
  );
  const { language } = useLanguage();
  const moves = useRecurringInvoiceMoves();
  const [dialog, setDialog] = useState<'issue' | 'delete' | null>(null);
  const total = data.preview?.totals.grandTotal;
  return (
    <>
      <RecordPageHeader
        back={{
          to: '/recurring-invoices',
          label: <FormattedMessage id="recurringInvoices.detail.back" />,
        }}
        title={`${data.customerName} · ${data.salesOrderNumber}`}
        badges={
          <StatusBadge
            status={data.status}
            tones={RECURRING_INVOICE_STATUS_TONES}
            testId="recurring-invoice-page-status"
            withStatus
          />
        }
        amount={
          total ? (
            <FormattedMessage
              id="recurringInvoices.detail.perPeriod"
              values={{ amount: formatMoney(total.amount, total.currency, language) }}
            />
          ) : null
        }
        testId="recurring-invoice-page"
        actions={
          <RecurringInvoiceActionButtons
            actions={recurringInvoiceDetailActions(data.status, permissions)}
            busy={moves.busy}
            editTo={`/recurring-invoices/${uuidOf(data.id, 'RecurringInvoice')}/edit`}
            onIssue={() => setDialog('issue')}
            onPause={() => void moves.pause(data.id)}
            onResume={() => void moves.resume(data.id)}
            onDelete={() => setDialog('delete')}
          />
        }
      />
      <Stack gap="4" maxWidth="5xl">
        <FormErrorAlert message={moves.refusal} testId="recurring-invoice-page-refusal" />
        <RecurringInvoiceFacts recurringInvoice={data} />
      </Stack>
      <RecurringInvoiceDialogs
        open={dialog}
        target={{ id: data.id, nextDate: data.nextDate }}
        onClose={() => setDialog(null)}
      />
    </>
  );
}
