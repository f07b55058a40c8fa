import { Badge, Card, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  BuyerInvoice_invoice$data,
  BuyerInvoice_invoice$key,
} from '../../__generated__/BuyerInvoice_invoice.graphql';
import { DocumentLinesTable } from '../../domain/documents/DocumentLinesTable';
import { DocumentTotalsBlock } from '../../domain/documents/DocumentTotalsBlock';
import { InvoiceMilestones } from '../../domain/invoices/InvoiceMilestones';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { CardTitleBar } from '../../ui/CardTitleBar';
import { DetailItem } from '../../ui/DetailItem';
import { DetailListCard } from '../../ui/DetailListCard';
import { BuyerInvoicePdf } from './BuyerInvoicePdf';

/**
 * An issued invoice as its buyer reads it: who issued it to whom, its number
 * and dates, what is left to pay and where, its lines and totals as the
 * seller computed them (PPN as Coretax does), its milestones with what is
 * paid and left of each, its notes, and its PDF.
 */
export function BuyerInvoice({
  invoice,
  token,
  expiresAt,
  children,
}: {
  invoice: BuyerInvoice_invoice$key;
  token: string;
  expiresAt: string | null;
  /** What the buyer may do with it, under its facts (pay it online). */
  children?: ReactNode;
}) {
  const data = useFragment(
    graphql`
      fragment BuyerInvoice_invoice on InvoiceLinkInvoice {
        number
        seller {
          name
          legalName
          taxNumber
          nitku
          address
        }
        buyerName
        poReference
        invoiceDate
        dueDate
        status
        lines {
          ...DocumentLinesTable_lines
        }
        totals {
          ...DocumentTotalsBlock_totals
        }
        milestones {
          position
          ...InvoiceMilestones_milestones
        }
        paidAmount {
          amount
          currency
        }
        creditedAmount {
          amount
          currency
        }
        remainingAmount {
          amount
          currency
        }
        bankDetails
        notes
      }
    `,
    invoice,
  );
  const { language } = useLanguage();
  return (
    <Stack gap="6" data-testid="buyer-invoice">
      <BuyerInvoiceHeading invoice={data} token={token} />

      <BuyerInvoiceFacts invoice={data} />

      {data.milestones.length > 0 ? (
        <Card.Root
          variant="outline"
          bg="bg"
          overflow="hidden"
          data-testid="buyer-invoice-milestones"
        >
          <CardTitleBar
            title={<FormattedMessage id="checkout.milestones.title" />}
            description={<FormattedMessage id="checkout.milestones.description" />}
          />
          <InvoiceMilestones milestones={data.milestones} />
        </Card.Root>
      ) : null}

      {children}

      <BuyerInvoiceLines invoice={data} />

      {expiresAt ? (
        <Text color="fg.muted" fontSize="sm" data-testid="buyer-invoice-expires">
          <FormattedMessage
            id="checkout.link.validUntil"
            values={{ date: formatDate(expiresAt, language) }}
          />
        </Text>
      ) : null}
    </Stack>
  );
}

type Invoice = BuyerInvoice_invoice$data;
type Amount = { readonly amount: string; readonly currency: string };

/** Who issued it, its number and whether it is paid, with its PDF to download. */
function BuyerInvoiceHeading({ invoice: data, token }: { invoice: Invoice; token: string }) {
  const paid = data.status === 'PAID';
  return (
    <Flex
      justifyContent="space-between"
      alignItems={{ base: 'flex-start', md: 'center' }}
      direction={{ base: 'column', md: 'row' }}
      gap="4"
    >
      <Stack gap="1">
        <Text color="fg.muted" data-testid="buyer-invoice-seller">
          <FormattedMessage
            id="checkout.invoice.from"
            values={{ seller: data.seller.legalName || data.seller.name }}
          />
        </Text>
        <Flex alignItems="center" gap="3" wrap="wrap">
          <Heading as="h1" size="2xl" data-testid="buyer-invoice-number">
            <FormattedMessage id="checkout.invoice.title" values={{ number: data.number }} />
          </Heading>
          <Badge colorPalette={paid ? 'green' : 'orange'} data-testid="buyer-invoice-status">
            <FormattedMessage id={paid ? 'checkout.status.paid' : 'checkout.status.issued'} />
          </Badge>
        </Flex>
      </Stack>
      <BuyerInvoicePdf token={token} />
    </Flex>
  );
}

/** The invoice's lines and its totals as the seller computed them. */
function BuyerInvoiceLines({ invoice: data }: { invoice: Invoice }) {
  return (
    <Card.Root variant="outline" bg="bg">
      <Card.Body>
        <Stack gap="4">
          <DocumentLinesTable lines={data.lines} />
          <DocumentTotalsBlock totals={data.totals} />
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}

/** The invoice's facts: to whom, the seller's NPWP, NITKU and address, dates, what is left to pay (and paid, credited), where to pay, notes. */
function BuyerInvoiceFacts({ invoice: data }: { invoice: Invoice }) {
  const { language } = useLanguage();
  const money = (value: Amount) => formatMoney(value.amount, value.currency, language);
  return (
    <DetailListCard>
      <DetailItem label={<FormattedMessage id="checkout.field.billedTo" />}>
        {data.buyerName}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="checkout.field.sellerTaxNumber" />}>
        {data.seller.taxNumber}
      </DetailItem>
      {data.seller.nitku ? (
        <DetailItem label={<FormattedMessage id="checkout.field.sellerNitku" />}>
          {data.seller.nitku}
        </DetailItem>
      ) : null}
      {data.seller.address ? (
        <DetailItem label={<FormattedMessage id="checkout.field.sellerAddress" />}>
          {data.seller.address}
        </DetailItem>
      ) : null}
      {data.poReference ? (
        <DetailItem label={<FormattedMessage id="checkout.field.poReference" />}>
          {data.poReference}
        </DetailItem>
      ) : null}
      <DetailItem label={<FormattedMessage id="checkout.field.invoiceDate" />}>
        {formatDate(data.invoiceDate, language)}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="checkout.field.dueDate" />}>
        {formatDate(data.dueDate, language)}
      </DetailItem>
      <DetailItem
        label={<FormattedMessage id="checkout.field.remaining" />}
        testId="buyer-invoice-remaining"
      >
        <Text as="span" fontWeight="semibold">
          {money(data.remainingAmount)}
        </Text>
      </DetailItem>
      {data.paidAmount.amount !== '0.00' ? (
        <DetailItem label={<FormattedMessage id="checkout.field.paid" />}>
          {money(data.paidAmount)}
        </DetailItem>
      ) : null}
      {data.creditedAmount.amount !== '0.00' ? (
        <DetailItem label={<FormattedMessage id="checkout.field.credited" />}>
          {money(data.creditedAmount)}
        </DetailItem>
      ) : null}
      {data.bankDetails ? (
        <DetailItem label={<FormattedMessage id="checkout.field.bankDetails" />}>
          {data.bankDetails}
        </DetailItem>
      ) : null}
      {data.notes ? (
        <DetailItem label={<FormattedMessage id="checkout.field.notes" />}>{data.notes}</DetailItem>
      ) : null}
    </DetailListCard>
  );
}
