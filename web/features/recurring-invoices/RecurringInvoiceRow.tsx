import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type { RecurringInvoiceRow_recurringInvoice$key } from '../../__generated__/RecurringInvoiceRow_recurringInvoice.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { FigureCell } from '../../ui/FigureCell';
import { StatusBadge, type StatusTone } from '../../ui/StatusBadge';

/** How each status of a recurring invoice reads, and its colour. */
const STATUS_TONES: Readonly<Record<string, StatusTone>> = {
  ACTIVE: { label: { id: 'recurringInvoices.status.ACTIVE' }, colorPalette: 'green' },
  PAUSED: { label: { id: 'recurringInvoices.status.PAUSED' }, colorPalette: 'orange' },
  ENDED: { label: { id: 'recurringInvoices.status.ENDED' }, colorPalette: 'gray' },
};

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
        <Text>{data.customerName}</Text>
        <Text color="fg.muted" fontSize="xs">
          {data.salesOrderNumber}
        </Text>
      </Table.Cell>
      <Table.Cell>
        {data.billingCycle ? <FormattedMessage id={`billingCycle.${data.billingCycle}`} /> : null}
      </Table.Cell>
      <Table.Cell minWidth="32">
        <Text whiteSpace="nowrap">{formatDate(data.nextDate, language)}</Text>
        {data.skipped ? (
          <Text color="fg.error" fontSize="xs" data-testid="recurring-invoice-skipped">
            <FormattedMessage
              id="recurringInvoices.skipped"
              values={{
                period: formatDate(data.skipped.period, language),
                reason: <FormattedMessage id={`error.${data.skipped.code}`} />,
              }}
            />
          </Text>
        ) : null}
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
        <StatusBadge status={data.status} tones={STATUS_TONES} testId="recurring-invoice-status" />
      </Table.Cell>
    </Table.Row>
  );
}
