import { Card, DataList, Link, Stack } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type {
  InvoiceFacts_salesInvoice$data,
  InvoiceFacts_salesInvoice$key,
} from '../../__generated__/InvoiceFacts_salesInvoice.graphql';
import { formatDate, formatDateTime, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DetailItem } from '../../ui/DetailItem';
import { MenuIcon } from '../../ui/MenuIcon';

/**
 * An invoice's facts: its buyer and order, dates and terms, what remains to
 * be paid, where to pay, notes, the goods receipts it bills, the approver it
 * names (or that any who may approve invoices may), and who wrote,
 * submitted, approved or cancelled it, and when.
 */
export function InvoiceFacts({
  salesInvoice,
  timeZone,
}: {
  salesInvoice: InvoiceFacts_salesInvoice$key;
  timeZone: string;
}) {
  const invoice = useFragment(
    graphql`
      fragment InvoiceFacts_salesInvoice on SalesInvoice {
        customerName
        salesOrderNumber
        salesOrder {
          id
        }
        goodsReceipts {
          number
        }
        poReference
        invoiceDate
        dueDate
        paymentTermDays
        remainingAmount {
          amount
          currency
        }
        withholding {
          status
          amount {
            amount
            currency
          }
          slipNumber
          slipDate
          slipFile {
            fileName
            downloadUrl
          }
        }
        bankDetails
        notes
        taxInvoiceNumber
        delivery {
          status
          shippedOn
          address
          receivedOn
        }
        approver {
          fullName
          email
        }
        createdAt
        createdBy {
          fullName
        }
        submittedAt
        submittedBy {
          fullName
        }
        approvedAt
        approvedBy {
          fullName
        }
        cancellation {
          reason
          at
          by {
            fullName
          }
        }
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  const remaining = invoice.remainingAmount;
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <DataList.Root orientation="horizontal" size="md">
          <DetailItem label={<FormattedMessage id="invoices.field.customer" />}>
            {invoice.customerName}
          </DetailItem>
          <DetailItem label={<FormattedMessage id="invoices.field.salesOrder" />}>
            {invoice.salesOrder ? (
              <Link asChild color="brand.solid">
                <RouterLink
                  to={`/sales-order/detail/${uuidOf(invoice.salesOrder.id, 'SalesOrder')}`}
                >
                  {invoice.salesOrderNumber}
                </RouterLink>
              </Link>
            ) : (
              invoice.salesOrderNumber
            )}
          </DetailItem>
          <DetailItem label={<FormattedMessage id="invoices.field.goodsReceipts" />}>
            {invoice.goodsReceipts.map((receipt) => receipt.number).join(', ') || null}
          </DetailItem>
          <DetailItem label={<FormattedMessage id="invoices.field.poReference" />}>
            {invoice.poReference}
          </DetailItem>
          <DetailItem label={<FormattedMessage id="invoices.field.invoiceDate" />}>
            {formatDate(invoice.invoiceDate, language)}
          </DetailItem>
          <DetailItem label={<FormattedMessage id="invoices.field.dueDate" />} testId="invoice-due">
            <FormattedMessage
              id="invoices.field.dueDateValue"
              values={{
                date: formatDate(invoice.dueDate, language),
                days: invoice.paymentTermDays,
              }}
            />
          </DetailItem>
          <DetailItem
            label={<FormattedMessage id="invoices.field.remaining" />}
            testId="invoice-remaining"
          >
            {formatMoney(remaining.amount, remaining.currency, language)}
          </DetailItem>
          {invoice.withholding ? <WithholdingItem withholding={invoice.withholding} /> : null}
          <DetailItem
            label={<FormattedMessage id="invoices.field.taxInvoiceNumber" />}
            testId="invoice-tax-number-value"
          >
            {invoice.taxInvoiceNumber}
          </DetailItem>
          {invoice.delivery ? <InvoiceDeliveryItem delivery={invoice.delivery} /> : null}
          <DetailItem label={<FormattedMessage id="invoices.field.bankDetails" />}>
            {invoice.bankDetails}
          </DetailItem>
          <DetailItem label={<FormattedMessage id="invoices.field.notes" />}>
            {invoice.notes}
          </DetailItem>
          <InvoiceActs invoice={invoice} timeZone={timeZone} />
        </DataList.Root>
      </Card.Body>
    </Card.Root>
  );
}

/** Who approves the invoice, and who wrote, submitted, approved or cancelled it, and when. */
function InvoiceActs({
  invoice,
  timeZone,
}: {
  invoice: InvoiceFacts_salesInvoice$data;
  timeZone: string;
}) {
  const { language } = useLanguage();
  const by = (name: string | undefined, when: string) =>
    `${name ?? '—'} · ${formatDateTime(when, language, timeZone)}`;
  return (
    <>
      <DetailItem
        label={<FormattedMessage id="invoices.field.approver" />}
        testId="invoice-approver"
      >
        {invoice.approver ? (
          invoice.approver.fullName || invoice.approver.email
        ) : (
          <FormattedMessage id="invoices.field.approverAny" />
        )}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="invoices.field.createdBy" />}>
        {by(invoice.createdBy?.fullName, invoice.createdAt)}
      </DetailItem>
      {invoice.submittedAt ? (
        <DetailItem label={<FormattedMessage id="invoices.field.submittedBy" />}>
          {by(invoice.submittedBy?.fullName, invoice.submittedAt)}
        </DetailItem>
      ) : null}
      {invoice.approvedAt ? (
        <DetailItem
          label={<FormattedMessage id="invoices.field.approvedBy" />}
          testId="invoice-approval"
        >
          {by(invoice.approvedBy?.fullName, invoice.approvedAt)}
        </DetailItem>
      ) : null}
      {invoice.cancellation ? (
        <DetailItem
          label={<FormattedMessage id="invoices.field.cancellation" />}
          testId="invoice-cancellation"
        >
          {`${invoice.cancellation.reason} · ${by(invoice.cancellation.by?.fullName, invoice.cancellation.at)}`}
        </DetailItem>
      ) : null}
    </>
  );
}

/** The paper copy's state: waiting, shipped (when, where to) or received (when). */
function InvoiceDeliveryItem({
  delivery,
}: {
  delivery: {
    readonly status: string;
    readonly shippedOn: string | null | undefined;
    readonly address: string | null | undefined;
    readonly receivedOn: string | null | undefined;
  };
}) {
  const { language } = useLanguage();
  const date = (value: string | null | undefined) => (value ? formatDate(value, language) : '');
  return (
    <DetailItem label={<FormattedMessage id="invoices.field.delivery" />} testId="invoice-delivery">
      <FormattedMessage
        id={`invoices.delivery.status.${delivery.status}`}
        values={{
          shipped: date(delivery.shippedOn),
          received: date(delivery.receivedOn),
          address: delivery.address ?? '',
        }}
      />
    </DetailItem>
  );
}

/** The PPh 23 the buyer withheld from the invoice: how much, and its slip (with its file, once uploaded) or that it is awaited. */
function WithholdingItem({
  withholding,
}: {
  withholding: {
    readonly amount: { readonly amount: string; readonly currency: string };
    readonly slipNumber: string | null | undefined;
    readonly slipDate: string | null | undefined;
    readonly slipFile:
      { readonly fileName: string; readonly downloadUrl: string } | null | undefined;
  };
}) {
  const { language } = useLanguage();
  return (
    <DetailItem
      label={<FormattedMessage id="invoices.field.withholding" />}
      testId="invoice-withholding"
    >
      <Stack gap="1" alignItems="flex-start">
        <FormattedMessage
          id={
            withholding.slipNumber
              ? 'invoices.field.withholdingReceived'
              : 'invoices.field.withholdingAwaited'
          }
          values={{
            amount: formatMoney(withholding.amount.amount, withholding.amount.currency, language),
            slip: withholding.slipNumber ?? '',
            date: withholding.slipDate ? formatDate(withholding.slipDate, language) : '',
          }}
        />
        {withholding.slipFile ? (
          <Link
            href={withholding.slipFile.downloadUrl}
            download={withholding.slipFile.fileName}
            color="brand.fg"
            fontSize="sm"
            overflowWrap="anywhere"
            data-testid="invoice-withholding-slip-file"
          >
            <MenuIcon name="download" />
            {withholding.slipFile.fileName}
          </Link>
        ) : null}
      </Stack>
    </DetailItem>
  );
}
