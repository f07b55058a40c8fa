import { Button, Card, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  InvoiceDetail_salesInvoice$data,
  InvoiceDetail_salesInvoice$key,
} from '../../__generated__/InvoiceDetail_salesInvoice.graphql';
import { DocumentLinesAndTotals, DocumentTabs } from '../../domain/documents/DocumentTabs';
import { InvoicingDocumentPage } from '../../domain/documents/InvoicingDocumentPage';
import { useDocumentHistoryTabs } from '../../domain/documents/useDocumentHistoryTabs';
import type { PaymentInvoice } from '../../domain/invoice-payments/InvoicePaymentDialog';
import { InvoiceMilestones } from '../../domain/invoices/InvoiceMilestones';
import { useMoveRunner } from '../../ui/useMoveRunner';
import { InvoiceApproverDialog, type ApproverTarget } from './InvoiceApproverDialog';
import { InvoiceCreditApplications } from './InvoiceCreditApplications';
import { InvoiceCreditMemoDialog, type CreditTarget } from './InvoiceCreditMemoDialog';
import { InvoiceDeliveryDialog, type DeliveryTarget } from './InvoiceDeliveryDialog';
import { InvoiceEditDialog } from './InvoiceEditDialog';
import { InvoiceFacts } from './InvoiceFacts';
import { InvoiceFakturDialog, type FakturTarget } from './InvoiceFakturDialog';
import { INVOICE_STATUS_TONES } from './invoiceLabels';
import { InvoiceTaxConversion } from './InvoiceTaxConversion';
import { InvoiceExchangeTotal } from './InvoiceExchangeTotal';
import { InvoicePaymentAllocations } from './InvoicePaymentAllocations';
import { InvoicePdfDownload } from './InvoicePdfDownload';
import { InvoiceReminders } from './InvoiceReminders';
import { InvoiceRecordPaymentDialog } from './InvoiceRecordPaymentDialog';
import { InvoiceSlipDialog, type SlipTarget } from './InvoiceSlipDialog';
import { InvoiceTaxNumberDialog, type TaxNumberTarget } from './InvoiceTaxNumberDialog';
import { useInvoiceMoves } from './useInvoiceMoves';
import { useInvoiceUpdates } from './useInvoiceUpdates';
import { useOverdueApproval } from './useOverdueApproval';

/** What the invoice's page reads of it. */
const INVOICE_DETAIL = graphql`
  fragment InvoiceDetail_salesInvoice on SalesInvoice {
    id
    number
    salesOrderNumber
    customerId
    customerName
    invoiceDate
    dueDate
    status
    actions
    creditApplications {
      ...InvoiceCreditApplications_applications
    }
    paymentAllocations {
      ...InvoicePaymentAllocations_allocations
    }
    ...InvoiceExchangeTotal_salesInvoice
    reminders {
      ...InvoiceReminders_reminders
    }
    remainingAmount {
      amount
    }
    activities {
      ...DocumentActivities_entries
    }
    comments {
      ...DocumentConversation_comments
    }
    taxInvoiceNumber
    sellerHadNpwp
    version
    fakturFacility {
      trxCode
      addInfo
      customDoc
      customDocMonth
    }
    withholding {
      id
      status
    }
    approver {
      id
    }
    createdBy {
      id
    }
    submittedBy {
      id
    }
    delivery {
      status
    }
    totals {
      ...documentPageTotals_totals @relay(mask: false)
    }
    lines {
      taxCode
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
    ...InvoiceEditDialog_salesInvoice
    ...InvoiceTaxConversion_salesInvoice
  }
`;

/**
 * One invoice: its number (or Draft), status, buyer and grand total; its
 * facts; its tabs (`InvoiceTabs`); its PDF to download, in either language;
 * and the moves its lifecycle offers the viewer: Submit, Approve (by another
 * member than its author and submitter), Cancel with a reason, and on an
 * issued one Record payment. A move's answer updates all of it. Approving an
 * invoice already overdue asks first (useOverdueApproval): it is mailed then.
 */
export function InvoiceDetail({
  salesInvoice,
  permissions,
  timeZone,
}: {
  salesInvoice: InvoiceDetail_salesInvoice$key;
  /** The viewer's: whether it may record DJP's tax invoice number. */
  permissions: readonly string[];
  timeZone: string;
}) {
  const invoice = useFragment(INVOICE_DETAIL, salesInvoice);
  const intl = useIntl();
  const moves = useMoveRunner();
  const commits = useInvoiceMoves();
  useInvoiceUpdates();
  const overdue = useOverdueApproval(invoice, timeZone);
  // Waiting for its approver it is no draft any more: its name drops the word, and the status
  // badge beside the title says what it waits for.
  const unnumberedName = intl.formatMessage(
    { id: invoice.status === 'PENDING_APPROVAL' ? 'invoices.pendingOf' : 'invoices.draftOf' },
    { order: invoice.salesOrderNumber },
  );
  const target = { id: invoice.id, name: invoice.number ?? unnumberedName };
  const dialogs = useInvoiceDialogs(invoice, target, timeZone);
  return (
    <>
      <InvoicingDocumentPage
        document="SALES_INVOICE"
        testIdPrefix="invoice"
        back={{ to: '/invoices', label: <FormattedMessage id="invoices.back" /> }}
        target={target}
        status={invoice.status}
        tones={INVOICE_STATUS_TONES}
        partyName={invoice.customerName}
        total={invoice.totals.grandTotal}
        actions={invoice.actions}
        commits={commits}
        moves={moves}
        confirmFirst={overdue.confirmFirst}
        leading={<InvoicePdfDownload invoiceId={invoice.id} />}
        ownButtons={
          <InvoiceOwnButtons
            offered={offeredActions(invoice, permissions)}
            busy={moves.busy === invoice.id}
            on={dialogs.on}
          />
        }
      >
        <InvoiceFacts salesInvoice={invoice} timeZone={timeZone} />
        <InvoiceTabs invoice={invoice} timeZone={timeZone} permissions={permissions} />
      </InvoicingDocumentPage>
      {dialogs.shown}
      {overdue.dialog}
    </>
  );
}

/**
 * The dialogs the invoice's own buttons open (`on`, by button), each with
 * what it acts on, and those open now (`shown`): edit the draft, change its
 * approver, record DJP's number or a slip, its paper copy's step, a payment,
 * a credit memo.
 */
function useInvoiceDialogs(
  invoice: InvoiceDetail_salesInvoice$data,
  target: { id: string; name: string },
  timeZone: string,
) {
  const [recordingTaxNumber, setRecordingTaxNumber] = useState<TaxNumberTarget | null>(null);
  const [choosingFaktur, setChoosingFaktur] = useState<FakturTarget | null>(null);
  const [recordingSlip, setRecordingSlip] = useState<SlipTarget | null>(null);
  const [changingApprover, setChangingApprover] = useState<ApproverTarget | null>(null);
  const [delivering, setDelivering] = useState<DeliveryTarget | null>(null);
  const [crediting, setCrediting] = useState<CreditTarget | null>(null);
  const [paying, setPaying] = useState<PaymentInvoice | null>(null);
  const [editing, setEditing] = useState(false);
  const on = {
    edit: () => setEditing(true),
    approver: () => setChangingApprover(approverTargetOf(invoice, target.name)),
    taxNumber: () => setRecordingTaxNumber(taxNumberTargetOf(invoice, target.name)),
    faktur: () => setChoosingFaktur(fakturTargetOf(invoice, target.name)),
    slip: () => setRecordingSlip(slipTargetOf(invoice, target.name)),
    slipFile: () => setRecordingSlip(slipTargetOf(invoice, target.name)),
    ship: () => setDelivering({ ...target, step: 'ship' }),
    receive: () => setDelivering({ ...target, step: 'receive' }),
    payment: () => setPaying(paymentInvoiceOf(invoice)),
    creditMemo: () => setCrediting(creditTargetOf(invoice)),
  };
  const shown = (
    <>
      {editing ? (
        <InvoiceEditDialog
          salesInvoice={invoice}
          name={target.name}
          onClose={() => setEditing(false)}
        />
      ) : null}
      {paying ? (
        <InvoiceRecordPaymentDialog
          invoice={paying}
          timeZone={timeZone}
          onClose={() => setPaying(null)}
        />
      ) : null}
      {crediting ? (
        <InvoiceCreditMemoDialog
          invoice={crediting}
          timeZone={timeZone}
          onClose={() => setCrediting(null)}
        />
      ) : null}
      <InvoiceDeliveryDialog
        target={delivering}
        timeZone={timeZone}
        onClose={() => setDelivering(null)}
      />
      <InvoiceApproverDialog invoice={changingApprover} onClose={() => setChangingApprover(null)} />
      <InvoiceSlipDialog
        target={recordingSlip}
        timeZone={timeZone}
        onClose={() => setRecordingSlip(null)}
      />
      <InvoiceTaxNumberDialog
        invoice={recordingTaxNumber}
        onClose={() => setRecordingTaxNumber(null)}
      />
      <InvoiceFakturDialog invoice={choosingFaktur} onClose={() => setChoosingFaktur(null)} />
    </>
  );
  return { on, shown };
}

/**
 * What the viewer may do with the invoice now beside the moves its lifecycle
 * offers (DocumentActions shows those): change its approver, record DJP's
 * number, its paper copy's next step, record a payment of an issued one,
 * write a credit memo; edit a draft.
 */
function offeredActions(
  invoice: InvoiceDetail_salesInvoice$data,
  permissions: readonly string[],
): string[] {
  const canManage = permissions.includes('invoices:manage');
  const deliveryStep =
    invoice.delivery?.status === 'OPEN'
      ? 'ship'
      : invoice.delivery?.status === 'SHIPPED'
        ? 'receive'
        : null;
  const issued = invoice.status === 'ISSUED' || invoice.status === 'PAID';
  // A draft whose lines are all without PPN chooses its e-Faktur: none, or code 07 or 08.
  const withoutPpn =
    invoice.lines.length > 0 && invoice.lines.every((line) => line.taxCode === 'NO_PPN');
  return [
    ...(invoice.status === 'DRAFT' && withoutPpn && canManage ? ['faktur'] : []),
    ...(invoice.status === 'DRAFT' && canManage ? ['edit'] : []),
    ...(invoice.status === 'PENDING_APPROVAL' && canManage ? ['approver'] : []),
    ...(invoice.status === 'ISSUED' && permissions.includes('invoice-payments:manage')
      ? ['payment']
      : []),
    ...(invoice.withholding?.status === 'AWAITING_SLIP' &&
    permissions.includes('invoice-payments:manage')
      ? ['slip']
      : []),
    ...(invoice.withholding?.status === 'RECEIVED' &&
    permissions.includes('invoice-payments:manage')
      ? ['slipFile']
      : []),
    // One issued while the company had no NPWP gets no faktur pajak, so no number to record.
    ...(issued && canManage && invoice.sellerHadNpwp !== false ? ['taxNumber'] : []),
    ...(deliveryStep && canManage ? [deliveryStep] : []),
    ...(issued && permissions.includes('credit-memos:manage') ? ['creditMemo'] : []),
  ];
}

/** A draft without PPN whose e-Faktur is chosen: its version and the faktur it names now. */
const fakturTargetOf = (invoice: InvoiceDetail_salesInvoice$data, name: string): FakturTarget => ({
  id: invoice.id,
  name,
  version: invoice.version,
  facility: invoice.fakturFacility ?? null,
});

/** The withholding whose slip (its number and date, or once received its file) is recorded. */
const slipTargetOf = (invoice: InvoiceDetail_salesInvoice$data, name: string): SlipTarget => ({
  invoiceId: invoice.id,
  withholdingId: invoice.withholding!.id,
  name,
  received: invoice.withholding!.status === 'RECEIVED',
});

/** What a payment is recorded on: the issued invoice, its buyer and what it has left. */
const paymentInvoiceOf = (invoice: InvoiceDetail_salesInvoice$data): PaymentInvoice => ({
  id: invoice.id,
  number: invoice.number ?? '',
  customerId: invoice.customerId,
  customerName: invoice.customerName,
  currency: invoice.totals.grandTotal.currency,
  remaining: invoice.remainingAmount.amount,
});

/** What a credit memo is written against: the issued invoice and its buyer. */
const creditTargetOf = (invoice: InvoiceDetail_salesInvoice$data): CreditTarget => ({
  id: invoice.id,
  number: invoice.number ?? '',
  invoiceDate: invoice.invoiceDate,
  customerId: invoice.customerId,
  customerName: invoice.customerName,
  currency: invoice.totals.grandTotal.currency,
});

/** What DJP's tax invoice number is recorded on: the invoice and the number it has, if any. */
const taxNumberTargetOf = (
  invoice: Pick<InvoiceDetail_salesInvoice$data, 'id' | 'taxInvoiceNumber'>,
  name: string,
): TaxNumberTarget => ({
  id: invoice.id,
  name,
  taxInvoiceNumber: invoice.taxInvoiceNumber ?? null,
});

/** Whom the approver is changed on: its writer and submitter may not approve it. */
const approverTargetOf = (
  invoice: InvoiceDetail_salesInvoice$data,
  name: string,
): ApproverTarget => ({
  id: invoice.id,
  name,
  approverId: invoice.approver?.id ?? null,
  writerIds: [invoice.createdBy?.id, invoice.submittedBy?.id].filter((id): id is string =>
    Boolean(id),
  ),
});

/** The invoice's own buttons, in this order, and which of them is the page's main one. */
const BUTTONS = [
  { name: 'payment', testId: 'invoice-record-payment', primary: true },
  { name: 'edit', testId: 'invoice-edit', primary: false },
  { name: 'approver', testId: 'invoice-change-approver', primary: false },
  { name: 'ship', testId: 'invoice-mark-shipped', primary: false },
  { name: 'receive', testId: 'invoice-mark-received', primary: false },
  { name: 'slip', testId: 'invoice-record-slip', primary: false },
  { name: 'slipFile', testId: 'invoice-attach-slip-file', primary: false },
  { name: 'taxNumber', testId: 'invoice-record-tax-number', primary: false },
  { name: 'faktur', testId: 'invoice-choose-faktur', primary: false },
  { name: 'creditMemo', testId: 'invoice-credit-memo', primary: false },
] as const;

/** The buttons of what the viewer may do with the invoice now beside its lifecycle's moves: Record payment, Record DJP number, Credit memo. */
function InvoiceOwnButtons({
  offered,
  busy,
  on,
}: {
  offered: readonly string[];
  busy: boolean;
  on: Record<(typeof BUTTONS)[number]['name'], () => void>;
}) {
  const buttons = BUTTONS.filter((button) => offered.includes(button.name)).map((button) => (
    <Button
      key={button.name}
      size="sm"
      colorPalette={button.primary ? 'brand' : undefined}
      variant={button.primary ? 'solid' : 'outline'}
      disabled={busy}
      onClick={on[button.name]}
      data-testid={button.testId}
    >
      <FormattedMessage id={`invoices.action.${button.name}`} />
    </Button>
  ));
  return <>{buttons}</>;
}

/**
 * The invoice's tabs: Details (lines, totals, milestones), Payments, Credit
 * memos, payment Reminders, Revision history, Conversation and Activities.
 */
function InvoiceTabs({
  invoice,
  timeZone,
  permissions,
}: {
  invoice: InvoiceDetail_salesInvoice$data;
  timeZone: string;
  /** The viewer's: who may undo a payment's allocation, read the activity log, mention members. */
  permissions: readonly string[];
}) {
  const historyTabs = useDocumentHistoryTabs({
    messages: 'invoices',
    testIdPrefix: 'invoice',
    tones: INVOICE_STATUS_TONES,
    document: invoice,
    timeZone,
    permissions,
  });
  return (
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
              <InvoiceTaxConversion salesInvoice={invoice} />
            </DocumentLinesAndTotals>
          ),
        },
        {
          value: 'payments',
          label: <FormattedMessage id="invoices.tab.payments" />,
          testId: 'invoice-tab-payments',
          content: (
            <Stack gap="4">
              <InvoicePaymentAllocations
                allocations={invoice.paymentAllocations}
                invoice={{ id: invoice.id, number: invoice.number ?? '' }}
                timeZone={timeZone}
                canManage={permissions.includes('invoice-payments:manage')}
              />
              <InvoiceExchangeTotal salesInvoice={invoice} />
            </Stack>
          ),
        },
        {
          value: 'credit',
          label: <FormattedMessage id="invoices.tab.credit" />,
          testId: 'invoice-tab-credit',
          content: (
            <InvoiceCreditApplications
              applications={invoice.creditApplications}
              timeZone={timeZone}
            />
          ),
        },
        {
          value: 'reminders',
          label: <FormattedMessage id="invoices.tab.reminders" />,
          testId: 'invoice-tab-reminders',
          content: <InvoiceReminders reminders={invoice.reminders} timeZone={timeZone} />,
        },
        ...historyTabs,
      ]}
    />
  );
}
