import { Table, Text } from '@chakra-ui/react';
import { FormattedMessage, useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay';
import type {
  InvoiceRow_salesInvoice$data,
  InvoiceRow_salesInvoice$key,
} from '../../__generated__/InvoiceRow_salesInvoice.graphql';
import { formatDate, formatMoney } from '../../i18n/format';
import { useLanguage } from '../../i18n/useLanguage';
import { uuidOf } from '../../relay/globalId';
import { DocumentNumberCell } from '../../domain/documents/DocumentNumberCell';
import { StatusBadge } from '../../ui/StatusBadge';
import { INVOICE_STATUS_TONES, isInvoiceStatus } from './invoiceLabels';
import { unnumberedInvoiceLabel } from '../../domain/invoices/unnumberedInvoiceLabel';
import { FigureCell } from '../../ui/FigureCell';
import { TickBox } from '../../ui/TickBox';

/** Whether an invoice can be ticked for the e-Faktur file (an issued or paid one), and whether it is. */
export type InvoiceTick = { checked: boolean; onToggle: () => void } | 'NOT_ISSUED';

/**
 * One invoice: its number (a draft has none yet) to its page with its order,
 * the buyer, dates, grand total and what remains, the status; with a box to
 * tick it for the e-Faktur file when `tick` says so.
 */
export function InvoiceRow({
  salesInvoice,
  tick,
}: {
  salesInvoice: InvoiceRow_salesInvoice$key;
  tick: InvoiceTick;
}) {
  const data = useFragment(
    graphql`
      fragment InvoiceRow_salesInvoice on SalesInvoice {
        id
        number
        salesOrderNumber
        customerName
        invoiceDate
        dueDate
        nextMilestone {
          dueDate
        }
        status
        totals {
          grandTotal {
            amount
            currency
          }
        }
        remainingAmount {
          amount
          currency
        }
      }
    `,
    salesInvoice,
  );
  const { language } = useLanguage();
  const intl = useIntl();
  const checked = tick !== 'NOT_ISSUED' && tick.checked;
  return (
    <Table.Row
      data-testid="invoice-row"
      data-status={data.status}
      bg={checked ? 'brand.subtle' : undefined}
    >
      <Table.Cell width="1%">
        {tick === 'NOT_ISSUED' ? null : (
          <TickBox
            checked={tick.checked}
            onToggle={tick.onToggle}
            label={intl.formatMessage(
              { id: 'invoices.coretax.select' },
              { number: data.number ?? '' },
            )}
            testId="invoice-select"
          />
        )}
      </Table.Cell>
      <DocumentNumberCell
        to={`/invoices/detail/${uuidOf(data.id, 'SalesInvoice')}`}
        testId="invoice-link"
        number={data.number ?? <FormattedMessage {...unnumberedInvoiceLabel(data.status)} />}
        reference={data.salesOrderNumber}
      />
      <Table.Cell minWidth="40">{data.customerName}</Table.Cell>
      <InvoiceDatesCell invoice={data} />
      <FigureCell>
        <Text>
          {formatMoney(data.totals.grandTotal.amount, data.totals.grandTotal.currency, language)}
        </Text>
        <Text color="fg.muted" fontSize="xs">
          <FormattedMessage
            id="invoices.remaining"
            values={{
              amount: formatMoney(
                data.remainingAmount.amount,
                data.remainingAmount.currency,
                language,
              ),
            }}
          />
        </Text>
      </FigureCell>
      <Table.Cell>
        {isInvoiceStatus(data.status) ? (
          <StatusBadge status={data.status} tones={INVOICE_STATUS_TONES} testId="invoice-status" />
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * The invoice's date, its due date under it, and, for an issued invoice paid
 * in milestones, when its next milestone with something left falls due.
 */
function InvoiceDatesCell({
  invoice,
}: {
  invoice: Pick<
    InvoiceRow_salesInvoice$data,
    'invoiceDate' | 'dueDate' | 'status' | 'nextMilestone'
  >;
}) {
  const { language } = useLanguage();
  return (
    <Table.Cell whiteSpace="nowrap">
      <Text>{formatDate(invoice.invoiceDate, language)}</Text>
      <Text color="fg.muted" fontSize="xs">
        <FormattedMessage
          id="invoices.dueOn"
          values={{ date: formatDate(invoice.dueDate, language) }}
        />
      </Text>
      {invoice.status === 'ISSUED' && invoice.nextMilestone ? (
        <Text color="fg.muted" fontSize="xs" data-testid="invoice-next-milestone">
          <FormattedMessage
            id="invoices.nextMilestoneOn"
            values={{ date: formatDate(invoice.nextMilestone.dueDate, language) }}
          />
        </Text>
      ) : null}
    </Table.Cell>
  );
}
