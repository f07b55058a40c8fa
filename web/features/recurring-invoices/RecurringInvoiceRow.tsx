import { Link, Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecurringInvoiceRow_recurringInvoice$key } from '../../__generated__/RecurringInvoiceRow_recurringInvoice.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FigureCell } from '../../ui/FigureCell';
import { Link as RouterLink } from 'react-router';
import { uuidOf } from '../../relay/globalId';
import { StatusBadge } from '../../ui/StatusBadge';
import { RECURRING_INVOICE_STATUS_TONES } from './recurringInvoiceLabels';
import { RecurringInvoiceSkipped } from './RecurringInvoiceSkipped';

/**
 * One recurring invoice: its buyer and order, the buyer's billing cycle, the
 * next period (and why the last run skipped it, in the reader's language),
 * what a period comes to, how many were issued of how many, and its status.
 */
export function RecurringInvoiceRow({
  recurringInvoice,
}: {
  recurringInvoice: RecurringInvoiceRow_recurringInvoice$key;
}) {
  const data = useFragment(
    graphql`
      fragment RecurringInvoiceRow_recurringInvoice on RecurringInvoice {
        id
        customerName
        salesOrderNumber
        billingCycle
        nextDate
        endDate
        count
        issuedCount
        status
        skipped {
          code
          period
        }
        preview {
          totals {
            grandTotal {
              amount
              currency
            }
          }
        }
      }
    `,
    recurringInvoice,
  );
  const { language } = useLanguage();
  const total = data.preview?.totals.grandTotal;
  return (
    <Table.Row data-testid="recurring-invoice-row" data-status={data.status}>
      <Table.Cell minWidth="40">
        <Link asChild fontWeight="medium" color="brand.solid">
          <RouterLink
            to={`/recurring-invoices/${uuidOf(data.id, 'RecurringInvoice')}`}
            data-testid="recurring-invoice-link"
          >
            {data.customerName}
          </RouterLink>
        </Link>
        <Text color="fg.muted" fontSize="xs">
          {data.salesOrderNumber}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {data.billingCycle ? <FormattedMessage id={`billingCycle.${data.billingCycle}`} /> : null}
      </Table.Cell>
      <Table.Cell minWidth="32">
        <Text whiteSpace="nowrap">{formatDate(data.nextDate, language)}</Text>
        <RecurringInvoiceSkipped skipped={data.skipped} />
        {data.endDate ? (
          <Text color="fg.muted" fontSize="xs" whiteSpace="nowrap">
            <FormattedMessage
              id="recurringInvoices.until"
              values={{ date: formatDate(data.endDate, language) }}
            />
          </Text>
        ) : null}
      </Table.Cell>
      <FigureCell>
        {total ? (
          <Text>{formatMoney(total.amount, total.currency, language)}</Text>
        ) : (
          <Text color="fg.muted">
            <FormattedMessage id="recurringInvoices.noPreview" />
          </Text>
        )}
      </FigureCell>
      <FigureCell>
        <FormattedMessage
          id={data.count === null ? 'recurringInvoices.issued' : 'recurringInvoices.issuedOf'}
          values={{ issued: data.issuedCount, count: data.count ?? 0 }}
        />
      </FigureCell>
      <Table.Cell>
        <StatusBadge
          status={data.status}
          tones={RECURRING_INVOICE_STATUS_TONES}
          testId="recurring-invoice-status"
        />
      </Table.Cell>
    </Table.Row>
  );
}
