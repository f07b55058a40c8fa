import { Link } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { InvoiceFacts_salesInvoice$key } from '../../__generated__/InvoiceFacts_salesInvoice.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DetailItem } from '../../ui/DetailItem';
import { DetailListCard } from '../../ui/DetailListCard';
import { InvoiceActs } from './InvoiceActs';
import { InvoiceDeliveryItem } from './InvoiceDeliveryItem';
import { InvoiceWithholdingItem } from './InvoiceWithholdingItem';

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
          ...InvoiceWithholdingItem_withholding
        }
        bankDetails
        notes
        taxInvoiceNumber
        sellerHadNpwp
        fakturFacility {
          trxCode
          addInfo
          facilityStamp
        }
        delivery {
          ...InvoiceDeliveryItem_delivery
        }
        ...InvoiceActs_salesInvoice
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  const remaining = invoice.remainingAmount;
  return (
    <DetailListCard>
      <DetailItem label={<FormattedMessage id="invoices.field.customer" />}>
        {invoice.customerName}
      </DetailItem>
      <SalesOrderItem number={invoice.salesOrderNumber} order={invoice.salesOrder} />
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
      {invoice.withholding ? <InvoiceWithholdingItem withholding={invoice.withholding} /> : null}
      <TaxInvoiceNumberItem
        number={invoice.taxInvoiceNumber}
        sellerHadNpwp={invoice.sellerHadNpwp}
      />
      {invoice.fakturFacility ? <FakturFacilityItem facility={invoice.fakturFacility} /> : null}
      {invoice.delivery ? <InvoiceDeliveryItem delivery={invoice.delivery} /> : null}
      <DetailItem label={<FormattedMessage id="invoices.field.bankDetails" />}>
        {invoice.bankDetails}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="invoices.field.notes" />}>
        {invoice.notes}
      </DetailItem>
      <InvoiceActs salesInvoice={invoice} timeZone={timeZone} />
    </DetailListCard>
  );
}

/**
 * The tax invoice number DJP's Coretax gave the invoice; for one issued while
 * the company had no NPWP, that it has none to wait for (no faktur pajak).
 */
function TaxInvoiceNumberItem({
  number,
  sellerHadNpwp,
}: {
  number: string | null | undefined;
  sellerHadNpwp: boolean | null | undefined;
}) {
  return (
    <DetailItem
      label={<FormattedMessage id="invoices.field.taxInvoiceNumber" />}
      testId="invoice-tax-number-value"
    >
      {sellerHadNpwp === false ? (
        <FormattedMessage id="invoices.taxInvoiceNumber.withoutSellerNpwp" />
      ) : (
        number
      )}
    </DetailItem>
  );
}

/** The sales order the invoice bills: its number, a link to it while the order can be opened. */
function SalesOrderItem({
  number,
  order,
}: {
  number: string | null | undefined;
  order: { readonly id: string } | null | undefined;
}) {
  return (
    <DetailItem label={<FormattedMessage id="invoices.field.salesOrder" />}>
      {order ? (
        <Link asChild color="brand.solid">
          <RouterLink to={`/sales-order/detail/${uuidOf(order.id, 'SalesOrder')}`}>
            {number}
          </RouterLink>
        </Link>
      ) : (
        number
      )}
    </DetailItem>
  );
}

/** The faktur of code 07 or 08 a sale without PPN is reported with: its code, facility and stamp. */
function FakturFacilityItem({
  facility,
}: {
  facility: { trxCode: string; addInfo: string; facilityStamp: string };
}) {
  return (
    <DetailItem
      label={<FormattedMessage id="invoices.field.fakturFacility" />}
      testId="invoice-faktur-value"
    >
      <FormattedMessage
        id={`invoices.fakturDialog.code${facility.trxCode}`}
        defaultMessage={facility.trxCode}
      />
      {` · ${facility.addInfo} · ${facility.facilityStamp}`}
    </DetailItem>
  );
}
