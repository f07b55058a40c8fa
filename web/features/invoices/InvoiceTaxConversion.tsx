import { DataList } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { InvoiceTaxConversion_salesInvoice$key } from '../../__generated__/InvoiceTaxConversion_salesInvoice.graphql';
import { formatRate } from '../../domain/formatRate';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { DetailItem } from '../../ui/DetailItem';
import { NoticeAlert } from '../../ui/NoticeAlert';
import { RecordSectionCard } from '../../ui/RecordSectionCard';
import { TextLink } from '../../ui/TextLink';

/** Where the organisation enters its kurs pajak table. */
const RATES_PATH = '/settings/orders';

/**
 * An invoice in USD or SGD's tax in rupiah (PP 44/2022 article 21: PPN on a
 * foreign-currency delivery is computed in rupiah at the Minister of
 * Finance's weekly kurs pajak). Once issued: the rate it was issued at, its
 * KMK and week, and its rupiah DPP, DPP nilai lain and PPN. Before: the rate
 * of its invoice date's week that will apply, or, when the table has none
 * for that week, a warning with the way to the table (issuing is refused
 * without it). Nothing for an invoice in rupiah or one cancelled unissued.
 */
export function InvoiceTaxConversion({
  salesInvoice,
}: {
  salesInvoice: InvoiceTaxConversion_salesInvoice$key;
}) {
  const data = useFragment(
    graphql`
      fragment InvoiceTaxConversion_salesInvoice on SalesInvoice {
        invoiceDate
        status
        totals {
          grandTotal {
            currency
          }
        }
        taxConversion {
          rate
          source
          validFrom
          taxBase {
            amount
          }
          otherTaxBase {
            amount
          }
          vat {
            amount
          }
        }
        taxRateDue {
          rate
          source
          validFrom
        }
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  const currency = data.totals.grandTotal.currency;
  const conversion = data.taxConversion;
  if (currency === 'IDR' || (!conversion && data.status === 'CANCELLED')) return null;
  const rate = conversion ?? data.taxRateDue;
  return (
    <RecordSectionCard
      testId="invoice-tax-conversion"
      title={<FormattedMessage id="invoices.taxConversion.title" />}
      description={
        <FormattedMessage
          id={
            conversion ? 'invoices.taxConversion.issuedHint' : 'invoices.taxConversion.pendingHint'
          }
        />
      }
    >
      {rate ? (
        <DataList.Root orientation="horizontal" size="md">
          <TaxRateItems rate={rate} currency={currency} />
          {conversion ? <RupiahItems conversion={conversion} /> : null}
        </DataList.Root>
      ) : (
        <NoticeAlert
          status="warning"
          testId="invoice-tax-rate-missing"
          title={
            <FormattedMessage
              id="invoices.taxConversion.missing"
              values={{ currency, date: formatDate(data.invoiceDate, language) }}
            />
          }
          description={
            <TextLink to={RATES_PATH}>
              <FormattedMessage id="invoices.taxConversion.enterRate" />
            </TextLink>
          }
        />
      )}
    </RecordSectionCard>
  );
}

/** The rate's three facts: rupiah per unit, its KMK (or entered by hand) and its week. */
function TaxRateItems({
  rate,
  currency,
}: {
  rate: { rate: string; source: string; validFrom: string };
  currency: string;
}) {
  const { language } = useLanguage();
  return (
    <>
      <DetailItem
        label={<FormattedMessage id="invoices.taxConversion.rate" />}
        testId="invoice-tax-rate"
      >
        {formatRate(rate.rate, currency, language)}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="invoices.taxConversion.source" />}>
        {rate.source === 'MANUAL' ? (
          <FormattedMessage id="orders.taxRates.manual" />
        ) : (
          <FormattedMessage id="orders.taxRates.kmk" values={{ number: rate.source }} />
        )}
      </DetailItem>
      <DetailItem label={<FormattedMessage id="invoices.taxConversion.week" />}>
        <FormattedMessage
          id="invoices.taxConversion.weekFrom"
          values={{ date: formatDate(rate.validFrom, language) }}
        />
      </DetailItem>
    </>
  );
}

/** An issued invoice's DPP, DPP nilai lain and PPN in rupiah. */
function RupiahItems({
  conversion,
}: {
  conversion: Record<'taxBase' | 'otherTaxBase' | 'vat', { amount: string }>;
}) {
  const { language } = useLanguage();
  const items = [
    ['taxBase', 'invoices.taxConversion.taxBase', 'invoice-tax-base-idr'],
    ['otherTaxBase', 'invoices.taxConversion.otherTaxBase', 'invoice-other-tax-base-idr'],
    ['vat', 'invoices.taxConversion.vat', 'invoice-vat-idr'],
  ] as const;
  return (
    <>
      {items.map(([key, label, testId]) => (
        <DetailItem key={key} label={<FormattedMessage id={label} />} testId={testId}>
          {formatMoney(conversion[key].amount, 'IDR', language)}
        </DetailItem>
      ))}
    </>
  );
}
