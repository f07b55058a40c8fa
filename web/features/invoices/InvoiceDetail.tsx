import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceDetail_salesInvoice$key } from '../../__generated__/InvoiceDetail_salesInvoice.graphql';
import {
  DocumentLinesAndTotals,
  DocumentRevisionsCard,
  DocumentTabs,
} from '../../domain/documents/DocumentTabs';
import { formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { BackLink } from '../../ui/BackLink';
import { FormErrorAlert } from '../../ui/FormErrorAlert';
import { PageHeader } from '../../ui/PageHeader';
import { StatusBadge } from '../../ui/StatusBadge';
import { InvoiceCancelDialog } from './InvoiceCancelDialog';
import { InvoiceFacts } from './InvoiceFacts';
import { INVOICE_STATUS_TONES, isInvoiceStatus } from './invoiceLabels';
import { InvoiceMilestones } from './InvoiceMilestones';
import { useInvoiceMoves, type InvoiceTarget } from './useInvoiceMoves';

/**
 * One invoice: its number (or Draft), status, buyer and grand total; its
 * facts; the tabs Details (lines with their figures, totals, milestones) and
 * Revision history; and the moves its lifecycle offers the viewer: Submit,
 * Approve (by another member than its author and submitter), Cancel with a
 * reason. A move's answer updates all of it.
 */
export function InvoiceDetail({
  salesInvoice,
  timeZone,
}: {
  salesInvoice: InvoiceDetail_salesInvoice$key;
  timeZone: string;
}) {
  const invoice = useFragment(
    graphql`
      fragment InvoiceDetail_salesInvoice on SalesInvoice {
        id
        number
        salesOrderNumber
        customerName
        status
        actions
        totals {
          grandTotal {
            amount
            currency
          }
          ...DocumentTotalsBlock_totals
        }
        lines {
          ...DocumentLinesTable_lines
        }
        milestones {
          position
          ...InvoiceMilestones_milestones
        }
        revisions {
          ...DocumentRevisions_revisions
        }
        ...InvoiceFacts_salesInvoice
      }
    `,
    salesInvoice,
  );
  const intl = useIntl();
  const { language } = useLanguage();
  const moves = useInvoiceMoves();
  const [cancelling, setCancelling] = useState<InvoiceTarget | null>(null);
  const draftName = intl.formatMessage(
    { id: 'invoices.draftOf' },
    { order: invoice.salesOrderNumber },
  );
  const target = { id: invoice.id, name: invoice.number ?? draftName };
  const total = invoice.totals.grandTotal;
  const statusLabel = (status: string) =>
    isInvoiceStatus(status) ? intl.formatMessage(INVOICE_STATUS_TONES[status].label) : status;
  const action = (name: string, testId: string, onClick: () => void, primary = false) => (
    <Button
      size="sm"
      colorPalette={primary ? 'brand' : name === 'cancel' ? 'red' : undefined}
      variant={primary ? 'solid' : 'outline'}
      disabled={moves.busy === invoice.id}
      onClick={onClick}
      data-testid={testId}
    >
      <FormattedMessage id={`invoices.action.${name}`} />
    </Button>
  );
  return (
    <>
      <BackLink to="/invoices" label={<FormattedMessage id="invoices.back" />} />
      <PageHeader
        title={<span data-testid="invoice-page-title">{invoice.number ?? draftName}</span>}
        description={
          <HStack as="span" gap="2" wrap="wrap">
            {isInvoiceStatus(invoice.status) ? (
              <StatusBadge
                status={invoice.status}
                tones={INVOICE_STATUS_TONES}
                testId="invoice-page-status"
                withStatus
              />
            ) : null}
            <Text as="span">{invoice.customerName}</Text>
            <Text as="span" fontVariantNumeric="tabular-nums">
              {formatMoney(total.amount, total.currency, language)}
            </Text>
          </HStack>
        }
        actions={
          <>
            {invoice.actions.includes('SUBMIT')
              ? action('submit', 'invoice-submit', () => void moves.submit(target), true)
              : null}
            {invoice.actions.includes('APPROVE')
              ? action('approve', 'invoice-approve', () => void moves.approve(target), true)
              : null}
            {invoice.actions.includes('CANCEL')
              ? action('cancel', 'invoice-cancel', () => setCancelling(target))
              : null}
          </>
        }
      />
      <Stack gap="4">
        {moves.refusal ? (
          <FormErrorAlert message={moves.refusal} testId="invoice-page-refusal" />
        ) : null}
        <InvoiceFacts salesInvoice={invoice} timeZone={timeZone} />
        <DocumentTabs
          tabs={[
            {
              value: 'details',
              label: <FormattedMessage id="invoices.tab.details" />,
              testId: 'invoice-tab-details',
              content: (
                <DocumentLinesAndTotals lines={invoice.lines} totals={invoice.totals}>
                  {invoice.milestones.length > 0 ? (
                    <Card.Root variant="outline" bg="bg" overflow="hidden">
                      <InvoiceMilestones milestones={invoice.milestones} />
                    </Card.Root>
                  ) : null}
                </DocumentLinesAndTotals>
              ),
            },
            {
              value: 'revisions',
              label: <FormattedMessage id="invoices.tab.revisions" />,
              testId: 'invoice-tab-revisions',
              content: (
                <DocumentRevisionsCard
                  revisions={invoice.revisions}
                  timeZone={timeZone}
                  statusLabel={statusLabel}
                />
              ),
            },
          ]}
        />
      </Stack>
      <InvoiceCancelDialog invoice={cancelling} onClose={() => setCancelling(null)} />
    </>
  );
}
