import { Card, DataList, Link, Stack, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import { Link as RouterLink } from 'react-router';
import type { RecurringInvoiceFacts_recurringInvoice$key } from '../../__generated__/RecurringInvoiceFacts_recurringInvoice.graphql';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DetailItem } from '../../ui/DetailItem';
import { RecurringInvoicePeriod } from './RecurringInvoicePeriod';
import { RecurringInvoiceSkipped } from './RecurringInvoiceSkipped';

/**
 * What a recurring invoice is: its buyer and order, the buyer's cycle, the
 * next date and where it ends, how many were issued, why the last run
 * skipped a period, the latest invoice it wrote; then the next period.
 */
export function RecurringInvoiceFacts({
  recurringInvoice,
}: {
  recurringInvoice: RecurringInvoiceFacts_recurringInvoice$key;
}) {
  const data = useFragment(
    graphql`
      fragment RecurringInvoiceFacts_recurringInvoice on RecurringInvoice {
        customerName
        salesOrderNumber
        salesOrder {
          id
        }
        billingCycle
        nextDate
        endDate
        count
        issuedCount
        paymentTermDays
        notes
        skipped {
          code
          period
        }
        lastPeriod
        lastInvoice {
          id
          number
        }
        ...RecurringInvoicePeriod_recurringInvoice
      }
    `,
    recurringInvoice,
  );
  const { language } = useLanguage();
  return (
    <Stack gap="4">
      <Card.Root variant="outline" bg="bg">
        <Card.Body>
          <DataList.Root orientation="horizontal" size="md">
            <DetailItem label={<FormattedMessage id="recurringInvoices.detail.order" />}>
              <OrderLink id={data.salesOrder?.id} number={data.salesOrderNumber} />
            </DetailItem>
            <DetailItem label={<FormattedMessage id="recurringInvoices.column.cycle" />}>
              {data.billingCycle ? (
                <FormattedMessage id={`billingCycle.${data.billingCycle}`} />
              ) : null}
            </DetailItem>
            <DetailItem
              label={<FormattedMessage id="recurringInvoices.column.nextDate" />}
              testId="recurring-invoice-next-date"
            >
              <Text as="span">{formatDate(data.nextDate, language)}</Text>
              <RecurringInvoiceSkipped skipped={data.skipped} />
            </DetailItem>
            <DetailItem label={<FormattedMessage id="recurringInvoices.detail.endDate" />}>
              <EndDate date={data.endDate} />
            </DetailItem>
            <DetailItem
              label={<FormattedMessage id="recurringInvoices.column.issued" />}
              testId="recurring-invoice-issued"
            >
              <FormattedMessage
                id={data.count === null ? 'recurringInvoices.issued' : 'recurringInvoices.issuedOf'}
                values={{ issued: data.issuedCount, count: data.count ?? 0 }}
              />
            </DetailItem>
            <DetailItem
              label={<FormattedMessage id="recurringInvoices.detail.lastInvoice" />}
              testId="recurring-invoice-last"
            >
              {data.lastInvoice ? (
                <LastInvoiceLink
                  invoice={data.lastInvoice}
                  period={formatDate(data.lastPeriod ?? data.nextDate, language)}
                />
              ) : null}
            </DetailItem>
            <DetailItem label={<FormattedMessage id="recurringInvoices.detail.paymentTerms" />}>
              {data.paymentTermDays === null ? (
                <FormattedMessage id="recurringInvoices.detail.buyerTerms" />
              ) : (
                <FormattedMessage
                  id="recurringInvoices.detail.days"
                  values={{ days: data.paymentTermDays }}
                />
              )}
            </DetailItem>
            <DetailItem label={<FormattedMessage id="recurringInvoices.form.notes" />}>
              {data.notes}
            </DetailItem>
          </DataList.Root>
        </Card.Body>
      </Card.Root>
      <RecurringInvoicePeriod recurringInvoice={data} />
    </Stack>
  );
}

/** The latest invoice a recurring invoice wrote, linking to its page: its number, or "Draft of" its period while it has none. */
function LastInvoiceLink({
  invoice,
  period,
}: {
  invoice: { readonly id: string; readonly number: string | null | undefined };
  period: string;
}) {
  return (
    <Link asChild color="brand.solid">
      <RouterLink
        to={`/invoices/detail/${uuidOf(invoice.id, 'SalesInvoice')}`}
        data-testid="recurring-invoice-last-link"
      >
        {invoice.number ?? (
          <FormattedMessage id="recurringInvoices.detail.draftOf" values={{ period }} />
        )}
      </RouterLink>
    </Link>
  );
}

/** The standing order's number, linking to its page when the viewer may read sales orders. */
/** The date a template ends on, or that it has none. */
function EndDate({ date }: { date?: string | null }) {
  const { language } = useLanguage();
  return (
    <Text as="span" data-testid="recurring-invoice-end-date">
      {date ? formatDate(date, language) : <FormattedMessage id="recurringInvoices.detail.noEnd" />}
    </Text>
  );
}

function OrderLink({ id, number }: { id: string | undefined; number: string }) {
  if (!id) return <>{number}</>;
  return (
    <Link asChild color="brand.solid">
      <RouterLink to={`/sales-order/detail/${uuidOf(id, 'SalesOrder')}`}>{number}</RouterLink>
    </Link>
  );
}
